//! The HBase shell and Java renderings of one plan read the same rows: two small parsers, one
//! for what `plan::shell` prints (Ruby double-quoted row keys, the filter language) and one
//! for what `plan::java` prints (`Bytes.toBytesBinary` literals, `Scan` chains,
//! `MultiRowRangeFilter` ranges, `SingleColumnValueFilter`s), each give the list of scans
//! (start, stop, reversed, limit) or of get keys, and the filter predicates; both must agree
//! with each other and with the plan, for every preset query and for generated plans.

use proptest::prelude::*;
use rowkey_core::i18n::plan_reason;
use rowkey_core::plan::{
    ColumnKind, Plan, Predicate, SampleFacts, checked_on_client, column_kind, java, next_prefix,
    plan_query, plan_query_with, shell,
};
use rowkey_core::presets::catalogue;
use rowkey_core::spec::KeySpec;

mod strategies;
use strategies::*;

/// One `SingleColumnValueFilter`: family, qualifier, operator, comparator kind and value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Cond {
    family: Vec<u8>,
    column: Vec<u8>,
    op: &'static str,
    comparator: &'static str,
    value: Vec<u8>,
    filter_if_missing: bool,
}

/// One scan over `[low, high)` in key order (a reversed scan walks it down), with the
/// inclusivity each end has as written.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Scan {
    low: Vec<u8>,
    high: Vec<u8>,
    low_inclusive: bool,
    high_inclusive: bool,
    reversed: bool,
    limit: Option<u32>,
    /// The shell's reversed scan reads a wider range and the client keeps the keys of the
    /// range a comment names (a reversed scan cannot leave out its high end or include its
    /// low end): the scan stands for that range, its limit one row more.
    client_trimmed: bool,
}

/// What a rendering reads.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Read {
    nothing: bool,
    gets: Vec<Vec<u8>>,
    scans: Vec<Scan>,
    /// AND of ORs of conditions.
    filter: Vec<Vec<Cond>>,
    /// The FuzzyRowFilter as a `toStringBinary` pattern with `?` for free bytes.
    fuzzy: Option<String>,
    /// Predicates checked on the client, by value (as the query prints them).
    client: Vec<String>,
    /// The columns a wide-row read asks for, `family:qualifier`, sorted.
    columns: Vec<Vec<u8>>,
}

// ---------------------------------------------------------------------------------------
// The shell.

