/** The four dichotomies of a Jungian (MBTI-style) type test and their poles. */
export const dichotomies = {
  EI: ['E', 'I'],
  SN: ['S', 'N'],
  TF: ['T', 'F'],
  JP: ['J', 'P'],
} as const
/** One of the four dichotomies. */
export type Dichotomy = keyof typeof dichotomies
/** A pole letter: E I S N T F J P. */
export type Pole = (typeof dichotomies)[Dichotomy][number]

/** One answered forced-choice item: the pole the chosen option points to. */
export type PersonalityTypeItem = { readonly dichotomy: Dichotomy; readonly pole: Pole }

/** How clear a preference is (clarity = |a − b| / n). */
export type ClarityLevel = 'slight' | 'moderate' | 'clear' | 'very-clear'

/** One dichotomy's result. */
export type DichotomyResult = {
  readonly pole: Pole
  readonly counts: Readonly<Record<Pole, number>>
  /** |a − b| / n in [0, 1] */
  readonly clarity: number
  readonly clarityLevel: ClarityLevel
}

/** Result of {@link scorePersonalityType}. */
export type PersonalityTypeResult = {
  /** four letters, e.g. 'INTJ' */
  readonly type: string
  readonly dimensions: Readonly<Record<Dichotomy, DichotomyResult>>
}

/**
 * Scores a four-dichotomy type test. Every dichotomy must have an odd number of answered items, so a
 * tie is impossible; clarity is |a − b| / n (slight < 0.2 ≤ moderate < 0.5 ≤ clear < 0.8 ≤ very clear).
 * Not called "MBTI" in the UI: that name is a trademark.
 *
 * @example
 * scorePersonalityType([{ dichotomy: 'EI', pole: 'I' }, …]).type //=> 'INTJ'
 */
export function scorePersonalityType(items: readonly PersonalityTypeItem[]): PersonalityTypeResult {
  const dimensions = {} as Record<Dichotomy, DichotomyResult>
  let type = ''
  for (const dichotomy of Object.keys(dichotomies) as Dichotomy[]) {
    const [a, b] = dichotomies[dichotomy]
    let countA = 0
    let countB = 0
    for (const item of items) {
      if (item.dichotomy !== dichotomy) continue
      if (item.pole === a) countA++
      else if (item.pole === b) countB++
      else throw new RangeError(`pole ${item.pole} does not belong to ${dichotomy}`)
    }
    const n = countA + countB
    if (n % 2 === 0) throw new RangeError(`${dichotomy} needs an odd number of answered items, got ${n}`)
    const clarity = Math.abs(countA - countB) / n
    const pole = countA > countB ? a : b
    type += pole
    dimensions[dichotomy] = {
      pole,
      counts: { [a]: countA, [b]: countB } as Record<Pole, number>,
      clarity,
      clarityLevel: clarity < 0.2 ? 'slight' : clarity < 0.5 ? 'moderate' : clarity < 0.8 ? 'clear' : 'very-clear',
    }
  }
  return { type, dimensions }
}
