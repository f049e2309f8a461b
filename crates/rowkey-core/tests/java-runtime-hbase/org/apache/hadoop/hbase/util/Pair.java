// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.util.Pair.
package org.apache.hadoop.hbase.util;

public class Pair<T1, T2> {
  private T1 first;
  private T2 second;

  public Pair() {}

  public Pair(T1 a, T2 b) {
    this.first = a;
    this.second = b;
  }

  public T1 getFirst() {
    return first;
  }

  public T2 getSecond() {
    return second;
  }

  public void setFirst(T1 a) {
    this.first = a;
  }

  public void setSecond(T2 b) {
    this.second = b;
  }
}
