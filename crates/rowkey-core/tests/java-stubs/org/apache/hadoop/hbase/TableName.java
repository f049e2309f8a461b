// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase;

public final class TableName implements Comparable<TableName> {
  private TableName() {}

  public static TableName valueOf(String name) { throw new UnsupportedOperationException(); }

  @Override
  public int compareTo(TableName tableName) { throw new UnsupportedOperationException(); }
}
