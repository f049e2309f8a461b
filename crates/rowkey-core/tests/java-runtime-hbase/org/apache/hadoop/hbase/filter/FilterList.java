// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.filter.FilterList.
// Per row (FilterListWithAND / FilterListWithOR): MUST_PASS_ALL keeps a row every filter keeps,
// MUST_PASS_ONE a row some filter keeps; an empty list keeps every row.
package org.apache.hadoop.hbase.filter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NavigableMap;

public final class FilterList extends FilterBase {
  public enum Operator {
    MUST_PASS_ALL, MUST_PASS_ONE
  }

  private final Operator operator;
  private final List<Filter> filters = new ArrayList<>();

  public FilterList(final Operator operator, final List<Filter> filters) {
    this.operator = operator;
    this.filters.addAll(filters);
  }

  public FilterList(final List<Filter> filters) {
    this(Operator.MUST_PASS_ALL, filters);
  }

  public FilterList(final Filter... filters) {
    this(Operator.MUST_PASS_ALL, Arrays.asList(filters));
  }

  public FilterList(final Operator operator) {
    this(operator, new ArrayList<>());
  }

  public FilterList(final Operator operator, final Filter... filters) {
    this(operator, Arrays.asList(filters));
  }

  public void addFilter(Filter filter) {
    filters.add(filter);
  }

  @Override
  public boolean keepsRow(byte[] row, NavigableMap<byte[], NavigableMap<byte[], byte[]>> cells) {
    if (filters.isEmpty()) {
      return true;
    }
    if (operator == Operator.MUST_PASS_ALL) {
      for (Filter f : filters) {
        if (!f.keepsRow(row, cells)) {
          return false;
        }
      }
      return true;
    }
    for (Filter f : filters) {
      if (f.keepsRow(row, cells)) {
        return true;
      }
    }
    return false;
  }
}
