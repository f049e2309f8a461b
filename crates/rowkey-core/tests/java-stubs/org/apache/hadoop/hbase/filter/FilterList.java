// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.filter;

import java.util.List;

public final class FilterList extends FilterBase {
  public enum Operator {
    MUST_PASS_ALL, MUST_PASS_ONE
  }

  public FilterList(final Operator operator, final List<Filter> filters) { throw new UnsupportedOperationException(); }

  public FilterList(final List<Filter> filters) { throw new UnsupportedOperationException(); }

  public FilterList(final Filter... filters) { throw new UnsupportedOperationException(); }

  public FilterList(final Operator operator) { throw new UnsupportedOperationException(); }

  public FilterList(final Operator operator, final Filter... filters) { throw new UnsupportedOperationException(); }

  public void addFilter(Filter filter) { throw new UnsupportedOperationException(); }
}
