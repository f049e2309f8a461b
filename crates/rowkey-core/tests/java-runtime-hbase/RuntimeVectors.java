// Vectors the in-memory client must meet, from HBase's own tests as
// /work/shared/reference/hbase-semantics.md records them (TestScanRowPrefix, reverseScanTest,
// FromClientSideTestReverseScan, TestFuzzyRowFilter, TestMultiRowRangeFilter, Bytes §1.3) and
// from the classes' contracts (SingleColumnValueFilter's filterIfMissing, CompareFilter.compare,
// the comparators). Run by tests/java_runs.rs; prints "ok" or throws naming the vector.
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.InMemoryTable;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.filter.BinaryComparator;
import org.apache.hadoop.hbase.filter.BinaryPrefixComparator;
import org.apache.hadoop.hbase.filter.FilterList;
import org.apache.hadoop.hbase.filter.FuzzyRowFilter;
import org.apache.hadoop.hbase.filter.MultiRowRangeFilter;
import org.apache.hadoop.hbase.filter.RegexStringComparator;
import org.apache.hadoop.hbase.filter.SingleColumnValueFilter;
import org.apache.hadoop.hbase.util.Bytes;
import org.apache.hadoop.hbase.util.Pair;

public class RuntimeVectors {
  static byte[] b(int... v) {
    byte[] out = new byte[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = (byte) v[i];
    }
    return out;
  }

  static byte[] s(String t) {
    return t.getBytes(StandardCharsets.UTF_8);
  }

  static final byte[] CF = s("cf");
  static final byte[] C = s("c");

  /** A table of the rows, row i holding the cell cf:c = "i". */
  static InMemoryTable table(byte[]... rows) {
    InMemoryTable t = new InMemoryTable(TableName.valueOf("t"));
    for (int i = 0; i < rows.length; i++) {
      t.put(rows[i], CF, C, s(Integer.toString(i)));
    }
    return t;
  }

  /** The indices (the cell cf:c) of the rows a scan returns, in order. */
  static List<Integer> rows(InMemoryTable t, Scan scan) throws Exception {
    List<Integer> out = new ArrayList<>();
    try (ResultScanner rs = t.getScanner(scan)) {
      for (Result r : rs) {
        out.add(Integer.valueOf(Bytes.toString(r.getValue(CF, C))));
      }
    }
    return out;
  }

  static void expect(String what, Object got, Object want) {
    if (!got.equals(want)) {
      throw new AssertionError(what + ": got " + got + ", want " + want);
    }
  }

  static void expectThrows(String what, Runnable r) {
    try {
      r.run();
    } catch (IllegalArgumentException e) {
      return;
    }
    throw new AssertionError(what + ": no IllegalArgumentException");
  }

  static List<Integer> list(Integer... v) {
    return Arrays.asList(v);
  }

