// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.util;

public class Bytes implements Comparable<Bytes> {
  public static byte[] toBytes(String s) { throw new UnsupportedOperationException(); }

  public static byte[] toBytesBinary(String in) { throw new UnsupportedOperationException(); }

  public static String toString(final byte[] b) { throw new UnsupportedOperationException(); }

  public static String toStringBinary(final byte[] b) { throw new UnsupportedOperationException(); }

  public static int compareTo(final byte[] left, final byte[] right) { throw new UnsupportedOperationException(); }

  @Override
  public int compareTo(Bytes that) { throw new UnsupportedOperationException(); }
}
