//! Key-builder code: one small, self-contained function per language (Java, Python 3, PHP)
//! that takes a row's values (column name → text, as the sample gives them) and returns the
//! row key's bytes exactly as the engine ([`encode_sample`](crate::encode::encode_sample))
//! writes them, or throws where the engine rejects the row.
//!
//! Two kinds of salt cannot be reproduced by a function of one row: round-robin buckets
//! depend on the row's position (the code counts its calls from 0, so rows built in sample
//! order get the engine's buckets) and random buckets on the page's seeded generator (the code
//! draws its own). Those parts, and hashes over them, are listed in
//! [`KeyBuilderCode::not_reproduced`], and the file then starts with a comment line opening
//! with [`not_reproduced_marker`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::i18n::Lang;
//! use rowkey_core::keycode::{key_builder, CodeLanguage};
//! use rowkey_core::spec::{KeyPart, KeySpec};
//!
//! let spec = KeySpec::new(vec![
//!     KeyPart::md5_hex_of_columns(1, &["uid"], 6),
//!     KeyPart::column(2, "uid").with_separator("#"),
//! ]);
//! let code = key_builder(&spec, CodeLanguage::Python, Lang::En);
//! assert_eq!(code.file_name, "row_key.py");
//! assert!(code.source.contains("def row_key(row):"));
//! assert!(code.source.contains("_md5_hex("));
//! assert!(code.not_reproduced.is_empty());
//! ```

use std::fmt::Write as _;

use crate::display::to_string_binary;
use crate::i18n::{Lang, Localize};
use crate::sample::KEY_COLUMN;
use crate::spec::{
    BinaryStyle, BucketOutput, Bucketing, Encoding, End, HashInput, IntFormat, IntOverflow,
    IntegerEncoding, KeyPart, KeySpec, Md5Output, PadSide, PartId, PartValue, ReverseFrom, Source,
    TimeInput, TimeOutput, TimeUnit, TooLong, Transform,
};

mod docs;
mod java;
mod php;
mod python;
pub mod spark;

/// The language of a key builder.
///
/// # Examples
///
/// ```
/// use rowkey_core::keycode::CodeLanguage;
/// assert_eq!(CodeLanguage::ALL.len(), 3);
/// assert_eq!(CodeLanguage::Php.name(), "PHP");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeLanguage {
    /// Java (JDK only), runnable with `java RowKeyBuilder.java col=value ...`.
    Java,
    /// Python 3 (standard library only), returning `bytes`.
    Python,
    /// PHP 7.1 or later, 64-bit, returning a binary string.
    Php,
}

impl CodeLanguage {
    /// Every language, in the order the page lists them.
    pub const ALL: [Self; 3] = [Self::Java, Self::Python, Self::Php];

    /// The language's name.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::keycode::CodeLanguage;
    /// assert_eq!(CodeLanguage::Python.name(), "Python");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Java => "Java",
            Self::Python => "Python",
            Self::Php => "PHP",
        }
    }
}

/// Why a part's bytes are not reproduced by the generated function.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::keycode::NotReproducedReason;
/// assert!(NotReproducedReason::Random.text(Lang::En).contains("random"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NotReproducedReason {
    /// A round-robin salt: the bucket is the row's position mod n; the code counts its calls
    /// from 0, so it matches only when rows are built in sample order, each once.
    RowOrder,
    /// A random salt: the page seeds its generator per row; the code draws its own numbers.
    Random,
    /// A hash over a part that is not reproduced.
    HashOfNotReproduced,
}

impl NotReproducedReason {
    /// The reason in words.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::keycode::NotReproducedReason;
    /// assert!(NotReproducedReason::RowOrder.text(Lang::Zh).contains("轮询"));
    /// ```
    #[must_use]
    pub fn text(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Self::RowOrder, Lang::En) => {
                "round-robin bucket: it depends on the row's position; this code counts its calls from 0"
            }
            (Self::RowOrder, Lang::Zh) => "轮询桶号：取决于行的位置；此代码从 0 开始按调用次数计数",
            (Self::Random, Lang::En) => {
                "random bucket: the page seeds its own generator; this code draws its own random numbers"
            }
            (Self::Random, Lang::Zh) => "随机桶号：页面使用自己的带种子生成器；此代码自行取随机数",
            (Self::HashOfNotReproduced, Lang::En) => "a hash over a part that is not reproduced",
            (Self::HashOfNotReproduced, Lang::Zh) => "对无法复现部分的哈希",
        }
    }
}

/// A part whose bytes the generated function does not reproduce exactly.
///
/// # Examples
///
/// ```
/// use rowkey_core::keycode::{NotReproduced, NotReproducedReason};
/// use rowkey_core::spec::PartId;
/// let n = NotReproduced { part: PartId(1), reason: NotReproducedReason::Random };
/// assert_eq!(n.part, PartId(1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NotReproduced {
    /// The part.
    pub part: PartId,
    /// Why.
    pub reason: NotReproducedReason,
}

/// A generated key builder.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::keycode::{key_builder, CodeLanguage};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let code = key_builder(&KeySpec::new(vec![KeyPart::column(1, "uid")]), CodeLanguage::Java, Lang::En);
/// assert_eq!(code.file_name, "RowKeyBuilder.java");
/// assert!(code.usage.contains("RowKeyBuilder.rowKey(row)"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyBuilderCode {
    /// The language.
    pub language: CodeLanguage,
    /// A file name the source runs under (`RowKeyBuilder.java`, `row_key.py`, `row_key.php`).
    pub file_name: &'static str,
    /// The whole file.
    pub source: String,
    /// One line showing how to call it.
    pub usage: String,
    /// The parts not reproduced exactly (empty for most designs).
    pub not_reproduced: Vec<NotReproduced>,
}

