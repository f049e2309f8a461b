// Stub of the HBase 2.x client class, for compiling the emitted Java only (see tests/java_compiles.rs).
package org.apache.hadoop.hbase.client;

import org.apache.hadoop.hbase.filter.Filter;

public abstract class Query {
  public Filter getFilter() { throw new UnsupportedOperationException(); }

  public Query setFilter(Filter filter) { throw new UnsupportedOperationException(); }
}