/// Reads a Ruby double-quoted string at the start of `s`: its bytes and the rest.
fn ruby_dq(s: &str) -> (Vec<u8>, &str) {
    let b = s.as_bytes();
    assert_eq!(b.first(), Some(&b'"'), "not a double-quoted string: {s}");
    let mut out = Vec::new();
    let mut i = 1;
    loop {
        match b[i] {
            b'"' => return (out, &s[i + 1..]),
            b'\\' => {
                match b[i + 1] {
                    b'x' => {
                        // \x takes one or two hex digits, either case.
                        let mut n = 0u8;
                        let mut j = i + 2;
                        while j < i + 4 && b[j].is_ascii_hexdigit() {
                            n = n * 16 + (b[j] as char).to_digit(16).unwrap() as u8;
                            j += 1;
                        }
                        assert!(j > i + 2, "\\x without digits in {s}");
                        out.push(n);
                        i = j;
                        continue;
                    }
                    c @ (b'"' | b'\\' | b'#') => out.push(c),
                    b'n' => out.push(b'\n'),
                    b't' => out.push(b'\t'),
                    c => panic!("unexpected escape \\{} in {s}", c as char),
                }
                i += 2;
            }
            b'#' => {
                assert!(
                    !matches!(b.get(i + 1), Some(b'{' | b'$' | b'@')),
                    "unescaped interpolation in {s}"
                );
                out.push(b'#');
                i += 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
}

/// The HBase filter language: `SingleColumnValueFilter ('f', 'q', op, 'cmp:value', true,
/// true)` terms joined by AND, alternatives `(A OR B)`.
fn filter_language(text: &[u8]) -> Vec<Vec<Cond>> {
    #[derive(Debug, PartialEq)]
    enum Tok {
        Word(Vec<u8>),
        Quoted(Vec<u8>),
        Punct(u8),
    }
    let mut toks = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        match c {
            b' ' => i += 1,
            b'(' | b')' | b',' => {
                toks.push(Tok::Punct(c));
                i += 1;
            }
            b'\'' => {
                let mut v = Vec::new();
                i += 1;
                loop {
                    if text[i] == b'\'' {
                        if text.get(i + 1) == Some(&b'\'') {
                            v.push(b'\'');
                            i += 2;
                            continue;
                        }
                        i += 1;
                        break;
                    }
                    v.push(text[i]);
                    i += 1;
                }
                toks.push(Tok::Quoted(v));
            }
            _ => {
                let start = i;
                while i < text.len() && !matches!(text[i], b' ' | b'(' | b')' | b',' | b'\'') {
                    i += 1;
                }
                toks.push(Tok::Word(text[start..i].to_vec()));
            }
        }
    }
    let mut pos = 0;
    let word = |t: &Tok, w: &str| *t == Tok::Word(w.as_bytes().to_vec());
    let scvf = |toks: &[Tok], pos: &mut usize| -> Cond {
        let mut next = || {
            let t = &toks[*pos];
            *pos += 1;
            t
        };
        assert!(word(next(), "SingleColumnValueFilter"));
        assert_eq!(*next(), Tok::Punct(b'('));
        let Tok::Quoted(family) = next() else {
            panic!("family")
        };
        assert_eq!(*next(), Tok::Punct(b','));
        let Tok::Quoted(column) = next() else {
            panic!("qualifier")
        };
        assert_eq!(*next(), Tok::Punct(b','));
        let Tok::Word(op) = next() else {
            panic!("operator")
        };
        let op = match op.as_slice() {
            b"=" => "EQUAL",
            b"<" => "LESS",
            b"<=" => "LESS_OR_EQUAL",
            b">" => "GREATER",
            b">=" => "GREATER_OR_EQUAL",
            other => panic!("operator {}", String::from_utf8_lossy(other)),
        };
        assert_eq!(*next(), Tok::Punct(b','));
        let Tok::Quoted(cmp) = next() else {
            panic!("comparator")
        };
        let colon = cmp
            .iter()
            .position(|&c| c == b':')
            .expect("comparator type");
        let comparator = match &cmp[..colon] {
            b"binary" => "binary",
            b"binaryprefix" => "binaryprefix",
            b"regexstring" => "regexstring",
            other => panic!("comparator {}", String::from_utf8_lossy(other)),
        };
        assert_eq!(*next(), Tok::Punct(b','));
        let filter_if_missing = word(next(), "true");
        assert_eq!(*next(), Tok::Punct(b','));
        assert!(word(next(), "true"), "latestVersionOnly");
        assert_eq!(*next(), Tok::Punct(b')'));
        Cond {
            family: family.clone(),
            column: column.clone(),
            op,
            comparator,
            value: cmp[colon + 1..].to_vec(),
            filter_if_missing,
        }
    };
    let mut out = Vec::new();
    loop {
        if toks[pos] == Tok::Punct(b'(') {
            pos += 1;
            let mut alts = vec![scvf(&toks, &mut pos)];
            while word(&toks[pos], "OR") {
                pos += 1;
                alts.push(scvf(&toks, &mut pos));
            }
            assert_eq!(toks[pos], Tok::Punct(b')'));
            pos += 1;
            out.push(alts);
        } else {
            out.push(vec![scvf(&toks, &mut pos)]);
        }
        if pos == toks.len() {
            return out;
        }
        assert!(word(&toks[pos], "AND"), "expected AND at {:?}", toks[pos]);
        pos += 1;
    }
}

/// Reads `{KEY => value, …}` options.
fn shell_options(mut s: &str) -> Vec<(String, Vec<u8>)> {
    s = s.strip_prefix('{').expect("options open");
    let mut out = Vec::new();
    loop {
        let arrow = s.find(" => ").expect("=>");
        let key = s[..arrow].to_owned();
        s = &s[arrow + 4..];
        let value = if s.starts_with('"') {
            let (v, rest) = ruby_dq(s);
            s = rest;
            v
        } else {
            let end = s.find([',', '}']).expect("value end");
            let v = s.as_bytes()[..end].to_vec();
            s = &s[end..];
            v
        };
        out.push((key, value));
        if let Some(rest) = s.strip_prefix(", ") {
            s = rest;
        } else {
            assert_eq!(s, "}", "options close");
            return out;
        }
    }
}

fn parse_shell(text: &str) -> Read {
    let mut read = Read::default();
    let mut filters: Vec<Vec<Vec<Cond>>> = Vec::new();
    let mut trim: Option<(Vec<u8>, Vec<u8>)> = None;
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            if let Some(rest) = comment
                .strip_prefix("client: of the next scan's rows, keep those whose key is in [")
            {
                let (lo, rest) = ruby_dq(rest);
                let rest = rest.strip_prefix(", ").expect("two keys");
                let (hi, rest) = ruby_dq(rest);
                assert_eq!(rest, ")", "a half-open range");
                trim = Some((lo, hi));
            }
            if comment.starts_with("no row can match") {
                read.nothing = true;
            }
            if let Some(rest) = comment
                .strip_prefix("client: keep only the rows where ")
                .and_then(|r| r.strip_suffix(" (compared by value)"))
            {
                read.client.push(rest.to_owned());
            }
            if let Some(rest) = comment.strip_prefix("a FuzzyRowFilter on key pattern ") {
                let end = rest.find(" (see the Java code)").expect("fuzzy comment");
                read.fuzzy = Some(rest[..end].to_owned());
            }
            continue;
        }
        if let Some(rest) = line.strip_prefix("get 't', ") {
            let (key, rest) = ruby_dq(rest);
            read.gets.push(key);
            if let Some(opts) = rest.strip_prefix(", ") {
                let mut filter = Vec::new();
                for (k, v) in shell_options(opts) {
                    match k.as_str() {
                        "FILTER" => filter = filter_language(&v),
                        "COLUMN" => read.columns.push(v),
                        other => panic!("unknown get option {other}"),
                    }
                }
                filters.push(filter);
            } else {
                assert_eq!(rest, "");
                filters.push(Vec::new());
            }
            continue;
        }
        let rest = line.strip_prefix("scan 't'").expect("a scan line");
        let mut scan = Scan {
            low: Vec::new(),
            high: Vec::new(),
            low_inclusive: true,
            high_inclusive: false,
            reversed: false,
            limit: None,
            client_trimmed: false,
        };
        let (mut startrow, mut stoprow) = (None, None);
        let mut filter = Vec::new();
        if let Some(opts) = rest.strip_prefix(", ") {
            for (k, v) in shell_options(opts) {
                match k.as_str() {
                    "ROWPREFIXFILTER" => {
                        // setStartStopRowForPrefixScan: [p, next_prefix(p)).
                        startrow = Some(v.clone());
                        stoprow = Some(next_prefix(&v));
                    }
                    "STARTROW" => startrow = Some(v),
                    "STOPROW" => stoprow = Some(v),
                    "REVERSED" => {
                        assert_eq!(v, b"true");
                        scan.reversed = true;
                    }
                    "LIMIT" => scan.limit = Some(String::from_utf8(v).unwrap().parse().unwrap()),
                    "FILTER" => filter = filter_language(&v),
                    "COLUMNS" => read.columns.push(v),
                    other => panic!("unknown scan option {other}"),
                }
            }
        } else {
            assert_eq!(rest, "");
        }
        let (start, stop) = (startrow.unwrap_or_default(), stoprow.unwrap_or_default());
        if scan.reversed {
            // STARTROW is the high end, included; STOPROW the low end, left out (§5.4).
            scan.high = start;
            scan.low = stop;
            scan.high_inclusive = true;
            scan.low_inclusive = false;
        } else {
            scan.low = start;
            scan.high = stop;
        }
        if let Some((lo, hi)) = trim.take() {
            // The scan must hold the range it is trimmed to (its low end may be the range's
            // start where no key can equal it: the shell interpreter runs such scans on rows).
            assert!(scan.reversed, "only reversed scans are trimmed");
            assert!(
                scan.low <= lo || scan.low.is_empty(),
                "trimmed below its start: {text}"
            );
            assert!(
                scan.high >= hi || scan.high.is_empty(),
                "trimmed above its end"
            );
            (scan.low, scan.high) = (lo, hi);
            (scan.low_inclusive, scan.high_inclusive) = (true, false);
            scan.limit = scan.limit.map(|n| n - 1);
            scan.client_trimmed = true;
        }
        read.scans.push(scan);
        filters.push(filter);
    }
    // One filter for every command.
    if let Some(first) = filters.first() {
        assert!(filters.iter().all(|f| f == first), "filters differ");
        read.filter = first.clone();
    }
    read
}

