// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.client;

import org.apache.hadoop.hbase.filter.Filter;

public class Get extends Query {
  public Get(byte[] row) { throw new UnsupportedOperationException(); }

  @Override
  public Get setFilter(Filter filter) { throw new UnsupportedOperationException(); }

  public Get addColumn(byte[] family, byte[] qualifier) { throw new UnsupportedOperationException(); }

  public byte[] getRow() { throw new UnsupportedOperationException(); }
}
