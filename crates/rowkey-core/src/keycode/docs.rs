//! The one-line comments written above each helper, in English and Simplified Chinese
//! (shared by the three languages; `name@php` and the like for a language's own wording).

/// (helper, English, Chinese).
const DOCS: &[(&str, &str, &str)] = &[
    (
        "col",
        "The row's value for a column; a missing column is an error.",
        "行中某列的值；缺少该列时抛出异常。",
    ),
    ("utf8", "The UTF-8 bytes of a text.", "文本的 UTF-8 字节。"),
    (
        "bytes",
        "Bytes from numbers 0-255.",
        "由 0-255 的数构成的字节。",
    ),
    (
        "concat",
        "The pieces one after the other.",
        "依次拼接各段字节。",
    ),
    (
        "chars",
        "The characters (code points) of UTF-8 text.",
        "UTF-8 文本的字符（码点）。",
    ),
    (
        "first_chars",
        "The first n characters (code points, not bytes).",
        "前 n 个字符（按码点，不按字节）。",
    ),
    (
        "last_chars",
        "The last n characters (code points, not bytes).",
        "后 n 个字符（按码点，不按字节）。",
    ),
    (
        "reverse_chars",
        "The characters in reverse order.",
        "字符倒序。",
    ),
    (
        "reverse_domain",
        "www.example.com -> com.example.www; a scheme:// is dropped, the port and path are kept.",
        "www.example.com -> com.example.www；去掉 scheme://，保留端口和路径。",
    ),
    (
        "pad",
        "Pads to width bytes with fill on the given side; a longer value is an error or is cut.",
        "用填充字符在指定一侧补足到 width 字节；超长的值报错或截断。",
    ),
    (
        "trim",
        "Trims Unicode white space (as Rust's str::trim).",
        "去掉首尾的 Unicode 空白（与 Rust 的 str::trim 相同）。",
    ),
    (
        "parse_integer",
        "A whole decimal number: optional sign, 1 to 38 digits, white space around allowed.",
        "十进制整数：可带符号，1 到 38 位数字，首尾可有空白。",
    ),
    (
        "parse_integer@php",
        "A whole decimal number (optional sign, 1 to 38 digits, white space around allowed), as a decimal string.",
        "十进制整数（可带符号，1 到 38 位数字，首尾可有空白），以十进制字符串表示。",
    ),
    (
        "int128",
        "128-bit two's complement arithmetic on 16 big-endian bytes (PHP integers have 64 bits).",
        "以 16 个大端字节做 128 位补码运算（PHP 整数只有 64 位）。",
    ),
    (
        "reverse_from",
        "max - value, both decimal strings.",
        "max - value，两者都是十进制字符串。",
    ),
    (
        "decimal",
        "The number as decimal text.",
        "数字的十进制文本。",
    ),
    (
        "zero_padded",
        "Decimal text zero-padded to width digits; a negative or longer value is an error.",
        "补零到 width 位的十进制文本；负数或位数过多报错。",
    ),
    (
        "binary",
        "Big-endian binary of width bytes: unsigned, twos_complement (Bytes.toBytes) or sign_flipped (Phoenix); wrap keeps the low bytes of a value out of range.",
        "width 字节的大端二进制：unsigned、twos_complement（Bytes.toBytes）或 sign_flipped（Phoenix）；wrap 时超出范围的值保留低位字节。",
    ),
    (
        "to_long",
        "A decimal string as a 64-bit integer; out of range is an error.",
        "十进制字符串转为 64 位整数；超出范围报错。",
    ),
    (
        "epoch_seconds",
        "Epoch seconds text as epoch milliseconds.",
        "纪元秒文本换算为纪元毫秒。",
    ),
    (
        "epoch_millis",
        "Epoch milliseconds text as a 64-bit number.",
        "纪元毫秒文本转为 64 位整数。",
    ),
    ("floor_div", "Division rounding down.", "向下取整的除法。"),
    (
        "civil",
        "Days since 1970-01-01 of a proleptic Gregorian date, and back.",
        "公历日期与 1970-01-01 起的天数互相换算。",
    ),
    (
        "parse_time",
        "Date-time text in a pattern (tokens: y M d H m s S, or 'literal) as epoch milliseconds.",
        "按模式（记号：y M d H m s S，或 '字面文本）读取日期时间文本，得到纪元毫秒。",
    ),
    (
        "format_time",
        "Epoch milliseconds as text in a pattern (tokens: y M d H m s S, or 'literal), years 0000-9999.",
        "按模式（记号：y M d H m s S，或 '字面文本）写出纪元毫秒，年份限 0000-9999。",
    ),
    ("md5", "The md5 digest.", "md5 摘要。"),
    ("hex", "Lowercase hex.", "小写十六进制。"),
    (
        "md5_hex",
        "The first chars lowercase hex characters of md5(data).",
        "md5(data) 的前 chars 个小写十六进制字符。",
    ),
    (
        "md5_raw",
        "The first n bytes of md5(data).",
        "md5(data) 的前 n 个字节。",
    ),
    (
        "java_hash",
        "Java's Arrays.hashCode(byte[]): h = 31 * h + b over signed bytes, as a 32-bit int.",
        "Java 的 Arrays.hashCode(byte[])：对有符号字节做 h = 31 * h + b，32 位整数。",
    ),
    (
        "phoenix_bucket",
        "Phoenix SaltingUtil.getSaltingByte: abs(hash % buckets).",
        "Phoenix SaltingUtil.getSaltingByte：abs(hash % buckets)。",
    ),
    (
        "hbasewd_bucket",
        "HBaseWD OneByteSimpleHash: Math.abs(hash) % buckets, negative for Integer.MIN_VALUE.",
        "HBaseWD OneByteSimpleHash：Math.abs(hash) % buckets，hash 为 Integer.MIN_VALUE 时为负。",
    ),
    (
        "md5_mod",
        "The md5 digest as a 128-bit unsigned number, mod buckets.",
        "md5 摘要作为 128 位无符号数，对 buckets 取模。",
    ),
    (
        "php70_md5_mod",
        "PHP <= 7.0's md5($x) % n: the digest's leading decimal digits (strtol), saturated at PHP_INT_MAX.",
        "PHP <= 7.0 的 md5($x) % n：摘要开头的十进制数字（strtol），超过 PHP_INT_MAX 时取 PHP_INT_MAX。",
    ),
    (
        "php70_md5_mod@php",
        "PHP <= 7.0's md5($x) % n: the digest's leading decimal digits (strtol), saturated at PHP_INT_MAX; written out, so every PHP version gives these buckets (PHP >= 7.1's own md5($x) % n reads \"5e8...\" as 5e8).",
        "PHP <= 7.0 的 md5($x) % n：摘要开头的十进制数字（strtol），超过 PHP_INT_MAX 时取 PHP_INT_MAX；显式写出，任何 PHP 版本都得到这些桶号（PHP >= 7.1 自身的 md5($x) % n 把 \"5e8...\" 读作 5e8）。",
    ),
    (
        "php71_md5_mod",
        "PHP >= 7.1's (int) md5($x) % n: a leading number, \"5e8...\" read as the float 5e8, saturated at PHP_INT_MAX, infinity as 0; a digest starting with a letter is 0.",
        "PHP >= 7.1 的 (int) md5($x) % n：开头的数字，\"5e8...\" 读作浮点数 5e8，超过 PHP_INT_MAX 时取 PHP_INT_MAX，无穷大为 0；以字母开头的摘要为 0。",
    ),
    (
        "php71_md5_mod@php",
        "PHP >= 7.1's md5($x) % n (\"5e8...\" is the float 5e8, saturated at PHP_INT_MAX). The (int) cast gives 0 for a digest that starts with a letter, as PHP 7.1-7.4's bare % did; PHP 8's bare % throws a TypeError there. On PHP 7.0 and earlier this line gives other buckets (they read only the leading digits).",
        "PHP >= 7.1 的 md5($x) % n（\"5e8...\" 是浮点数 5e8，超过 PHP_INT_MAX 时取 PHP_INT_MAX）。以字母开头的摘要经 (int) 转换为 0，与 PHP 7.1-7.4 的 % 相同；PHP 8 的 % 此时抛出 TypeError。在 PHP 7.0 及更早版本上这一行得到的桶号不同（它们只读开头的数字）。",
    ),
    (
        "bucket_byte",
        "The bucket as one byte (its low 8 bits).",
        "桶号写成一个字节（低 8 位）。",
    ),
    (
        "bucket_letter",
        "The bucket as a letter a-z ('?' outside 0-25).",
        "桶号写成字母 a-z（0-25 以外为 '?'）。",
    ),
    (
        "bucket_decimal",
        "The bucket as decimal text, zero-padded to width characters (the sign first).",
        "桶号的十进制文本，补零到 width 个字符（符号在前）。",
    ),
    (
        "unescape_key",
        "The bytes of a key written as text with \\xHH escapes (HBase shell, Bytes.toStringBinary).",
        "把带 \\xHH 转义的行键文本（HBase shell、Bytes.toStringBinary）还原为字节。",
    ),
    (
        "slice",
        "Bytes start..end of a key (fewer when it is shorter).",
        "行键的第 start..end 个字节（行键较短时到末尾为止）。",
    ),
];

/// The comment of a helper in `lang` (`zh` true for Chinese), the language's own wording
/// first (`suffix` is `"@php"`, `"@java"` or `"@python"`).
pub(super) fn doc(name: &str, suffix: &str, zh: bool) -> Option<&'static str> {
    let find = |key: &str| DOCS.iter().find(|d| d.0 == key);
    let own = format!("{name}{suffix}");
    find(&own)
        .or_else(|| find(name))
        .map(|d| if zh { d.2 } else { d.1 })
}
