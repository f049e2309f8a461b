//! Zipf-distributed ranks by rejection-inversion (Hörmann and Derflinger, 1996), as Apache
//! Commons RNG's `RejectionInversionZipfSampler` does it: constant time per draw, no table.

use super::rng::SplitMix64;

/// Draws ranks `1..=n` with `P(k)` proportional to `k^-s`.
#[derive(Clone, Debug)]
pub(super) struct Zipf {
    n: f64,
    exponent: f64,
    h_integral_x1: f64,
    h_integral_n: f64,
    s: f64,
}

impl Zipf {
    /// `n ≥ 1` and a finite `exponent > 0` (callers check both; exponent 0 is uniform and
    /// handled by the caller).
    pub(super) fn new(n: u64, exponent: f64) -> Self {
        let n = n as f64;
        let mut zipf = Self {
            n,
            exponent,
            h_integral_x1: 0.0,
            h_integral_n: 0.0,
            s: 0.0,
        };
        zipf.h_integral_x1 = zipf.h_integral(1.5) - 1.0;
        zipf.h_integral_n = zipf.h_integral(n + 0.5);
        zipf.s = 2.0 - zipf.h_integral_inverse(zipf.h_integral(2.5) - zipf.h(2.0));
        zipf
    }

    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // Clamped to 1..=n.
    pub(super) fn sample(&self, rng: &mut SplitMix64) -> u64 {
        loop {
            let u = self.h_integral_n + rng.next_f64() * (self.h_integral_x1 - self.h_integral_n);
            let x = self.h_integral_inverse(u);
            let k = (x + 0.5).floor().clamp(1.0, self.n);
            if k - x <= self.s || u >= self.h_integral(k + 0.5) - self.h(k) {
                return k as u64;
            }
        }
    }

    fn h_integral(&self, x: f64) -> f64 {
        let log_x = x.ln();
        helper2((1.0 - self.exponent) * log_x) * log_x
    }

    fn h(&self, x: f64) -> f64 {
        (-self.exponent * x.ln()).exp()
    }

    fn h_integral_inverse(&self, x: f64) -> f64 {
        let t = (x * (1.0 - self.exponent)).max(-1.0);
        (helper1(t) * x).exp()
    }
}

/// `ln(1 + x) / x`, accurate near 0.
fn helper1(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        x.ln_1p() / x
    } else {
        1.0 - x * (0.5 - x * (1.0 / 3.0 - 0.25 * x))
    }
}

/// `(e^x - 1) / x`, accurate near 0.
fn helper2(x: f64) -> f64 {
    if x.abs() > 1e-8 {
        x.exp_m1() / x
    } else {
        1.0 + x * 0.5 * (1.0 + x * (1.0 / 3.0) * (1.0 + 0.25 * x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Draw frequencies of ranks 1..=n against `k^-s / H(n, s)`.
    fn check(n: u64, exponent: f64) {
        let zipf = Zipf::new(n, exponent);
        let mut rng = SplitMix64::new(99);
        let draws = 200_000;
        let mut counts = vec![0u32; usize::try_from(n).unwrap() + 1];
        for _ in 0..draws {
            let k = zipf.sample(&mut rng);
            assert!((1..=n).contains(&k));
            counts[usize::try_from(k).unwrap()] += 1;
        }
        let norm: f64 = (1..=n).map(|k| (k as f64).powf(-exponent)).sum();
        for k in 1..=n.min(5) {
            let expected = (k as f64).powf(-exponent) / norm;
            let seen = f64::from(counts[usize::try_from(k).unwrap()]) / f64::from(draws);
            assert!(
                (seen - expected).abs() < 0.01,
                "n={n} s={exponent} k={k}: {seen} vs {expected}"
            );
        }
    }

    #[test]
    fn frequencies_follow_the_law() {
        check(10, 1.0);
        check(1000, 1.2);
        check(50, 0.5);
        check(1, 2.0);
    }
}
