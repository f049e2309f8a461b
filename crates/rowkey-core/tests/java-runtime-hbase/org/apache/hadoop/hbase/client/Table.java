// In-memory HBase 2.x client for tests/java_runs.rs: the interface
// org.apache.hadoop.hbase.client.Table, the methods the emitted code calls.
package org.apache.hadoop.hbase.client;

import java.io.Closeable;
import java.io.IOException;
import java.util.List;

public interface Table extends Closeable {
  Result get(Get get) throws IOException;

  Result[] get(List<Get> gets) throws IOException;

  ResultScanner getScanner(Scan scan) throws IOException;

  @Override
  void close() throws IOException;
}
