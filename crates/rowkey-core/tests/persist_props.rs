//! Round trips of everything the page saves: arbitrary [`Inputs`] (recipes with every part
//! kind, splits of every kind, queries with every operator, pasted and generated samples)
//! through the URL fragment and the autosave, and arbitrary designs through the design file
//! JSON (with their sample and arrival order, when they have them), and arbitrary inputs
//! through the exported design file (all but their sizing), come back equal. Recipes include
//! ones the page can hold while they are invalid (for example an md5 of a part that was
//! removed since): those must come back too. The open lesson saved with them comes back too,
//! less what this version does not know (an unknown preset or variant, a tour point past the
//! end), and never at the cost of the design.

use proptest::prelude::*;
use rowkey_core::analysis::{Arrival, FormatChoice, Inputs, SampleSource, Sizing};
use rowkey_core::design::{DESIGN_FORMAT_VERSION, Design};
use rowkey_core::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, TimeFormat};
use rowkey_core::layout::{Layout, LayoutForm, LiveRegion};
use rowkey_core::literal::ByteString;
use rowkey_core::persist::{
    LessonRef, Origin, autosave, export_design, read_design, restore, share,
};
use rowkey_core::plan::{Latest, Op, Predicate, Query};
use rowkey_core::presets::gallery;
use rowkey_core::sample::SampleFormat;
use rowkey_core::spec::{
    BinaryStyle, BucketOutput, Bucketing, ByteWidth, Encoding, End, HashInput, IntFormat,
    IntOverflow, IntegerEncoding, KeyPart, KeySpec, Md5Output, Pad, PadSide, PartId, PartValue,
    ReverseFrom, Salt, Source, TimeInput, TimeOutput, TimeUnit, TooLong, Transform,
};
use rowkey_core::split::{SplitAlgorithm, SplitSpec};
use rowkey_core::time::TimePattern;
use rowkey_core::typed::TypedEncoding;

/// Text a user can type: mostly names and numbers, sometimes anything (controls, NUL,
/// quotes, backslashes, any Unicode).
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-z0-9_]{0,6}",
        2 => "[\\\\x\"'#,\t\n 0-9A-Fa-f]{0,8}",
        1 => any::<String>().prop_map(|s| s.chars().take(12).collect()),
    ]
}

fn bytes() -> impl Strategy<Value = ByteString> {
    prop::collection::vec(any::<u8>(), 0..8).prop_map(ByteString::new)
}

fn pattern() -> impl Strategy<Value = TimePattern> {
    prop_oneof![
        Just("yyyyMMddHHmmss"),
        Just("yyyy-MM-dd"),
        Just("yyyyMMdd"),
        Just("dd/MM/yyyy"),
    ]
    .prop_map(|p| TimePattern::new(p).expect("a valid pattern"))
}

fn reverse() -> impl Strategy<Value = Option<ReverseFrom>> {
    prop_oneof![
        Just(None),
        Just(Some(ReverseFrom::LongMax)),
        Just(Some(ReverseFrom::IntMax)),
        any::<i64>().prop_map(|v| Some(ReverseFrom::Custom(v))),
    ]
}

fn int_format() -> impl Strategy<Value = IntFormat> {
    let width = prop_oneof![
        Just(ByteWidth::One),
        Just(ByteWidth::Two),
        Just(ByteWidth::Four),
        Just(ByteWidth::Eight)
    ];
    let style = prop_oneof![
        Just(BinaryStyle::Unsigned),
        Just(BinaryStyle::TwosComplement),
        Just(BinaryStyle::SignFlipped)
    ];
    let overflow = prop_oneof![Just(IntOverflow::Error), Just(IntOverflow::Wrap)];
    prop_oneof![
        Just(IntFormat::Decimal),
        any::<u16>().prop_map(|width| IntFormat::ZeroPadded { width }),
        (width, style, overflow).prop_map(|(width, style, overflow)| IntFormat::Binary {
            width,
            style,
            overflow
        }),
    ]
}

fn integer() -> impl Strategy<Value = IntegerEncoding> {
    (reverse(), int_format()).prop_map(|(reverse, format)| IntegerEncoding { reverse, format })
}

