// In-memory HBase 2.x client for tests/java_runs.rs:
// org.apache.hadoop.hbase.filter.RegexStringComparator with its default JAVA engine
// (JavaRegexEngine): Pattern.compile(expr, Pattern.DOTALL), the cell value decoded as UTF-8
// (the engine's default charset), 0 when matcher.find() succeeds, else 1.
package org.apache.hadoop.hbase.filter;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

public class RegexStringComparator extends ByteArrayComparable {
  private final Pattern pattern;
  private Charset charset = StandardCharsets.UTF_8;

  public RegexStringComparator(String expr) {
    this(expr, Pattern.DOTALL);
  }

  public RegexStringComparator(String expr, int flags) {
    super(expr.getBytes(StandardCharsets.UTF_8));
    this.pattern = Pattern.compile(expr, flags);
  }

  public void setCharset(final Charset charset) {
    this.charset = charset;
  }

  @Override
  public int compareTo(byte[] value, int offset, int length) {
    String tmp = new String(value, offset, length, charset);
    return pattern.matcher(tmp).find() ? 0 : 1;
  }
}
