//! One stable sort for the engine's cold paths (split keys, scan ranges, plans, lint lists).
//!
//! Every `slice::sort*` call compiles its own copy of the standard library's sort algorithms
//! (3 to 5 KB of WebAssembly each). The sorts here share one body instead: a merge sort of
//! positions whose comparison goes through `&mut dyn FnMut`, so each call site adds only its
//! comparison and the final reordering. It is stable, so every call gives exactly the order a
//! stable `sort_by` with the same comparison gives, and for a total order on values that are
//! equal only when indistinguishable (integers, keys) the order `sort_unstable` gives too.
//!
//! The hot sorts over every sample row keep the standard ones (or the kernels').

use std::cmp::Ordering;

/// Runs this short are sorted by insertion before merging.
const RUN: usize = 16;

/// The positions `0..len` in the order `cmp` gives them, equal positions in ascending order
/// (a stable sort of the positions).
///
/// # Examples
///
/// ```
/// use rowkey_engine::order::sorted_positions;
/// let values = [30, 10, 20, 10];
/// assert_eq!(sorted_positions(4, &mut |a, b| values[a].cmp(&values[b])), [1, 3, 2, 0]);
/// ```
pub fn sorted_positions(len: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    for run in order.chunks_mut(RUN) {
        for i in 1..run.len() {
            let mut j = i;
            while j > 0 && cmp(run[j - 1], run[j]) == Ordering::Greater {
                run.swap(j - 1, j);
                j -= 1;
            }
        }
    }
    if len <= RUN {
        return order;
    }
    let mut other = vec![0; len];
    let mut width = RUN;
    while width < len {
        for (from, to) in order.chunks(2 * width).zip(other.chunks_mut(2 * width)) {
            let (left, right) = from.split_at(width.min(from.len()));
            let (mut l, mut r) = (0, 0);
            for slot in to.iter_mut() {
                // Take from the right only when it is strictly less: equal positions keep
                // their order.
                let take_right = match (left.get(l), right.get(r)) {
                    (Some(&a), Some(&b)) => cmp(a, b) == Ordering::Greater,
                    (None, _) => true,
                    (_, None) => false,
                };
                if take_right {
                    *slot = right[r];
                    r += 1;
                } else {
                    *slot = left[l];
                    l += 1;
                }
            }
        }
        std::mem::swap(&mut order, &mut other);
        width *= 2;
    }
    order
}

/// Sorts `items` by `cmp`, stably (as `slice::sort_by` does).
///
/// # Examples
///
/// ```
/// use rowkey_engine::order::sort_by;
/// let mut words = vec!["bb", "a", "cc", "d"];
/// sort_by(&mut words, |a, b| a.len().cmp(&b.len()));
/// assert_eq!(words, ["a", "d", "bb", "cc"]);
/// ```
pub fn sort_by<T>(items: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    let mut order = sorted_positions(items.len(), &mut |a, b| cmp(&items[a], &items[b]));
    permute(items, &mut order);
}

/// Sorts `items` in their order, stably (as `slice::sort` does).
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// Sorts `items` by `key`, stably (as `slice::sort_by_key` does).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `key`, computed once per item, stably (as `slice::sort_by_cached_key`
/// does).
pub fn sort_by_cached_key<T, K: Ord>(items: &mut [T], key: impl FnMut(&T) -> K) {
    let keys: Vec<K> = items.iter().map(key).collect();
    let mut order = sorted_positions(keys.len(), &mut |a, b| keys[a].cmp(&keys[b]));
    permute(items, &mut order);
}

/// Moves `items[order[i]]` to position `i` for every `i` (`order` a permutation; it is left
/// as the identity), following each cycle with swaps.
fn permute<T>(items: &mut [T], order: &mut [usize]) {
    for start in 0..order.len() {
        let mut at = start;
        loop {
            let from = order[at];
            order[at] = at;
            if from == start {
                break;
            }
            items.swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The order of the standard stable sort, on values with many ties (the pairs'
        /// second field tells equal keys apart, so a lost stability shows).
        #[test]
        fn sorts_as_the_standard_stable_sort(keys in proptest::collection::vec(0_u8..6, 0..200)) {
            let items: Vec<(u8, usize)> = keys.into_iter().zip(0..).collect();
            let mut expected = items.clone();
            expected.sort_by_key(|p| p.0);
            let mut got = items.clone();
            sort_by_key(&mut got, |p| p.0);
            prop_assert_eq!(&got, &expected);
            let mut expected = items.clone();
            // The same comparison closure for both sorts.
            #[allow(clippy::unnecessary_sort_by)]
            expected.sort_by(|a, b| b.0.cmp(&a.0));
            let mut got = items.clone();
            sort_by(&mut got, |a, b| b.0.cmp(&a.0));
            prop_assert_eq!(got, expected);
            let mut expected = items.clone();
            expected.sort_by_cached_key(|p| p.0 % 3);
            let mut got = items;
            sort_by_cached_key(&mut got, |p| p.0 % 3);
            prop_assert_eq!(got, expected);
        }

        #[test]
        fn sorts_as_the_standard_sort(mut items in proptest::collection::vec(any::<Vec<u8>>(), 0..100)) {
            let mut expected = items.clone();
            expected.sort();
            sort(&mut items);
            prop_assert_eq!(items, expected);
        }
    }

    #[test]
    fn sizes_around_the_run_length() {
        for len in [
            0,
            1,
            2,
            RUN - 1,
            RUN,
            RUN + 1,
            2 * RUN,
            2 * RUN + 1,
            5 * RUN + 3,
            1000,
        ] {
            let items: Vec<usize> = (0..len).map(|i| (i * 7919) % 13).collect();
            let mut expected = items.clone();
            expected.sort();
            let mut got = items;
            sort(&mut got);
            assert_eq!(got, expected, "length {len}");
        }
    }
}
