// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

public class RegexStringComparator extends ByteArrayComparable {
  public RegexStringComparator(String expr) { super(expr.getBytes(java.nio.charset.StandardCharsets.UTF_8)); }
}
