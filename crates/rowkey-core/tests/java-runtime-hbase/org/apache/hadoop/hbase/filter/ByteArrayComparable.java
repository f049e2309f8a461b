// In-memory HBase 2.x client for tests/java_runs.rs:
// org.apache.hadoop.hbase.filter.ByteArrayComparable (compareTo(byte[]) is compareTo over the
// whole array, as in HBase).
package org.apache.hadoop.hbase.filter;

public abstract class ByteArrayComparable implements Comparable<byte[]> {
  final byte[] value;

  public ByteArrayComparable(byte[] value) {
    this.value = value;
  }

  public byte[] getValue() {
    return value;
  }

  @Override
  public int compareTo(byte[] value) {
    return compareTo(value, 0, value.length);
  }

  public abstract int compareTo(byte[] value, int offset, int length);
}
