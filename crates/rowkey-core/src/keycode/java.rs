//! The Java helpers a key builder may call (JDK only), in the order they are written out.
//! Each entry: the helper's name as the generator calls it, the helpers it calls, its code.

pub(super) const HELPERS: &[(&str, &[&str], &str)] = &[
    (
        "col",
        &[],
        r##"
    static String col(Map<String, String> row, String name) {
        String value = row.get(name);
        if (value == null) throw new IllegalArgumentException("the row has no value for column " + name);
        return value;
    }
"##,
    ),
    (
        "utf8",
        &[],
        r##"
    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
"##,
    ),
    (
        "bytes",
        &[],
        r##"
    static byte[] bytes(int... values) {
        byte[] out = new byte[values.length];
        for (int i = 0; i < values.length; i++) out[i] = (byte) values[i];
        return out;
    }
"##,
    ),
    (
        "concat",
        &[],
        r##"
    static byte[] concat(byte[]... pieces) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] piece : pieces) out.write(piece, 0, piece.length);
        return out.toByteArray();
    }
"##,
    ),
    (
        "first_chars",
        &[],
        r##"
    static String firstChars(String text, int n) {
        int count = text.codePointCount(0, text.length());
        return count <= n ? text : text.substring(0, text.offsetByCodePoints(0, n));
    }
"##,
    ),
    (
        "last_chars",
        &[],
        r##"
    static String lastChars(String text, int n) {
        int count = text.codePointCount(0, text.length());
        return count <= n ? text : text.substring(text.offsetByCodePoints(0, count - n));
    }
"##,
    ),
    (
        "reverse_chars",
        &[],
        r##"
    static String reverseChars(String text) {
        return new StringBuilder(text).reverse().toString();
    }
"##,
    ),
    (
        "reverse_domain",
        &[],
        r##"
    static String reverseDomain(String text) {
        int scheme = text.indexOf("://");
        String s = scheme >= 0 ? text.substring(scheme + 3) : text;
        int end = s.length();
        for (char c : new char[] {'/', '?', '#'}) {
            int i = s.indexOf(c);
            if (i >= 0 && i < end) end = i;
        }
        String hostPort = s.substring(0, end);
        int colon = hostPort.lastIndexOf(':');
        String host = colon >= 0 ? hostPort.substring(0, colon) : hostPort;
        String[] labels = host.split("\\.", -1);
        StringBuilder out = new StringBuilder();
        for (int i = labels.length - 1; i >= 0; i--) {
            out.append(labels[i]);
            if (i > 0) out.append('.');
        }
        return out.append(hostPort.substring(host.length())).append(s.substring(end)).toString();
    }
"##,
    ),
    (
        "pad",
        &[],
        r##"
    static byte[] pad(byte[] value, int width, char fill, String side, String tooLong) {
        if (value.length > width) {
            if (tooLong.equals("error")) throw new IllegalArgumentException(value.length + " bytes do not fit the width of " + width + " bytes");
            int from = tooLong.equals("keep_first") ? 0 : value.length - width;
            return Arrays.copyOfRange(value, from, from + width);
        }
        byte[] out = new byte[width];
        Arrays.fill(out, (byte) fill);
        System.arraycopy(value, 0, out, side.equals("left") ? width - value.length : 0, value.length);
        return out;
    }
"##,
    ),
    (
        "trim",
        &[],
        r##"
    static String trim(String text) {
        String space = "[\\t\\n\\x0B\\f\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]+";
        return text.replaceAll("^" + space, "").replaceAll(space + "$", "");
    }
"##,
    ),
    (
        "parse_integer",
        &["trim"],
        r##"
    static BigInteger parseInteger(String text) {
        String t = trim(text);
        if (!t.matches("[+-]?[0-9]{1,38}")) throw new NumberFormatException("not a whole decimal number: " + text);
        return new BigInteger(t);
    }
"##,
    ),
    (
        "decimal",
        &["utf8"],
        r##"
    static byte[] decimal(BigInteger value) {
        return utf8(value.toString());
    }
"##,
    ),
    (
        "zero_padded",
        &["utf8"],
        r##"
    static byte[] zeroPadded(BigInteger value, int width) {
        String digits = value.toString();
        if (value.signum() < 0) throw new IllegalArgumentException(value + " is negative and cannot be zero-padded");
        if (digits.length() > width) throw new IllegalArgumentException(value + " has more than " + width + " digits");
        return utf8("0".repeat(width - digits.length()) + digits);
    }
"##,
    ),
    (
        "binary",
        &[],
        r##"
    static byte[] binary(BigInteger value, int width, String style, boolean wrap) {
        int bits = 8 * width;
        BigInteger min = style.equals("unsigned") ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(bits - 1).negate();
        BigInteger max = style.equals("unsigned") ? BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE);
        if (!wrap && (value.compareTo(min) < 0 || value.compareTo(max) > 0)) throw new ArithmeticException(value + " is outside this format's range " + min + " to " + max);
        byte[] out = new byte[width];
        for (int i = 0; i < width; i++) out[width - 1 - i] = value.shiftRight(8 * i).byteValue();
        if (style.equals("sign_flipped")) out[0] ^= (byte) 0x80;
        return out;
    }