/// The words a generated file's first comment line starts with when some part is not
/// reproduced exactly.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::keycode::{key_builder, not_reproduced_marker, CodeLanguage};
/// use rowkey_core::spec::{KeyPart, KeySpec, Salt};
/// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::random_letters(7, 4)), KeyPart::column(2, "id")]);
/// let code = key_builder(&spec, CodeLanguage::Python, Lang::En);
/// assert!(code.source.starts_with(&format!("# {}", not_reproduced_marker(Lang::En))));
/// assert_eq!(code.not_reproduced.len(), 1);
/// ```
#[must_use]
pub fn not_reproduced_marker(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "NOT REPRODUCED EXACTLY:",
        Lang::Zh => "无法逐字节复现：",
    }
}

/// The parts of `spec` a per-row function cannot reproduce exactly: round-robin and random
/// salts, and hashes that read them (directly or through the rest of the key).
///
/// # Examples
///
/// ```
/// use rowkey_core::keycode::{not_reproduced, NotReproducedReason};
/// use rowkey_core::spec::{KeyPart, KeySpec, Salt};
/// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::phoenix(4)), KeyPart::salt(2, Salt::hbasewd_round_robin(4))]);
/// let found = not_reproduced(&spec);
/// assert_eq!(found[0].reason, NotReproducedReason::HashOfNotReproduced);
/// assert_eq!(found[1].reason, NotReproducedReason::RowOrder);
/// ```
#[must_use]
pub fn not_reproduced(spec: &KeySpec) -> Vec<NotReproduced> {
    let mut reasons: Vec<Option<NotReproducedReason>> = spec
        .parts
        .iter()
        .map(|p| match &p.value {
            PartValue::Salt(s) if s.bucketing == Bucketing::RoundRobin => {
                Some(NotReproducedReason::RowOrder)
            }
            PartValue::Salt(s) if matches!(s.bucketing, Bucketing::Random { .. }) => {
                Some(NotReproducedReason::Random)
            }
            _ => None,
        })
        .collect();
    // Hashes of parts read source parts only; hashes of the rest of the key, right to left.
    for (i, part) in spec.parts.iter().enumerate() {
        if let Some(HashInput::Parts(ids)) = part.value.hash_input() {
            let bad = ids
                .iter()
                .any(|id| spec.position(*id).is_some_and(|j| reasons[j].is_some()));
            if bad && reasons[i].is_none() {
                reasons[i] = Some(NotReproducedReason::HashOfNotReproduced);
            }
        }
    }
    for i in (0..spec.parts.len()).rev() {
        if spec.parts[i].value.hash_input() == Some(&HashInput::RestOfKey)
            && reasons[i].is_none()
            && reasons[i + 1..].iter().any(Option::is_some)
        {
            reasons[i] = Some(NotReproducedReason::HashOfNotReproduced);
        }
    }
    spec.parts
        .iter()
        .zip(reasons)
        .filter_map(|(p, r)| r.map(|reason| NotReproduced { part: p.id, reason }))
        .collect()
}

/// Generates the key builder of `spec` in `language`, with comments in `lang`.
///
/// An invalid spec gives a function that throws the spec's problem.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Lang;
/// use rowkey_core::keycode::{key_builder, CodeLanguage};
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Salt};
///
/// let spec = KeySpec::new(vec![
///     KeyPart::salt(1, Salt::php_md5_mod(&["ts"], 10)).with_separator("#"),
///     KeyPart::column(2, "ts").with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(4))),
/// ]);
/// let php = key_builder(&spec, CodeLanguage::Php, Lang::Zh);
/// assert!(php.source.starts_with("<?php\n"));
/// assert!(php.source.contains("function row_key(array $row): string"));
/// assert!(php.source.contains("rk_php70_md5_mod("));
/// let java = key_builder(&spec, CodeLanguage::Java, Lang::En);
/// assert!(java.source.contains("binary(parseInteger(col(row, \"ts\")), 4, \"unsigned\", false)"));
/// ```
#[must_use]
pub fn key_builder(spec: &KeySpec, language: CodeLanguage, lang: Lang) -> KeyBuilderCode {
    let not_reproduced = not_reproduced(spec);
    let mut g = Gen {
        code: language,
        zh: lang == Lang::Zh,
        helpers: Vec::new(),
        body: String::new(),
        row_index: false,
    };
    let columns = columns_of(spec);
    let refused = match spec.validate() {
        Ok(()) => typed_part(spec).map(|part| typed_refusal(spec.number(part), lang)),
        Err(e) => {
            let message = e.localized();
            Some(if lang == Lang::Zh {
                message.zh
            } else {
                message.en
            })
        }
    };
    match refused {
        None => g.body_of(spec),
        Some(text) => {
            let lit = g.str_lit(&text);
            let _ = match language {
                CodeLanguage::Java => {
                    writeln!(g.body, "        throw new IllegalStateException({lit});")
                }
                CodeLanguage::Python => writeln!(g.body, "    raise ValueError({lit})"),
                CodeLanguage::Php => writeln!(g.body, "    throw new \\LogicException({lit});"),
            };
        }
    }
    let usage = usage(language, lang, &columns);
    let source = g.file(spec, lang, &not_reproduced, &usage, &columns);
    KeyBuilderCode {
        language,
        file_name: match language {
            CodeLanguage::Java => "RowKeyBuilder.java",
            CodeLanguage::Python => "row_key.py",
            CodeLanguage::Php => "row_key.php",
        },
        source,
        usage,
        not_reproduced,
    }
}

