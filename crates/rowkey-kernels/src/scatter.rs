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
    let regions = load.len() as u128;
    if regions == 0 {
        return;
    }
    for &g in groups {
        let at = ((u128::from(splitmix(state)) * regions) >> 64) as usize;
        if let Some(l) = load.get_mut(at) {
            *l += g as u64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
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
