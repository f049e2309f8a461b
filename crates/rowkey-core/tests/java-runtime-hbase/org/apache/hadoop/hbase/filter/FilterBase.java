// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.filter.FilterBase.
package org.apache.hadoop.hbase.filter;

public abstract class FilterBase extends Filter {
  public FilterBase() {}
}
