// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.client;

public class Result {
  public Result() { throw new UnsupportedOperationException(); }

  public byte[] getRow() { throw new UnsupportedOperationException(); }

  public byte[] getValue(byte[] family, byte[] qualifier) { throw new UnsupportedOperationException(); }

  public boolean isEmpty() { throw new UnsupportedOperationException(); }
}
