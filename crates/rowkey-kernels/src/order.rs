//! Positions ordered by a number (the arrival order of a sample's writes).

/// The positions of `values` in ascending order of value, equal values in position order
/// (the order a stable sort by value gives). Values already in order (the usual case for
/// timestamps in write order) are recognised in one pass.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::order::ascending_positions;
/// assert_eq!(ascending_positions(&[30, 10, 20, 10]), [1, 3, 2, 0]);
/// assert_eq!(ascending_positions(&[1, 1, 2]), [0, 1, 2]);
/// ```
#[must_use]
pub fn ascending_positions(values: &[i64]) -> Vec<usize> {
    if values.is_sorted() {
        return (0..values.len()).collect();
    }
    // (value, position) pairs sorted whole: the stable order, without an index chase per
    // comparison.
    let mut pairs: Vec<(i64, usize)> = values.iter().copied().zip(0..).collect();
    pairs.sort_unstable();
    pairs.into_iter().map(|(_, position)| position).collect()
}

#[cfg(test)]
mod tests {
    use super::ascending_positions;
    use proptest::prelude::*;

    proptest! {
        /// The order of a stable sort by value, for values in any order, sorted or with ties.
        #[test]
        fn stable_order_by_value(mut values in proptest::collection::vec(-4_i64..4, 0..40), sorted in any::<bool>()) {
            if sorted {
                values.sort_unstable();
            }
            let mut expected: Vec<usize> = (0..values.len()).collect();
            expected.sort_by_key(|&i| values[i]);
            prop_assert_eq!(ascending_positions(&values), expected);
        }
    }
}
