// The Java semantics the engine models, run by the real JDK (`java KeyBytes.java`), written
// from the upstream sources apart from the engine:
//   phoenix:  SaltingUtil.getSaltingByte: hash = Arrays.hashCode over the signed bytes,
//             salt = (byte) Math.abs(hash % buckets)  (abs after %)
//   hbasewd:  OneByteSimpleHash: hash as above, then (byte) (Math.abs(hash) % buckets)
//             (abs before %: Integer.MIN_VALUE stays negative)
//   revts:    Bytes.toBytes(Long.MAX_VALUE - ts)
//   long/int/short: Bytes.toBytes(v), big-endian two's complement
//   flip8/flip4: the same with the sign bit flipped (Phoenix BIGINT/INTEGER, OrderedBytes)
// Reads lines "kind<TAB>arg<TAB>arg" on standard input, writes one hex result a line.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

public class KeyBytes {
  static byte[] unhex(String hex) {
    byte[] out = new byte[hex.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) sb.append(String.format("%02X", b & 0xFF));
    return sb.toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    StringBuilder out = new StringBuilder();
    String line;
    while ((line = in.readLine()) != null) {
      String[] f = line.split("\t", -1);
      byte[] result;
      switch (f[0]) {
        case "phoenix": {
          int hash = Arrays.hashCode(unhex(f[1]));
          result = new byte[] {(byte) Math.abs(hash % Integer.parseInt(f[2]))};
          break;
        }
        case "hbasewd": {
          long hash = Math.abs(Arrays.hashCode(unhex(f[1])));
          result = new byte[] {(byte) (hash % Integer.parseInt(f[2]))};
          break;
        }
        case "revts":
          result = ByteBuffer.allocate(8).putLong(Long.MAX_VALUE - Long.parseLong(f[1])).array();
          break;
        case "long":
          result = ByteBuffer.allocate(8).putLong(Long.parseLong(f[1])).array();
          break;
        case "int":
          result = ByteBuffer.allocate(4).putInt(Integer.parseInt(f[1])).array();
          break;
        case "short":
          result = ByteBuffer.allocate(2).putShort(Short.parseShort(f[1])).array();
          break;
        case "flip8":
          result = ByteBuffer.allocate(8).putLong(Long.parseLong(f[1]) ^ Long.MIN_VALUE).array();
          break;
        case "flip4":
          result = ByteBuffer.allocate(4).putInt(Integer.parseInt(f[1]) ^ Integer.MIN_VALUE).array();
          break;
        default:
          throw new IllegalArgumentException("unknown kind " + f[0]);
      }
      out.append(hex(result)).append('\n');
    }
    System.out.print(out);
  }
}