// ---------------------------------------------------------------------------------------
// Java.

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Str(String),
    Num(i64),
    Punct(char),
}

/// A Java string literal's text: `\\`, `\"`, octal escapes and `\uXXXX` (UTF-16 units).
fn java_literal(chars: &[char], i: &mut usize) -> String {
    assert_eq!(chars[*i], '"');
    *i += 1;
    let mut units: Vec<u16> = Vec::new();
    loop {
        let c = chars[*i];
        match c {
            '"' => {
                *i += 1;
                return String::from_utf16(&units).expect("valid UTF-16");
            }
            '\\' => {
                let e = chars[*i + 1];
                *i += 2;
                match e {
                    '\\' => units.push(u16::from(b'\\')),
                    '"' => units.push(u16::from(b'"')),
                    '\'' => units.push(u16::from(b'\'')),
                    'n' => units.push(10),
                    't' => units.push(9),
                    'r' => units.push(13),
                    'b' => units.push(8),
                    'f' => units.push(12),
                    'u' => {
                        let hex: String = chars[*i..*i + 4].iter().collect();
                        units.push(u16::from_str_radix(&hex, 16).unwrap());
                        *i += 4;
                    }
                    '0'..='7' => {
                        // Up to three octal digits (the first 0-3 for three).
                        let mut n = e.to_digit(8).unwrap();
                        let max = if e <= '3' { 2 } else { 1 };
                        for _ in 0..max {
                            match chars[*i].to_digit(8) {
                                Some(d) => {
                                    n = n * 8 + d;
                                    *i += 1;
                                }
                                None => break,
                            }
                        }
                        units.push(u16::try_from(n).unwrap());
                    }
                    other => panic!("unexpected Java escape \\{other}"),
                }
            }
            '\n' => panic!("line break in a Java literal"),
            c => {
                let mut buf = [0u16; 2];
                units.extend_from_slice(c.encode_utf16(&mut buf));
                *i += 1;
            }
        }
    }
}

fn java_tokens(code: &str) -> Vec<Tok> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && chars.get(i + 1) == Some(&'*') {
            while !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
        } else if c == '"' {
            out.push(Tok::Str(java_literal(&chars, &mut i)));
        } else if c.is_ascii_digit() {
            let start = i;
            while chars[i].is_ascii_digit() {
                i += 1;
            }
            let n: String = chars[start..i].iter().collect();
            out.push(Tok::Num(n.parse().unwrap()));
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while chars[i].is_alphanumeric() || chars[i] == '_' {
                i += 1;
            }
            out.push(Tok::Ident(chars[start..i].iter().collect()));
        } else {
            out.push(Tok::Punct(c));
            i += 1;
        }
    }
    out
}

/// A Java expression, as far as the renderings use them.
#[derive(Clone, Debug, PartialEq)]
enum Expr {
    /// `new Class(args)` or `new byte[] {elems}`.
    New(String, Vec<Expr>),
    /// `a.b.c(args)`.
    Call(String, Vec<Expr>),
    /// `a.b.c`.
    Name(String),
    Str(String),
    Num(i64),
    /// `base.m1(args).m2(args)…`.
    Chain(Box<Expr>, Vec<(String, Vec<Expr>)>),
}