/// The first part written by a store's typed encoding, if any: the key builders do not
/// write those encodings (each store's own client does).
fn typed_part(spec: &KeySpec) -> Option<PartId> {
    spec.parts
        .iter()
        .find(|p| p.value.typed_encoding().is_some())
        .map(|p| p.id)
}

/// Why no key builder is written for `spec`, if it has a part in a store's typed encoding
/// (in `lang`).
pub(crate) fn typed_refusal_of(spec: &KeySpec, lang: Lang) -> Option<String> {
    typed_part(spec).map(|part| typed_refusal(spec.number(part), lang))
}

/// What the key builder of a recipe with a typed part throws; `number` is the part's number
/// as [`KeySpec::number`] gives it.
fn typed_refusal(number: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "part {number}: a store's typed encoding (Phoenix, HBase OrderedBytes or Bigtable) is written by that store's own client, not by this code"
        ),
        Lang::Zh => format!(
            "第 {number} 部分：存储自身的类型编码（Phoenix、HBase OrderedBytes 或 Bigtable）由该存储的客户端写入，此代码不生成"
        ),
    }
}

/// The columns the spec reads, in order, each once.
fn columns_of(spec: &KeySpec) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for part in &spec.parts {
        for c in part.columns_read() {
            if !out.iter().any(|o| o == c) {
                out.push(c.to_owned());
            }
        }
    }
    out
}

fn usage(language: CodeLanguage, lang: Lang, columns: &[String]) -> String {
    let cols = columns.join(", ");
    let of = if lang == Lang::Zh { "列" } else { "columns" };
    match language {
        CodeLanguage::Java => {
            format!(
                "byte[] key = RowKeyBuilder.rowKey(row); // row: Map<String, String>, {of}: {cols}"
            )
        }
        CodeLanguage::Python => format!("key = row_key(row)  # row: dict of str, {of}: {cols}"),
        CodeLanguage::Php => {
            format!("$key = row_key($row); // $row: array of strings, {of}: {cols}")
        }
    }
}

/// A short formula of the key for the file's first comment: `md5(uid) + uid + "#" + ts`.
fn formula(spec: &KeySpec) -> String {
    let mut out = Vec::new();
    for part in &spec.parts {
        out.push(match &part.value {
            PartValue::Field { source, .. } => match source {
                Source::Column { name } => name.clone(),
                Source::Columns { names, .. } => format!("({})", names.join(" + ")),
            },
            PartValue::Literal { bytes } => format!("\"{}\"", to_string_binary(bytes.as_bytes())),
            PartValue::Md5 { input, .. } => format!("md5({})", hashed(input)),
            PartValue::Salt(salt) if salt.bucketing.uses_input() => {
                format!("salt({}, {})", hashed(&salt.input), salt.buckets)
            }
            PartValue::Salt(salt) => format!("salt({})", salt.buckets),
            PartValue::RawKey { .. } => KEY_COLUMN.to_owned(),
        });
        if let Some(sep) = &part.separator {
            out.push(format!("\"{}\"", to_string_binary(sep.as_bytes())));
        }
    }
    out.join(" + ")
}

/// What a hash reads, for the formula.
fn hashed(input: &HashInput) -> String {
    match input {
        HashInput::Columns(names) => names.join(" + "),
        HashInput::Parts(ids) => ids
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" + "),
        HashInput::RestOfKey => "rest".to_owned(),
    }
}

/// The pattern of a (valid) time pattern as tokens: `y M d H m s S` for fields, `'text` for
/// literal text (adjacent literals merged).
fn time_tokens(pattern: &str) -> Vec<String> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let literal = |out: &mut Vec<String>, s: &str| match out.last_mut() {
        Some(last) if last.starts_with('\'') => last.push_str(s),
        _ => out.push(format!("'{s}")),
    };
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c == '\'' {
            if chars.get(i + 1) == Some(&'\'') {
                literal(&mut out, "'");
                i += 2;
                continue;
            }
            let mut text = String::new();
            i += 1;
            while let Some(&ch) = chars.get(i) {
                if ch == '\'' && chars.get(i + 1) == Some(&'\'') {
                    text.push('\'');
                    i += 2;
                } else if ch == '\'' {
                    i += 1;
                    break;
                } else {
                    text.push(ch);
                    i += 1;
                }
            }
            literal(&mut out, &text);
        } else if c.is_ascii_alphabetic() {
            let run = chars[i..].iter().take_while(|&&x| x == c).count();
            out.push(c.to_string());
            i += run;
        } else {
            literal(&mut out, c.encode_utf8(&mut [0; 4]));
            i += 1;
        }
    }
    out
}

struct Gen {
    code: CodeLanguage,
    /// Comments in Chinese.
    zh: bool,
    /// Helpers used, in first-use order (written out in table order).
    helpers: Vec<&'static str>,
    body: String,
    /// The function counts its calls (round-robin salts).
    row_index: bool,
}

