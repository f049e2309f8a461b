// In-memory HBase 2.x client for tests/java_runs.rs: org.apache.hadoop.hbase.client.Get.
package org.apache.hadoop.hbase.client;

import org.apache.hadoop.hbase.filter.Filter;

public class Get extends Query {
  private final byte[] row;

  public Get(byte[] row) {
    if (row == null || row.length == 0) {
      // Mutation.checkRow / Get(byte[]): "Row length is 0" for an empty row.
      throw new IllegalArgumentException("Row length is 0");
    }
    this.row = row.clone();
  }

  @Override
  public Get setFilter(Filter filter) {
    super.setFilter(filter);
    return this;
  }

  public Get addColumn(byte[] family, byte[] qualifier) {
    addColumnTo(family, qualifier);
    return this;
  }

  public Get addFamily(byte[] family) {
    addFamilyTo(family);
    return this;
  }

  public byte[] getRow() {
    return row;
  }
}
