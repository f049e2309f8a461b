// In-memory HBase 2.x client for tests/java_runs.rs (see that file): the enum of
// org.apache.hadoop.hbase.CompareOperator.
package org.apache.hadoop.hbase;

public enum CompareOperator {
  LESS, LESS_OR_EQUAL, EQUAL, NOT_EQUAL, GREATER_OR_EQUAL, GREATER, NO_OP
}
