// In-memory HBase 2.x client for tests/java_runs.rs: a Connection that knows the given tables by
// name (getTable of any other name throws, as the table would not exist). Not an HBase class.
package org.apache.hadoop.hbase.client;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;

public class InMemoryConnection implements Connection {
  private final Map<TableName, Table> tables = new HashMap<>();

  public InMemoryConnection(InMemoryTable... tables) {
    for (InMemoryTable t : tables) {
      this.tables.put(t.getName(), t);
    }
  }

  @Override
  public Table getTable(TableName tableName) throws IOException {
    Table t = tables.get(tableName);
    if (t == null) {
      throw new IOException("TableNotFoundException: " + tableName);
    }
    return t;
  }

  @Override
  public void close() {}
}
