// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.filter.BinaryComparator:
// Bytes.compareTo(this.value, cell value), unsigned bytes.
package org.apache.hadoop.hbase.filter;

import org.apache.hadoop.hbase.util.Bytes;

public class BinaryComparator extends ByteArrayComparable {
  public BinaryComparator(byte[] value) {
    super(value);
  }

  @Override
  public int compareTo(byte[] value, int offset, int length) {
    return Bytes.compareTo(this.value, 0, this.value.length, value, offset, length);
  }
}