struct JavaParser {
    toks: Vec<Tok>,
    pos: usize,
}

impl JavaParser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    fn punct(&mut self, c: char) {
        assert_eq!(self.peek(), Some(&Tok::Punct(c)), "at token {}", self.pos);
        self.pos += 1;
    }
    fn is_punct(&self, c: char) -> bool {
        self.peek() == Some(&Tok::Punct(c))
    }
    fn qual_name(&mut self) -> String {
        let mut name = String::new();
        loop {
            let Some(Tok::Ident(id)) = self.peek().cloned() else {
                panic!("name expected at {}", self.pos)
            };
            self.pos += 1;
            name.push_str(&id);
            // `.Ident` not followed by `(`… is part of the name; a call ends it.
            if self.is_punct('.')
                && matches!(self.toks.get(self.pos + 1), Some(Tok::Ident(_)))
                && !(self.toks.get(self.pos + 2) == Some(&Tok::Punct('('))
                    && name.chars().next().is_some_and(char::is_lowercase))
            {
                self.pos += 1;
                name.push('.');
            } else {
                return name;
            }
        }
    }
    fn args(&mut self) -> Vec<Expr> {
        self.punct('(');
        let mut out = Vec::new();
        while !self.is_punct(')') {
            out.push(self.expr());
            if self.is_punct(',') {
                self.pos += 1;
            }
        }
        self.punct(')');
        out
    }
    fn primary(&mut self) -> Expr {
        match self.peek().cloned() {
            Some(Tok::Str(s)) => {
                self.pos += 1;
                Expr::Str(s)
            }
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Expr::Num(n)
            }
            Some(Tok::Ident(id)) if id == "new" => {
                self.pos += 1;
                let class = self.qual_name();
                if self.is_punct('<') {
                    self.punct('<');
                    self.punct('>');
                }
                if self.is_punct('[') {
                    self.punct('[');
                    self.punct(']');
                    self.punct('{');
                    let mut elems = Vec::new();
                    while !self.is_punct('}') {
                        elems.push(self.expr());
                        if self.is_punct(',') {
                            self.pos += 1;
                        }
                    }
                    self.punct('}');
                    return Expr::New(format!("{class}[]"), elems);
                }
                let args = self.args();
                Expr::New(class, args)
            }
            Some(Tok::Ident(_)) => {
                let name = self.qual_name();
                if self.is_punct('(') {
                    let args = self.args();
                    Expr::Call(name, args)
                } else {
                    Expr::Name(name)
                }
            }
            other => panic!("unexpected {other:?} at {}", self.pos),
        }
    }
    fn expr(&mut self) -> Expr {
        let base = self.primary();
        let mut calls = Vec::new();
        while self.is_punct('.') {
            self.pos += 1;
            let Some(Tok::Ident(m)) = self.peek().cloned() else {
                panic!("method name")
            };
            self.pos += 1;
            let args = self.args();
            calls.push((m, args));
        }
        if calls.is_empty() {
            base
        } else {
            Expr::Chain(Box::new(base), calls)
        }
    }
}

/// `Bytes.toBytesBinary` (§1.3): `\xHH` with uppercase hex digits is one byte, every other
/// character is `(byte) ch`.
fn to_bytes_binary(text: &str) -> Vec<u8> {
    let chars: Vec<char> = text.chars().collect();
    let hex = |c: char| matches!(c, '0'..='9' | 'A'..='F');
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' && i + 3 < chars.len() && chars[i + 1] == 'x' {
            if hex(chars[i + 2]) && hex(chars[i + 3]) {
                let s: String = chars[i + 2..i + 4].iter().collect();
                out.push(u8::from_str_radix(&s, 16).unwrap());
                i += 4;
                continue;
            }
            // A bogus escape: the backslash is dropped.
            i += 1;
            continue;
        }
        out.push(u32::from(c) as u8);
        i += 1;
    }
    out
}

fn bytes_of(e: &Expr) -> Vec<u8> {
    match e {
        Expr::Call(name, args) if name == "Bytes.toBytesBinary" => {
            let [Expr::Str(s)] = args.as_slice() else {
                panic!("{e:?}")
            };
            to_bytes_binary(s)
        }
        Expr::Call(name, args) if name == "Bytes.toBytes" => {
            let [Expr::Str(s)] = args.as_slice() else {
                panic!("{e:?}")
            };
            s.as_bytes().to_vec()
        }
        other => panic!("not bytes: {other:?}"),
    }
}

fn bool_of(e: &Expr) -> bool {
    match e {
        Expr::Name(n) if n == "true" => true,
        Expr::Name(n) if n == "false" => false,
        other => panic!("not a boolean: {other:?}"),
    }
}

struct JavaRead {
    vars: Vec<(String, Expr)>,
    scans: Vec<Expr>,
    gets: Vec<Expr>,
    filter_ifs_missing: Vec<String>,
    set_filter: bool,
}

impl JavaRead {
    fn var(&self, name: &str) -> &Expr {
        &self
            .vars
            .iter()
            .find(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("no variable {name}"))
            .1
    }

