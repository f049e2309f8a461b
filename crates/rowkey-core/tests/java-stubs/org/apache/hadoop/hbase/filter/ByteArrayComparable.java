// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

public abstract class ByteArrayComparable implements Comparable<byte[]> {
  public ByteArrayComparable(byte[] value) { throw new UnsupportedOperationException(); }

  @Override
  public int compareTo(byte[] value) { throw new UnsupportedOperationException(); }
}
