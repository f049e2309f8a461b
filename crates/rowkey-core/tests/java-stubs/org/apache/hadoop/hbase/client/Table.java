// Stub of the HBase 2.x client interface, for compiling the emitted Java only (see tests/java_compiles.rs).
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
