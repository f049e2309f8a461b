//! The PHP helpers a key builder may call (PHP 7.1 or later, 64-bit, no extension beyond the
//! default ones: `md5`, `pack`, `str_pad`, PCRE), in the order they are written out. Each
//! entry: the helper's name, the helpers it calls, its code. Integers that may exceed 64 bits
//! (38-digit values, `MAX - value`) are decimal strings, with 128-bit arithmetic on bytes.

pub(super) const HELPERS: &[(&str, &[&str], &str)] = &[
    (
        "col",
        &[],
        r##"
function rk_col(array $row, string $name): string
{
    if (!array_key_exists($name, $row)) {
        throw new \InvalidArgumentException("the row has no value for column $name");
    }
    return (string) $row[$name];
}
"##,
    ),
    (
        "chars",
        &[],
        r##"
function rk_chars(string $text): array
{
    return preg_split('//u', $text, -1, PREG_SPLIT_NO_EMPTY);
}
"##,
    ),
    (
        "first_chars",
        &["chars"],
        r##"
function rk_first_chars(string $text, int $n): string
{
    return implode('', array_slice(rk_chars($text), 0, $n));
}
"##,
    ),
    (
        "last_chars",
        &["chars"],
        r##"
function rk_last_chars(string $text, int $n): string
{
    $chars = rk_chars($text);
    return implode('', array_slice($chars, max(0, count($chars) - $n)));
}
"##,
    ),
    (
        "reverse_chars",
        &["chars"],
        r##"
function rk_reverse_chars(string $text): string
{
    return implode('', array_reverse(rk_chars($text)));
}
"##,
    ),
    (
        "reverse_domain",
        &[],
        r##"
function rk_reverse_domain(string $text): string
{
    $scheme = strpos($text, '://');
    $s = $scheme === false ? $text : substr($text, $scheme + 3);
    $end = strcspn($s, '/?#');
    $hostPort = substr($s, 0, $end);
    $colon = strrpos($hostPort, ':');
    $host = $colon === false ? $hostPort : substr($hostPort, 0, $colon);
    return implode('.', array_reverse(explode('.', $host))) . substr($hostPort, strlen($host)) . substr($s, $end);
}
"##,
    ),
    (
        "pad",
        &[],
        r##"
function rk_pad(string $value, int $width, string $fill, string $side, string $tooLong): string
{
    if (strlen($value) > $width) {
        if ($tooLong === 'error') {
            throw new \LengthException(strlen($value) . " bytes do not fit the width of $width bytes");
        }
        return $tooLong === 'keep_first' ? substr($value, 0, $width) : substr($value, -$width);
    }
    return str_pad($value, $width, $fill, $side === 'left' ? STR_PAD_LEFT : STR_PAD_RIGHT);
}
"##,
    ),
    (
        "trim",
        &[],
        r##"
function rk_trim(string $text): string
{
    $space = '[\t\n\x0B\f\r \x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}]';
    return preg_replace("/^$space+|$space+\$/uD", '', $text);
}
"##,
    ),
    (
        "parse_integer",
        &["trim"],
        r##"
function rk_parse_integer(string $text): string
{
    if (!preg_match('/^([+-]?)([0-9]{1,38})$/D', rk_trim($text), $m)) {
        throw new \InvalidArgumentException("not a whole decimal number: $text");
    }
    $digits = ltrim($m[2], '0');
    return $digits === '' ? '0' : ($m[1] === '-' ? '-' : '') . $digits;
}
"##,
    ),
    (
        "int128",
        &[],
        r##"
function rk_int128(string $decimal): array
{
    $v = array_fill(0, 16, 0);
    foreach (str_split(ltrim($decimal, '-')) as $digit) {
        $carry = (int) $digit;
        for ($i = 15; $i >= 0; $i--) {
            $x = $v[$i] * 10 + $carry;
            $v[$i] = $x & 255;
            $carry = $x >> 8;
        }
    }
    return $decimal[0] === '-' ? rk_negate128($v) : $v;
}

function rk_negate128(array $v): array
{
    $carry = 1;
    for ($i = 15; $i >= 0; $i--) {
        $x = (~$v[$i] & 255) + $carry;
        $v[$i] = $x & 255;
        $carry = $x >> 8;
    }
    return $v;
}

function rk_decimal128(array $v): string
{
    $negative = $v[0] >= 128;
    if ($negative) {
        $v = rk_negate128($v);
    }
    $out = '';
    do {
        $rest = 0;
        $zero = true;
        for ($i = 0; $i < 16; $i++) {
            $x = $rest * 256 + $v[$i];
            $v[$i] = intdiv($x, 10);
            $rest = $x % 10;
            $zero = $zero && $v[$i] === 0;
        }
        $out = $rest . $out;
    } while (!$zero);
    return ($negative ? '-' : '') . $out;
}
"##,
    ),
    (
        "reverse_from",
        &["int128"],
        r##"
function rk_reverse_from(string $max, string $value): string
{
    $a = rk_int128($max);
    $b = rk_negate128(rk_int128($value));
    $carry = 0;
    for ($i = 15; $i >= 0; $i--) {
        $x = $a[$i] + $b[$i] + $carry;
        $a[$i] = $x & 255;
        $carry = $x >> 8;
    }
    return rk_decimal128($a);
}
"##,
    ),
    (
        "zero_padded",
        &[],
        r##"
function rk_zero_padded(string $value, int $width): string
{
    if ($value[0] === '-' || strlen($value) > $width) {
        throw new \RangeException("$value is negative or has more than $width digits");
    }
    return str_pad($value, $width, '0', STR_PAD_LEFT);
}
"##,
    ),
    (
        "binary",
        &["int128"],
        r##"
function rk_binary(string $value, int $width, string $style, bool $wrap): string
{
    $v = rk_int128($value);
    $high = $style === 'unsigned' ? 0 : ($v[16 - $width] >= 128 ? 255 : 0);
    $fits = !($style === 'unsigned' && $value[0] === '-');
    for ($i = 0; $i < 16 - $width; $i++) {
        $fits = $fits && $v[$i] === $high;
    }
    if (!$wrap && !$fits) {
        throw new \RangeException("$value is outside the range of $width bytes ($style)");
    }
    $out = array_slice($v, 16 - $width);
    if ($style === 'sign_flipped') {
        $out[0] ^= 0x80;
    }
    return pack('C*', ...$out);
}
"##,
    ),
    (
        "to_long",
        &[],
        r##"
function rk_to_long(string $value): int
{
    $digits = ltrim($value, '-');
    $limit = $value[0] === '-' ? '9223372036854775808' : '9223372036854775807';
    if (strlen($digits) > 19 || (strlen($digits) === 19 && strcmp($digits, $limit) > 0)) {
        throw new \RangeException("this time is too far from 1970: $value");
    }
    return (int) $value;
}
"##,
    ),
    (
        "epoch_seconds",
        &["parse_integer", "to_long"],
        r##"
function rk_epoch_seconds(string $text): int
{
    $seconds = rk_to_long(rk_parse_integer($text));
    if (abs($seconds) > 9223372036854775) {
        throw new \RangeException("this time is too far from 1970: $text");
    }
    return $seconds * 1000;
}
"##,
    ),
    (
        "epoch_millis",
        &["parse_integer", "to_long"],
        r##"
function rk_epoch_millis(string $text): int
{
    return rk_to_long(rk_parse_integer($text));
}
"##,
    ),
    (
        "floor_div",
        &[],
        r##"
function rk_floor_div(int $a, int $b): int
{
    $q = intdiv($a, $b);
    return ($a % $b !== 0 && ($a < 0) !== ($b < 0)) ? $q - 1 : $q;
}
"##,
    ),
    (
        "civil",
        &["floor_div"],
        r##"
function rk_days_from_civil(int $y, int $m, int $d): int
{
    $y -= $m <= 2 ? 1 : 0;
    $era = rk_floor_div($y, 400);
    $yoe = $y - $era * 400;
    $doy = intdiv(153 * ($m > 2 ? $m - 3 : $m + 9) + 2, 5) + $d - 1;
    return $era * 146097 + $yoe * 365 + intdiv($yoe, 4) - intdiv($yoe, 100) + $doy - 719468;
}

function rk_civil_from_days(int $days): array
{
    $z = $days + 719468;
    $era = rk_floor_div($z, 146097);
    $doe = $z - $era * 146097;
    $yoe = intdiv($doe - intdiv($doe, 1460) + intdiv($doe, 36524) - intdiv($doe, 146096), 365);
    $doy = $doe - (365 * $yoe + intdiv($yoe, 4) - intdiv($yoe, 100));
    $mp = intdiv(5 * $doy + 2, 153);
    $m = $mp < 10 ? $mp + 3 : $mp - 9;
    return [$yoe + $era * 400 + ($m <= 2 ? 1 : 0), $m, $doy - intdiv(153 * $mp + 2, 5) + 1];
}
"##,
    ),
    (
        "parse_time",
        &["trim", "civil"],
        r##"
function rk_parse_time(string $text, array $pattern, int $utcOffsetMinutes): int
{
    $b = rk_trim($text);
    $f = ['y' => 1970, 'M' => 1, 'd' => 1, 'H' => 0, 'm' => 0, 's' => 0, 'S' => 0];
    $at = 0;
    foreach ($pattern as $token) {
        if ($token[0] === "'") {
            $literal = substr($token, 1);
            if (substr($b, $at, strlen($literal)) !== $literal) {
                throw new \InvalidArgumentException("the text does not follow the pattern: $text");
            }
            $at += strlen($literal);
            continue;
        }
        $n = $token === 'y' ? 4 : ($token === 'S' ? 3 : 2);
        $digits = substr($b, $at, $n);
        if (!preg_match('/^[0-9]{' . $n . '}$/D', $digits)) {
            throw new \InvalidArgumentException("the text does not follow the pattern: $text");
        }
        $f[$token] = (int) $digits;
        $at += $n;
    }
    if ($at !== strlen($b)) {
        throw new \InvalidArgumentException("there is text after the pattern: $text");
    }
    $days = rk_days_from_civil($f['y'], $f['M'], $f['d']);
    if ($f['M'] < 1 || $f['M'] > 12 || rk_civil_from_days($days)[2] !== $f['d'] || $f['H'] > 23 || $f['m'] > 59 || $f['s'] > 59) {
        throw new \InvalidArgumentException("no such date or time: $text");
    }
    return ((($days * 24 + $f['H']) * 60 + $f['m']) * 60 + $f['s']) * 1000 + $f['S'] - $utcOffsetMinutes * 60000;
}
"##,
    ),
    (
        "format_time",
        &["civil"],
        r##"
function rk_format_time(int $millis, array $pattern, int $utcOffsetMinutes): string
{
    if ($millis < -62167219200000 - $utcOffsetMinutes * 60000 || $millis > 253402300799999 - $utcOffsetMinutes * 60000) {
        throw new \RangeException('the year is outside 0000-9999');
    }
    $local = $millis + $utcOffsetMinutes * 60000;
    $day = rk_floor_div($local, 86400000);
    $ms = $local - $day * 86400000;
    [$y, $m, $d] = rk_civil_from_days($day);
    $f = ['y' => $y, 'M' => $m, 'd' => $d, 'H' => intdiv($ms, 3600000), 'm' => intdiv($ms, 60000) % 60, 's' => intdiv($ms, 1000) % 60, 'S' => $ms % 1000];
    $out = '';
    foreach ($pattern as $token) {
        $out .= $token[0] === "'" ? substr($token, 1) : str_pad((string) $f[$token], $token === 'y' ? 4 : ($token === 'S' ? 3 : 2), '0', STR_PAD_LEFT);
    }
    return $out;
}
"##,
    ),
    (
        "java_hash",
        &[],
        r##"
function rk_java_hash(string $data): int
{
    $h = 1;
    foreach (unpack('c*', $data) as $b) {
        $h = ($h * 31 + $b) & 0xFFFFFFFF;
    }
    return $h >= 0x80000000 ? $h - 0x100000000 : $h;
}
"##,
    ),
    (
        "phoenix_bucket",
        &["java_hash"],
        r##"
function rk_phoenix_bucket(string $data, int $buckets): int
{
    return abs(rk_java_hash($data) % $buckets);
}
"##,
    ),
    (
        "hbasewd_bucket",
        &["java_hash"],
        r##"
function rk_hbasewd_bucket(string $data, int $buckets): int
{
    $h = rk_java_hash($data);
    return ($h === -2147483648 ? $h : abs($h)) % $buckets;
}
"##,
    ),
    (
        "md5_mod",
        &[],
        r##"
function rk_md5_mod(string $data, int $buckets): int
{
    $r = 0;
    foreach (unpack('C*', md5($data, true)) as $b) {
        $r = ($r * 256 + $b) % $buckets;
    }
    return $r;
}
"##,
    ),
    (
        "php70_md5_mod",
        &[],
        r##"
function rk_php70_md5_mod(string $data, int $buckets): int
{
    preg_match('/^[0-9]*/', md5($data), $m);
    $digits = ltrim($m[0], '0');
    $long = strlen($digits) > 19 || (strlen($digits) === 19 && strcmp($digits, '9223372036854775807') > 0)
        ? PHP_INT_MAX : (int) $digits;
    return $long % $buckets;
}
"##,
    ),
    (
        "php71_md5_mod",
        &[],
        r##"
function rk_php71_md5_mod(string $data, int $buckets): int
{
    return (int) md5($data) % $buckets;
}
"##,
    ),
    (
        "bucket_byte",
        &[],
        r##"
function rk_bucket_byte(int $bucket): string
{
    return chr($bucket & 255);
}
"##,
    ),
    (
        "bucket_letter",
        &[],
        r##"
function rk_bucket_letter(int $bucket): string
{
    return $bucket >= 0 && $bucket < 26 ? chr(97 + $bucket) : '?';
}
"##,
    ),
    (
        "bucket_decimal",
        &[],
        r##"
function rk_bucket_decimal(int $bucket, int $width): string
{
    return ($bucket < 0 ? '-' : '') . str_pad((string) abs($bucket), $width - ($bucket < 0 ? 1 : 0), '0', STR_PAD_LEFT);
}
"##,
    ),
    (
        "unescape_key",
        &[],
        r##"
function rk_unescape_key(string $text): string
{
    return preg_replace_callback('/\\\\x([0-9A-Fa-f]{2})/', function ($m) {
        return chr(hexdec($m[1]));
    }, $text);
}
"##,
    ),
    (
        "slice",
        &[],
        r##"
function rk_slice(string $key, int $start, ?int $end): string
{
    $end = min($end ?? strlen($key), strlen($key));
    return $start >= $end ? '' : substr($key, $start, $end - $start);
}
"##,
    ),
];