fn encoding() -> BoxedStrategy<Encoding> {
    let side = prop_oneof![Just(PadSide::Left), Just(PadSide::Right)];
    let too_long = prop_oneof![
        Just(TooLong::Error),
        Just(TooLong::KeepFirst),
        Just(TooLong::KeepLast)
    ];
    let pad = prop::option::of((side, any::<u16>(), any::<char>(), too_long).prop_map(
        |(side, width, fill, too_long)| Pad {
            side,
            width,
            fill,
            too_long,
        },
    ));
    let offset = -1440i32..=1440;
    let input = prop_oneof![
        Just(TimeInput::EpochSeconds),
        Just(TimeInput::EpochMillis),
        (pattern(), offset.clone()).prop_map(|(pattern, utc_offset_minutes)| {
            TimeInput::DateTime {
                pattern,
                utc_offset_minutes,
            }
        }),
    ];
    let unit = prop_oneof![Just(TimeUnit::Seconds), Just(TimeUnit::Millis)];
    let output = prop_oneof![
        (unit, integer()).prop_map(|(unit, integer)| TimeOutput::Number { unit, integer }),
        (pattern(), offset).prop_map(|(pattern, utc_offset_minutes)| TimeOutput::Text {
            pattern,
            utc_offset_minutes
        }),
    ];
    prop_oneof![
        pad.prop_map(|pad| Encoding::Text { pad }),
        integer().prop_map(Encoding::Integer),
        (input, output).prop_map(|(input, output)| Encoding::Timestamp { input, output }),
        typed().prop_map(Encoding::Typed),
    ]
    .boxed()
}

