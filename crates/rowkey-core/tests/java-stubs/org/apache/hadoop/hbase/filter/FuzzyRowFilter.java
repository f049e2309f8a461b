// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

import java.util.List;
import org.apache.hadoop.hbase.util.Pair;

public class FuzzyRowFilter extends FilterBase {
  public FuzzyRowFilter(List<Pair<byte[], byte[]>> fuzzyKeysData) { throw new UnsupportedOperationException(); }
}
