// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.client;

import org.apache.hadoop.hbase.filter.Filter;

public class Scan extends Query {
  public Scan() { throw new UnsupportedOperationException(); }

  public Scan withStartRow(byte[] startRow) { throw new UnsupportedOperationException(); }

  public Scan withStartRow(byte[] startRow, boolean inclusive) { throw new UnsupportedOperationException(); }

  public Scan withStopRow(byte[] stopRow) { throw new UnsupportedOperationException(); }

  public Scan withStopRow(byte[] stopRow, boolean inclusive) { throw new UnsupportedOperationException(); }

  public Scan setReversed(boolean reversed) { throw new UnsupportedOperationException(); }

  public Scan setLimit(int limit) { throw new UnsupportedOperationException(); }

  @Override
  public Scan setFilter(Filter filter) { throw new UnsupportedOperationException(); }

  public Scan addColumn(byte[] family, byte[] qualifier) { throw new UnsupportedOperationException(); }
}