/// Every store, every type (CHAR and DECIMAL with any parameters), both orders.
fn typed() -> BoxedStrategy<TypedEncoding> {
    use rowkey_encodings::Order;
    use rowkey_encodings::bigtable::FieldType;
    use rowkey_encodings::ordered_bytes::OrderedType;
    use rowkey_encodings::phoenix::PhoenixType;
    let order = prop_oneof![Just(Order::Asc), Just(Order::Desc)];
    let phoenix_type = prop_oneof![
        prop::sample::select(PhoenixType::ALL.to_vec()),
        any::<u16>().prop_map(PhoenixType::Char),
        prop::option::of(any::<(u8, u8)>()).prop_map(PhoenixType::Decimal),
    ];
    prop_oneof![
        (phoenix_type, order.clone())
            .prop_map(|(r#type, order)| TypedEncoding::Phoenix { r#type, order }),
        (prop::sample::select(OrderedType::ALL.to_vec()), order)
            .prop_map(|(r#type, order)| TypedEncoding::OrderedBytes { r#type, order }),
        prop::sample::select(FieldType::ALL.to_vec())
            .prop_map(|r#type| TypedEncoding::Bigtable { r#type }),
    ]
    .boxed()
}

fn hash_input() -> impl Strategy<Value = HashInput> {
    prop_oneof![
        prop::collection::vec(text(), 0..3).prop_map(HashInput::Columns),
        prop::collection::vec((0u32..6).prop_map(PartId), 0..3).prop_map(HashInput::Parts),
        Just(HashInput::RestOfKey),
    ]
}

fn part_value() -> impl Strategy<Value = PartValue> {
    let source = prop_oneof![
        text().prop_map(|name| Source::Column { name }),
        (prop::collection::vec(text(), 0..3), text())
            .prop_map(|(names, joiner)| Source::Columns { names, joiner }),
    ];
    let transform = prop_oneof![
        (prop_oneof![Just(End::First), Just(End::Last)], any::<u32>())
            .prop_map(|(keep, chars)| Transform::Substring { keep, chars }),
        Just(Transform::Reverse),
        Just(Transform::ReverseDomain),
    ];
    let md5 = prop_oneof![
        any::<u8>().prop_map(|chars| Md5Output::Hex { chars }),
        any::<u8>().prop_map(|bytes| Md5Output::Raw { bytes }),
    ];
    let bucketing = prop_oneof![
        Just(Bucketing::PhoenixHash),
        Just(Bucketing::HbaseWdHash),
        Just(Bucketing::Md5Mod),
        Just(Bucketing::PhpMd5Mod),
        Just(Bucketing::Php71Md5Mod),
        Just(Bucketing::RoundRobin),
        any::<u64>().prop_map(|seed| Bucketing::Random { seed }),
    ];
    let bucket_output = prop_oneof![
        Just(BucketOutput::Byte),
        any::<u16>().prop_map(|width| BucketOutput::Decimal { width }),
        Just(BucketOutput::Letter),
    ];
    prop_oneof![
        (source, prop::collection::vec(transform, 0..3), encoding()).prop_map(
            |(source, transforms, encoding)| PartValue::Field {
                source,
                transforms,
                encoding
            }
        ),
        bytes().prop_map(|bytes| PartValue::Literal { bytes }),
        (hash_input(), md5).prop_map(|(input, output)| PartValue::Md5 { input, output }),
        (bucketing, 0u32..300, bucket_output, hash_input()).prop_map(
            |(bucketing, buckets, output, input)| PartValue::Salt(Salt {
                bucketing,
                buckets,
                output,
                input
            })
        ),
        // Any range, valid or not: a saved recipe keeps what it has.
        (any::<u32>(), prop::option::of(any::<u32>()))
            .prop_map(|(start, end)| PartValue::RawKey { start, end }),
    ]
}

fn recipe() -> impl Strategy<Value = KeySpec> {
    prop::collection::vec((text(), part_value(), prop::option::of(bytes())), 0..5).prop_map(
        |parts| {
            KeySpec::new(
                parts
                    .into_iter()
                    .zip(1u32..)
                    .map(|((label, value, separator), id)| KeyPart {
                        id: PartId(id),
                        label,
                        value,
                        separator,
                    })
                    .collect(),
            )
        },
    )
}

fn splits() -> impl Strategy<Value = SplitSpec> {
    let algorithm = prop_oneof![
        Just(SplitAlgorithm::HexString),
        Just(SplitAlgorithm::DecimalString),
        Just(SplitAlgorithm::Uniform),
    ];
    prop_oneof![
        Just(SplitSpec::None),
        prop::collection::vec(text(), 0..5).prop_map(|splits| SplitSpec::Explicit { splits }),
        text().prop_map(|text| SplitSpec::File { text }),
        (
            algorithm,
            any::<u32>(),
            prop::option::of(text()),
            prop::option::of(text())
        )
            .prop_map(|(algorithm, num_regions, first_row, last_row)| {
                SplitSpec::NumRegions {
                    algorithm,
                    num_regions,
                    first_row,
                    last_row,
                }
            }),
        any::<u16>().prop_map(|buckets| SplitSpec::SaltBuckets { buckets }),
        (text(), text(), any::<u32>()).prop_map(|(start, end, num_regions)| {
            SplitSpec::KeyRange {
                start,
                end,
                num_regions,
            }
        }),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        text().prop_map(|value| Op::Eq { value }),
        prop::collection::vec(text(), 0..4).prop_map(|values| Op::In { values }),
        text().prop_map(|value| Op::Lt { value }),
        text().prop_map(|value| Op::Le { value }),
        text().prop_map(|value| Op::Gt { value }),
        text().prop_map(|value| Op::Ge { value }),
        (text(), text()).prop_map(|(low, high)| Op::Between { low, high }),
        text().prop_map(|prefix| Op::StartsWith { prefix }),
        text().prop_map(|suffix| Op::EndsWith { suffix }),
        text().prop_map(|suffix| Op::HostEndsWith { suffix }),
    ]
}

fn query() -> impl Strategy<Value = Query> {
    (
        text(),
        prop::collection::vec(
            (text(), op()).prop_map(|(column, op)| Predicate { column, op }),
            0..4,
        ),
        prop::option::of(
            (any::<u32>(), text()).prop_map(|(count, column)| Latest { count, column }),
        ),
    )
        .prop_map(|(name, predicates, latest)| {
            let mut q = Query::new(&name);
            q.predicates = predicates;
            q.latest = latest;
            q
        })
}

fn generator() -> impl Strategy<Value = ColumnGenerator> {
    let time_format = prop_oneof![
        Just(TimeFormat::EpochMillis),
        Just(TimeFormat::EpochSeconds),
        Just(TimeFormat::DateTime)
    ];
    prop_oneof![
        (any::<i64>(), any::<i64>())
            .prop_map(|(start, step)| ColumnGenerator::Sequence { start, step }),
        (any::<i64>(), any::<i64>(), any::<u64>(), time_format).prop_map(
            |(start_millis, interval_millis, jitter_millis, format)| ColumnGenerator::Timestamp {
                start_millis,
                interval_millis,
                jitter_millis,
                format
            }
        ),
        (
            any::<u64>(),
            // A design keeps its exponent in thousandths (generate::zipf_exponent).
            (0u32..=1_000_000).prop_map(|k| f64::from(k) / 1000.0),
            text()
        )
            .prop_map(|(users, exponent, prefix)| ColumnGenerator::ZipfUser {
                users,
                exponent,
                prefix
            }),
        (0usize..100).prop_map(|len| ColumnGenerator::Hex { len }),
        (text(), 0usize..30).prop_map(|(prefix, digits)| ColumnGenerator::Phone { prefix, digits }),
        prop::collection::vec(text(), 0..4).prop_map(|options| ColumnGenerator::Choice { options }),
    ]
}

fn sample() -> impl Strategy<Value = SampleSource> {
    let format = prop_oneof![
        Just(FormatChoice::Auto),
        prop::sample::select(SampleFormat::ALL.to_vec()).prop_map(FormatChoice::Fixed),
    ];
    let pasted = (
        prop::collection::vec(text(), 0..6).prop_map(|lines| lines.join("\n")),
        format,
        any::<bool>(),
    )
        .prop_map(|(text, format, skip_bad_lines)| SampleSource::Pasted {
            text,
            format,
            skip_bad_lines,
        });
    let generated = (
        0usize..100_000,
        any::<u64>(),
        prop::collection::vec(
            (text(), generator()).prop_map(|(name, generator)| ColumnSpec::new(name, generator)),
            0..4,
        ),
    )
        .prop_map(|(rows, seed, columns)| SampleSource::Generated {
            spec: GeneratorSpec {
                rows,
                seed,
                columns,
            },
        });
    prop_oneof![pasted, generated]
}

fn arrival() -> impl Strategy<Value = Arrival> {
    prop_oneof![
        Just(Arrival::InputOrder),
        text().prop_map(|name| Arrival::Column { name })
    ]
}

/// An imported live layout, or none: 1 to 6 regions tiling the key space (arbitrary
/// distinct start keys), each with or without a size (in quarter MB: exact in JSON) and a
/// request count, from any form, with or without a table name.
fn live() -> impl Strategy<Value = Option<Layout>> {
    let region = (
        any::<usize>(),
        prop::option::of((0u32..40_000_000).prop_map(|q| f64::from(q) / 4.0)),
        prop::option::of(any::<u64>()),
    );
    let layout = (
        prop::sample::select(vec![
            LayoutForm::ListRegions,
            LayoutForm::GetSplits,
            LayoutForm::MetaScan,
            LayoutForm::MasterUi,
        ]),
        prop::option::of(text()),
        prop::collection::btree_set(prop::collection::vec(any::<u8>(), 1..6), 0..5),
        prop::collection::vec(region, 6),
    )
        .prop_map(|(form, table, starts, details)| {
            let mut bounds: Vec<Vec<u8>> = vec![Vec::new()];
            bounds.extend(starts);
            let regions = bounds
                .iter()
                .enumerate()
                .zip(details)
                .map(|((i, start), (line, size_mb, requests))| LiveRegion {
                    start: start.clone(),
                    end: bounds.get(i + 1).cloned().unwrap_or_default(),
                    line,
                    size_mb,
                    requests,
                })
                .collect();
            Layout {
                form,
                table,
                regions,
            }
        });
    prop::option::of(layout)
}

/// The whole inputs. Each part is boxed: unboxed, the strategy's value tree is one value on
/// the stack, larger than a test thread's stack in a debug build.
fn inputs() -> impl Strategy<Value = Inputs> {
    (
        recipe().boxed(),
        sample().boxed(),
        splits().boxed(),
        arrival(),
        (any::<u64>(), any::<u64>()).prop_map(|(table_rows, value_bytes_per_row)| Sizing {
            table_rows,
            value_bytes_per_row,
        }),
        prop::collection::vec(query(), 0..4).boxed(),
        text(),
        text(),
        prop::option::of(text()),
        live().boxed(),
    )
        .prop_map(
            |(recipe, sample, splits, arrival, sizing, queries, table, family, qualifier, live)| {
                // Most often the layout's own splits, as an import leaves them.
                let splits = match (&live, splits) {
                    (Some(l), SplitSpec::None) => l.split_spec(),
                    (_, splits) => splits,
                };
                Inputs {
                    recipe,
                    sample,
                    splits,
                    arrival,
                    sizing,
                    queries,
                    table,
                    family,
                    qualifier,
                    live,
                }
            },
        )
}

/// A lesson to save, and the lesson that must come back: none; one of the gallery's variants
/// with its tour stopped or at one of its points (back as it is); one with a point past the
/// tour's end (back with the tour stopped); or ids this version does not know (no lesson
/// back).
fn lesson() -> impl Strategy<Value = (Option<LessonRef>, Option<LessonRef>)> {
    let variant = (0..gallery().len(), any::<prop::sample::Index>()).prop_map(|(p, v)| {
        let preset = &gallery()[p];
        (preset, v.get(&preset.variants))
    });
    let points = |v: &rowkey_core::presets::Variant| u32::try_from(v.notice.len()).unwrap();
    let at = |preset: &str, variant: &str, step| LessonRef {
        preset: preset.to_owned(),
        variant: variant.to_owned(),
        step,
        lang: None,
    };
    let known = (variant.clone(), any::<prop::sample::Index>(), any::<bool>()).prop_map(
        move |((preset, variant), point, tour)| {
            let step = (tour && points(variant) > 0)
                .then(|| u32::try_from(point.index(variant.notice.len())).unwrap());
            let lesson = at(preset.id, variant.id, step);
            (Some(lesson.clone()), Some(lesson))
        },
    );
    let past_the_end = (variant.clone(), 0u32..4, any::<u32>(), any::<bool>()).prop_map(
        move |((preset, variant), beyond, far, near)| {
            // Just past the last point, or anywhere further.
            let step = if near {
                points(variant) + beyond
            } else {
                far.max(points(variant))
            };
            (
                Some(at(preset.id, variant.id, Some(step))),
                Some(at(preset.id, variant.id, None)),
            )
        },
    );
    let unknown = (
        variant,
        text(),
        prop::option::of(any::<u32>()),
        any::<bool>(),
    )
        .prop_map(move |((preset, variant), other, step, keep_preset)| {
            let other = format!("{other}?"); // Never an id (ids are kebab-case).
            let saved = if keep_preset {
                at(preset.id, &other, step)
            } else {
                at(&other, variant.id, step)
            };
            (Some(saved), None)
        });
    prop_oneof![
        2 => Just((None, None)),
        3 => known,
        1 => past_the_end,
        1 => unknown,
    ]
}

fn design() -> impl Strategy<Value = Design> {
    (
        recipe().boxed(),
        splits().boxed(),
        prop::collection::vec(query(), 0..4).boxed(),
        text(),
        text(),
        prop::option::of(text()),
        prop::option::of(sample().boxed()),
        prop::option::of(arrival()),
    )
        .prop_map(
            |(recipe, splits, queries, table, family, qualifier, sample, arrival)| Design {
                version: DESIGN_FORMAT_VERSION,
                table,
                family,
                recipe,
                splits,
                queries,
                qualifier,
                sample,
                arrival,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn inputs_round_trip_through_the_url_fragment(
        inputs in inputs(),
        (lesson, kept) in lesson(),
    ) {
        let link = share(&inputs, lesson.as_ref());
        prop_assert_eq!(link.note, None);
        let back = restore(&format!("#{}", link.fragment), None);
        prop_assert_eq!(back.message, None);
        prop_assert_eq!(back.origin, Origin::Link);
        prop_assert!(!back.broken_link);
        prop_assert_eq!(back.inputs, inputs);
        prop_assert_eq!(back.lesson, kept);
    }

    #[test]
    fn inputs_round_trip_through_the_autosave(
        inputs in inputs(),
        (lesson, kept) in lesson(),
    ) {
        let back = restore("", Some(&autosave(&inputs, lesson.as_ref())));
        prop_assert_eq!(back.origin, Origin::Autosave);
        prop_assert_eq!(back.inputs, inputs);
        prop_assert_eq!(back.lesson, kept);
    }

    #[test]
    fn designs_round_trip_through_the_design_file(design in design()) {
        // Any design, with or without a sample and an arrival order, as written.
        let written = serde_json::to_string_pretty(&design).unwrap();
        prop_assert_eq!(read_design(&written), Ok(design.clone()));
        // Through the page: the export writes the sample and the arrival order shown.
        let base = Inputs::seed_000();
        let inputs = base.with_design(design.clone());
        let json = export_design(&inputs);
        let back = read_design(&json).unwrap();
        prop_assert_eq!(&back, &Design {
            sample: Some(inputs.sample.clone()),
            arrival: Some(inputs.arrival.clone()),
            ..design
        });
        prop_assert_eq!(base.with_design(back), inputs.clone());
    }

    #[test]
    fn inputs_round_trip_through_the_design_file(inputs in inputs()) {
        let json = export_design(&inputs);
        let imported = rowkey_core::persist::import_design(&Inputs::seed_000(), &json);
        // The design file is the `rowkey` command's: it has no live layout (the page's
        // own stays).
        prop_assert_eq!(
            imported,
            Ok(Inputs { sizing: Inputs::seed_000().sizing, live: None, ..inputs })
        );
    }
}

/// A pasted sample saved before the skip-bad-lines option (no such field) reads strict, and
/// a strict one is saved as before, without the field.
#[test]
fn a_pasted_sample_saved_without_skip_bad_lines_reads_strict() {
    let old = r#"{"kind":"pasted","text":"a,b\n1,2\n","format":"auto"}"#;
    let strict = SampleSource::Pasted {
        text: "a,b\n1,2\n".into(),
        format: FormatChoice::Auto,
        skip_bad_lines: false,
    };
    assert_eq!(serde_json::from_str::<SampleSource>(old).unwrap(), strict);
    assert_eq!(serde_json::to_string(&strict).unwrap(), old);
    let skipping = SampleSource::Pasted {
        text: "a,b\n1,2\n".into(),
        format: FormatChoice::Auto,
        skip_bad_lines: true,
    };
    let json = serde_json::to_string(&skipping).unwrap();
    assert!(json.ends_with(r#""skip_bad_lines":true}"#), "{json}");
    assert_eq!(
        serde_json::from_str::<SampleSource>(&json).unwrap(),
        skipping
    );
}

/// Found by `inputs_round_trip_through_the_url_fragment`: a Zipf exponent with 17
/// significant digits came back one ULP off from a link (serde_json's default float reader).
/// A design now keeps its exponent in thousandths: such an exponent reads as its nearest
/// thousandth, and from then on comes back from a link exactly.
#[test]
fn a_17_digit_zipf_exponent_reads_as_thousandths_then_round_trips() {
    let mut inputs = Inputs::seed_000();
    let SampleSource::Generated { spec } = &mut inputs.sample else {
        panic!("seed 000 generates its sample");
    };
    let zipf = |exponent| ColumnGenerator::ZipfUser {
        users: 10,
        exponent,
        prefix: String::new(),
    };
    spec.columns
        .push(ColumnSpec::new("z", zipf(1.234_567_890_123_456_7)));
    let back = restore(&share(&inputs, None).fragment, None).inputs;
    let SampleSource::Generated { spec: read } = &back.sample else {
        panic!("a generated sample");
    };
    assert_eq!(
        read.columns.last().map(|c| &c.generator),
        Some(&zipf(1.235))
    );
    let again = restore(&share(&back, None).fragment, None);
    assert_eq!(again.inputs, back);
}

/// Designs saved before PHP's two readings of `md5($x) % n` were told apart name the salt
/// `php_md5_mod`, which computed the PHP ≤ 7.0 reading (leading digits): they open as PHP ≤ 7.0
/// and keep their buckets. The PHP ≥ 7.1 salt is saved under its own name.
#[test]
fn php_salts_keep_their_saved_names() {
    let old = r##"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"php_md5_mod","buckets":10,"output":{"decimal":{"width":0}},"input":{"columns":["ts"]}}},"separator":"#"}]},"splits":{"kind":"explicit","splits":[]},"queries":[]}"##;
    let design = read_design(old).expect("an old design opens");
    let PartValue::Salt(salt) = &design.recipe.parts[0].value else {
        panic!("a salt part");
    };
    assert_eq!(salt.bucketing, Bucketing::PhpMd5Mod);
    let new_json = old.replace("php_md5_mod", "php71_md5_mod");
    let design = read_design(&new_json).expect("a PHP ≥ 7.1 design opens");
    let PartValue::Salt(salt) = &design.recipe.parts[0].value else {
        panic!("a salt part");
    };
    assert_eq!(salt.bucketing, Bucketing::Php71Md5Mod);
    let inputs = Inputs::seed_000().with_design(design);
    assert!(export_design(&inputs).contains(r#""bucketing": "php71_md5_mod""#));
}