impl Gen {
    fn table(&self) -> &'static [(&'static str, &'static [&'static str], &'static str)] {
        match self.code {
            CodeLanguage::Java => java::HELPERS,
            CodeLanguage::Python => python::HELPERS,
            CodeLanguage::Php => php::HELPERS,
        }
    }

    fn use_helper(&mut self, name: &'static str) {
        if self.helpers.contains(&name) {
            return;
        }
        self.helpers.push(name);
        if let Some((_, deps, _)) = self.table().iter().find(|h| h.0 == name) {
            for dep in *deps {
                self.use_helper(dep);
            }
        }
    }

    fn call(&mut self, name: &'static str, args: &[String]) -> String {
        self.use_helper(name);
        let args = args.join(", ");
        match self.code {
            CodeLanguage::Java => {
                let mut camel = String::new();
                let mut upper = false;
                for c in name.chars() {
                    if c == '_' {
                        upper = true;
                    } else if upper {
                        camel.push(c.to_ascii_uppercase());
                        upper = false;
                    } else {
                        camel.push(c);
                    }
                }
                format!("{camel}({args})")
            }
            CodeLanguage::Python => format!("_{name}({args})"),
            CodeLanguage::Php => format!("rk_{name}({args})"),
        }
    }

    fn str_lit(&self, s: &str) -> String {
        let mut out = String::from("\"");
        let php_double = self.code == CodeLanguage::Php
            && s.chars()
                .any(|c| c.is_control() || (c.is_whitespace() && c != ' '));
        if self.code == CodeLanguage::Php && !php_double {
            return format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"));
        }
        for c in s.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '"' => out.push_str("\\\""),
                '$' if php_double => out.push_str("\\$"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if self.code == CodeLanguage::Java && !c.is_ascii() => {
                    for unit in c.encode_utf16(&mut [0; 2]) {
                        let _ = write!(out, "\\u{unit:04x}");
                    }
                }
                c if c.is_control() || (c.is_whitespace() && c != ' ') => match self.code {
                    CodeLanguage::Java => {
                        let _ = write!(out, "\\{:03o}", u32::from(c));
                    }
                    CodeLanguage::Python => {
                        let _ = write!(out, "\\u{:04x}", u32::from(c));
                    }
                    CodeLanguage::Php => {
                        let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
                    }
                },
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }

    fn bytes_lit(&mut self, b: &[u8]) -> String {
        let printable = b.iter().all(|&x| (0x20..0x7F).contains(&x));
        match self.code {
            CodeLanguage::Java if b.is_empty() => "new byte[0]".to_owned(),
            CodeLanguage::Java if printable => {
                let lit = self.str_lit(&String::from_utf8_lossy(b));
                self.call("utf8", &[lit])
            }
            CodeLanguage::Java => {
                let args: Vec<String> = b.iter().map(|x| format!("0x{x:02x}")).collect();
                self.call("bytes", &args)
            }
            CodeLanguage::Php if printable => self.str_lit(&String::from_utf8_lossy(b)),
            CodeLanguage::Python | CodeLanguage::Php => {
                let mut out = String::from(if self.code == CodeLanguage::Python {
                    "b\""
                } else {
                    "\""
                });
                for &x in b {
                    match x {
                        b'\\' | b'"' => {
                            out.push('\\');
                            out.push(char::from(x));
                        }
                        b'$' if self.code == CodeLanguage::Php => out.push_str("\\$"),
                        0x20..=0x7E => out.push(char::from(x)),
                        _ => {
                            let _ = write!(out, "\\x{x:02x}");
                        }
                    }
                }
                out.push('"');
                out
            }
        }
    }

    /// Text safe in a one-line comment: no line break, no Java unicode escape (`\u000a`
    /// would end the comment), no PHP closing tag.
    fn comment_text(&self, text: &str) -> String {
        let text = text.replace(['\n', '\r', '\u{2028}', '\u{2029}', '\u{85}'], " ");
        match self.code {
            CodeLanguage::Java => text.replace('\\', "\\\\"),
            CodeLanguage::Php => text.replace("?>", "? >"),
            CodeLanguage::Python => text,
        }
    }

    fn var(&self, id: PartId) -> String {
        match self.code {
            CodeLanguage::Php => format!("$p{}", id.0),
            CodeLanguage::Java | CodeLanguage::Python => format!("p{}", id.0),
        }
    }

    fn row(&self) -> &'static str {
        if self.code == CodeLanguage::Php {
            "$row"
        } else {
            "row"
        }
    }

    fn col(&mut self, name: &str) -> String {
        let lit = self.str_lit(name);
        let row = self.row();
        self.call("col", &[row.to_owned(), lit])
    }

    /// Text expressions joined with a text (`+`, `.`).
    fn join_text(&mut self, items: Vec<String>, joiner: &str) -> String {
        let op = if self.code == CodeLanguage::Php {
            " . "
        } else {
            " + "
        };
        let sep = if joiner.is_empty() {
            op.to_owned()
        } else {
            format!("{op}{}{op}", self.str_lit(joiner))
        };
        items.join(&sep)
    }

    /// Byte expressions concatenated.
    fn concat(&mut self, items: Vec<String>) -> String {
        match (self.code, items.len()) {
            (_, 0) => self.bytes_lit(&[]),
            (_, 1) => items.into_iter().next().unwrap_or_default(),
            (CodeLanguage::Java, _) => self.call("concat", &items),
            (CodeLanguage::Python, _) => items.join(" + "),
            (CodeLanguage::Php, _) => items.join(" . "),
        }
    }

    fn utf8(&mut self, text: String) -> String {
        match self.code {
            CodeLanguage::Java => self.call("utf8", &[text]),
            CodeLanguage::Python if text.contains(" + ") => format!("({text}).encode()"),
            CodeLanguage::Python => format!("{text}.encode()"),
            CodeLanguage::Php => text,
        }
    }

    fn tokens(&self, pattern: &str) -> String {
        let items: Vec<String> = time_tokens(pattern)
            .iter()
            .map(|t| self.str_lit(t))
            .collect();
        match self.code {
            CodeLanguage::Java => format!("new String[] {{{}}}", items.join(", ")),
            CodeLanguage::Python | CodeLanguage::Php => format!("[{}]", items.join(", ")),
        }
    }

    fn body_of(&mut self, spec: &KeySpec) {
        // The engine's order: parts that read only the row, then hashes of chosen parts,
        // then hashes of the rest of the key from right to left.
        let stage = |p: &KeyPart| match p.value.hash_input() {
            Some(HashInput::RestOfKey) => 2,
            Some(HashInput::Parts(_)) => 1,
            _ => 0,
        };
        let mut order: Vec<usize> = Vec::new();
        for s in 0..2 {
            order.extend((0..spec.parts.len()).filter(|&i| stage(&spec.parts[i]) == s));
        }
        order.extend(
            (0..spec.parts.len())
                .rev()
                .filter(|&i| stage(&spec.parts[i]) == 2),
        );
        for i in order {
            let part = &spec.parts[i];
            let value = self.part_value(spec, i);
            let var = self.var(part.id);
            let mut comment = if self.zh {
                format!("第 {} 部分", spec.number(part.id))
            } else {
                format!("part {}", spec.number(part.id))
            };
            if !part.label.is_empty() {
                let _ = write!(comment, ": {}", part.label);
            }
            if let PartValue::Field {
                encoding: Encoding::Timestamp { input, output },
                ..
            } = &part.value
            {
                if let TimeInput::DateTime {
                    pattern,
                    utc_offset_minutes,
                } = input
                {
                    let read = if self.zh { "读取" } else { "read" };
                    let _ = write!(
                        comment,
                        " ({read} {pattern}, UTC{utc_offset_minutes:+} min)"
                    );
                }
                if let TimeOutput::Text {
                    pattern,
                    utc_offset_minutes,
                } = output
                {
                    let written = if self.zh { "写出" } else { "written" };
                    let _ = write!(
                        comment,
                        " ({written} {pattern}, UTC{utc_offset_minutes:+} min)"
                    );
                }
            }
            let comment = self.comment_text(&comment);
            let _ = match self.code {
                CodeLanguage::Java => write!(
                    self.body,
                    "        // {comment}\n        byte[] {var} = {value};\n"
                ),
                CodeLanguage::Python => write!(self.body, "    # {comment}\n    {var} = {value}\n"),
                CodeLanguage::Php => write!(self.body, "    // {comment}\n    {var} = {value};\n"),
            };
        }
        let mut pieces = Vec::new();
        for part in &spec.parts {
            pieces.push(self.var(part.id));
            if let Some(sep) = &part.separator {
                pieces.push(self.bytes_lit(sep.as_bytes()));
            }
        }
        let key = self.concat(pieces);
        if !always_writes(spec) {
            // HBase refuses an empty row key (`Mutation.checkRow`: "Row length is 0"), and
            // so does the engine: the builder throws where the engine errs.
            let words = crate::i18n::messages::localize(|m| {
                m.encode_error_kind(&crate::encode::EncodeErrorKind::EmptyKey)
            });
            let lit = self.str_lit(if self.zh { &words.zh } else { &words.en });
            let _ = match self.code {
                CodeLanguage::Java => write!(
                    self.body,
                    "        byte[] key = {key};\n        if (key.length == 0) throw new IllegalArgumentException({lit});\n        return key;\n"
                ),
                CodeLanguage::Python => write!(
                    self.body,
                    "    key = {key}\n    if not key:\n        raise ValueError({lit})\n    return key\n"
                ),
                CodeLanguage::Php => write!(
                    self.body,
                    "    $key = {key};\n    if ($key === '') {{\n        throw new \\LengthException({lit});\n    }}\n    return $key;\n"
                ),
            };
            return;
        }
        let _ = match self.code {
            CodeLanguage::Java => writeln!(self.body, "        return {key};"),
            CodeLanguage::Python => writeln!(self.body, "    return {key}"),
            CodeLanguage::Php => writeln!(self.body, "    return {key};"),
        };
    }

    fn part_value(&mut self, spec: &KeySpec, i: usize) -> String {
        let part = &spec.parts[i];
        match &part.value {
            PartValue::Field {
                source,
                transforms,
                encoding,
            } => {
                let mut text = match source {
                    Source::Column { name } => self.col(name),
                    Source::Columns { names, joiner } => {
                        let cols = names.iter().map(|n| self.col(n)).collect();
                        self.join_text(cols, joiner)
                    }
                };
                for t in transforms {
                    text = match t {
                        Transform::Substring { keep, chars } => {
                            let name = if *keep == End::First {
                                "first_chars"
                            } else {
                                "last_chars"
                            };
                            // Java's int: no text has more characters anyway.
                            self.call(
                                name,
                                &[text, (*chars).min(i32::MAX.unsigned_abs()).to_string()],
                            )
                        }
                        Transform::Reverse => self.call("reverse_chars", &[text]),
                        Transform::ReverseDomain => self.call("reverse_domain", &[text]),
                    };
                }
                self.encoding(text, encoding)
            }
            PartValue::Literal { bytes } => self.bytes_lit(bytes.as_bytes()),
            PartValue::Md5 { input, output } => {
                let data = self.hash_input(spec, i, input);
                match (self.code, *output) {
                    (CodeLanguage::Php, Md5Output::Hex { chars }) => {
                        format!("substr(md5({data}), 0, {chars})")
                    }
                    (CodeLanguage::Php, Md5Output::Raw { bytes }) => {
                        format!("substr(md5({data}, true), 0, {bytes})")
                    }
                    (_, Md5Output::Hex { chars }) => {
                        self.call("md5_hex", &[data, chars.to_string()])
                    }
                    (_, Md5Output::Raw { bytes }) => {
                        self.call("md5_raw", &[data, bytes.to_string()])
                    }
                }
            }
            PartValue::Salt(salt) => {
                let n = salt.buckets.to_string();
                let bucket = match salt.bucketing {
                    Bucketing::RoundRobin => {
                        self.row_index = true;
                        let index = if self.code == CodeLanguage::Php {
                            "$index"
                        } else {
                            "index"
                        };
                        format!("{index} % {n}")
                    }
                    Bucketing::Random { .. } => match self.code {
                        CodeLanguage::Java => format!("ThreadLocalRandom.current().nextInt({n})"),
                        CodeLanguage::Python => format!("random.randrange({n})"),
                        CodeLanguage::Php => format!("random_int(0, {})", salt.buckets - 1),
                    },
                    other => {
                        let data = self.hash_input(spec, i, &salt.input);
                        let name = match other {
                            Bucketing::PhoenixHash => "phoenix_bucket",
                            Bucketing::HbaseWdHash => "hbasewd_bucket",
                            Bucketing::Md5Mod => "md5_mod",
                            Bucketing::PhpMd5Mod => "php70_md5_mod",
                            _ => "php71_md5_mod",
                        };
                        self.call(name, &[data, n])
                    }
                };
                match salt.output {
                    BucketOutput::Byte => self.call("bucket_byte", &[bucket]),
                    BucketOutput::Letter => self.call("bucket_letter", &[bucket]),
                    BucketOutput::Decimal { width } => {
                        self.call("bucket_decimal", &[bucket, width.to_string()])
                    }
                }
            }
            PartValue::RawKey { start, end } => {
                let text = self.col(KEY_COLUMN);
                let key = self.call("unescape_key", &[text]);
                if *start == 0 && end.is_none() {
                    return key;
                }
                let end = match (end, self.code) {
                    (Some(e), _) => e.to_string(),
                    (None, CodeLanguage::Java) => "Integer.MAX_VALUE".to_owned(),
                    (None, CodeLanguage::Python) => "None".to_owned(),
                    (None, CodeLanguage::Php) => "null".to_owned(),
                };
                self.call("slice", &[key, start.to_string(), end])
            }
        }
    }

    fn hash_input(&mut self, spec: &KeySpec, i: usize, input: &HashInput) -> String {
        match input {
            HashInput::Columns(names) => {
                let cols = names.iter().map(|n| self.col(n)).collect();
                let text = self.join_text(cols, "");
                self.utf8(text)
            }
            HashInput::Parts(ids) => {
                let vars = ids.iter().map(|id| self.var(*id)).collect();
                self.concat(vars)
            }
            HashInput::RestOfKey => {
                let mut pieces = Vec::new();
                for later in &spec.parts[i + 1..] {
                    pieces.push(self.var(later.id));
                    if let Some(sep) = &later.separator {
                        pieces.push(self.bytes_lit(sep.as_bytes()));
                    }
                }
                self.concat(pieces)
            }
        }
    }

    fn encoding(&mut self, text: String, encoding: &Encoding) -> String {
        match encoding {
            Encoding::Text { pad: None } => self.utf8(text),
            Encoding::Text { pad: Some(pad) } => {
                let value = self.utf8(text);
                let fill = if self.code == CodeLanguage::Java {
                    match pad.fill {
                        '\'' | '\\' => format!("'\\{}'", pad.fill),
                        c if c.is_ascii_graphic() || c == ' ' => format!("'{c}'"),
                        c => format!("(char) {}", u32::from(c)),
                    }
                } else {
                    self.str_lit(&pad.fill.to_string())
                };
                let side = self.str_lit(if pad.side == PadSide::Left {
                    "left"
                } else {
                    "right"
                });
                let too_long = self.str_lit(match pad.too_long {
                    TooLong::Error => "error",
                    TooLong::KeepFirst => "keep_first",
                    TooLong::KeepLast => "keep_last",
                });
                self.call("pad", &[value, pad.width.to_string(), fill, side, too_long])
            }
            Encoding::Integer(integer) => {
                let value = self.call("parse_integer", &[text]);
                self.integer(value, integer)
            }
            // Never written: `key_builder` refuses a recipe with a typed part first.
            Encoding::Typed(_) => self.utf8(text),
            Encoding::Timestamp { input, output } => {
                let millis = match input {
                    TimeInput::EpochSeconds => self.call("epoch_seconds", &[text]),
                    TimeInput::EpochMillis => self.call("epoch_millis", &[text]),
                    TimeInput::DateTime {
                        pattern,
                        utc_offset_minutes,
                    } => {
                        let tokens = self.tokens(pattern.as_str());
                        self.call(
                            "parse_time",
                            &[text, tokens, utc_offset_minutes.to_string()],
                        )
                    }
                };
                match output {
                    TimeOutput::Number { unit, integer } => {
                        let count = match (unit, self.code) {
                            (TimeUnit::Millis, _) => millis,
                            (TimeUnit::Seconds, CodeLanguage::Java) => {
                                format!("Math.floorDiv({millis}, 1000)")
                            }
                            (TimeUnit::Seconds, CodeLanguage::Python) => {
                                format!("{millis} // 1000")
                            }
                            (TimeUnit::Seconds, CodeLanguage::Php) => {
                                self.call("floor_div", &[millis, "1000".to_owned()])
                            }
                        };
                        let value = match self.code {
                            CodeLanguage::Java => format!("BigInteger.valueOf({count})"),
                            CodeLanguage::Python => count,
                            CodeLanguage::Php => format!("(string) {count}"),
                        };
                        self.integer(value, integer)
                    }
                    TimeOutput::Text {
                        pattern,
                        utc_offset_minutes,
                    } => {
                        let tokens = self.tokens(pattern.as_str());
                        self.call(
                            "format_time",
                            &[millis, tokens, utc_offset_minutes.to_string()],
                        )
                    }
                }
            }
        }
    }

    fn integer(&mut self, value: String, integer: &IntegerEncoding) -> String {
        let value = match integer.reverse {
            None => value,
            Some(from) => match self.code {
                CodeLanguage::Java => {
                    let max = match from {
                        ReverseFrom::LongMax => "Long.MAX_VALUE".to_owned(),
                        ReverseFrom::IntMax => "Integer.MAX_VALUE".to_owned(),
                        ReverseFrom::Custom(v) => format!("{v}L"),
                    };
                    format!("BigInteger.valueOf({max}).subtract({value})")
                }
                CodeLanguage::Python => format!("{} - {value}", from.value()),
                CodeLanguage::Php => {
                    let max = self.str_lit(&from.value().to_string());
                    self.call("reverse_from", &[max, value])
                }
            },
        };
        match integer.format {
            IntFormat::Decimal if self.code == CodeLanguage::Php => value,
            IntFormat::Decimal => self.call("decimal", &[value]),
            IntFormat::ZeroPadded { width } => {
                self.call("zero_padded", &[value, width.to_string()])
            }
            IntFormat::Binary {
                width,
                style,
                overflow,
            } => {
                let style = self.str_lit(match style {
                    BinaryStyle::Unsigned => "unsigned",
                    BinaryStyle::TwosComplement => "twos_complement",
                    BinaryStyle::SignFlipped => "sign_flipped",
                });
                let wrap = match (overflow == IntOverflow::Wrap, self.code) {
                    (true, CodeLanguage::Python) => "True",
                    (false, CodeLanguage::Python) => "False",
                    (true, _) => "true",
                    (false, _) => "false",
                };
                self.call(
                    "binary",
                    &[value, width.bytes().to_string(), style, wrap.to_owned()],
                )
            }
        }
    }

    /// The helpers used, in table order.
    fn helper_code(&self) -> String {
        let mut out = String::new();
        let suffix = match self.code {
            CodeLanguage::Java => "@java",
            CodeLanguage::Python => "@python",
            CodeLanguage::Php => "@php",
        };
        for (name, _, code) in self.table() {
            if self.helpers.contains(name) {
                out.push('\n');
                if self.code == CodeLanguage::Python {
                    out.push('\n');
                }
                if let Some(doc) = docs::doc(name, suffix, self.zh) {
                    let _ = match self.code {
                        CodeLanguage::Java => writeln!(out, "    /** {doc} */"),
                        CodeLanguage::Python => writeln!(out, "# {doc}"),
                        CodeLanguage::Php => writeln!(out, "/** {doc} */"),
                    };
                }
                out.push_str(code.strip_prefix('\n').unwrap_or(code));
            }
        }
        out
    }

    fn file(
        &self,
        spec: &KeySpec,
        lang: Lang,
        not_reproduced: &[NotReproduced],
        usage: &str,
        columns: &[String],
    ) -> String {
        let c = if self.code == CodeLanguage::Python {
            "#"
        } else {
            "//"
        };
        let mut head = String::new();
        if !not_reproduced.is_empty() {
            let list: Vec<String> = not_reproduced
                .iter()
                .map(|n| match lang {
                    Lang::En => format!("part {} ({})", spec.number(n.part), n.reason.text(lang)),
                    Lang::Zh => {
                        format!("第 {} 部分（{}）", spec.number(n.part), n.reason.text(lang))
                    }
                })
                .collect();
            let sep = if lang == Lang::Zh { "；" } else { "; " };
            let _ = writeln!(
                head,
                "{c} {} {}",
                not_reproduced_marker(lang),
                list.join(sep)
            );
        }
        let (what, run, generated, needs) = match lang {
            Lang::En => (
                "HBase row key",
                "Run: ",
                "Generated by RowKey Playground; byte for byte the key the page shows, and an exception where the page rejects the row.",
                "Needs: ",
            ),
            Lang::Zh => (
                "HBase 行键",
                "运行：",
                "由 RowKey Playground 生成；与页面显示的行键逐字节一致，页面拒绝的行抛出异常。",
                "需要：",
            ),
        };
        let runtime = match self.code {
            CodeLanguage::Java => "Java 11+",
            CodeLanguage::Python => "Python 3.6+",
            CodeLanguage::Php => "PHP 7.1+ (64-bit)",
        };
        let args: Vec<String> = columns.iter().map(|col| format!("{col}=...")).collect();
        let command = match self.code {
            CodeLanguage::Java => "java RowKeyBuilder.java",
            CodeLanguage::Python => "python3 row_key.py",
            CodeLanguage::Php => "php row_key.php",
        };
        let formula = self.comment_text(&formula(spec));
        let usage = self.comment_text(usage);
        let args = self.comment_text(&args.join(" "));
        let _ = writeln!(head, "{c} {what} = {formula}");
        let _ = writeln!(head, "{c} {generated}");
        let _ = writeln!(head, "{c} {needs}{runtime}");
        let _ = writeln!(head, "{c} {usage}");
        let _ = writeln!(head, "{c} {run}{command} {args}");
        let helpers = self.helper_code();
        let body = &self.body;
        let main_doc = match (self.code, self.zh) {
            (CodeLanguage::Java, false) => "The row key of one row (column name -> value).",
            (CodeLanguage::Python, false) => {
                "The row key of one row (a dict of column name -> str), as bytes."
            }
            (CodeLanguage::Php, false) => {
                "The row key of one row (column name => value), as a binary string."
            }
            (CodeLanguage::Java, true) => "一行（列名 -> 值）的行键。",
            (CodeLanguage::Python, true) => "一行（列名 -> str 的 dict）的行键，bytes 类型。",
            (CodeLanguage::Php, true) => "一行（列名 => 值）的行键，二进制字符串。",
        };
        match self.code {
            CodeLanguage::Java => {
                let class_text = format!("{body}{helpers}");
                let mut imports = String::new();
                for (needle, import) in [
                    ("ByteArrayOutputStream", "java.io.ByteArrayOutputStream"),
                    ("BigInteger", "java.math.BigInteger"),
                    ("StandardCharsets", "java.nio.charset.StandardCharsets"),
                    ("MessageDigest", "java.security.MessageDigest"),
                    ("Arrays.", "java.util.Arrays"),
                    ("", "java.util.HashMap"),
                    ("", "java.util.Map"),
                    (
                        "ThreadLocalRandom",
                        "java.util.concurrent.ThreadLocalRandom",
                    ),
                    ("Matcher", "java.util.regex.Matcher"),
                    ("Pattern.", "java.util.regex.Pattern"),
                ] {
                    if class_text.contains(needle) {
                        let _ = writeln!(imports, "import {import};");
                    }
                }
                let counter = if self.row_index {
                    "    /** Rows built so far: a round-robin bucket is the row's position mod n. */\n    private static long rowIndex = 0;\n\n"
                } else {
                    ""
                };
                let index = if self.row_index {
                    "        long index = rowIndex++;\n"
                } else {
                    ""
                };
                format!(
                    "{head}\n{imports}\npublic final class RowKeyBuilder {{\n{counter}    /** {main_doc} */\n    public static byte[] rowKey(Map<String, String> row) {{\n{index}{body}    }}\n{helpers}{JAVA_MAIN}}}\n"
                )
            }
            CodeLanguage::Python => {
                let text = format!("{body}{helpers}");
                let mut imports = String::new();
                if text.contains("hashlib.") {
                    imports.push_str("import hashlib\n");
                }
                if self.row_index {
                    imports.push_str("import itertools\n");
                }
                if text.contains("random.") {
                    imports.push_str("import random\n");
                }
                if text.contains("re.sub(")
                    || text.contains("re.match(")
                    || text.contains("re.fullmatch(")
                {
                    imports.push_str("import re\n");
                }
                let (counter, index) = if self.row_index {
                    (
                        "_row_index = itertools.count()\n\n\n",
                        "    index = next(_row_index)\n",
                    )
                } else {
                    ("", "")
                };
                let imports = if imports.is_empty() {
                    String::new()
                } else {
                    format!("{imports}\n\n")
                };
                format!(
                    "{head}\n{imports}{counter}def row_key(row):\n    \"\"\"{main_doc}\"\"\"\n{index}{body}{helpers}{PYTHON_MAIN}"
                )
            }
            CodeLanguage::Php => {
                let index = if self.row_index {
                    "    static $rowIndex = 0;\n    $index = $rowIndex++;\n"
                } else {
                    ""
                };
                format!(
                    "<?php\n{head}\n/** {main_doc} */\nfunction row_key(array $row): string\n{{\n{index}{body}}}\n{helpers}{PHP_MAIN}"
                )
            }
        }
    }
}

