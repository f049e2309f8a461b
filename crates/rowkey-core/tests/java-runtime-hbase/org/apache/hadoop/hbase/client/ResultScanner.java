// In-memory HBase 2.x client for tests/java_runs.rs: the interface
// org.apache.hadoop.hbase.client.ResultScanner (its iterator() default calls next() until null,
// as HBase's does).
package org.apache.hadoop.hbase.client;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

public interface ResultScanner extends Closeable, Iterable<Result> {
  @Override
  default Iterator<Result> iterator() {
    return new Iterator<Result>() {
      private Result next = null;

      @Override
      public boolean hasNext() {
        if (next != null) {
          return true;
        }
        try {
          next = ResultScanner.this.next();
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        return next != null;
      }

      @Override
      public Result next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        Result r = next;
        next = null;
        return r;
      }
    };
  }

  Result next() throws IOException;

  @Override
  void close();
}
