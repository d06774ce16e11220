/**
 * Words that mark a published line as another route inside the same institution (a 医科 track filed
 * separately, a 分类投档 lane, another 校区, a 高收费 or 中外合作 class): a line carrying one of them
 * and far off the institution's other lines is that route's line, not the institution's.
 */
export const ROUTE_LABEL = /医科|医学类|分类投档|校区|分校|高收费|中外合作|合作办学|较高收费/

/** How far (rank ratio, either way) a labelled line must be from the unit's other lines to be set apart. */
export const OUTLIER_RATIO = 3

/** One published line of a unit: `unit` groups the lines of one unit (null: not checked), `label` its published wording. */
export type LabelledLine = {
  readonly unit: string | null
  readonly rank: number | null
  readonly label: string
}

/**
 * Which lines are another route's line (issue 30, ADR 039): a line whose label carries a route word
 * ({@link ROUTE_LABEL}) and whose rank is more than {@link OUTLIER_RATIO} times off the median of the same
 * unit's other lines (its other lines of that year and of other years; at least two of them). Such a
 * line is left out of the unit's history, so a college is never summed up by it. Lines without a rank,
 * without a unit, or of units with fewer than three ranked lines are kept.
 *
 * @example
 * // 吉林 物理类 华中科技大学, institution rows of 2025 and 2024
 * labelledOutliers([
 *   { unit: 'hust', rank: 5_529, label: '分类投档 - 医科' },
 *   { unit: 'hust', rank: 1_252, label: '医科组' },
 *   { unit: 'hust', rank: 1_138, label: '理工组' },
 *   { unit: 'hust', rank: 880, label: '003理工组' },
 * ]) //=> [true, false, false, false]
 */
export function labelledOutliers(lines: readonly LabelledLine[]): boolean[] {
  const byUnit = new Map<string, number[]>()
  lines.forEach((l, i) => {
    if (l.unit === null || l.rank === null || !(l.rank > 0)) return
    let list = byUnit.get(l.unit)
    if (!list) byUnit.set(l.unit, (list = []))
    list.push(i)
  })
  const out = lines.map(() => false)
  for (const indices of byUnit.values()) {
    if (indices.length < 3) continue
    for (const i of indices) {
      const line = lines[i]!
      if (!ROUTE_LABEL.test(line.label)) continue
      const others = indices.filter((j) => j !== i).map((j) => lines[j]!.rank!)
      if (Math.abs(Math.log(line.rank! / median(others))) > Math.log(OUTLIER_RATIO)) out[i] = true
    }
  }
  return out
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m]! : Math.sqrt(s[m - 1]! * s[m]!)
}
