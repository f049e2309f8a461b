//! The Phoenix `CREATE TABLE` against an independent oracle: the emitted DDL is parsed here,
//! each sample row is encoded as Phoenix would (type codecs of `PDataType`, `PTableImpl.newKey`
//! separators and trailing nulls, `SaltingUtil.getSaltingByte`), and the bytes must be the
//! engine's keys. `SPLIT ON` literals are decoded as Phoenix's lexer does and must be the
//! engine's split points, kept as they are by `SchemaUtil.processSplit` (re-implemented here).

mod strategies;

use proptest::prelude::*;
use rowkey_core::artefacts::{PhoenixReason, phoenix_create_table};
use rowkey_core::design::Design;
use rowkey_core::display::to_string_binary;
use rowkey_core::encode::{encode_sample, encode_value};
use rowkey_core::i18n::Lang;
use rowkey_core::presets::catalogue;
use rowkey_core::sample::Sample;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Pad, PartId, ReverseFrom, Salt};
use rowkey_core::split::SplitSpec;

// ---------------------------------------------------------------- the DDL, parsed

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// A bare identifier or keyword, upper-cased as Phoenix does.
    Word(String),
    /// A double-quoted identifier, as written.
    Quoted(String),
    /// A string literal's bytes (after `CHAR_ESC`).
    Str(Vec<u8>),
    /// A hex literal's bytes.
    Hex(Vec<u8>),
    Num(u64),
    Punct(char),
}

fn lex(ddl: &str) -> Vec<Tok> {
    let s: Vec<char> = ddl.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_whitespace() {
            i += 1;
        } else if (c == 'X' || c == 'x') && s.get(i + 1) == Some(&'\'') {
            let end = i + 2 + s[i + 2..].iter().position(|&c| c == '\'').unwrap();
            let hex: String = s[i + 2..end].iter().filter(|c| **c != ' ').collect();
            let bytes = (0..hex.len())
                .step_by(2)
                .map(|k| u8::from_str_radix(&hex[k..k + 2], 16).unwrap())
                .collect();
            out.push(Tok::Hex(bytes));
            i = end + 1;
        } else if c.is_ascii_alphabetic() {
            let start = i;
            while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == '_') {
                i += 1;
            }
            out.push(Tok::Word(
                s[start..i].iter().collect::<String>().to_uppercase(),
            ));
        } else if c.is_ascii_digit() {
            let start = i;
            while i < s.len() && s[i].is_ascii_digit() {
                i += 1;
            }
            out.push(Tok::Num(
                s[start..i].iter().collect::<String>().parse().unwrap(),
            ));
        } else if c == '"' {
            let end = i + 1 + s[i + 1..].iter().position(|&c| c == '"').unwrap();
            out.push(Tok::Quoted(s[i + 1..end].iter().collect()));
            i = end + 1;
        } else if c == '\'' {
            // PhoenixSQL.g STRING_LITERAL: CHAR (not ' or \) or CHAR_ESC.
            let mut text = String::new();
            i += 1;
            while s[i] != '\'' {
                if s[i] == '\\' {
                    match s[i + 1] {
                        'n' => text.push('\n'),
                        'r' => text.push('\r'),
                        't' => text.push('\t'),
                        'b' => text.push('\u{8}'),
                        'f' => text.push('\u{c}'),
                        '"' => text.push('"'),
                        '\'' => text.push('\''),
                        '\\' => text.push('\\'),
                        '_' => text.push_str("\\_"),
                        '%' => text.push_str("\\%"),
                        _ => {
                            text.push('\\');
                            i += 1;
                            continue;
                        }
                    }
                    i += 2;
                } else {
                    text.push(s[i]);
                    i += 1;
                }
            }
            out.push(Tok::Str(text.into_bytes()));
            i += 1;
        } else {
            out.push(Tok::Punct(c));
            i += 1;
        }
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum PType {
    Varchar,
    Char(usize),
    Int { width: usize, signed: bool },
}

impl PType {
    fn of(name: &str, arg: Option<u64>) -> Self {
        let int = |width, signed| PType::Int { width, signed };
        match name {
            "VARCHAR" => PType::Varchar,
            "CHAR" => PType::Char(usize::try_from(arg.unwrap()).unwrap()),
            "TINYINT" => int(1, true),
            "SMALLINT" => int(2, true),
            "INTEGER" => int(4, true),
            "BIGINT" => int(8, true),
            "UNSIGNED_TINYINT" => int(1, false),
            "UNSIGNED_SMALLINT" => int(2, false),
            "UNSIGNED_INT" => int(4, false),
            "UNSIGNED_LONG" => int(8, false),
            // PDate.DateCodec is PLong.LongCodec: the epoch milliseconds as a BIGINT (the
            // presets' dates are epoch milliseconds).
            "DATE" => int(8, true),
            other => panic!("the oracle does not know type {other}"),
        }
    }

    fn fixed_width(self) -> Option<usize> {
        match self {
            PType::Varchar => None,
            PType::Char(n) => Some(n),
            PType::Int { width, .. } => Some(width),
        }
    }
}

#[derive(Debug)]
struct PkColumn {
    name: String,
    ty: PType,
    nullable: bool,
    desc: bool,
}

#[derive(Debug)]
struct Table {
    name: Vec<String>,
    pk: Vec<PkColumn>,
    salt: Option<u32>,
    family: Option<String>,
    splits: Vec<Vec<u8>>,
}

struct Parser {
    toks: Vec<Tok>,
    at: usize,
}

