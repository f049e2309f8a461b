// The driver of tests/java_runs.rs: reads tables and cases from the file named by its argument,
// runs each case's snippet (class SnippetN, method run(Connection, Consumer<Result>)) against
// an InMemoryConnection holding the case's table, and prints one line per case:
//   case <id> rows <hex of each returned Result's getRow(), in order, comma-separated>
//   case <id> error <the exception, on one line>
// Input lines (bytes as lower-case hex, "-" for none):
//   table <id> <name>          a new table, the current one for the puts that follow
//   put <row> <family> <qualifier> <value>
//   case <id> <snippet> <table id>
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.InMemoryConnection;
import org.apache.hadoop.hbase.client.InMemoryTable;
import org.apache.hadoop.hbase.client.Result;

public class RowkeyJavaRun {
  static byte[] unhex(String s) {
    if (s.equals("-")) {
      return new byte[0];
    }
    byte[] out = new byte[s.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  static String hex(byte[] b) {
    if (b == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x & 0xFF));
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  public static void main(String[] args) throws IOException {
    Map<String, InMemoryTable> tables = new HashMap<>();
    InMemoryTable current = null;
    StringBuilder out = new StringBuilder();
    try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      String line;
      while ((line = in.readLine()) != null) {
        String[] f = line.split(" ");
        switch (f[0]) {
          case "table":
            current = new InMemoryTable(
                TableName.valueOf(new String(unhex(f[2]), StandardCharsets.UTF_8)));
            tables.put(f[1], current);
            break;
          case "put":
            current.put(unhex(f[1]), unhex(f[2]), unhex(f[3]), unhex(f[4]));
            break;
          case "case":
            out.append("case ").append(f[1]).append(' ')
                .append(run(f[2], tables.get(f[3]))).append('\n');
            break;
          default:
            throw new IllegalArgumentException("unknown input line: " + line);
        }
      }
    }
    System.out.print(out);
  }

  static String run(String snippet, InMemoryTable table) {
    List<String> rows = new ArrayList<>();
    Consumer<Result> emit = r -> rows.add(hex(r.getRow()));
    try {
      Method m = Class.forName("Snippet" + snippet)
          .getDeclaredMethod("run", Connection.class, Consumer.class);
      m.setAccessible(true);
      m.invoke(null, new InMemoryConnection(table), emit);
    } catch (InvocationTargetException e) {
      StringWriter w = new StringWriter();
      e.getCause().printStackTrace(new PrintWriter(w));
      return "error " + w.toString().replace('\n', '|').replace('\r', ' ');
    } catch (ReflectiveOperationException e) {
      return "error " + e;
    }
    return "rows " + (rows.isEmpty() ? "" : String.join(",", rows));
  }
}
