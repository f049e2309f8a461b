// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.TableName reduced
// to its name (HBase's valueOf(String) also splits "namespace:qualifier"; the name is kept whole).
package org.apache.hadoop.hbase;

public final class TableName implements Comparable<TableName> {
  private final String name;

  private TableName(String name) {
    this.name = name;
  }

  public static TableName valueOf(String name) {
    return new TableName(name);
  }

  public String getNameAsString() {
    return name;
  }

  @Override
  public int compareTo(TableName tableName) {
    return name.compareTo(tableName.name);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TableName && ((TableName) o).name.equals(name);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }

  @Override
  public String toString() {
    return name;
  }
}