impl Parser {
    fn next(&mut self) -> Tok {
        self.at += 1;
        self.toks[self.at - 1].clone()
    }
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at)
    }
    fn word(&mut self, w: &str) {
        assert_eq!(self.next(), Tok::Word(w.into()), "at token {}", self.at);
    }
    fn punct(&mut self, c: char) {
        assert_eq!(self.next(), Tok::Punct(c), "at token {}", self.at);
    }
    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn is_word(&self, w: &str) -> bool {
        self.peek() == Some(&Tok::Word(w.into()))
    }
    fn ident(&mut self) -> String {
        match self.next() {
            Tok::Word(w) | Tok::Quoted(w) => w,
            t => panic!("an identifier, not {t:?}"),
        }
    }
}

fn parse_ddl(ddl: &str) -> Table {
    let mut p = Parser {
        toks: lex(ddl),
        at: 0,
    };
    p.word("CREATE");
    p.word("TABLE");
    let mut name = vec![p.ident()];
    if p.is_punct('.') {
        p.next();
        name.push(p.ident());
    }
    p.punct('(');
    let mut defs: Vec<(String, PType, bool)> = Vec::new();
    let mut pk_order: Vec<(String, bool)> = Vec::new();
    loop {
        if p.is_word("CONSTRAINT") {
            p.next();
            p.ident();
            p.word("PRIMARY");
            p.word("KEY");
            p.punct('(');
            loop {
                let col = p.ident();
                let desc = if p.is_word("DESC") || p.is_word("ASC") {
                    p.next() == Tok::Word("DESC".into())
                } else {
                    false
                };
                pk_order.push((col, desc));
                if p.is_punct(',') {
                    p.next();
                } else {
                    break;
                }
            }
            p.punct(')');
        } else {
            let col = p.ident();
            let Tok::Word(ty) = p.next() else {
                panic!("a type")
            };
            let arg = if p.is_punct('(') {
                p.next();
                let Tok::Num(n) = p.next() else {
                    panic!("a width")
                };
                p.punct(')');
                Some(n)
            } else {
                None
            };
            let mut nullable = true;
            if p.is_word("NOT") {
                p.next();
                p.word("NULL");
                nullable = false;
            } else if p.is_word("NULL") {
                p.next();
            }
            defs.push((col, PType::of(&ty, arg), nullable));
        }
        if p.is_punct(',') {
            p.next();
        } else {
            break;
        }
    }
    p.punct(')');
    let (mut salt, mut family) = (None, None);
    while let Some(Tok::Word(w)) = p.peek().cloned() {
        if w == "SPLIT" {
            break;
        }
        p.next();
        p.punct('=');
        match (w.as_str(), p.next()) {
            ("SALT_BUCKETS", Tok::Num(n)) => salt = Some(u32::try_from(n).unwrap()),
            ("DEFAULT_COLUMN_FAMILY", Tok::Str(f)) => family = Some(String::from_utf8(f).unwrap()),
            (w, v) => panic!("unknown option {w} = {v:?}"),
        }
        if p.is_punct(',') {
            p.next();
        }
    }
    let mut splits = Vec::new();
    if p.is_word("SPLIT") {
        p.next();
        p.word("ON");
        p.punct('(');
        loop {
            match p.next() {
                Tok::Str(b) | Tok::Hex(b) => splits.push(b),
                t => panic!("a literal, not {t:?}"),
            }
            if p.is_punct(',') {
                p.next();
            } else {
                break;
            }
        }
        p.punct(')');
    }
    assert!(p.peek().is_none(), "trailing tokens in {ddl}");
    // Every column is in the primary key (the table has no other columns).
    assert_eq!(defs.len(), pk_order.len());
    let pk = pk_order
        .into_iter()
        .map(|(col, desc)| {
            let (name, ty, nullable) = defs.iter().find(|d| d.0 == col).unwrap().clone();
            PkColumn {
                name,
                ty,
                nullable,
                desc,
            }
        })
        .collect();
    Table {
        name,
        pk,
        salt,
        family,
        splits,
    }
}

// ---------------------------------------------------------------- Phoenix's encoding

/// `PDataType.toBytes` of the text, ASC; `None` where Phoenix refuses the value.
fn phoenix_value(ty: PType, text: &str) -> Option<Vec<u8>> {
    match ty {
        PType::Varchar => Some(text.as_bytes().to_vec()),
        PType::Char(n) => {
            // PChar: single-byte characters only, right-padded with spaces.
            if !text.is_ascii() || text.len() > n {
                return None;
            }
            let mut b = text.as_bytes().to_vec();
            b.resize(n, b' ');
            Some(b)
        }
        PType::Int { width, signed } => {
            let v: i64 = text.parse().ok()?;
            let bits = u32::try_from(width * 8).unwrap();
            let max = (1i128 << (bits - 1)) - 1;
            let min = if signed { -(1i128 << (bits - 1)) } else { 0 };
            if i128::from(v) < min || i128::from(v) > max {
                return None;
            }
            let mut b = v.to_be_bytes()[8 - width..].to_vec();
            if signed {
                b[0] ^= 0x80; // IntCodec/LongCodec/...: sign bit flipped
            }
            Some(b)
        }
    }
}

/// `Arrays.hashCode` over signed bytes, then `abs(h % n)`: `SaltingUtil.getSaltingByte`.
fn salt_byte(rest: &[u8], buckets: u32) -> u8 {
    let mut h: i32 = 1;
    for &b in rest {
        h = h.wrapping_mul(31).wrapping_add(i32::from(b as i8));
    }
    u8::try_from((h % i32::try_from(buckets).unwrap()).abs()).unwrap()
}

