// In-memory HBase 2.x client for tests/java_runs.rs: a Table over rows held in key order
// (Bytes.BYTES_COMPARATOR, unsigned bytes, a prefix first), one version per cell. Not an HBase
// class. What it does, from hbase-semantics.md §5 and the HBase classes named:
// - get(Get): the row with exactly that key; its cells narrowed to the columns the Get asks for;
//   then its filter (Filter.keepsRow); an empty Result when the row is absent, has none of the
//   columns asked for, or is filtered out. get(List<Get>) answers each Get, in order.
// - getScanner(Scan): forward, the rows from startRow (inclusive unless withStartRow(row, false))
//   below stopRow (exclusive unless withStopRow(row, true)), an empty bound meaning the table's
//   start or end, in ascending key order; reversed (Scan.setReversed(true)), startRow is the high
//   end and stopRow the low end, in descending order. Each row's cells are narrowed, then the
//   filter asked; a row with no cell left or filtered out is skipped; setLimit(n) stops after n
//   rows returned.
package org.apache.hadoop.hbase.client;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.util.Bytes;

public class InMemoryTable implements Table {
  private final TableName name;
  private final NavigableMap<byte[], NavigableMap<byte[], NavigableMap<byte[], byte[]>>> rows =
      new TreeMap<>(Bytes.BYTES_COMPARATOR);

  public InMemoryTable(TableName name) {
    this.name = name;
  }

  public TableName getName() {
    return name;
  }

  /** A put of one cell: a later put of the same cell replaces its value. */
  public void put(byte[] row, byte[] family, byte[] qualifier, byte[] value) {
    rows.computeIfAbsent(row.clone(), k -> new TreeMap<>(Bytes.BYTES_COMPARATOR))
        .computeIfAbsent(family.clone(), k -> new TreeMap<>(Bytes.BYTES_COMPARATOR))
        .put(qualifier.clone(), value.clone());
  }

  /** The row's cells the query asks for, then the filter's verdict: null when left out. */
  private Result read(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> stored,
      Query query) {
    NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells =
        new TreeMap<>(Bytes.BYTES_COMPARATOR);
    for (Map.Entry<byte[], NavigableMap<byte[], byte[]>> f : stored.entrySet()) {
      for (Map.Entry<byte[], byte[]> c : f.getValue().entrySet()) {
        if (query.wants(f.getKey(), c.getKey())) {
          cells.computeIfAbsent(f.getKey(), k -> new TreeMap<>(Bytes.BYTES_COMPARATOR))
              .put(c.getKey(), c.getValue());
        }
      }
    }
    if (cells.isEmpty()) {
      return null;
    }
    if (query.getFilter() != null && !query.getFilter().keepsRow(row, cells)) {
      return null;
    }
    return new Result(row, cells);
  }

  @Override
  public Result get(Get get) throws IOException {
    NavigableMap<byte[], NavigableMap<byte[], byte[]>> stored = rows.get(get.getRow());
    Result r = stored == null ? null : read(get.getRow(), stored, get);
    return r == null ? new Result() : r;
  }

  @Override
  public Result[] get(List<Get> gets) throws IOException {
    Result[] out = new Result[gets.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = get(gets.get(i));
    }
    return out;
  }

  @Override
  public ResultScanner getScanner(Scan scan) throws IOException {
    NavigableMap<byte[], NavigableMap<byte[], NavigableMap<byte[], byte[]>>> view = rows;
    // Bounds the wrong way round (the low end above the high end) hold no row: the region
    // scanner meets its stop row at once.
    byte[] low = scan.reversed ? scan.stopRow : scan.startRow;
    byte[] high = scan.reversed ? scan.startRow : scan.stopRow;
    if (low.length > 0 && high.length > 0 && Bytes.compareTo(low, high) > 0) {
      view = new TreeMap<>(Bytes.BYTES_COMPARATOR);
    } else if (!scan.reversed) {
      if (scan.startRow.length > 0) {
        view = view.tailMap(scan.startRow, scan.includeStartRow);
      }
      if (scan.stopRow.length > 0) {
        view = view.headMap(scan.stopRow, scan.includeStopRow);
      }
    } else {
      if (scan.startRow.length > 0) {
        view = view.headMap(scan.startRow, scan.includeStartRow);
      }
      if (scan.stopRow.length > 0) {
        view = view.tailMap(scan.stopRow, scan.includeStopRow);
      }
      view = view.descendingMap();
    }
    List<Result> out = new ArrayList<>();
    for (Map.Entry<byte[], NavigableMap<byte[], NavigableMap<byte[], byte[]>>> e :
        view.entrySet()) {
      if (scan.limit > 0 && out.size() >= scan.limit) {
        break;
      }
      Result r = read(e.getKey(), e.getValue(), scan);
      if (r != null) {
        out.add(r);
      }
    }
    Iterator<Result> it = out.iterator();
    return new ResultScanner() {
      @Override
      public Result next() {
        return it.hasNext() ? it.next() : null;
      }

      @Override
      public void close() {}
    };
  }

  @Override
  public void close() {}
}
