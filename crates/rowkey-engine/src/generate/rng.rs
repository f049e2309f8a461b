//! SplitMix64: a tiny, fast, seeded generator (Steele, Lea and Flood, 2014).

/// A SplitMix64 stream. The same seed always gives the same numbers, on every platform.
#[derive(Clone, Debug)]
pub(super) struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    pub(super) fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    pub(super) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform float in `[0, 1)` with 53 random bits.
    pub(super) fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// A number in `[0, n)` by multiply-and-shift (Lemire); the bias is below `n / 2^64`.
    /// `n` may be up to 2^64; 0 gives 0.
    pub(super) fn below(&mut self, n: u128) -> u64 {
        let product = u128::from(self.next_u64()) * n.min(1 << 64);
        u64::try_from(product >> 64).unwrap_or(u64::MAX)
    }
}

/// One independent stream per column: mixing the column's index into the seed means that
/// adding or changing one column never changes the values of another.
pub(super) fn column_stream(seed: u64, column: usize) -> SplitMix64 {
    let index = u64::try_from(column).unwrap_or(u64::MAX);
    let mut mixer = SplitMix64::new(seed ^ index.wrapping_mul(0xD1B5_4A32_D192_ED03));
    SplitMix64::new(mixer.next_u64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_sequence() {
        // Reference values of SplitMix64 seeded with 1234567.
        let mut rng = SplitMix64::new(1_234_567);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(
            first,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423
            ]
        );
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = SplitMix64::new(7);
        assert!((0..1000).all(|_| rng.below(10) < 10));
        assert_eq!(rng.below(1), 0);
        assert_eq!(rng.below(0), 0);
        let f = rng.next_f64();
        assert!((0.0..1.0).contains(&f));
    }
}
