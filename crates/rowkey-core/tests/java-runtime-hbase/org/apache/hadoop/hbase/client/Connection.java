// In-memory HBase 2.x client for tests/java_runs.rs: the interface
// org.apache.hadoop.hbase.client.Connection (the real one also extends Abortable).
package org.apache.hadoop.hbase.client;

import java.io.Closeable;
import java.io.IOException;
import org.apache.hadoop.hbase.TableName;

public interface Connection extends Closeable {
  Table getTable(TableName tableName) throws IOException;

  @Override
  void close() throws IOException;
}
