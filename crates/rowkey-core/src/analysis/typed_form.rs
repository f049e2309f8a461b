//! The key builder's fields for a part written by a store's typed encoding (Phoenix,
//! HBase `OrderedBytes`, Bigtable): the type, `CHAR`'s length, `DECIMAL`'s precision and
//! scale, and the order, each turned into the [`TypedEncoding`] it makes, so that the page
//! needs no type of `rowkey-encodings`.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::typed_form::TypedForm;
//! use rowkey_core::analysis::editor::{EncodingKind, typed_types};
//! use rowkey_encodings::Order;
//!
//! let varchar = typed_types(EncodingKind::Phoenix, Order::Asc)[13];
//! let form = TypedForm::of(varchar);
//! assert_eq!(form.types[form.type_index], "VARCHAR");
//! assert_eq!(form.descending, Some(false));
//! let desc = TypedForm::of(form.with_descending(true));
//! assert_eq!(desc.descending, Some(true));
//! ```

use std::mem::discriminant;

use rowkey_encodings::Order;
use rowkey_encodings::phoenix::{PhoenixError, PhoenixType};

use crate::encode::EncodeErrorKind;
use crate::i18n::Localized;
use crate::i18n::messages::localize;
use crate::spec::{MAX_WIDTH, PartProblem};
use crate::typed::{TypedEncoding, TypedError};

/// What the typed-encoding fields of one part show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedForm {
    /// The store's types, in picker order, as the store names them (`CHAR(n)` for the
    /// type whose length is a field of its own; `DECIMAL`'s precision and scale are one too).
    pub types: Vec<String>,
    /// The position of the part's type in [`TypedForm::types`].
    pub type_index: usize,
    /// Whether the part is `DESC`, or `None` where the store has no order (Bigtable).
    pub descending: Option<bool>,
    /// `CHAR`'s length as text, for a `CHAR(n)` part.
    pub char_length: Option<String>,
    /// `DECIMAL`'s `precision,scale` as text (empty: plain `DECIMAL`), for a `DECIMAL` part.
    pub decimal: Option<String>,
    encoding: TypedEncoding,
}