  public static void main(String[] args) throws Exception {
    // Bytes.toBytesBinary (§1.3): upper-case hex only; a bogus escape drops the backslash.
    expect("toBytesBinary \\x41", Arrays.toString(Bytes.toBytesBinary("\\x41")),
        Arrays.toString(b(0x41)));
    expect("toBytesBinary \\xff", Arrays.toString(Bytes.toBytesBinary("\\xff")),
        Arrays.toString(s("xff")));
    expect("toStringBinary", Bytes.toStringBinary(b(0x5C, 0x20, 0x7E, 0x7F, 0xFF)),
        "\\x5C ~\\x7F\\xFF");
    // Bytes.compareTo (§1.1): unsigned, a prefix first.
    expect("compareTo 7F < 80", Bytes.compareTo(b(0x7F), b(0x80)) < 0, true);
    expect("compareTo a < a\\x00", Bytes.compareTo(s("a"), b('a', 0)) < 0, true);
    expect("toBytes(long)", Arrays.toString(Bytes.toBytes(-2L)),
        Arrays.toString(b(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE)));

    // TestScanRowPrefix's data set (§5.3), scanned [prefix, next prefix).
    InMemoryTable prefix = table(b(0x11), b(0x12), b(0x12, 0x23, 0xFF, 0xFE),
        b(0x12, 0x23, 0xFF, 0xFF), b(0x12, 0x23, 0xFF, 0xFF, 0x00),
        b(0x12, 0x23, 0xFF, 0xFF, 0x01), b(0x12, 0x24), b(0x12, 0x24, 0x00),
        b(0x12, 0x24, 0x00, 0x00), b(0x12, 0x25), b(0xFF, 0xFF, 0xFF, 0xFF, 0xFF));
    expect("prefix 12 23",
        rows(prefix, new Scan().withStartRow(b(0x12, 0x23)).withStopRow(b(0x12, 0x24))),
        list(2, 3, 4, 5));
    expect("prefix 12 23 FF FF", rows(prefix,
        new Scan().withStartRow(b(0x12, 0x23, 0xFF, 0xFF)).withStopRow(b(0x12, 0x24))),
        list(3, 4, 5));
    expect("prefix 12 24",
        rows(prefix, new Scan().withStartRow(b(0x12, 0x24)).withStopRow(b(0x12, 0x25))),
        list(6, 7, 8));
    expect("prefix FF FF", rows(prefix, new Scan().withStartRow(b(0xFF, 0xFF))), list(10));
    expect("whole table", rows(prefix, new Scan()).size(), 11);
    expect("start 12 limit 2", rows(prefix, new Scan().withStartRow(b(0x12)).setLimit(2)),
        list(1, 2));
    expect("exclusive start, inclusive stop", rows(prefix,
        new Scan().withStartRow(b(0x12), false).withStopRow(b(0x12, 0x24), true)),
        list(2, 3, 4, 5, 6));

    // reverseScanTest (§5.4): rows 000..011.
    byte[][] names = new byte[12][];
    for (int i = 0; i < 12; i++) {
      names[i] = s(String.format("%03d", i));
    }
    InMemoryTable rev = table(names);
    expect("reversed", rows(rev, new Scan().setReversed(true)),
        list(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
    expect("reversed from 002", rows(rev, new Scan().setReversed(true).withStartRow(s("002"))),
        list(2, 1, 0));
    expect("reversed 002 to 000", rows(rev,
        new Scan().setReversed(true).withStartRow(s("002")).withStopRow(s("000"))), list(2, 1));
    expect("reversed from 001", rows(rev, new Scan().setReversed(true).withStartRow(s("001"))),
        list(1, 0));
    expect("reversed limit 3", rows(rev, new Scan().setReversed(true).setLimit(3)),
        list(11, 10, 9));
    // FromClientSideTestReverseScan: withStartRow(ROWS[3]).withStopRow(ROWS[0], true).
    expect("reversed inclusive stop", rows(rev,
        new Scan().setReversed(true).withStartRow(s("003")).withStopRow(s("000"), true)),
        list(3, 2, 1, 0));
    expect("bounds the wrong way round",
        rows(rev, new Scan().withStartRow(s("005")).withStopRow(s("001"))), list());
    expect("reversed bounds the wrong way round", rows(rev,
        new Scan().setReversed(true).withStartRow(s("001")).withStopRow(s("005"))), list());
    expect("reversed exclusive start", rows(rev,
        new Scan().setReversed(true).withStartRow(s("003"), false).withStopRow(s("001"))),
        list(2));

    // Get: the exact row; absent -> an empty Result; an empty row is refused.
    expect("get 005", Bytes.toString(rev.get(new Get(s("005"))).getValue(CF, C)), "5");
    expect("get 05", rev.get(new Get(s("05"))).isEmpty(), true);
    expect("get 05 row", rev.get(new Get(s("05"))).getRow() == null, true);
    expectThrows("Get of an empty row", () -> new Get(new byte[0]));
    expect("get list", rev.get(Arrays.asList(new Get(s("001")), new Get(s("x")))).length, 2);

    // TestFuzzyRowFilter's satisfies vectors (§6.1), public mask 0 = fixed, 1 = any.
    InMemoryTable fuzzy = table(b(1, 0x80, 1, 0, 1), b(1, 0x80, 2, 0, 1), b(1, 2, 1, 3, 3),
        b(1, 1, 1, 3, 0), b(1));
    Scan f1 = new Scan().setFilter(new FuzzyRowFilter(
        Arrays.asList(new Pair<>(b(1, 0, 1), b(0, 1, 0)))));
    // Row 01 (shorter than the key) matches over its own length.
    expect("fuzzy 01 ?? 01", rows(fuzzy, f1), list(4, 3, 2, 0));
    Scan f2 = new Scan().setFilter(new FuzzyRowFilter(
        Arrays.asList(new Pair<>(b(1, 2, 0, 3), b(0, 0, 1, 0)))));
    expect("fuzzy 01 02 ?? 03", rows(fuzzy, f2), list(4, 2));
    expectThrows("fuzzy pair lengths", () -> new FuzzyRowFilter(
        Arrays.asList(new Pair<>(b(1, 2), b(0)))));

    // MultiRowRangeFilter (§6.2): union of the ranges; empty or invalid lists are refused.
    Scan multi = new Scan().setFilter(new MultiRowRangeFilter(Arrays.asList(
        new MultiRowRangeFilter.RowRange(s("001"), true, s("003"), false),
        new MultiRowRangeFilter.RowRange(s("008"), false, s("010"), true))));
    expect("multi ranges", rows(rev, multi), list(1, 2, 9, 10));
    expectThrows("no ranges", () -> new MultiRowRangeFilter(new ArrayList<>()));
    expectThrows("invalid range", () -> new MultiRowRangeFilter(Arrays.asList(
        new MultiRowRangeFilter.RowRange(s("005"), true, s("001"), false))));
    Scan open = new Scan().setFilter(new MultiRowRangeFilter(Arrays.asList(
        new MultiRowRangeFilter.RowRange(s("010"), true, new byte[0], false))));
    expect("open range", rows(rev, open), list(10, 11));

    // SingleColumnValueFilter: cells hold "0".."11" as text, compared as bytes.
    InMemoryTable four = table(s("a"), s("b"), s("c"), s("d"));
    SingleColumnValueFilter gt = new SingleColumnValueFilter(CF, C, CompareOperator.GREATER,
        new BinaryComparator(s("10")));
    expect("text 2 > 10", rows(four, new Scan().setFilter(gt)), list(2, 3));
    SingleColumnValueFilter le = new SingleColumnValueFilter(CF, C,
        CompareOperator.LESS_OR_EQUAL, new BinaryComparator(s("1")));
    expect("<= 1", rows(four, new Scan().setFilter(le)), list(0, 1));
    SingleColumnValueFilter missing = new SingleColumnValueFilter(CF, s("x"),
        CompareOperator.EQUAL, new BinaryComparator(s("2")));
    expect("missing cell kept by default", rows(four, new Scan().setFilter(missing)).size(), 4);
    missing.setFilterIfMissing(true);
    expect("missing cell, filterIfMissing", rows(four, new Scan().setFilter(missing)), list());
    SingleColumnValueFilter notAsked = new SingleColumnValueFilter(CF, C,
        CompareOperator.EQUAL, new BinaryComparator(s("2")));
    notAsked.setFilterIfMissing(true);
    // The tested column not among the columns read counts as missing (the class javadoc).
    Scan other = new Scan().setFilter(notAsked).addColumn(CF, s("y"));
    expect("column not read", rows(four, other), list());
    SingleColumnValueFilter pre = new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL,
        new BinaryPrefixComparator(new byte[0]));
    expect("empty prefix", rows(four, new Scan().setFilter(pre)).size(), 4);
    SingleColumnValueFilter longer = new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL,
        new BinaryPrefixComparator(s("10")));
    expect("prefix longer than the value", rows(four, new Scan().setFilter(longer)), list());
    FilterList either = new FilterList(FilterList.Operator.MUST_PASS_ONE,
        new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL, new BinaryComparator(s("0"))),
        new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL, new BinaryComparator(s("3"))));
    expect("MUST_PASS_ONE", rows(four, new Scan().setFilter(either)), list(0, 3));
    FilterList both = new FilterList(FilterList.Operator.MUST_PASS_ALL, either, le);
    expect("MUST_PASS_ALL", rows(four, new Scan().setFilter(both)), list(0));

    // RegexStringComparator: find() on the UTF-8 text, DOTALL.
    InMemoryTable text = new InMemoryTable(TableName.valueOf("t"));
    text.put(s("1"), CF, C, s("café"));
    text.put(s("2"), CF, C, s("a\nb"));
    text.put(s("3"), CF, C, s("cafe"));
    SingleColumnValueFilter accent = new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL,
        new RegexStringComparator("é$"));
    List<String> got = new ArrayList<>();
    try (ResultScanner rs = text.getScanner(new Scan().setFilter(accent))) {
      for (Result r : rs) {
        got.add(Bytes.toString(r.getRow()));
      }
    }
    expect("regex on UTF-8", got, Arrays.asList("1"));
    SingleColumnValueFilter dot = new SingleColumnValueFilter(CF, C, CompareOperator.EQUAL,
        new RegexStringComparator("a.b"));
    got.clear();
    try (ResultScanner rs = text.getScanner(new Scan().setFilter(dot))) {
      for (Result r : rs) {
        got.add(Bytes.toString(r.getRow()));
      }
    }
    expect("regex DOTALL", got, Arrays.asList("2"));
    System.out.println("ok");
  }
}