/// `PTableImpl.newKey`: the row key of one row, or `None` where Phoenix refuses it.
fn phoenix_key(table: &Table, value_of: &dyn Fn(&str) -> String) -> Option<Vec<u8>> {
    let mut values = Vec::new();
    for c in &table.pk {
        let mut v = phoenix_value(c.ty, &value_of(&c.name))?;
        if c.desc {
            v.iter_mut().for_each(|b| *b = !*b); // SortOrder.invert
        }
        values.push(v);
    }
    let mut n = values.len();
    while n > 0 && values[n - 1].is_empty() {
        n -= 1;
    }
    let mut key = Vec::new();
    for (i, c) in table.pk.iter().enumerate().take(n) {
        if i > 0 && table.pk[i - 1].ty.fixed_width().is_none() {
            assert!(!table.pk[i - 1].desc, "the oracle models ASC VARCHARs only");
            key.push(0x00);
        }
        if values[i].is_empty() && !c.nullable {
            return None;
        }
        key.extend_from_slice(&values[i]);
    }
    // "If some non null pk values aren't set, then throw": the first one left out.
    if let Some(c) = table.pk.get(n) {
        if c.ty.fixed_width().is_some() || !c.nullable {
            return None;
        }
    }
    if n == 0 {
        return None;
    }
    if let Some(buckets) = table.salt {
        key.insert(0, salt_byte(&key, buckets));
    }
    Some(key)
}

/// `SchemaUtil.processSplit` over the primary key (the salt byte first when salted).
fn process_split(split: &[u8], table: &Table) -> Vec<u8> {
    let mut cols: Vec<Option<usize>> = table.pk.iter().map(|c| c.ty.fixed_width()).collect();
    if table.salt.is_some() {
        cols.insert(0, Some(1));
    }
    let estimate = |from: usize| cols[from..].iter().map(|w| w.unwrap_or(1)).sum::<usize>();
    let fill = |extra: usize| {
        let mut s = split.to_vec();
        s.resize(split.len() + extra, 0);
        s
    };
    let (mut pos, mut offset) = (0, 0);
    while pos < cols.len() {
        match cols[pos] {
            Some(len) => {
                if split.len() - offset < len {
                    return fill(len - (split.len() - offset) + estimate(pos + 1));
                }
                offset += len;
                pos += 1;
            }
            None => {
                if pos == cols.len() - 1 {
                    break;
                }
                while offset < split.len() && split[offset] != 0 {
                    offset += 1;
                }
                if offset == split.len() {
                    return fill(1 + estimate(pos + 1));
                }
                offset += 1;
                pos += 1;
            }
        }
    }
    split.to_vec()
}

/// Checks a design's DDL against the oracle on a sample; returns how many rows both keyed.
fn check(design: &Design, ddl: &str, sample: &Sample, every_row: bool) -> usize {
    let table = parse_ddl(ddl);
    // The table: the design's, with its namespace as the schema.
    assert_eq!(table.name.join(":"), design.table);
    assert_eq!(table.family.as_deref().unwrap_or("0"), design.family);
    let encoded = encode_sample(&design.recipe, sample).unwrap();
    // The region boundaries Phoenix creates for SALT_BUCKETS: the bucket bytes through
    // processSplit (padded with \x00 to the fixed part of the key).
    let physical: Vec<Vec<u8>> = (1..table.salt.unwrap_or(1))
        .map(|b| process_split(&[u8::try_from(b).unwrap()], &table))
        .collect();
    let region =
        |key: &[u8], bounds: &[Vec<u8>]| bounds.iter().filter(|b| b.as_slice() <= key).count();
    let mut both = 0;
    for (r, row) in encoded.rows.iter().enumerate() {
        let value_of = |col: &str| {
            let c = sample.column_index(col).unwrap();
            sample.value(r, c).unwrap_or("").to_owned()
        };
        let phoenix = phoenix_key(&table, &value_of);
        match (row, phoenix) {
            (Ok(engine), Some(phoenix)) => {
                assert_eq!(
                    to_string_binary(engine.key.as_bytes()),
                    to_string_binary(&phoenix),
                    "row {r} of {ddl}"
                );
                // Same region under Phoenix's padded bucket boundaries as under the bucket
                // bytes (the salt byte is the bucket).
                if let Some(n) = table.salt {
                    let bytes: Vec<Vec<u8>> =
                        (1..n).map(|b| vec![u8::try_from(b).unwrap()]).collect();
                    assert_eq!(
                        region(&phoenix, &physical),
                        region(&phoenix, &bytes),
                        "{ddl}"
                    );
                    assert_eq!(region(&phoenix, &bytes), usize::from(phoenix[0]));
                }
                both += 1;
            }
            (engine, phoenix) => assert!(
                !every_row,
                "row {r}: engine {engine:?}, Phoenix {phoenix:?} for {ddl}"
            ),
        }
    }
    let points: Vec<Vec<u8>> = design
        .splits
        .resolve()
        .unwrap()
        .keys()
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect();
    match table.salt {
        Some(n) => {
            assert!(
                table.splits.is_empty(),
                "no SPLIT ON on a salted table (ERROR 1022)"
            );
            let buckets: Vec<Vec<u8>> = (1..n).map(|b| vec![u8::try_from(b).unwrap()]).collect();
            assert_eq!(points, buckets, "{ddl}");
        }
        None => {
            assert_eq!(table.splits, points, "{ddl}");
            for s in &table.splits {
                assert_eq!(
                    &process_split(s, &table),
                    s,
                    "processSplit pads {s:?} in {ddl}"
                );
            }
        }
    }
    both
}

// ---------------------------------------------------------------- presets

