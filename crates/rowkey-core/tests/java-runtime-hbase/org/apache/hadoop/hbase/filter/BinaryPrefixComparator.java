// In-memory HBase 2.x client for tests/java_runs.rs:
// org.apache.hadoop.hbase.filter.BinaryPrefixComparator: compares this.value with the cell
// value's first this.value.length bytes (all of it when it is shorter), as HBase's compareTo does.
package org.apache.hadoop.hbase.filter;

import org.apache.hadoop.hbase.util.Bytes;

public class BinaryPrefixComparator extends ByteArrayComparable {
  public BinaryPrefixComparator(byte[] value) {
    super(value);
  }

  @Override
  public int compareTo(byte[] value, int offset, int length) {
    return Bytes.compareTo(this.value, 0, this.value.length, value, offset,
        this.value.length <= length ? this.value.length : length);
  }
}