    /// Walks an expression for `new Scan()` chains and `new Get(…)`s.
    fn collect(&mut self, e: &Expr) {
        match e {
            Expr::Chain(base, _) if matches!(&**base, Expr::New(c, _) if c == "Scan") => {
                self.scans.push(e.clone());
            }
            Expr::New(c, _) if c == "Scan" => self.scans.push(e.clone()),
            Expr::New(c, _) if c == "Get" => self.gets.push(e.clone()),
            Expr::Call(_, args) | Expr::New(_, args) => {
                for a in args {
                    self.collect(a);
                }
            }
            Expr::Chain(base, calls) => {
                self.collect(base);
                for (m, args) in calls {
                    if m == "setFilter" {
                        self.set_filter = true;
                    }
                    for a in args {
                        self.collect(a);
                    }
                }
            }
            _ => {}
        }
    }

    /// A filter expression as AND-of-ORs, with the row ranges and fuzzy key it holds.
    fn filter(
        &self,
        e: &Expr,
        and: &mut Vec<Vec<Cond>>,
        ranges: &mut Vec<(Vec<u8>, Vec<u8>)>,
        fuzzy: &mut Option<String>,
    ) {
        match e {
            Expr::Name(n) => match self.var(n) {
                Expr::New(c, _) if c == "SingleColumnValueFilter" => and.push(vec![self.cond(e)]),
                other => self.filter(other, and, ranges, fuzzy),
            },
            Expr::New(c, args) if c == "FilterList" => {
                let Some(Expr::Name(op)) = args.first() else {
                    panic!("{e:?}")
                };
                if op == "FilterList.Operator.MUST_PASS_ALL" {
                    for a in &args[1..] {
                        self.filter(a, and, ranges, fuzzy);
                    }
                } else {
                    assert_eq!(op, "FilterList.Operator.MUST_PASS_ONE");
                    let alts = args[1..].iter().map(|a| self.cond(a)).collect();
                    and.push(alts);
                }
            }
            Expr::New(c, args) if c == "MultiRowRangeFilter" => {
                let [list] = args.as_slice() else {
                    panic!("{e:?}")
                };
                let list = match list {
                    Expr::Name(n) => self.var(n),
                    other => other,
                };
                let Expr::Call(f, rows) = list else {
                    panic!("{list:?}")
                };
                assert_eq!(f, "Arrays.asList");
                for r in rows {
                    let Expr::New(c, a) = r else { panic!("{r:?}") };
                    assert_eq!(c, "MultiRowRangeFilter.RowRange");
                    assert!(bool_of(&a[1]) && !bool_of(&a[3]), "[start, stop) ranges");
                    ranges.push((bytes_of(&a[0]), bytes_of(&a[2])));
                }
            }
            Expr::New(c, args) if c == "FuzzyRowFilter" => {
                let [Expr::Call(f, pairs)] = args.as_slice() else {
                    panic!("{e:?}")
                };
                assert_eq!(f, "Arrays.asList");
                let [Expr::New(p, kv)] = pairs.as_slice() else {
                    panic!("one pair")
                };
                assert_eq!(p, "Pair");
                let key = bytes_of(&kv[0]);
                let Expr::New(b, mask) = &kv[1] else {
                    panic!("mask")
                };
                assert_eq!(b, "byte[]");
                let mut pattern = String::new();
                for (k, m) in key.iter().zip(mask) {
                    match m {
                        Expr::Num(0) => {
                            pattern.push_str(&rowkey_core::display::to_string_binary(&[*k]))
                        }
                        Expr::Num(1) => pattern.push('?'),
                        other => panic!("mask byte {other:?}"),
                    }
                }
                *fuzzy = Some(pattern);
            }
            other => and.push(vec![self.cond(other)]),
        }
    }

    fn cond(&self, e: &Expr) -> Cond {
        let Expr::Name(name) = e else {
            panic!("a filter variable: {e:?}")
        };
        let Expr::New(c, a) = self.var(name) else {
            panic!("{name}")
        };
        assert_eq!(c, "SingleColumnValueFilter");
        let Expr::Name(op) = &a[2] else {
            panic!("operator")
        };
        let op = match op.strip_prefix("CompareOperator.").unwrap() {
            "EQUAL" => "EQUAL",
            "LESS" => "LESS",
            "LESS_OR_EQUAL" => "LESS_OR_EQUAL",
            "GREATER" => "GREATER",
            "GREATER_OR_EQUAL" => "GREATER_OR_EQUAL",
            other => panic!("operator {other}"),
        };
        let Expr::New(cmp, v) = &a[3] else {
            panic!("comparator")
        };
        let (comparator, value) = match cmp.as_str() {
            "BinaryComparator" => ("binary", bytes_of(&v[0])),
            "BinaryPrefixComparator" => ("binaryprefix", bytes_of(&v[0])),
            "RegexStringComparator" => {
                let [Expr::Str(re)] = v.as_slice() else {
                    panic!("regex")
                };
                ("regexstring", re.as_bytes().to_vec())
            }
            other => panic!("comparator {other}"),
        };
        Cond {
            family: bytes_of(&a[0]),
            column: bytes_of(&a[1]),
            op,
            comparator,
            value,
            filter_if_missing: self.filter_ifs_missing.contains(name),
        }
    }
}

/// A `//` comment's text as written: the renderer doubles a backslash (javac reads `\uXXXX`
/// even in comments) and prints a control character as `\xNN`, as `Bytes.toStringBinary`.
fn java_comment_value(comment: &str) -> String {
    let mut out = String::new();
    let mut chars = comment.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('x') => {
                let hex: String = chars.by_ref().take(2).collect();
                let code = u32::from_str_radix(&hex, 16).expect("two hex digits after \\x");
                out.push(char::from_u32(code).expect("a character below U+0100"));
            }
            other => panic!("a lone backslash in a Java comment, before {other:?}: {comment}"),
        }
    }
    out
}