/// Variants with an exact Phoenix table.
const MAPPED: [&str; 10] = [
    "phoenix-desc-primary-key/before",
    "phoenix-desc-primary-key/after",
    "phoenix-salt-buckets/before",
    "phoenix-salt-buckets/after",
    "md5-prefix-device/before",
    "risk-control/before",
    "unpadded-numbers/before",
    "unpadded-numbers/pack-n",
    "reverse-timestamp-php/before",
    "follows-tall-rows/before",
];

/// The other variants: each reason, as its kind and the part it names (0: no part), read
/// off each recipe by hand.
const UNMAPPED: [(&str, &[(&str, u32)]); 41] = [
    ("bigtable-structured-key/before", &[("Separator", 1)]),
    (
        "bigtable-structured-key/after",
        &[("OtherStore", 1), ("OtherStore", 2)],
    ),
    ("uid-phone-name/design", &[("Padding", 1), ("Separator", 2)]),
    ("salt-letters/before", &[("Literal", 1), ("DecimalText", 2)]),
    (
        "salt-letters/after",
        &[("Salt", 1), ("Literal", 2), ("DecimalText", 3)],
    ),
    ("md5-prefix-device/after", &[("Md5", 1)]),
    ("reversed-urls/before", &[("Separator", 1)]),
    ("reversed-urls/after", &[("Transform", 1)]),
    (
        "seller-trades/before",
        &[("Separator", 1), ("DecimalText", 2)],
    ),
    (
        "seller-trades/after",
        &[("Salt", 1), ("Separator", 2), ("DecimalText", 3)],
    ),
    ("risk-control/after", &[("Md5", 1)]),
    ("risk-control/by-idcard", &[("Md5", 1)]),
    ("risk-control/by-tele", &[("Md5", 1)]),
    ("connected-cars/before", &[("Separator", 1)]),
    ("connected-cars/after", &[("Md5", 1), ("Separator", 2)]),
    ("latest-records/before", &[("Separator", 1)]),
    ("latest-records/after", &[("Separator", 1)]),
    ("presplit-ids/before", &[("DecimalText", 1)]),
    ("presplit-ids/after", &[("DecimalText", 1)]),
    ("presplit-ids/splits", &[("DecimalText", 1)]),
    (
        "random-prefix-1001/before",
        &[("Salt", 1), ("Separator", 2)],
    ),
    ("random-prefix-1001/after", &[("Salt", 1), ("Separator", 2)]),
    ("key-length-16/before", &[("Padding", 1), ("Separator", 2)]),
    (
        "key-length-16/after",
        &[("TwosComplement", 1), ("TwosComplement", 2)],
    ),
    ("unpadded-numbers/after", &[("DecimalText", 1)]),
    ("signed-binary/before", &[("TwosComplement", 1)]),
    // INTEGER first: the split \x80 stops inside it, processSplit would pad it.
    ("signed-binary/after", &[("SplitPoint", 0)]),
    ("reverse-timestamp-php/after", &[("DecimalText", 1)]),
    ("reverse-timestamp-php/padded", &[("DecimalText", 1)]),
    ("md5-and-mod-salt/before", &[("Md5", 1)]),
    ("md5-and-mod-salt/after", &[("Salt", 1)]),
    // Two VARCHARs with nothing between them.
    ("twits/before", &[("Separator", 1)]),
    ("twits/after", &[("Md5", 1)]),
    ("follows-tall-rows/after", &[("Md5", 1), ("Md5", 2)]),
    ("follows-tall-rows/followed-by", &[("Md5", 1), ("Md5", 2)]),
    ("time-first-hash-prefix/before", &[("TimeConversion", 1)]),
    (
        "time-first-hash-prefix/after",
        &[("Salt", 1), ("TimeConversion", 2)],
    ),
    ("reverse-order-id/before", &[("DecimalText", 1)]),
    ("reverse-order-id/after", &[("Transform", 1)]),
    ("salt-buckets-region-count/before", &[("Salt", 1)]),
    ("salt-buckets-region-count/after", &[("Salt", 1)]),
];

fn reason_part(r: &PhoenixReason) -> u32 {
    match r {
        PhoenixReason::Md5 { part }
        | PhoenixReason::Literal { part }
        | PhoenixReason::RawKey { part }
        | PhoenixReason::Salt { part, .. }
        | PhoenixReason::SaltNotFirst { part }
        | PhoenixReason::Transform { part }
        | PhoenixReason::JoinedColumns { part }
        | PhoenixReason::RepeatedColumn { part, .. }
        | PhoenixReason::Padding { part }
        | PhoenixReason::DecimalText { part }
        | PhoenixReason::TimeConversion { part }
        | PhoenixReason::TwosComplement { part }
        | PhoenixReason::Reversal { part }
        | PhoenixReason::OtherStore { part }
        | PhoenixReason::Separator { part, .. } => part.0,
        _ => 0,
    }
}

fn kind(r: &PhoenixReason) -> String {
    format!("{r:?}")
        .split([' ', '('])
        .next()
        .unwrap()
        .to_owned()
}

/// Each reason names its part by the number the editor shows, its position from 1 (after a
/// salt fix the salt is part 1 whatever its id: issue 31 item 10).
fn sentences_name_their_part(spec: &KeySpec, reasons: &[PhoenixReason]) {
    for r in reasons {
        let (en, zh) = (r.sentence(spec, Lang::En), r.sentence(spec, Lang::Zh));
        assert!(!en.is_empty() && !zh.is_empty() && en != zh, "{r:?}");
        let id = reason_part(r);
        if id > 0 {
            let shown = 1 + spec.parts.iter().take_while(|p| p.id != PartId(id)).count();
            assert!(en.starts_with(&format!("part {shown}: ")), "{en}");
            assert!(zh.starts_with(&format!("部分 {shown}：")), "{zh}");
        }
    }
}

