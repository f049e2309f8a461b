//! Groups sent to regions at random, for the verdict's chance simulation
//! (`rowkey_core::verdict::Spread::chance_max_rows`).

/// One step of splitmix64 on `state`: the next 64 random bits.
///
/// # Examples
///
/// ```
/// let mut state = 0;
/// assert_eq!(rowkey_kernels::scatter::splitmix(&mut state), 0xE220_A839_7B1D_CDAF);
/// assert_eq!(state, 0x9E37_79B9_7F4A_7C15);
/// ```
#[must_use]
pub fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Adds each group's rows to a region drawn uniformly from `load`'s (`0..load.len()`, by
/// the multiply-shift map of [`splitmix`]'s 64 bits), one draw a group, in order. Nothing
/// for no region.
///
/// # Examples
///
/// ```
/// let mut state = 7;
/// let mut load = [0_u64; 4];
/// rowkey_kernels::scatter::scatter(&mut state, &[5, 3, 1], &mut load);
/// assert_eq!(load.iter().sum::<u64>(), 9);
/// ```
pub fn scatter(state: &mut u64, groups: &[usize], load: &mut [u64]) {
    if load.is_empty() {
        return;
    }
    let Ok(regions) = u32::try_from(load.len()) else {
        let regions = load.len() as u128;
        for &g in groups {
            let at = ((u128::from(splitmix(state)) * regions) >> 64) as usize;
            if let Some(l) = load.get_mut(at) {
                *l += g as u64;
            }
        }
        return;
    };
    for &g in groups {
        let at = mul_high(splitmix(state), regions) as usize;
        if let Some(l) = load.get_mut(at) {
            *l += g as u64;
        }
    }
}

/// The top 64 bits of `x · n` (that is `(x · n) >> 64`) for a 32-bit `n`, with 64-bit
/// multiplications only (a 128-bit one is a library call in wasm32): with `x = a·2³² + b`,
/// `⌊x·n / 2⁶⁴⌋ = ⌊(a·n + ⌊b·n / 2³²⌋) / 2³²⌋`, and that sum stays below 2⁶⁴.
fn mul_high(x: u64, n: u32) -> u64 {
    let n = u64::from(n);
    let (a, b) = (x >> 32, x & 0xFFFF_FFFF);
    (a * n + ((b * n) >> 32)) >> 32
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The 64-bit high product is the 128-bit product's top half.
        #[test]
        fn mul_high_as_a_128_bit_product(x in any::<u64>(), n in any::<u32>()) {
            prop_assert_eq!(mul_high(x, n), ((u128::from(x) * u128::from(n)) >> 64) as u64);
        }

        /// As drawing each group's region with the textbook splitmix64 step (state
        /// advanced by the golden gamma, then the two xor-shift-multiply rounds) and summing
        /// the rows in floating point, group by group.
        #[test]
        fn scatter_as_floating_point_sums_of_splitmix_draws(
            seed in any::<u64>(),
            groups in proptest::collection::vec(0_usize..1_000_000, 0..200),
            regions in 1_usize..40,
        ) {
            let mut s = seed;
            let mut expected = vec![0.0_f64; regions];
            for &g in &groups {
                s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = s;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^= z >> 31;
                expected[((u128::from(z) * regions as u128) >> 64) as usize] += g as f64;
            }
            let mut state = seed;
            let mut load = vec![0_u64; regions];
            scatter(&mut state, &groups, &mut load);
            prop_assert_eq!(state, s);
            let load: Vec<f64> = load.iter().map(|&l| l as f64).collect();
            prop_assert_eq!(load, expected);
        }
    }
}