/// Whether two encodings are the same store and type, parameters (`CHAR`'s length,
/// `DECIMAL`'s precision and scale) and order aside.
fn same_type(a: TypedEncoding, b: TypedEncoding) -> bool {
    use TypedEncoding as T;
    match (a, b) {
        (T::Phoenix { r#type: x, .. }, T::Phoenix { r#type: y, .. }) => {
            discriminant(&x) == discriminant(&y)
        }
        (T::OrderedBytes { r#type: x, .. }, T::OrderedBytes { r#type: y, .. }) => x == y,
        (T::Bigtable { r#type: x }, T::Bigtable { r#type: y }) => x == y,
        _ => false,
    }
}

/// The picker's name of a type: the store's own, with `CHAR(n)` for any length.
fn type_label(encoding: TypedEncoding) -> String {
    match encoding {
        TypedEncoding::Phoenix {
            r#type: PhoenixType::Char(_),
            ..
        } => "CHAR(n)".to_owned(),
        TypedEncoding::Phoenix {
            r#type: PhoenixType::Decimal(_),
            ..
        } => "DECIMAL".to_owned(),
        other => other.type_name(),
    }
}

impl TypedForm {
    /// The fields of a part written in `encoding`.
    #[must_use]
    pub fn of(encoding: TypedEncoding) -> Self {
        let all = TypedEncoding::types_of(encoding.store(), encoding.order());
        let (char_length, decimal) = match encoding {
            TypedEncoding::Phoenix {
                r#type: PhoenixType::Char(n),
                ..
            } => (Some(n.to_string()), None),
            TypedEncoding::Phoenix {
                r#type: PhoenixType::Decimal(ps),
                ..
            } => (
                None,
                Some(ps.map_or_else(String::new, |(p, s)| format!("{p},{s}"))),
            ),
            _ => (None, None),
        };
        Self {
            types: all.iter().map(|&t| type_label(t)).collect(),
            type_index: all
                .iter()
                .position(|&t| same_type(t, encoding))
                .unwrap_or(0),
            descending: match encoding {
                TypedEncoding::Bigtable { .. } => None,
                other => Some(other.order() == Order::Desc),
            },
            char_length,
            decimal,
            encoding,
        }
    }

    /// The encoding with the type at `index` of [`TypedForm::types`] (same order; the
    /// parameters kept when the type stays), or `None` past the end.
    #[must_use]
    pub fn with_type(&self, index: usize) -> Option<TypedEncoding> {
        let new =
            *TypedEncoding::types_of(self.encoding.store(), self.encoding.order()).get(index)?;
        Some(if same_type(new, self.encoding) {
            self.encoding
        } else {
            new
        })
    }

    /// The encoding in the other order (a Bigtable field has none: unchanged).
    #[must_use]
    pub fn with_descending(&self, descending: bool) -> TypedEncoding {
        let order = if descending { Order::Desc } else { Order::Asc };
        match self.encoding {
            TypedEncoding::Phoenix { r#type, .. } => TypedEncoding::Phoenix { r#type, order },
            TypedEncoding::OrderedBytes { r#type, .. } => {
                TypedEncoding::OrderedBytes { r#type, order }
            }
            bigtable @ TypedEncoding::Bigtable { .. } => bigtable,
        }
    }

    /// `CHAR(n)` with the length in `text`: 1 to [`MAX_WIDTH`].
    ///
    /// # Errors
    ///
    /// The width's own message (`a width is 1 to 1024, not 0`), or that the text is no
    /// whole number.
    pub fn parse_char_length(&self, text: &str) -> Result<TypedEncoding, Localized> {
        let n: u64 = text
            .trim()
            .parse()
            .map_err(|_| localize(|m| m.editor_not_whole(text.trim())))?;
        match u16::try_from(n) {
            Ok(width) if (1..=MAX_WIDTH).contains(&width) => {
                Ok(self.with_phoenix(PhoenixType::Char(width)))
            }
            _ => Err(localize(|m| {
                m.part_problem(&PartProblem::Width {
                    width: u16::try_from(n).unwrap_or(u16::MAX),
                    max: MAX_WIDTH,
                })
            })),
        }
    }

    /// `DECIMAL` with `precision,scale` from `text` (`10,2`; `10` is `10,0`; empty: plain
    /// `DECIMAL`), checked as Phoenix checks it: precision 1 to 38. A scale above the
    /// precision is kept as typed; Phoenix stores it clamped to the precision (`ColumnDef`),
    /// and so do the encoding and the DDL ([`PhoenixType::stored`]).
    ///
    /// # Errors
    ///
    /// That a number is not a whole number, or Phoenix's refusal of the precision and scale.
    pub fn parse_decimal(&self, text: &str) -> Result<TypedEncoding, Localized> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(self.with_phoenix(PhoenixType::Decimal(None)));
        }
        let number = |t: &str| {
            t.trim()
                .parse::<u8>()
                .map_err(|_| localize(|m| m.editor_not_whole(t.trim())))
        };
        let (precision, scale) = match text.split_once(',') {
            Some((p, s)) => (number(p)?, number(s)?),
            None => (number(text)?, 0),
        };
        let decimal = self.with_phoenix(PhoenixType::Decimal(Some((precision, scale))));
        // Only the type's own refusal: a value may not fit a type that is valid (`0` has one
        // integer digit, which `DECIMAL(2,2)` does not hold).
        match decimal.value_bytes("0") {
            Err(e @ TypedError::Phoenix(PhoenixError::BadDecimalType { .. })) => {
                Err(localize(|m| {
                    m.encode_error_kind(&EncodeErrorKind::Typed(e.clone()))
                }))
            }
            _ => Ok(decimal),
        }
    }

    /// This Phoenix part's order with another type.
    fn with_phoenix(&self, r#type: PhoenixType) -> TypedEncoding {
        TypedEncoding::Phoenix {
            r#type,
            order: self.encoding.order(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::typed::Store;

    fn phoenix(r#type: PhoenixType, order: Order) -> TypedEncoding {
        TypedEncoding::Phoenix { r#type, order }
    }

    #[test]
    fn every_type_of_every_store_reads_back_at_its_own_index() {
        for store in [Store::Phoenix, Store::OrderedBytes, Store::Bigtable] {
            for order in [Order::Asc, Order::Desc] {
                for (i, t) in TypedEncoding::types_of(store, order)
                    .into_iter()
                    .enumerate()
                {
                    let form = TypedForm::of(t);
                    assert_eq!(form.type_index, i, "{t:?}");
                    assert_eq!(form.with_type(i), Some(t));
                    assert_eq!(
                        TypedForm::of(form.with_descending(order == Order::Desc)),
                        form
                    );
                }
            }
        }
    }

    #[test]
    fn the_order_and_the_parameters_survive_the_other_edits() {
        let char8 = TypedForm::of(phoenix(PhoenixType::Char(8), Order::Desc));
        assert_eq!(char8.char_length.as_deref(), Some("8"));
        assert_eq!(char8.descending, Some(true));
        let index = char8.type_index;
        assert_eq!(
            char8.with_type(index),
            Some(phoenix(PhoenixType::Char(8), Order::Desc))
        );
        let date = char8.types.iter().position(|t| t == "DATE").unwrap();
        assert_eq!(
            char8.with_type(date),
            Some(phoenix(PhoenixType::Date, Order::Desc))
        );
        assert_eq!(
            char8.with_descending(false),
            phoenix(PhoenixType::Char(8), Order::Asc)
        );
        let bigtable = TypedForm::of(TypedEncoding::types_of(Store::Bigtable, Order::Asc)[0]);
        assert_eq!(bigtable.descending, None);
        assert_eq!(char8.with_type(99), None);
    }

    #[test]
    fn char_length_and_decimal_are_checked_as_phoenix_checks_them() {
        let form = TypedForm::of(phoenix(PhoenixType::Decimal(None), Order::Asc));
        assert_eq!(form.decimal.as_deref(), Some(""));
        assert_eq!(
            form.parse_decimal(" 10, 2 "),
            Ok(phoenix(PhoenixType::Decimal(Some((10, 2))), Order::Asc))
        );
        assert_eq!(
            form.parse_decimal("12"),
            Ok(phoenix(PhoenixType::Decimal(Some((12, 0))), Order::Asc))
        );
        assert_eq!(
            form.parse_decimal(""),
            Ok(phoenix(PhoenixType::Decimal(None), Order::Asc))
        );
        // Phoenix's limits (PDataType.MAX_PRECISION = 38). A scale above the precision is
        // no refusal: Phoenix clamps it (ColumnDef), and the form keeps what was typed
        // (issue 31 item 13: "5,6" was refused).
        assert_eq!(
            form.parse_decimal("5,6"),
            Ok(phoenix(PhoenixType::Decimal(Some((5, 6))), Order::Asc))
        );
        for bad in ["39,0", "0,0"] {
            let e = form.parse_decimal(bad).unwrap_err();
            assert!(e.get(Lang::En).contains("DECIMAL"), "{bad}: {e:?}");
            assert!(e.get(Lang::Zh).contains("精度"), "{bad}: {e:?}");
        }
        assert!(
            form.parse_decimal("ten")
                .unwrap_err()
                .get(Lang::En)
                .contains("ten")
        );
        assert_eq!(
            form.parse_char_length("3"),
            Ok(phoenix(PhoenixType::Char(3), Order::Asc))
        );
        assert!(form.parse_char_length("0").is_err());
        assert!(form.parse_char_length("x").is_err());
    }
}
