//! The Python 3 helpers a key builder may call (standard library only), in the order they are
//! written out. Each entry: the helper's name, the helpers it calls, its code.

pub(super) const HELPERS: &[(&str, &[&str], &str)] = &[
    (
        "col",
        &[],
        r##"
def _col(row, name):
    if name not in row:
        raise KeyError("the row has no value for column " + name)
    return row[name]
"##,
    ),
    (
        "first_chars",
        &[],
        r##"
def _first_chars(text, n):
    return text[:n]
"##,
    ),
    (
        "last_chars",
        &[],
        r##"
def _last_chars(text, n):
    return text[-n:] if len(text) > n else text
"##,
    ),
    (
        "reverse_chars",
        &[],
        r##"
def _reverse_chars(text):
    return text[::-1]
"##,
    ),
    (
        "reverse_domain",
        &[],
        r##"
def _reverse_domain(text):
    s = text[text.find("://") + 3:] if "://" in text else text
    end = min([i for i in (s.find("/"), s.find("?"), s.find("#")) if i >= 0] + [len(s)])
    host_port, rest = s[:end], s[end:]
    colon = host_port.rfind(":")
    host, port = (host_port[:colon], host_port[colon:]) if colon >= 0 else (host_port, "")
    return ".".join(reversed(host.split("."))) + port + rest
"##,
    ),
    (
        "pad",
        &[],
        r##"
def _pad(value, width, fill, side, too_long):
    if len(value) > width:
        if too_long == "error":
            raise ValueError("%d bytes do not fit the width of %d bytes" % (len(value), width))
        return value[:width] if too_long == "keep_first" else value[len(value) - width:]
    filling = fill.encode() * (width - len(value))
    return filling + value if side == "left" else value + filling
"##,
    ),
    (
        "trim",
        &[],
        r##"
_SPACE = "[\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*"


def _trim(text):
    return re.sub(_SPACE + r"\Z", "", re.sub("^" + _SPACE, "", text))
"##,
    ),
    (
        "parse_integer",
        &["trim"],
        r##"
def _parse_integer(text):
    t = _trim(text)
    if not re.fullmatch(r"[+-]?[0-9]{1,38}", t):
        raise ValueError("not a whole decimal number: " + text)
    return int(t)
"##,
    ),
    (
        "decimal",
        &[],
        r##"
def _decimal(value):
    return str(value).encode()
"##,
    ),
    (
        "zero_padded",
        &[],
        r##"
def _zero_padded(value, width):
    if value < 0 or len(str(value)) > width:
        raise ValueError("%d is negative or has more than %d digits" % (value, width))
    return str(value).zfill(width).encode()
"##,
    ),
    (
        "binary",
        &[],
        r##"
def _binary(value, width, style, wrap):
    bits = 8 * width
    low, high = (0, (1 << bits) - 1) if style == "unsigned" else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    if not wrap and not low <= value <= high:
        raise ValueError("%d is outside this format's range %d to %d" % (value, low, high))
    out = bytearray((value % (1 << bits)).to_bytes(width, "big"))
    if style == "sign_flipped":
        out[0] ^= 0x80
    return bytes(out)
"##,
    ),
    (
        "epoch_seconds",
        &["parse_integer"],
        r##"
def _epoch_seconds(text):
    millis = _parse_integer(text) * 1000
    if not -(1 << 63) <= millis < (1 << 63):
        raise ValueError("this time is too far from 1970: " + text)
    return millis
"##,
    ),
    (
        "epoch_millis",
        &["parse_integer"],
        r##"
def _epoch_millis(text):
    millis = _parse_integer(text)
    if not -(1 << 63) <= millis < (1 << 63):
        raise ValueError("this time is too far from 1970: " + text)
    return millis
"##,
    ),
    (
        "civil",
        &[],
        r##"
def _days_from_civil(y, m, d):
    y -= m <= 2
    era, yoe = divmod(y, 400)
    doy = (153 * (m - 3 if m > 2 else m + 9) + 2) // 5 + d - 1
    return era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468


def _civil_from_days(days):
    era, doe = divmod(days + 719468, 146097)
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    m = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (m <= 2), m, doy - (153 * mp + 2) // 5 + 1
"##,
    ),
    (
        "parse_time",
        &["trim", "civil"],
        r##"
def _parse_time(text, pattern, utc_offset_minutes):
    b = _trim(text).encode()
    f = {"y": 1970, "M": 1, "d": 1, "H": 0, "m": 0, "s": 0, "S": 0}
    at = 0
    for token in pattern:
        if token.startswith("'"):
            literal = token[1:].encode()
            if b[at:at + len(literal)] != literal:
                raise ValueError("the text does not follow the pattern: " + text)
            at += len(literal)
            continue
        n = 4 if token == "y" else 3 if token == "S" else 2
        digits = b[at:at + n]
        if len(digits) != n or not all(48 <= c <= 57 for c in digits):
            raise ValueError("the text does not follow the pattern: " + text)
        f[token] = int(digits)
        at += n
    if at != len(b):
        raise ValueError("there is text after the pattern: " + text)
    days = _days_from_civil(f["y"], f["M"], f["d"])
    if not 1 <= f["M"] <= 12 or _civil_from_days(days)[2] != f["d"] or f["H"] > 23 or f["m"] > 59 or f["s"] > 59:
        raise ValueError("no such date or time: " + text)
    return (((days * 24 + f["H"]) * 60 + f["m"]) * 60 + f["s"]) * 1000 + f["S"] - utc_offset_minutes * 60000
"##,
    ),
    (
        "format_time",
        &["civil"],
        r##"
def _format_time(millis, pattern, utc_offset_minutes):
    local = millis + utc_offset_minutes * 60000
    if not -62167219200000 <= local <= 253402300799999:
        raise ValueError("the year is outside 0000-9999")
    day, ms = divmod(local, 86400000)
    y, m, d = _civil_from_days(day)
    f = {"y": y, "M": m, "d": d, "H": ms // 3600000, "m": ms // 60000 % 60, "s": ms // 1000 % 60, "S": ms % 1000}
    out = ""
    for token in pattern:
        if token.startswith("'"):
            out += token[1:]
        else:
            out += str(f[token]).zfill(4 if token == "y" else 3 if token == "S" else 2)
    return out.encode()
"##,
    ),
    (
        "md5_hex",
        &[],
        r##"
def _md5_hex(data, chars):
    return hashlib.md5(data).hexdigest()[:chars].encode()
"##,
    ),
    (
        "md5_raw",
        &[],
        r##"
def _md5_raw(data, n):
    return hashlib.md5(data).digest()[:n]
"##,
    ),
    (
        "java_hash",
        &[],
        r##"
def _java_hash(data):
    h = 1
    for b in data:
        h = (31 * h + (b - 256 if b > 127 else b)) & 0xFFFFFFFF
    return h - (1 << 32) if h >= (1 << 31) else h
"##,
    ),
    (
        "phoenix_bucket",
        &["java_hash"],
        r##"
def _phoenix_bucket(data, buckets):
    return abs(_java_hash(data)) % buckets
"##,
    ),
    (
        "hbasewd_bucket",
        &["java_hash"],
        r##"
def _hbasewd_bucket(data, buckets):
    h = _java_hash(data)
    return -(-h % buckets) if h == -(1 << 31) else abs(h) % buckets
"##,
    ),
    (
        "md5_mod",
        &[],
        r##"
def _md5_mod(data, buckets):
    return int.from_bytes(hashlib.md5(data).digest(), "big") % buckets
"##,
    ),
    (
        "php70_md5_mod",
        &[],
        r##"
def _php70_md5_mod(data, buckets):
    digits = re.match(r"[0-9]*", hashlib.md5(data).hexdigest()).group()
    return min(int(digits or "0"), (1 << 63) - 1) % buckets
"##,
    ),
    (
        "php71_md5_mod",
        &[],
        r##"
def _php71_md5_mod(data, buckets):
    m = re.match(r"([0-9]+)(?:e([0-9]+))?", hashlib.md5(data).hexdigest())
    if not m:
        return 0
    if m.group(2) is None:
        return min(int(m.group(1)), (1 << 63) - 1) % buckets
    f = float(m.group(1) + "e" + m.group(2))
    return 0 if f == float("inf") else min(int(f), (1 << 63) - 1) % buckets
"##,
    ),
    (
        "bucket_byte",
        &[],
        r##"
def _bucket_byte(bucket):
    return bytes([bucket & 0xFF])
"##,
    ),
    (
        "bucket_letter",
        &[],
        r##"
def _bucket_letter(bucket):
    return bytes([97 + bucket]) if 0 <= bucket < 26 else b"?"
"##,
    ),
    (
        "bucket_decimal",
        &[],
        r##"
def _bucket_decimal(bucket, width):
    return str(bucket).zfill(width).encode()
"##,
    ),
    (
        "unescape_key",
        &[],
        r##"
def _unescape_key(text):
    return re.sub(rb"\\x([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), text.encode())
"##,
    ),
    (
        "slice",
        &[],
        r##"
def _slice(key, start, end):
    return key[start:end]
"##,
    ),
];