"##,
    ),
    (
        "epoch_seconds",
        &["parse_integer"],
        r##"
    static long epochSeconds(String text) {
        return parseInteger(text).multiply(BigInteger.valueOf(1000)).longValueExact();
    }
"##,
    ),
    (
        "epoch_millis",
        &["parse_integer"],
        r##"
    static long epochMillis(String text) {
        return parseInteger(text).longValueExact();
    }
"##,
    ),
    (
        "civil",
        &[],
        r##"
    static long daysFromCivil(long y, long m, long d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400), yoe = y - era * 400;
        long doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
        return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
    }

    static long[] civilFromDays(long days) {
        long z = days + 719468, era = Math.floorDiv(z, 146097), doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
        long m = mp < 10 ? mp + 3 : mp - 9;
        return new long[] {yoe + era * 400 + (m <= 2 ? 1 : 0), m, doy - (153 * mp + 2) / 5 + 1};
    }
"##,
    ),
    (
        "parse_time",
        &["trim", "utf8", "civil"],
        r##"
    static long parseTime(String text, String[] pattern, int utcOffsetMinutes) {
        byte[] b = utf8(trim(text));
        long[] f = {1970, 1, 1, 0, 0, 0, 0};
        int at = 0;
        for (String token : pattern) {
            if (token.startsWith("'")) {
                byte[] literal = utf8(token.substring(1));
                if (b.length - at < literal.length || !Arrays.equals(Arrays.copyOfRange(b, at, at + literal.length), literal)) throw new IllegalArgumentException("the text does not follow the pattern: " + text);
                at += literal.length;
                continue;
            }
            int n = token.equals("y") ? 4 : token.equals("S") ? 3 : 2;
            long v = 0;
            for (int i = at; i < at + n; i++) {
                if (i >= b.length || b[i] < '0' || b[i] > '9') throw new IllegalArgumentException("the text does not follow the pattern: " + text);
                v = v * 10 + b[i] - '0';
            }
            f["yMdHmsS".indexOf(token)] = v;
            at += n;
        }
        if (at != b.length) throw new IllegalArgumentException("there is text after the pattern: " + text);
        long[] check = civilFromDays(daysFromCivil(f[0], f[1], f[2]));
        if (f[1] < 1 || f[1] > 12 || check[2] != f[2] || f[2] < 1 || f[3] > 23 || f[4] > 59 || f[5] > 59) throw new IllegalArgumentException("no such date or time: " + text);
        return (((daysFromCivil(f[0], f[1], f[2]) * 24 + f[3]) * 60 + f[4]) * 60 + f[5]) * 1000 + f[6] - utcOffsetMinutes * 60_000L;
    }
"##,
    ),
    (
        "format_time",
        &["civil", "utf8"],
        r##"
    static byte[] formatTime(long millis, String[] pattern, int utcOffsetMinutes) {
        long local = Math.addExact(millis, utcOffsetMinutes * 60_000L);
        if (local < -62167219200000L || local > 253402300799999L) throw new IllegalArgumentException("the year is outside 0000-9999");
        long day = Math.floorDiv(local, 86_400_000L), ms = Math.floorMod(local, 86_400_000L);
        long[] date = civilFromDays(day);
        long[] f = {date[0], date[1], date[2], ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000};
        StringBuilder out = new StringBuilder();
        for (String token : pattern) {
            if (token.startsWith("'")) {
                out.append(token.substring(1));
            } else {
                int n = token.equals("y") ? 4 : token.equals("S") ? 3 : 2;
                String digits = Long.toString(f["yMdHmsS".indexOf(token)]);
                out.append("0".repeat(Math.max(0, n - digits.length()))).append(digits);
            }
        }
        return utf8(out.toString());
    }
"##,
    ),
    (
        "md5",
        &[],
        r##"
    static byte[] md5(byte[] input) {
        try {
            return MessageDigest.getInstance("MD5").digest(input);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
"##,
    ),
    (
        "hex",
        &[],
        r##"
    static String hex(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (byte b : bytes) out.append(String.format("%02x", b & 0xFF));
        return out.toString();
    }
"##,
    ),
    (
        "md5_hex",
        &["md5", "hex", "utf8"],
        r##"
    static byte[] md5Hex(byte[] input, int chars) {
        return utf8(hex(md5(input)).substring(0, chars));
    }
"##,
    ),
    (
        "md5_raw",
        &["md5"],
        r##"
    static byte[] md5Raw(byte[] input, int n) {
        return Arrays.copyOf(md5(input), n);
    }
"##,
    ),
    (
        "phoenix_bucket",
        &[],
        r##"
    static long phoenixBucket(byte[] input, int buckets) {
        return Math.abs(Arrays.hashCode(input) % buckets);
    }
"##,
    ),
    (
        "hbasewd_bucket",
        &[],
        r##"
    static long hbasewdBucket(byte[] input, int buckets) {
        return Math.abs(Arrays.hashCode(input)) % buckets;
    }
"##,
    ),
    (
        "md5_mod",
        &["md5"],
        r##"
    static long md5Mod(byte[] input, int buckets) {
        return new BigInteger(1, md5(input)).mod(BigInteger.valueOf(buckets)).longValue();
    }
"##,
    ),
    (
        "php70_md5_mod",
        &["md5", "hex"],
        r##"
    static long php70Md5Mod(byte[] input, int buckets) {
        Matcher m = Pattern.compile("^[0-9]*").matcher(hex(md5(input)));
        m.find();
        BigInteger v = m.group().isEmpty() ? BigInteger.ZERO : new BigInteger(m.group());
        return v.min(BigInteger.valueOf(Long.MAX_VALUE)).longValue() % buckets;
    }
"##,
    ),
    (
        "php71_md5_mod",
        &["md5", "hex"],
        r##"
    static long php71Md5Mod(byte[] input, int buckets) {
        Matcher m = Pattern.compile("^([0-9]+)(?:e([0-9]+))?").matcher(hex(md5(input)));
        if (!m.find()) return 0;
        long v;
        if (m.group(2) == null) {
            v = new BigInteger(m.group(1)).min(BigInteger.valueOf(Long.MAX_VALUE)).longValue();
        } else {
            double d = Double.parseDouble(m.group(1) + "e" + m.group(2));
            v = Double.isInfinite(d) ? 0 : (long) d;
        }
        return v % buckets;
    }
"##,
    ),
    (
        "bucket_byte",
        &[],
        r##"
    static byte[] bucketByte(long bucket) {
        return new byte[] {(byte) bucket};
    }
"##,
    ),
    (
        "bucket_letter",
        &[],
        r##"
    static byte[] bucketLetter(long bucket) {
        return new byte[] {(byte) (bucket >= 0 && bucket < 26 ? 'a' + bucket : '?')};
    }
"##,
    ),
    (
        "bucket_decimal",
        &["utf8"],
        r##"
    static byte[] bucketDecimal(long bucket, int width) {
        String digits = Long.toString(Math.abs(bucket)), sign = bucket < 0 ? "-" : "";
        return utf8(sign + "0".repeat(Math.max(0, width - sign.length() - digits.length())) + digits);
    }
"##,
    ),
    (
        "unescape_key",
        &["utf8"],
        r##"
    static byte[] unescapeKey(String text) {
        byte[] b = utf8(text);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\\' && i + 3 < b.length && b[i + 1] == 'x' && Character.digit(b[i + 2], 16) >= 0 && Character.digit(b[i + 3], 16) >= 0) {
                out.write(Character.digit(b[i + 2], 16) * 16 + Character.digit(b[i + 3], 16));
                i += 3;
            } else {
                out.write(b[i]);
            }
        }
        return out.toByteArray();
    }
"##,
    ),
    (
        "slice",
        &[],
        r##"
    static byte[] slice(byte[] key, int start, int end) {
        int e = Math.min(end, key.length);
        return Arrays.copyOfRange(key, Math.min(start, e), e);
    }
"##,
    ),
];