#[test]
fn every_preset_maps_exactly_or_names_the_parts_that_cannot() {
    let (mut mapped, mut unmapped) = (0, 0);
    for preset in catalogue() {
        for variant in &preset.variants {
            let id = format!("{}/{}", preset.id, variant.id);
            match phoenix_create_table(&variant.design) {
                Ok(ddl) => {
                    assert!(MAPPED.contains(&id.as_str()), "{id} maps:\n{ddl}");
                    let sample = variant.generate().unwrap();
                    let rows = check(&variant.design, &ddl, &sample, true);
                    assert_eq!(rows, sample.row_count(), "{id}");
                    mapped += 1;
                }
                Err(reasons) => {
                    let expected = UNMAPPED
                        .iter()
                        .find(|(v, _)| *v == id)
                        .unwrap_or_else(|| panic!("{id}: {reasons:?}"))
                        .1;
                    let got: Vec<(String, u32)> =
                        reasons.iter().map(|r| (kind(r), reason_part(r))).collect();
                    let want: Vec<(String, u32)> = expected
                        .iter()
                        .map(|(k, p)| ((*k).to_owned(), *p))
                        .collect();
                    assert_eq!(got, want, "{id}");
                    sentences_name_their_part(&variant.design.recipe, &reasons);
                    unmapped += 1;
                }
            }
        }
    }
    assert_eq!((mapped, unmapped), (MAPPED.len(), UNMAPPED.len()));
}

/// The oracle's salt byte against the vectors of Phoenix's own `SaltingUtilTest`
/// (`phoenix-core/src/test/java/org/apache/phoenix/schema/SaltingUtilTest.java`): the key
/// `{-106, 0, -10, 0, 19, -2}` hashes to `Integer.MIN_VALUE` and still gets a bucket in
/// `0..3` (`abs` after `%`: 2), and the ints 0 to 99 (`Bytes.toBytes(i)`) fill all three
/// buckets. The engine's hash agrees on both.
#[test]
fn salt_byte_matches_phoenix_s_salting_util_test() {
    use rowkey_engine::hash::{java_hash, phoenix_bucket};
    let edge: Vec<u8> = [-106i8, 0, -10, 0, 19, -2]
        .iter()
        .map(|b| b.to_ne_bytes()[0])
        .collect();
    assert_eq!(java_hash(&[&edge]), i32::MIN);
    assert_eq!(salt_byte(&edge, 3), 2);
    assert_eq!(phoenix_bucket(java_hash(&[&edge]), 3), 2);
    let mut seen = std::collections::BTreeSet::new();
    for i in 0i32..100 {
        let bytes = i.to_be_bytes();
        let b = salt_byte(&bytes, 3);
        assert_eq!(i64::from(b), phoenix_bucket(java_hash(&[&bytes]), 3), "{i}");
        seen.insert(b);
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [0, 1, 2]);
}

/// The lesson `phoenix-salt-buckets` (issue 34 item 10): its "after" is a Phoenix table with
/// `SALT_BUCKETS = 8` over the whole primary key, and its "before" is the same table unsalted;
/// both DDLs are accepted, and every row's key, salt byte included, is the one the oracle
/// computes from the parsed DDL (`check`).
#[test]
fn the_phoenix_salt_buckets_lesson_is_a_salted_phoenix_table() {
    let preset = rowkey_core::presets::preset("phoenix-salt-buckets").unwrap();
    let after = preset.variant("after").unwrap();
    let ddl = phoenix_create_table(&after.design).unwrap();
    assert_eq!(
        ddl,
        "CREATE TABLE \"orders\" (\n    \"created\" DATE NOT NULL,\n    \"order_id\" BIGINT NOT NULL,\n    \
         CONSTRAINT pk PRIMARY KEY (\"created\", \"order_id\")\n) SALT_BUCKETS = 8, DEFAULT_COLUMN_FAMILY = 'cf'"
    );
    let sample = after.generate().unwrap();
    assert_eq!(
        check(&after.design, &ddl, &sample, true),
        sample.row_count()
    );
    // Every bucket gets rows (the salt spreads them), none more than twice its share.
    let encoded = encode_sample(&after.design.recipe, &sample).unwrap();
    let mut per_bucket = [0usize; 8];
    for row in encoded.rows.iter().flatten() {
        per_bucket[usize::from(row.key.as_bytes()[0])] += 1;
    }
    let even = sample.row_count() / 8;
    assert!(
        per_bucket.iter().all(|&n| n > even / 2 && n < even * 2),
        "{per_bucket:?}"
    );
    let before = preset.variant("before").unwrap();
    let ddl = phoenix_create_table(&before.design).unwrap();
    assert!(ddl.contains("\nSPLIT ON (X'"), "{ddl}");
    let sample = before.generate().unwrap();
    assert_eq!(
        check(&before.design, &ddl, &sample, true),
        sample.row_count()
    );
}

