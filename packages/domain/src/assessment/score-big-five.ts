/** The five domains of the Big Five (IPIP) model. */
export const bigFiveDomains = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const
/** One of {@link bigFiveDomains}. */
export type BigFiveDomain = (typeof bigFiveDomains)[number]

/** One answered item on a 1–5 accuracy scale; reverse-keyed items are recoded as 6 − answer. */
export type BigFiveItem = {
  readonly domain: BigFiveDomain
  readonly answer: 1 | 2 | 3 | 4 | 5
  readonly isReversed?: boolean
}

/** Population norms per domain (mean and SD of the raw sum). */
export type BigFiveNorms = Readonly<Record<BigFiveDomain, { readonly mean: number; readonly sd: number }>>

/** One domain's score. */
export type BigFiveScore = {
  readonly raw: number
  readonly itemCount: number
  /** raw / itemCount, 1–5 */
  readonly mean: number
  /** T score 50 + 10·z when norms were given */
  readonly tScore: number | null
}

/**
 * Scores a Big Five questionnaire: reverse-keyed items recoded, domain sums and means, T scores from norms.
 *
 * @example
 * scoreBigFive([{ domain: 'openness', answer: 2, isReversed: true }]).openness.raw //=> 4
 */
export function scoreBigFive(items: readonly BigFiveItem[], norms?: BigFiveNorms): Record<BigFiveDomain, BigFiveScore> {
  const result = {} as Record<BigFiveDomain, BigFiveScore>
  for (const domain of bigFiveDomains) {
    let raw = 0
    let itemCount = 0
    for (const item of items) {
      if (item.domain !== domain) continue
      raw += item.isReversed === true ? 6 - item.answer : item.answer
      itemCount++
    }
    const norm = norms?.[domain]
    result[domain] = {
      raw,
      itemCount,
      mean: itemCount === 0 ? NaN : raw / itemCount,
      tScore: norm === undefined || norm.sd <= 0 ? null : 50 + (10 * (raw - norm.mean)) / norm.sd,
    }
  }
  return result
}
