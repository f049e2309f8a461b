// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.filter.FuzzyRowFilter.
// Public mask (the class javadoc): 0 = the byte is fixed (the row's byte must equal the key's),
// 1 = any byte. The constructor rejects pairs of unequal lengths ("Fuzzy pair lengths do not
// match"). A row satisfies a pair when every fixed position below min(row length, key length)
// holds the key's byte (satisfies / satisfiesNoUnsafe: a row shorter than the key is compared
// over its own length only); it passes when it satisfies some pair. (HBase rewrites the mask to
// -1/2 internally and zeroes the key's non-fixed bytes; that changes no answer.)
package org.apache.hadoop.hbase.filter;

import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.hbase.util.Pair;

public class FuzzyRowFilter extends FilterBase {
  private final List<Pair<byte[], byte[]>> fuzzyKeysData = new ArrayList<>();

  public FuzzyRowFilter(List<Pair<byte[], byte[]>> fuzzyKeysData) {
    for (Pair<byte[], byte[]> p : fuzzyKeysData) {
      if (p.getFirst().length != p.getSecond().length) {
        throw new IllegalArgumentException("Fuzzy pair lengths do not match: "
            + Bytes.toStringBinary(p.getFirst()) + ", " + Bytes.toStringBinary(p.getSecond()));
      }
      for (byte m : p.getSecond()) {
        if (m != 0 && m != 1) {
          throw new IllegalArgumentException("a public FuzzyRowFilter mask byte is 0 or 1, got " + m);
        }
      }
      this.fuzzyKeysData.add(new Pair<>(p.getFirst().clone(), p.getSecond().clone()));
    }
  }

  static boolean satisfies(byte[] row, byte[] key, byte[] mask) {
    int length = Math.min(row.length, key.length);
    for (int i = 0; i < length; i++) {
      if (mask[i] == 0 && row[i] != key[i]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean keepsRow(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells) {
    for (Pair<byte[], byte[]> p : fuzzyKeysData) {
      if (satisfies(row, p.getFirst(), p.getSecond())) {
        return true;
      }
    }
    return false;
  }
}
