//! Every unit enum of the saved design and the worker messages (read by the engine's
//! `unit_enum_deserialize!`) reads back what its derived `Serialize` writes.

/// Every variant of every enum read by `unit_enum_deserialize!` reads back what its
/// derived `Serialize` writes, in JSON and in postcard.
#[test]
fn every_unit_enum_round_trips() {
    fn check<T>(all: &[T])
    where
        T: serde::Serialize + for<'a> serde::Deserialize<'a> + PartialEq + std::fmt::Debug,
    {
        for v in all {
            let json = serde_json::to_string(v).unwrap();
            assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), v, "{json}");
            let bytes = postcard::to_allocvec(v).unwrap();
            assert_eq!(&postcard::from_bytes::<T>(&bytes).unwrap(), v, "{json}");
        }
    }
    use rowkey_core::analysis::{Area, Level, Phase};
    use rowkey_core::generate::TimeFormat;
    use rowkey_core::sample::SampleFormat;
    use rowkey_core::sizing::SizingBand;
    use rowkey_core::spec::{BinaryStyle, End, IntOverflow, PadSide, TimeUnit, TooLong};
    use rowkey_core::split::SplitAlgorithm;
    check(&[Level::Error, Level::Warning, Level::Advice]);
    check(&[Area::Recipe, Area::Regions]);
    check(&[
        Phase::Reading,
        Phase::Encoding,
        Phase::Sorting,
        Phase::Regions,
        Phase::Queries,
    ]);
    check(&[End::First, End::Last]);
    check(&[PadSide::Left, PadSide::Right]);
    check(&[TooLong::Error, TooLong::KeepFirst, TooLong::KeepLast]);
    check(&[
        BinaryStyle::Unsigned,
        BinaryStyle::TwosComplement,
        BinaryStyle::SignFlipped,
    ]);
    check(&[IntOverflow::Error, IntOverflow::Wrap]);
    check(&[TimeUnit::Seconds, TimeUnit::Millis]);
    check(&[
        TimeFormat::EpochMillis,
        TimeFormat::EpochSeconds,
        TimeFormat::DateTime,
    ]);
    check(&[
        SampleFormat::Csv,
        SampleFormat::Tsv,
        SampleFormat::PlainKeys,
        SampleFormat::HBaseScan,
    ]);
    check(&[
        SplitAlgorithm::HexString,
        SplitAlgorithm::DecimalString,
        SplitAlgorithm::Uniform,
    ]);
    check(&[
        SizingBand::Small,
        SizingBand::Medium,
        SizingBand::Large,
        SizingBand::Capped,
    ]);
}