fn parse_java(code: &str) -> Read {
    let mut read = Read::default();
    if code.contains("// no row can match") {
        read.nothing = true;
        return read;
    }
    // The client's by-value checks: their comment lists the predicates; the statements that
    // make them (readers of cells as numbers or times, and `keep`) are plain JDK code, left
    // out of what the scan parser walks.
    // The same for the checks on values read from the key (issue 30): the key readers
    // (`find`, `partN`, `sortPartN`) are plain JDK code too.
    let mut statements = String::new();
    let mut lines = code.lines();
    while let Some(line) = lines.next() {
        if line.starts_with("java.util.function.BiFunction<byte[], byte[], java.util.function.IntUnaryOperator> find")
            || line.starts_with("java.util.function.Function<byte[], byte[]> ")
        {
            for line in lines.by_ref() {
                if line == "};" {
                    break;
                }
            }
            continue;
        }
        if line == "java.util.function.Predicate<Result> keep = byValue.and(fromKey);" {
            continue;
        }
        // The client's sort of the rows read (plain JDK code that may read a number from
        // the key's bytes) changes their order, not which rows are read: left out too.
        if line.starts_with("rows.sort(") {
            if !line.contains("Comparator.nullsLast(") {
                for line in lines.by_ref() {
                    if line.contains("Comparator.nullsLast(") {
                        break;
                    }
                }
            }
            continue;
        }
        if line.starts_with("// a binary comparator compares text bytes")
            || line.starts_with("// the key alone holds ")
        {
            for line in lines.by_ref() {
                if let Some(pred) = line.strip_prefix("//   ") {
                    read.client.push(java_comment_value(pred));
                } else if line.starts_with("java.util.function.Predicate<Result> ") {
                    for line in lines.by_ref() {
                        if line == "};" {
                            break;
                        }
                    }
                    break;
                }
            }
            continue;
        }
        statements.push_str(line);
        statements.push('\n');
    }
    let mut p = JavaParser {
        toks: java_tokens(&statements),
        pos: 0,
    };
    let mut j = JavaRead {
        vars: Vec::new(),
        scans: Vec::new(),
        gets: Vec::new(),
        filter_ifs_missing: Vec::new(),
        set_filter: false,
    };
    // Statements: `Type name = expr;` binds a name; any other `new …` or `x.m(…)` is walked.
    while p.pos < p.toks.len() {
        match (p.toks.get(p.pos), p.toks.get(p.pos + 1)) {
            (Some(Tok::Ident(name)), Some(Tok::Punct('=')))
                if p.toks.get(p.pos + 2) != Some(&Tok::Punct('=')) =>
            {
                let name = name.clone();
                p.pos += 2;
                let e = p.expr();
                j.collect(&e);
                j.vars.push((name, e));
            }
            (Some(Tok::Ident(id)), _) if id == "new" => {
                let e = p.expr();
                j.collect(&e);
            }
            (Some(Tok::Ident(_)), Some(Tok::Punct('.')))
                if matches!(
                    p.toks.get(p.pos + 2),
                    Some(Tok::Ident(m)) if ["add", "addColumn", "setFilter", "setFilterIfMissing"].contains(&m.as_str())
                ) =>
            {
                // `x.add(…)`, `f1.setFilterIfMissing(true)`, `g.setFilter(filter)`, ….
                let e = p.expr();
                if let Expr::Chain(base, calls) = &e {
                    if let Expr::Name(n) = &**base {
                        for (m, args) in calls {
                            if m == "setFilterIfMissing" && bool_of(&args[0]) {
                                j.filter_ifs_missing.push(n.clone());
                            }
                            if m == "addColumn" {
                                let mut column = bytes_of(&args[0]);
                                column.push(b':');
                                column.extend(bytes_of(&args[1]));
                                read.columns.push(column);
                            }
                        }
                    }
                } else if let Expr::Call(name, args) = &e {
                    if name.ends_with(".setFilter") {
                        j.set_filter = true;
                    }
                    if name.ends_with(".addColumn") {
                        let mut column = bytes_of(&args[0]);
                        column.push(b':');
                        column.extend(bytes_of(&args[1]));
                        read.columns.push(column);
                    }
                    if name.ends_with(".setFilterIfMissing") && bool_of(&args[0]) {
                        j.filter_ifs_missing
                            .push(name.trim_end_matches(".setFilterIfMissing").to_owned());
                    }
                }
                j.collect(&e);
            }
            _ => p.pos += 1,
        }
    }
    let mut ranges = Vec::new();
    if j.vars.iter().any(|(n, _)| n == "filter") {
        assert!(j.set_filter, "the filter is built but never set");
        let f = j.var("filter").clone();
        j.filter(&f, &mut read.filter, &mut ranges, &mut read.fuzzy);
    }
    for g in &j.gets {
        let Expr::New(_, args) = g else {
            unreachable!()
        };
        read.gets.push(bytes_of(&args[0]));
    }
    for s in &j.scans {
        let mut scan = Scan {
            low: Vec::new(),
            high: Vec::new(),
            low_inclusive: true,
            high_inclusive: false,
            reversed: false,
            limit: None,
            client_trimmed: false,
        };
        let (mut start, mut stop) = ((Vec::new(), true), (Vec::new(), false));
        if let Expr::Chain(_, calls) = s {
            for (m, args) in calls {
                match m.as_str() {
                    "setReversed" => scan.reversed = bool_of(&args[0]),
                    "withStartRow" => {
                        start = (bytes_of(&args[0]), args.get(1).is_none_or(bool_of));
                    }
                    "withStopRow" => stop = (bytes_of(&args[0]), args.get(1).is_some_and(bool_of)),
                    "setLimit" => {
                        let Expr::Num(n) = args[0] else {
                            panic!("limit")
                        };
                        scan.limit = Some(u32::try_from(n).unwrap());
                    }
                    other => panic!("unknown Scan method {other}"),
                }
            }
        }
        if scan.reversed {
            // withStartRow is the high end, withStopRow the low end.
            (scan.high, scan.high_inclusive) = start;
            (scan.low, scan.low_inclusive) = stop;
        } else {
            (scan.low, scan.low_inclusive) = start;
            (scan.high, scan.high_inclusive) = stop;
        }
        read.scans.push(scan);
    }
    if !ranges.is_empty() {
        // One scan with a MultiRowRangeFilter reads each range, within the scan's bounds.
        let [outer] = read.scans.as_slice() else {
            panic!("one scan with the ranges")
        };
        let outer = outer.clone();
        read.scans = ranges
            .into_iter()
            .map(|(lo, hi)| {
                let low = lo.max(outer.low.clone());
                let high = match (hi.is_empty(), outer.high.is_empty()) {
                    (true, _) => outer.high.clone(),
                    (_, true) => hi,
                    _ => hi.min(outer.high.clone()),
                };
                Scan {
                    low,
                    high,
                    ..outer.clone()
                }
            })
            .collect();
    }
    read
}