/// Whether every key of the recipe has at least one byte: some part always writes one (a
/// literal, a digest, a bucket, a number, a time, padded text, a separator). Otherwise (plain
/// text and pasted-key parts only) a row can give the empty key, which the builder refuses.
fn always_writes(spec: &KeySpec) -> bool {
    spec.parts.iter().any(|part| {
        part.separator
            .as_ref()
            .is_some_and(|s| !s.as_bytes().is_empty())
            || match &part.value {
                PartValue::Literal { bytes } => !bytes.as_bytes().is_empty(),
                PartValue::Md5 { .. } | PartValue::Salt(_) => true,
                PartValue::RawKey { .. } => false,
                PartValue::Field { encoding, .. } => match encoding {
                    Encoding::Text { pad } => pad.as_ref().is_some_and(|p| p.width > 0),
                    Encoding::Integer(_) | Encoding::Timestamp { .. } => true,
                    // A typed part has no builder (refused before the body is written).
                    Encoding::Typed(_) => false,
                },
            }
    })
}

const JAVA_MAIN: &str = r#"
    /** Prints the key of the row given as column=value arguments, as the HBase shell shows it. */
    public static void main(String[] args) {
        Map<String, String> row = new HashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            row.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        StringBuilder out = new StringBuilder();
        for (byte b : rowKey(row)) {
            out.append(b >= 0x20 && b < 0x7F && b != '\\' ? String.valueOf((char) b) : String.format("\\x%02X", b & 0xFF));
        }
        System.out.println(out);
    }
"#;

const PYTHON_MAIN: &str = r#"

if __name__ == "__main__":
    import sys

    key = row_key(dict(arg.split("=", 1) for arg in sys.argv[1:]))
    print("".join(chr(b) if 32 <= b < 127 and b != 92 else "\\x%02X" % b for b in key))
"#;

const PHP_MAIN: &str = r#"
if (PHP_SAPI === 'cli' && isset($argv[0]) && realpath($argv[0]) === __FILE__) {
    $row = [];
    foreach (array_slice($argv, 1) as $arg) {
        [$name, $value] = explode('=', $arg, 2);
        $row[$name] = $value;
    }
    echo preg_replace_callback('/[^\x20-\x5B\x5D-\x7E]/', function ($m) {
        return sprintf('\x%02X', ord($m[0]));
    }, row_key($row)), "\n";
}
"#;
