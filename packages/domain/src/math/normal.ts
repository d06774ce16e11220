/**
 * Standard normal cumulative distribution Φ(x), accurate to about 1e-7 (W. J. Cody style rational fit).
 *
 * @example
 * standardNormalCdf(0) //=> 0.5
 * standardNormalCdf(1.96) //≈ 0.975
 */
export function standardNormalCdf(x: number): number {
  if (x === Infinity) return 1
  if (x === -Infinity) return 0
  // Abramowitz–Stegun 7.1.26 is too coarse for calibration tables; use erfc via a continued rational form.
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.5 * z)
  // Numerical Recipes erfc approximation, relative error < 1.2e-7
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return x >= 0 ? 1 - erfc / 2 : erfc / 2
}