/// The salt fix the page offers for a key that starts with a rising part: on every preset
/// variant whose key is a Phoenix primary key, the fixed design is a Phoenix table with
/// `SALT_BUCKETS = 8` whose keys are Phoenix's (oracle); on the lesson
/// `phoenix-salt-buckets` the fix of "before" is its "after".
#[test]
fn the_salt_fix_of_a_phoenix_key_is_a_salt_buckets_table() {
    use rowkey_core::analysis::analyze;
    let mut fixed = Vec::new();
    for preset in catalogue() {
        for variant in &preset.variants {
            let id = format!("{}/{}", preset.id, variant.id);
            let mut unsplit = variant.design.clone();
            unsplit.splits = SplitSpec::None;
            if phoenix_create_table(&unsplit).is_err() {
                continue;
            }
            let analysis = analyze(&variant.inputs());
            let Some(fix) = analysis
                .problems
                .iter()
                .filter(|p| p.code == "monotonic-leading-part")
                .find_map(|p| p.fix.clone())
            else {
                continue;
            };
            let mut design = variant.design.clone();
            design.recipe = fix.spec;
            design.splits = fix.splits.expect("a salt fix brings its pre-split");
            let ddl = phoenix_create_table(&design)
                .unwrap_or_else(|r| panic!("{id}: the salt fix is refused: {r:?}"));
            assert!(ddl.contains("SALT_BUCKETS = 8"), "{id}: {ddl}");
            let sample = variant.generate().unwrap();
            check(&design, &ddl, &sample, false);
            if preset.id == "phoenix-salt-buckets" {
                let after = &preset.variant("after").unwrap().design;
                assert_eq!(design.recipe, after.recipe, "{id}");
                assert_eq!(design.splits, after.splits, "{id}");
            }
            fixed.push(id);
        }
    }
    assert!(
        fixed.contains(&"phoenix-salt-buckets/before".to_owned()) && fixed.len() >= 4,
        "{fixed:?}"
    );
}

// ---------------------------------------------------------------- the reversal proof

proptest! {
    /// `Long.MAX_VALUE − x` as 8 two's-complement bytes is BIGINT DESC of x:
    /// `~(x ^ 2⁶³) = (2⁶³ − 1) − x` for every x the engine accepts (x ≥ 0); and the same for
    /// `Integer.MAX_VALUE − x` in 4 bytes and INTEGER DESC.
    #[test]
    fn long_max_minus_x_is_bigint_desc(x in 0i64..=i64::MAX, y in 0i32..=i32::MAX) {
        let long = KeyPart::column(1, "x").with_encoding(Encoding::Integer(
            rowkey_core::spec::IntegerEncoding::new(IntFormat::big_endian_signed(8)).reversed(ReverseFrom::LongMax),
        ));
        let mut desc = phoenix_value(PType::Int { width: 8, signed: true }, &x.to_string()).unwrap();
        desc.iter_mut().for_each(|b| *b = !*b);
        prop_assert_eq!(encode_value(&long, &x.to_string()).unwrap(), desc);

        let int = KeyPart::column(1, "y").with_encoding(Encoding::Integer(
            rowkey_core::spec::IntegerEncoding::new(IntFormat::big_endian_signed(4)).reversed(ReverseFrom::IntMax),
        ));
        let mut desc = phoenix_value(PType::Int { width: 4, signed: true }, &y.to_string()).unwrap();
        desc.iter_mut().for_each(|b| *b = !*b);
        prop_assert_eq!(encode_value(&int, &y.to_string()).unwrap(), desc);
    }
}

#[test]
fn reversal_edges() {
    for x in [0i64, 1, 1_700_000_000_000, i64::MAX - 1, i64::MAX] {
        let flipped = (x.to_be_bytes()[0] ^ 0x80, &x.to_be_bytes()[1..]);
        let desc: Vec<u8> = std::iter::once(flipped.0)
            .chain(flipped.1.iter().copied())
            .map(|b| !b)
            .collect();
        assert_eq!((i64::MAX - x).to_be_bytes().to_vec(), desc, "{x}");
    }
}

// ---------------------------------------------------------------- generated designs

#[derive(Clone, Copy, Debug)]
enum Kind {
    Varchar,
    Char(u16),
    Signed(u8),
    Unsigned(u8),
    LongMaxDesc,
    IntMaxDesc,
    EpochMillis,
}

const NAMES: [&str; 4] = ["a", "B", "select", "x y"];

fn kind_strategy() -> impl Strategy<Value = Kind> {
    prop_oneof![
        3 => Just(Kind::Varchar),
        1 => (1u16..4).prop_map(Kind::Char),
        1 => prop::sample::select(vec![1u8, 2, 4, 8]).prop_map(Kind::Signed),
        1 => prop::sample::select(vec![1u8, 2, 4, 8]).prop_map(Kind::Unsigned),
        1 => Just(Kind::LongMaxDesc),
        1 => Just(Kind::IntMaxDesc),
        1 => Just(Kind::EpochMillis),
    ]
}

fn value_strategy(kind: Kind) -> BoxedStrategy<String> {
    match kind {
        Kind::Varchar => "[ab\\x00é~]{0,3}".boxed(),
        Kind::Char(n) => proptest::string::string_regex(&format!("[a ]{{0,{n}}}|é"))
            .unwrap()
            .boxed(),
        Kind::Signed(w) | Kind::Unsigned(w) => {
            let half = 1i64 << (u32::from(w) * 8 - 1).min(62);
            prop_oneof![
                4 => (-half..half).prop_map(|v| v.to_string()),
                1 => any::<i64>().prop_map(|v| v.to_string()),
            ]
            .boxed()
        }
        Kind::LongMaxDesc | Kind::EpochMillis => {
            prop_oneof![4 => 0i64..=i64::MAX, 1 => any::<i64>()]
                .prop_map(|v| v.to_string())
                .boxed()
        }
        Kind::IntMaxDesc => (-5i64..=i64::from(u32::MAX))
            .prop_map(|v| v.to_string())
            .boxed(),
    }
}

