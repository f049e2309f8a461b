// In-memory HBase 2.x client for tests/java_runs.rs:
// org.apache.hadoop.hbase.filter.SingleColumnValueFilter. From HBase's filterCell and filterRow:
// the row passes when the cell family:qualifier is among the cells read and its value passes
// (not CompareFilter.compare(op, comparator.compareTo(value))), or when the cell is not among
// them and filterIfMissing is false (the default). With one version per cell latestVersionOnly
// (default true) changes nothing. A cell the Get/Scan did not ask for counts as missing (the
// class's javadoc: "the column to be tested should also be added as input").
package org.apache.hadoop.hbase.filter;

import java.util.NavigableMap;
import org.apache.hadoop.hbase.CompareOperator;

public class SingleColumnValueFilter extends FilterBase {
  private final byte[] columnFamily;
  private final byte[] columnQualifier;
  private final CompareOperator op;
  private final ByteArrayComparable comparator;
  private boolean filterIfMissing = false;
  private boolean latestVersionOnly = true;

  public SingleColumnValueFilter(final byte[] family, final byte[] qualifier,
      final CompareOperator op, final byte[] value) {
    this(family, qualifier, op, new BinaryComparator(value));
  }

  public SingleColumnValueFilter(final byte[] family, final byte[] qualifier,
      final CompareOperator op, final ByteArrayComparable comparator) {
    this.columnFamily = family;
    this.columnQualifier = qualifier;
    this.op = op;
    this.comparator = comparator;
  }

  public boolean getFilterIfMissing() {
    return filterIfMissing;
  }

  public void setFilterIfMissing(boolean filterIfMissing) {
    this.filterIfMissing = filterIfMissing;
  }

  public boolean getLatestVersionOnly() {
    return latestVersionOnly;
  }

  public void setLatestVersionOnly(boolean latestVersionOnly) {
    this.latestVersionOnly = latestVersionOnly;
  }

  @Override
  public boolean keepsRow(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells) {
    NavigableMap<byte[], byte[]> family = cells.get(columnFamily);
    byte[] value = family == null ? null : family.get(columnQualifier);
    if (value == null) {
      return !filterIfMissing;
    }
    return !CompareFilter.compare(op, comparator.compareTo(value, 0, value.length));
  }
}
