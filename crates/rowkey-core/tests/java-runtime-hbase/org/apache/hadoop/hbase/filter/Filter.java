// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.filter.Filter.
// HBase runs a filter cell by cell (filterRowKey, filterCell, filterRow); this model asks each
// filter one question per row, keepsRow, the outcome of that protocol for a whole row of one
// version per cell, as each class's comment derives it from its HBase source.
package org.apache.hadoop.hbase.filter;

import java.util.NavigableMap;

public abstract class Filter {
  public Filter() {}

  /**
   * Whether the row passes: its key and the cells the Get or Scan asked for (family ->
   * qualifier -> value). Not an HBase method.
   */
  public abstract boolean keepsRow(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells);
}