// ---------------------------------------------------------------------------------------
// The check.

/// An empty end is the table's start or end: whether it is "included" means nothing.
fn normalized(mut read: Read) -> Read {
    read.columns.sort();
    read.columns.dedup();
    // Checks on values from the key and on cells are listed in two groups.
    read.client.sort();
    for s in &mut read.scans {
        if s.low.is_empty() {
            s.low_inclusive = true;
        }
        if s.high.is_empty() {
            s.high_inclusive = false;
        }
    }
    read
}

/// Both renderings of `plan` read what the plan says, and the same thing.
/// The plan's reason says who checks each predicate the key does not answer as the shell
/// script does it: one the script checks on the client is named after "the client checks",
/// never as a server-side filter's (issue 30: the reason said "a server-side filter checks"
/// a value the script reads from the key).
fn reason_tells_where_checks_run(plan: &Plan, spec: &KeySpec, shell: &Read) -> Result<(), String> {
    if plan.ranges.is_empty() {
        return Ok(());
    }
    let reason = plan_reason(plan, spec).en;
    let on_client = reason.split("; the client checks ").nth(1).map(|rest| {
        rest.trim_end_matches('.')
            .trim_end_matches(" on each row read")
    });
    let by_filter = reason
        .split("; a server-side filter checks ")
        .nth(1)
        .map(|rest| {
            rest.split("; the client checks ")
                .next()
                .unwrap_or(rest)
                .trim_end_matches('.')
        });
    for p in &shell.client {
        if !on_client.is_some_and(|c| c.contains(p.as_str())) {
            return Err(format!(
                "the script checks {p} on the client; the reason says: {reason}"
            ));
        }
        if by_filter.is_some_and(|f| f.split(" AND ").any(|q| q == p)) {
            return Err(format!(
                "the reason has a server-side filter check {p}: {reason}"
            ));
        }
    }
    Ok(())
}

