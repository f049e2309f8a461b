// In-memory HBase 2.x client for tests/java_runs.rs:
// org.apache.hadoop.hbase.filter.MultiRowRangeFilter. The constructor checks the list as
// sortAndMerge does (IllegalArgumentException for an empty list or an invalid range, RowRange.isValid);
// a row passes when some range contains it (RowRange.contains; the merge does not change
// which rows the ranges hold).
package org.apache.hadoop.hbase.filter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import org.apache.hadoop.hbase.util.Bytes;

public class MultiRowRangeFilter extends FilterBase {
  private final List<RowRange> ranges;

  public MultiRowRangeFilter(List<RowRange> list) {
    if (list.isEmpty()) {
      throw new IllegalArgumentException("No ranges found.");
    }
    StringBuilder invalid = new StringBuilder();
    for (RowRange r : list) {
      if (!r.isValid()) {
        invalid.append("Invalid range: start row => ").append(Bytes.toStringBinary(r.startRow))
            .append(", stop row => ").append(Bytes.toStringBinary(r.stopRow)).append('\n');
      }
    }
    if (invalid.length() > 0) {
      throw new IllegalArgumentException(invalid.toString());
    }
    this.ranges = new ArrayList<>(list);
  }

  @Override
  public boolean keepsRow(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells) {
    for (RowRange r : ranges) {
      if (r.contains(row)) {
        return true;
      }
    }
    return false;
  }

  public static class RowRange implements Comparable<RowRange> {
    private byte[] startRow = new byte[0];
    private boolean startRowInclusive = true;
    private byte[] stopRow = new byte[0];
    private boolean stopRowInclusive = false;

    public RowRange() {}

    public RowRange(String startRow, boolean startRowInclusive, String stopRow,
        boolean stopRowInclusive) {
      this(startRow == null ? null : startRow.getBytes(StandardCharsets.UTF_8), startRowInclusive,
          stopRow == null ? null : stopRow.getBytes(StandardCharsets.UTF_8), stopRowInclusive);
    }

    public RowRange(byte[] startRow, boolean startRowInclusive, byte[] stopRow,
        boolean stopRowInclusive) {
      this.startRow = startRow == null ? new byte[0] : startRow;
      this.startRowInclusive = startRowInclusive;
      this.stopRow = stopRow == null ? new byte[0] : stopRow;
      this.stopRowInclusive = stopRowInclusive;
    }

    public boolean contains(byte[] row) {
      int s = Bytes.compareTo(row, startRow);
      boolean afterStart = startRowInclusive ? s >= 0 : s > 0;
      if (!afterStart) {
        return false;
      }
      if (stopRow.length == 0) {
        return true;
      }
      int e = Bytes.compareTo(row, stopRow);
      return stopRowInclusive ? e <= 0 : e < 0;
    }

    public boolean isValid() {
      return startRow.length == 0 || stopRow.length == 0
          || Bytes.compareTo(startRow, stopRow) < 0
          || (Bytes.compareTo(startRow, stopRow) == 0 && stopRowInclusive);
    }

    @Override
    public int compareTo(RowRange other) {
      return Bytes.compareTo(this.startRow, other.startRow);
    }
  }
}
