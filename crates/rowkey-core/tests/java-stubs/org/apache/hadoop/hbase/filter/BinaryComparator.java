// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

public class BinaryComparator extends ByteArrayComparable {
  public BinaryComparator(byte[] value) { super(value); }
}
