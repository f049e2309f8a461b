// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.client.Result, one
// version per cell. getRow() is null and isEmpty() true for a Result without cells (what
// Table.get returns for a row that is absent or filtered out).
package org.apache.hadoop.hbase.client;

import java.util.Collections;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.apache.hadoop.hbase.util.Bytes;

public class Result {
  private final byte[] row;
  private final NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells;

  public Result() {
    this(null, new TreeMap<>(Bytes.BYTES_COMPARATOR));
  }

  Result(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells) {
    this.row = cells.isEmpty() ? null : row;
    this.cells = cells;
  }

  public byte[] getRow() {
    return row;
  }

  /** The latest (here: the only) value of family:qualifier, or null. */
  public byte[] getValue(byte[] family, byte[] qualifier) {
    NavigableMap<byte[], byte[]> f = cells.get(family);
    return f == null ? null : f.get(qualifier);
  }

  public boolean isEmpty() {
    return cells.isEmpty();
  }

  /** Result.getNoVersionMap: family -> qualifier -> value. */
  public NavigableMap<byte[], NavigableMap<byte[], byte[]>> getNoVersionMap() {
    return Collections.unmodifiableNavigableMap(cells);
  }
}
