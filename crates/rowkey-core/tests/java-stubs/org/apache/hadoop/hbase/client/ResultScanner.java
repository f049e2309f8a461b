// Stub of the HBase 2.x client interface, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.client;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;

public interface ResultScanner extends Closeable, Iterable<Result> {
  @Override
  default Iterator<Result> iterator() { throw new UnsupportedOperationException(); }

  Result next() throws IOException;

  @Override
  void close();
}
