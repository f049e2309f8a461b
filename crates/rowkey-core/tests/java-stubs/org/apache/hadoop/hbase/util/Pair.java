// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.util;

public class Pair<T1, T2> {
  public Pair() { throw new UnsupportedOperationException(); }

  public Pair(T1 a, T2 b) { throw new UnsupportedOperationException(); }

  public T1 getFirst() { throw new UnsupportedOperationException(); }

  public T2 getSecond() { throw new UnsupportedOperationException(); }
}
