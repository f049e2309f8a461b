// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.client.Query (what
// Get and Scan share here: the filter and the columns asked for, as Get/Scan.addColumn and
// addFamily keep them, a family mapped to its qualifiers, null for the whole family).
package org.apache.hadoop.hbase.client;

import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.util.Bytes;

public abstract class Query {
  protected Filter filter = null;
  /** Family -> qualifiers (null: every qualifier); empty: every column of every family. */
  protected final TreeMap<byte[], NavigableSet<byte[]>> familyMap =
      new TreeMap<>(Bytes.BYTES_COMPARATOR);

  public Filter getFilter() {
    return filter;
  }

  public Query setFilter(Filter filter) {
    this.filter = filter;
    return this;
  }

  void addColumnTo(byte[] family, byte[] qualifier) {
    NavigableSet<byte[]> set = familyMap.get(family);
    if (set == null) {
      set = new TreeSet<>(Bytes.BYTES_COMPARATOR);
      familyMap.put(family, set);
    }
    set.add(qualifier == null ? new byte[0] : qualifier);
  }

  void addFamilyTo(byte[] family) {
    familyMap.remove(family);
    familyMap.put(family, null);
  }

  /** Whether a cell family:qualifier is asked for. */
  boolean wants(byte[] family, byte[] qualifier) {
    if (familyMap.isEmpty()) {
      return true;
    }
    if (!familyMap.containsKey(family)) {
      return false;
    }
    NavigableSet<byte[]> set = familyMap.get(family);
    return set == null || set.contains(qualifier);
  }
}