fn check(plan: &Plan, spec: &KeySpec) -> Result<(), String> {
    let sh = shell(plan, spec, "t", "cf");
    let jv = java(plan, spec, "t", "cf");
    let s = normalized(parse_shell(&sh));
    let j = normalized(parse_java(&jv));
    let context = || format!("query {}\n--- shell\n{sh}--- java\n{jv}", plan.query);
    reason_tells_where_checks_run(plan, spec, &s).map_err(|e| format!("{e}\n{}", context()))?;
    // A range on a number or a time is checked on the client by value (a binary comparator
    // compares text); the other residual predicates are filters.
    // A predicate on a value only the key holds is checked on the client too (issue 30),
    // and a range on numbers written as text: `checked_on_client` says which; a range on a
    // number or a time in a cell is one of them.
    let by_value: Vec<&Predicate> = plan
        .residual
        .iter()
        .filter(|p| checked_on_client(plan, spec, p))
        .collect();
    for p in &plan.residual {
        if !p.is_equality() && !p.is_affix() && column_kind(spec, &p.column) != ColumnKind::Text {
            assert!(checked_on_client(plan, spec, p), "{p}");
        }
    }
    // The plan's own reading: gets, or one [start, stop) scan per range.
    let mut want = Read {
        nothing: plan.ranges.is_empty(),
        client: if plan.ranges.is_empty() {
            Vec::new()
        } else {
            let mut client: Vec<String> = by_value.iter().map(ToString::to_string).collect();
            client.sort();
            client
        },
        ..Read::default()
    };
    if !want.nothing {
        if plan.keys.is_empty() {
            want.scans = plan
                .ranges
                .iter()
                .map(|r| Scan {
                    low: r.start.as_bytes().to_vec(),
                    high: r.stop.as_bytes().to_vec(),
                    low_inclusive: true,
                    high_inclusive: false,
                    reversed: plan.reversed(),
                    // A limit counts rows before the client's checks: with any, none is set.
                    limit: plan.limit().filter(|_| by_value.is_empty()),
                    client_trimmed: false,
                })
                .collect();
        } else {
            want.gets = plan.keys.iter().map(|k| k.as_bytes().to_vec()).collect();
        }
        want.fuzzy = plan
            .fuzzy
            .as_ref()
            .map(rowkey_core::plan::FuzzyKey::pattern);
        want.columns = plan.cells.as_ref().map_or_else(Vec::new, |c| {
            c.qualifiers
                .iter()
                .map(|q| format!("cf:{q}").into_bytes())
                .collect()
        });
    }
    // Java reads exactly the plan's ranges.
    let mut j_cmp = j.clone();
    j_cmp.filter.clear();
    if j_cmp != want {
        return Err(format!(
            "java reads {j_cmp:?}, the plan {want:?}\n{}",
            context()
        ));
    }
    // The shell too, except that a reversed scan cannot say which end is included: STARTROW
    // (the high end) is, STOPROW (the low end) is not, as its comment warns.
    let mut s_cmp = s.clone();
    s_cmp.filter.clear();
    for (i, sc) in s_cmp.scans.iter_mut().enumerate() {
        if sc.client_trimmed {
            sc.client_trimmed = false;
        } else if sc.reversed {
            if (sc.low_inclusive, sc.high_inclusive) != (sc.low.is_empty(), !sc.high.is_empty()) {
                return Err(format!("reversed shell scan {sc:?}\n{}", context()));
            }
            // Leaving out `L` reads from `L + \x00` on: no key lies between the two, so a
            // STOPROW one `\x00` short of the range's start is that start, included.
            if let Some(w) = want.scans.get(i) {
                if !sc.low.is_empty()
                    && w.low.len() == sc.low.len() + 1
                    && w.low.starts_with(&sc.low)
                    && w.low.last() == Some(&0)
                {
                    sc.low.clone_from(&w.low);
                }
            }
            (sc.low_inclusive, sc.high_inclusive) = (true, false);
        }
    }
    if s_cmp != want {
        return Err(format!(
            "shell reads {s_cmp:?}, the plan {want:?}\n{}",
            context()
        ));
    }
    if s.filter != j.filter {
        return Err(format!(
            "filters differ: shell {:?}, java {:?}\n{}",
            s.filter,
            j.filter,
            context()
        ));
    }
    // One condition list per residual predicate (BETWEEN gives two).
    let expected_terms: usize = plan
        .residual
        .iter()
        .filter(|p| !by_value.contains(p))
        .map(|p| match p.op {
            rowkey_core::plan::Op::Between { .. } => 2,
            _ => 1,
        })
        .sum();
    if !want.nothing && s.filter.len() != expected_terms {
        return Err(format!(
            "{} filter terms for {:?}\n{}",
            s.filter.len(),
            plan.residual,
            context()
        ));
    }
    Ok(())
}

#[test]
fn every_preset_query_renders_alike() {
    let mut checked = 0;
    for preset in catalogue() {
        for variant in &preset.variants {
            let sample = variant.generate().unwrap();
            let design = &variant.design;
            let facts = SampleFacts::of(&design.recipe, &sample)
                .with_qualifier(design.qualifier.as_deref());
            for q in &design.queries {
                let plan = plan_query_with(&design.recipe, sample.columns(), q, &facts).unwrap();
                if let Err(e) = check(&plan, &design.recipe) {
                    panic!("{} / {}: {e}", preset.id, variant.id);
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked} preset queries");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn generated_plans_render_alike(
        spec in prop_oneof![spec(), time_spec()],
        q in prop_oneof![query(), time_query()],
    ) {
        prop_assume!(spec.validate().is_ok());
        let columns: Vec<String> = COLUMNS.iter().map(|c| (*c).to_owned()).collect();
        let Ok(plan) = plan_query(&spec, &columns, &q) else { return Ok(()) };
        if let Err(e) = check(&plan, &spec) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The parsers read what they should on hand-written text.
#[test]
fn parsers_read_literals() {
    assert_eq!(ruby_dq(r#""a\x00\xFF\"\\\#{""#).0, b"a\x00\xFF\"\\#{");
    assert_eq!(to_bytes_binary(r"a\x00\xFF\xff"), b"a\x00\xFFxff");
    let code = r#"Scan scan = new Scan()
    .withStartRow(Bytes.toBytesBinary("a\\x00\"\001"))
    .withStopRow(Bytes.toBytesBinary("b"));
scan.setFilter(filter);"#;
    let toks = java_tokens(code);
    assert!(toks.contains(&Tok::Str("a\\x00\"\u{1}".to_owned())));
    assert_eq!(
        filter_language(b"(SingleColumnValueFilter ('cf', 'it''s', =, 'binary:1', true, true) OR SingleColumnValueFilter ('cf', 'a', >=, 'regexstring:x', true, true)) AND SingleColumnValueFilter ('cf', 'a', <, 'binaryprefix:', false, true)")
            .iter()
            .map(Vec::len)
            .collect::<Vec<_>>(),
        [2, 1]
    );
}
