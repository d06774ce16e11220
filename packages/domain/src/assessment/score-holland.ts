/** The six RIASEC interest types, in hexagon order. */
export const riasecTypes = ['R', 'I', 'A', 'S', 'E', 'C'] as const
/** One of {@link riasecTypes}: 现实 R, 研究 I, 艺术 A, 社会 S, 企业 E, 常规 C. */
export type RiasecType = (typeof riasecTypes)[number]

/** One answered Holland item: the type it measures and the points it earned (是 = 1, or a 1–7 self-rating). */
export type HollandItem = {
  readonly type: RiasecType
  readonly points: number
  /** self-estimate ratings also form the secondary key that orders tied types */
  readonly isSelfEstimate?: boolean
}

/** Result of {@link scoreHolland}. */
export type HollandResult = {
  readonly scores: Readonly<Record<RiasecType, number>>
  readonly selfEstimates: Readonly<Record<RiasecType, number>>
  /** all six types, highest first; ties ordered by self-estimate subtotal, then hexagon order */
  readonly ranking: readonly RiasecType[]
  /** the three-letter 职业代码 from `ranking` */
  readonly code: string
  /** every other three-letter code the ties allow (empty when the top three are untied) */
  readonly alternativeCodes: readonly string[]
  /** groups of types with equal total scores, only groups of two or more */
  readonly ties: readonly (readonly RiasecType[])[]
}

/**
 * Scores a Holland (RIASEC) interest test: totals per type, the three-letter code with ties kept
 * explicit (fixed secondary key: self-estimates, then R-I-A-S-E-C order) and all codes ties allow.
 *
 * @example
 * scoreHolland([{ type: 'I', points: 5 }, { type: 'A', points: 5 }, { type: 'S', points: 3 }]).code //=> 'IAS'
 * // alternativeCodes //=> ['AIS']
 */
export function scoreHolland(items: readonly HollandItem[]): HollandResult {
  const scores = zeroScores()
  const selfEstimates = zeroScores()
  for (const item of items) {
    scores[item.type] += item.points
    if (item.isSelfEstimate === true) selfEstimates[item.type] += item.points
  }
  const ranking = [...riasecTypes].sort(
    (a, b) => scores[b] - scores[a] || selfEstimates[b] - selfEstimates[a] || riasecTypes.indexOf(a) - riasecTypes.indexOf(b),
  )
  const groups: RiasecType[][] = []
  for (const type of ranking) {
    const last = groups[groups.length - 1]
    if (last && scores[last[0]!] === scores[type]) last.push(type)
    else groups.push([type])
  }
  const code = ranking.slice(0, 3).join('')
  const codes = new Set<string>()
  collectCodes(groups, 0, '', codes)
  codes.delete(code)
  return {
    scores,
    selfEstimates,
    ranking,
    code,
    alternativeCodes: [...codes].sort(),
    ties: groups.filter((g) => g.length > 1),
  }
}

function zeroScores(): Record<RiasecType, number> {
  return { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
}

/** Every first-three-letters prefix of the orderings that permute types within tie groups. */
function collectCodes(groups: readonly RiasecType[][], index: number, prefix: string, out: Set<string>): void {
  if (prefix.length >= 3 || index >= groups.length) {
    out.add(prefix.slice(0, 3))
    return
  }
  for (const permutation of permutations(groups[index]!, 3 - prefix.length)) {
    collectCodes(groups, index + 1, prefix + permutation.join(''), out)
  }
}

/** Ordered selections of up to `length` items (all of them when the group is shorter). */
function permutations(items: readonly RiasecType[], length: number): RiasecType[][] {
  const take = Math.min(length, items.length)
  if (take === 0) return [[]]
  const result: RiasecType[][] = []
  items.forEach((item, i) => {
    const rest = items.filter((_, j) => j !== i)
    for (const tail of permutations(rest, take - 1)) result.push([item, ...tail])
  })
  return result
}
