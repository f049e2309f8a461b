// Stub of the HBase 2.x client interface, for compiling the emitted Java only (see tests/java_compiles.rs).
// The real one also extends org.apache.hadoop.hbase.Abortable.
package org.apache.hadoop.hbase.client;

import java.io.Closeable;
import java.io.IOException;
import org.apache.hadoop.hbase.TableName;

public interface Connection extends Closeable {
  Table getTable(TableName tableName) throws IOException;

  @Override
  void close() throws IOException;
}