fn part_for(id: u32, name: &str, kind: Kind) -> KeyPart {
    let p = KeyPart::column(id, name);
    let int = |format| Encoding::integer(format);
    match kind {
        Kind::Varchar => p,
        Kind::Char(n) => p.with_encoding(Encoding::padded(Pad::right(n))),
        Kind::Signed(w) => p.with_encoding(int(IntFormat::sign_flipped(w))),
        Kind::Unsigned(w) => p.with_encoding(int(IntFormat::big_endian_unsigned(w))),
        Kind::LongMaxDesc => p.with_encoding(Encoding::epoch_millis_reversed(
            ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        )),
        Kind::IntMaxDesc => p.with_encoding(Encoding::Integer(
            rowkey_core::spec::IntegerEncoding::new(IntFormat::big_endian_signed(4))
                .reversed(ReverseFrom::IntMax),
        )),
        Kind::EpochMillis => p.with_encoding(Encoding::epoch_millis(IntFormat::sign_flipped(8))),
    }
}

#[derive(Debug, Clone)]
struct Case {
    design: Design,
    /// The part given a separator Phoenix does not write, if any.
    bad_separator: Option<u32>,
    sample: Sample,
}

fn case_strategy() -> impl Strategy<Value = Case> {
    (
        prop::collection::vec(kind_strategy(), 1..=4),
        prop_oneof![3 => Just(None), 1 => (1u32..=16).prop_map(Some)],
        prop_oneof![4 => Just(None), 1 => (0usize..4).prop_map(Some)],
        any::<bool>(),
    )
        .prop_flat_map(|(kinds, salt, bad, salted_splits)| {
            let rows = prop::collection::vec(
                kinds.iter().map(|k| value_strategy(*k)).collect::<Vec<_>>(),
                1..8,
            );
            // Split points: Phoenix encodings of a leading value (with the separator when
            // a VARCHAR is followed by more), or arbitrary bytes.
            let lead = kinds[0];
            let more = kinds.len() > 1;
            let points = prop::collection::vec(
                prop_oneof![
                    2 => value_strategy(lead).prop_map(move |v| {
                        let ty = match lead {
                            Kind::Varchar => PType::Varchar,
                            Kind::Char(n) => PType::Char(usize::from(n)),
                            Kind::Signed(w) => PType::Int { width: usize::from(w), signed: true },
                            Kind::Unsigned(w) => PType::Int { width: usize::from(w), signed: false },
                            _ => PType::Int { width: 8, signed: true },
                        };
                        let mut b = phoenix_value(ty, &v).unwrap_or_default();
                        if matches!(lead, Kind::Varchar) && more {
                            b.push(0);
                        }
                        b
                    }),
                    1 => prop::collection::vec(any::<u8>(), 1..4),
                ],
                0..4,
            );
            (Just((kinds, salt, bad, salted_splits)), rows, points)
        })
        .prop_map(|((kinds, salt, bad, salted_splits), rows, points)| {
            let mut parts = Vec::new();
            let offset = u32::from(salt.is_some());
            if let Some(n) = salt {
                parts.push(KeyPart::salt(1, Salt::phoenix(n)));
            }
            let mut bad_separator = None;
            for (i, kind) in kinds.iter().enumerate() {
                let id = u32::try_from(i).unwrap() + 1 + offset;
                let mut part = part_for(id, NAMES[i], *kind);
                let middle_varchar = matches!(kind, Kind::Varchar) && i + 1 < kinds.len();
                if middle_varchar {
                    part = part.with_separator("\\x00");
                }
                if bad == Some(i) {
                    part = part.with_separator("#");
                    bad_separator = Some(id);
                }
                parts.push(part);
            }
            let mut design = Design::new(KeySpec::new(parts));
            design.table = "Events".into();
            design.splits = match salt {
                Some(n) if salted_splits => SplitSpec::SaltBuckets { buckets: u16::try_from(n).unwrap() },
                _ => {
                    let mut texts: Vec<String> = points
                        .iter()
                        .filter(|p| !p.is_empty())
                        .map(|p| to_string_binary(p))
                        .collect();
                    texts.sort();
                    texts.dedup();
                    SplitSpec::Explicit { splits: texts }
                }
            };
            let names = NAMES[..kinds.len()].iter().map(|n| (*n).to_owned()).collect();
            Case { design, bad_separator, sample: Sample::new(names, rows) }
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn generated_designs_match_the_oracle(case in case_strategy()) {
        match phoenix_create_table(&case.design) {
            Ok(ddl) => {
                prop_assert!(case.bad_separator.is_none(), "{ddl}");
                check(&case.design, &ddl, &case.sample, false);
            }
            Err(reasons) => {
                sentences_name_their_part(&case.design.recipe, &reasons);
                if let Some(part) = case.bad_separator {
                    prop_assert!(
                        matches!(reasons[..], [PhoenixReason::Separator { part: p, .. }] if p == PartId(part)),
                        "{reasons:?}"
                    );
                    return Ok(());
                }
                // Otherwise only the splits can be the problem, and the oracle agrees.
                let points = case.design.splits.resolve().unwrap();
                for r in &reasons {
                    match r {
                        PhoenixReason::SaltedSplits { .. } => {
                            prop_assert!(matches!(case.design.recipe.parts[0].value, rowkey_core::spec::PartValue::Salt(_)));
                        }
                        PhoenixReason::SplitPoint { index, point } => {
                            let bytes = points.keys()[index - 1].as_bytes();
                            prop_assert_eq!(&to_string_binary(bytes), point);
                            // Build the table the DDL would have and ask processSplit.
                            let mut fixed = case.design.clone();
                            fixed.splits = SplitSpec::None;
                            let table = parse_ddl(&phoenix_create_table(&fixed).unwrap());
                            prop_assert_ne!(process_split(bytes, &table), bytes.to_vec());
                        }
                        other => prop_assert!(false, "{other:?}"),
                    }
                }
            }
        }
    }

    /// The shared recipe generator: whenever it yields a Phoenix table, the oracle agrees.
    #[test]
    fn shared_recipes_that_map_match_the_oracle(spec in strategies::spec(), rows in strategies::rows()) {
        let design = Design::new(spec);
        if let Ok(ddl) = phoenix_create_table(&design) {
            check(&design, &ddl, &strategies::sample_from(rows), false);
        }
    }
}

/// The generated cases are not vacuous: many map, with salted tables and `SPLIT ON` among
/// them, and most of their rows are keyed by both sides.
#[test]
fn generated_cases_cover_the_mapping() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let (mut mapped, mut salted, mut split_on, mut rows, mut keyed) = (0, 0, 0, 0, 0);
    for _ in 0..400 {
        let case = case_strategy().new_tree(&mut runner).unwrap().current();
        if let Ok(ddl) = phoenix_create_table(&case.design) {
            mapped += 1;
            salted += usize::from(ddl.contains("SALT_BUCKETS"));
            split_on += usize::from(ddl.contains("SPLIT ON"));
            rows += case.sample.row_count();
            keyed += check(&case.design, &ddl, &case.sample, false);
        }
    }
    assert!(
        mapped > 100 && salted > 20 && split_on > 30,
        "{mapped} {salted} {split_on}"
    );
    assert!(keyed * 2 > rows, "{keyed} of {rows}");
    eprintln!(
        "{mapped} of 400 generated designs map ({salted} salted, {split_on} with SPLIT ON); {keyed} of their {rows} rows keyed by both"
    );
}

#[test]
fn a_key_without_a_column_has_no_table() {
    for parts in [vec![], vec![KeyPart::salt(1, Salt::phoenix(4))]] {
        let design = Design::new(KeySpec::new(parts));
        let reasons = phoenix_create_table(&design).unwrap_err();
        assert_eq!(reasons, [PhoenixReason::NoColumns]);
        sentences_name_their_part(&design.recipe, &reasons);
    }
}

#[test]
fn every_reason_kind_has_both_sentences() {
    use rowkey_core::spec::{HashInput, Md5Output, Transform};
    let cases: Vec<(KeyPart, &str)> = vec![
        (KeyPart::literal(1, "x"), "Literal"),
        (KeyPart::raw_key(1), "RawKey"),
        (
            KeyPart::md5(
                1,
                HashInput::Columns(vec!["a".into()]),
                Md5Output::Raw { bytes: 2 },
            ),
            "Md5",
        ),
        (KeyPart::salt(1, Salt::hbasewd_hash(4)), "Salt"),
        (KeyPart::salt(1, Salt::hbasewd_round_robin(4)), "Salt"),
        (KeyPart::salt(1, Salt::php_md5_mod(&["a"], 4)), "Salt"),
        (KeyPart::salt(1, Salt::random_letters(1, 4)), "Salt"),
        (
            KeyPart::salt(
                1,
                Salt::phoenix(4).with_input(HashInput::Columns(vec!["a".into()])),
            ),
            "Salt",
        ),
        (
            KeyPart::column(1, "a").with_transform(Transform::Reverse),
            "Transform",
        ),
        (KeyPart::columns(1, &["a", "b"], "-"), "JoinedColumns"),
        (
            KeyPart::column(1, "a").with_encoding(Encoding::padded(Pad::left(3))),
            "Padding",
        ),
        (
            KeyPart::column(1, "a").with_encoding(Encoding::integer(IntFormat::Decimal)),
            "DecimalText",
        ),
        (
            KeyPart::column(1, "a")
                .with_encoding(Encoding::integer(IntFormat::big_endian_signed(4))),
            "TwosComplement",
        ),
        (
            KeyPart::column(1, "a").with_encoding(Encoding::epoch_millis_reversed(
                ReverseFrom::IntMax,
                IntFormat::big_endian_signed(8),
            )),
            "Reversal",
        ),
    ];
    for (part, expected) in cases {
        let design = Design::new(KeySpec::new(vec![part.clone(), KeyPart::column(2, "z")]));
        let reasons = phoenix_create_table(&design).unwrap_err();
        assert_eq!(kind(&reasons[0]), expected, "{part:?}");
        assert_eq!(reason_part(&reasons[0]), 1);
        sentences_name_their_part(&design.recipe, &reasons);
    }
    // A column twice, a salt second, a name Phoenix cannot spell.
    let twice = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "a").with_separator("\\x00"),
        KeyPart::column(2, "a"),
    ]));
    assert!(matches!(
        &phoenix_create_table(&twice).unwrap_err()[..],
        [PhoenixReason::RepeatedColumn {
            part: PartId(2),
            ..
        }]
    ));
    let second = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "a").with_separator("\\x00"),
        KeyPart::salt(2, Salt::phoenix(4)),
    ]));
    assert!(matches!(
        &phoenix_create_table(&second).unwrap_err()[..],
        [PhoenixReason::SaltNotFirst { part: PartId(2) }]
    ));
    let quote = Design::new(KeySpec::new(vec![KeyPart::column(1, "say \"hi\"")]));
    let reasons = phoenix_create_table(&quote).unwrap_err();
    assert!(matches!(&reasons[..], [PhoenixReason::Name { .. }]));
    sentences_name_their_part(&quote.recipe, &reasons);
}
