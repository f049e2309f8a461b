// In-memory HBase 2.x client for tests/java_runs.rs: the parts of
// org.apache.hadoop.hbase.util.Bytes the emitted code uses, written from HBase's Bytes.java
// (hbase-common) and /work/shared/reference/hbase-semantics.md §1 and §7.1.
package org.apache.hadoop.hbase.util;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;

public class Bytes implements Comparable<Bytes> {
  /** Bytes.BYTES_COMPARATOR: unsigned lexicographic order, a proper prefix first. */
  public static final Comparator<byte[]> BYTES_COMPARATOR = Bytes::compareTo;

  private final byte[] bytes;

  public Bytes(byte[] bytes) {
    this.bytes = bytes;
  }

  /** Bytes.toBytes(String): the string's UTF-8 bytes. */
  public static byte[] toBytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Bytes.toBytes(long): 8 bytes, big-endian two's complement. */
  public static byte[] toBytes(long val) {
    byte[] b = new byte[8];
    for (int i = 7; i > 0; i--) {
      b[i] = (byte) val;
      val >>>= 8;
    }
    b[0] = (byte) val;
    return b;
  }

  /** Bytes.toBytes(int): 4 bytes, big-endian two's complement. */
  public static byte[] toBytes(int val) {
    byte[] b = new byte[4];
    for (int i = 3; i > 0; i--) {
      b[i] = (byte) val;
      val >>>= 8;
    }
    b[0] = (byte) val;
    return b;
  }

  /** Bytes.isHexDigit: 0-9 and A-F only (upper case). */
  private static boolean isHexDigit(char c) {
    return (c >= 'A' && c <= 'F') || (c >= '0' && c <= '9');
  }

  /** Bytes.toBinaryFromHex. */
  private static byte toBinaryFromHex(byte ch) {
    if (ch >= 'A' && ch <= 'F') {
      return (byte) ((byte) 10 + (byte) (ch - 'A'));
    }
    return (byte) (ch - '0');
  }

  /**
   * Bytes.toBytesBinary: "\xHH" (upper-case hex digits) is one byte; a backslash not followed by
   * such an escape is dropped; every other char is (byte) ch.
   */
  public static byte[] toBytesBinary(String in) {
    byte[] b = new byte[in.length()];
    int size = 0;
    for (int i = 0; i < in.length(); ++i) {
      char ch = in.charAt(i);
      if (ch == '\\' && in.length() > i + 1 && in.charAt(i + 1) == 'x') {
        // ok, take next 2 hex digits.
        char hd1 = in.charAt(i + 2);
        char hd2 = in.charAt(i + 3);
        // they need to be A-F0-9:
        if (!isHexDigit(hd1) || !isHexDigit(hd2)) {
          // bogus escape code, ignore:
          continue;
        }
        // turn hex ASCII digit -> number
        byte d = (byte) ((toBinaryFromHex((byte) hd1) << 4) + toBinaryFromHex((byte) hd2));
        b[size++] = d;
        i += 3; // skip 3
      } else {
        b[size++] = (byte) ch;
      }
    }
    byte[] b2 = new byte[size];
    System.arraycopy(b, 0, b2, 0, size);
    return b2;
  }

  /** Bytes.toString(byte[]): UTF-8 decoding; null for null. */
  public static String toString(final byte[] b) {
    if (b == null) {
      return null;
    }
    return new String(b, StandardCharsets.UTF_8);
  }

  /** Bytes.toStringBinary: printable ASCII except '\' as is, the rest as \xHH (upper case). */
  public static String toStringBinary(final byte[] b) {
    if (b == null) {
      return "null";
    }
    StringBuilder result = new StringBuilder();
    for (byte x : b) {
      int ch = x & 0xFF;
      if (ch >= ' ' && ch <= '~' && ch != '\\') {
        result.append((char) ch);
      } else {
        result.append(String.format("\\x%02X", ch));
      }
    }
    return result.toString();
  }

  /** Bytes.compareTo: unsigned bytes, then the shorter first. */
  public static int compareTo(final byte[] left, final byte[] right) {
    return compareTo(left, 0, left.length, right, 0, right.length);
  }

  /** Bytes.compareTo over slices (LexicographicalComparerHolder.PureJavaComparer). */
  public static int compareTo(byte[] buffer1, int offset1, int length1, byte[] buffer2, int offset2,
      int length2) {
    int end1 = offset1 + length1;
    int end2 = offset2 + length2;
    for (int i = offset1, j = offset2; i < end1 && j < end2; i++, j++) {
      int a = (buffer1[i] & 0xff);
      int b = (buffer2[j] & 0xff);
      if (a != b) {
        return a - b;
      }
    }
    return length1 - length2;
  }

  /** Bytes.equals. */
  public static boolean equals(final byte[] left, final byte[] right) {
    return java.util.Arrays.equals(left, right);
  }

  @Override
  public int compareTo(Bytes that) {
    return compareTo(bytes, that.bytes);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Bytes && equals(bytes, ((Bytes) o).bytes);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(bytes);
  }
}
