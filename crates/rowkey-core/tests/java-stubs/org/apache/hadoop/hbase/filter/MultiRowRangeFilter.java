// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

import java.util.List;

public class MultiRowRangeFilter extends FilterBase {
  public MultiRowRangeFilter(List<RowRange> list) { throw new UnsupportedOperationException(); }

  public static class RowRange implements Comparable<RowRange> {
    public RowRange() { throw new UnsupportedOperationException(); }

    public RowRange(String startRow, boolean startRowInclusive, String stopRow,
        boolean stopRowInclusive) { throw new UnsupportedOperationException(); }

    public RowRange(byte[] startRow, boolean startRowInclusive, byte[] stopRow,
        boolean stopRowInclusive) { throw new UnsupportedOperationException(); }

    @Override
    public int compareTo(RowRange other) { throw new UnsupportedOperationException(); }
  }
}
