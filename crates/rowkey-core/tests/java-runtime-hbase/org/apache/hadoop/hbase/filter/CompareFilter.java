// In-memory HBase 2.x client for tests/java_runs.rs: CompareFilter.compare(op, compareResult) of
// org.apache.hadoop.hbase.filter.CompareFilter, where compareResult is
// comparator.compareTo(cell value) and true means "filter the cell out".
package org.apache.hadoop.hbase.filter;

import org.apache.hadoop.hbase.CompareOperator;

final class CompareFilter {
  private CompareFilter() {}

  static boolean compare(final CompareOperator op, int compareResult) {
    switch (op) {
      case LESS:
        return compareResult <= 0;
      case LESS_OR_EQUAL:
        return compareResult < 0;
      case EQUAL:
        return compareResult != 0;
      case NOT_EQUAL:
        return compareResult == 0;
      case GREATER_OR_EQUAL:
        return compareResult > 0;
      case GREATER:
        return compareResult >= 0;
      default:
        throw new RuntimeException("Unknown Compare op " + op.name());
    }
  }
}
