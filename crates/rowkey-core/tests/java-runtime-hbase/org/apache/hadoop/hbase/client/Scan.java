// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.client.Scan, the
// parts the emitted code uses. Defaults from Scan.java (hbase-semantics.md §5.1): start row {}
// inclusive, stop row {} exclusive; withStartRow(row) is inclusive, withStopRow(row) exclusive;
// with setReversed(true) the start row is the high end (§5.4). setLimit counts the rows returned.
package org.apache.hadoop.hbase.client;

import org.apache.hadoop.hbase.filter.Filter;

public class Scan extends Query {
  byte[] startRow = new byte[0];
  boolean includeStartRow = true;
  byte[] stopRow = new byte[0];
  boolean includeStopRow = false;
  boolean reversed = false;
  int limit = -1;

  public Scan() {}

  public Scan withStartRow(byte[] startRow) {
    return withStartRow(startRow, true);
  }

  public Scan withStartRow(byte[] startRow, boolean inclusive) {
    this.startRow = startRow.clone();
    this.includeStartRow = inclusive;
    return this;
  }

  public Scan withStopRow(byte[] stopRow) {
    return withStopRow(stopRow, false);
  }

  public Scan withStopRow(byte[] stopRow, boolean inclusive) {
    this.stopRow = stopRow.clone();
    this.includeStopRow = inclusive;
    return this;
  }

  public Scan setReversed(boolean reversed) {
    this.reversed = reversed;
    return this;
  }

  public Scan setLimit(int limit) {
    this.limit = limit;
    return this;
  }

  @Override
  public Scan setFilter(Filter filter) {
    super.setFilter(filter);
    return this;
  }

  public Scan addColumn(byte[] family, byte[] qualifier) {
    addColumnTo(family, qualifier);
    return this;
  }

  public Scan addFamily(byte[] family) {
    addFamilyTo(family);
    return this;
  }
}
