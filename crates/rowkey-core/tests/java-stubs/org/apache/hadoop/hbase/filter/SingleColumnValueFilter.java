// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
// In HBase, filterIfMissing defaults to false (a row without the cell passes) and
// latestVersionOnly to true; the shell's SingleColumnValueFilter(..., true, true) sets both.
package org.apache.hadoop.hbase.filter;

import org.apache.hadoop.hbase.CompareOperator;

public class SingleColumnValueFilter extends FilterBase {
  public SingleColumnValueFilter(final byte[] family, final byte[] qualifier,
      final CompareOperator op, final byte[] value) { throw new UnsupportedOperationException(); }

  public SingleColumnValueFilter(final byte[] family, final byte[] qualifier,
      final CompareOperator op, final ByteArrayComparable comparator) {
    throw new UnsupportedOperationException();
  }

  public boolean getFilterIfMissing() { throw new UnsupportedOperationException(); }

  public void setFilterIfMissing(boolean filterIfMissing) { throw new UnsupportedOperationException(); }

  public boolean getLatestVersionOnly() { throw new UnsupportedOperationException(); }

  public void setLatestVersionOnly(boolean latestVersionOnly) { throw new UnsupportedOperationException(); }
}
