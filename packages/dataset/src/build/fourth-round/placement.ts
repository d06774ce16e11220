/**
 * Placement of the third-party per-major rows of SOURCES.md entry 27, whose compiler dropped the batch
 * (本科批, 提前批, 专项, 中外合作 and 专科 rows are mixed). Each row of one province, year and track is
 * placed in an ordinary 本科 batch or set aside with the reason, from what is knowable (ADR 040):
 *  1. a school that is a 专科 institution has no 本科 result;
 *  2. a score below the year's lowest ordinary 本科 line is not an ordinary 本科 result (专科 programmes
 *     of a 本科 school, 预科, some 专项);
 *  3. a school whose ordinary 本科 result of that year is covered by an official table (or a
 *     transcription of one) keeps that source: entry 27 adds nothing there;
 *  4. within a school, a row far below the school's ordinary level is a special plan (专项, 中外合作,
 *     预科, 民族班): below another source's third-party ordinary minimum by more than {@link BELOW_REFERENCE},
 *     or, with no other source, below the median of the school's rows by more than {@link BELOW_MEDIAN};
 *  5. the batch: one merged 本科批 where the year has one; in a 一批/二批 year the batch another source
 *     gives the school that year, else 一批 when the school's median reaches the 一批 line, else 二批.
 * Names carry no remarks in this source (recovered names are bare), so the name rule cannot apply.
 */
export const BELOW_REFERENCE = 10
export const BELOW_MEDIAN = 60

/** `split`: the year has 一批/二批 lines (its 一批 line, `first`, may be missing from the sources). */
export type Lines = { benke: number; first?: number; split?: boolean }
export type SchoolFacts = {
  level: string | null
  /** Covered by an official (or official-table) ordinary 本科 result of the year and track. */
  covered: boolean
  /** Lowest official ordinary line of the school per batch (本科批, 本科一批, 本科二批) that year and track. */
  official?: Partial<Record<string, number>>
  /** Lowest third-party ordinary 本科 score another source gives the school that year and track. */
  reference?: number
  /** 本科一批 / 本科二批 another source files the school under that year. */
  knownBatch?: string
}
export type Reason = 'vocational-school' | 'below-line' | 'covered' | 'below-school' | 'below-official'
export type Placed = { batch: string; kept: number[]; set: Map<Reason, number> }

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** Places one school's scores of one province, year and track; `kept` holds the indexes of the ordinary 本科 rows. */
export function placeSchool(scores: number[], lines: Lines, facts: SchoolFacts): Placed {
  const set = new Map<Reason, number>()
  const away = (r: Reason, n: number) => n > 0 && set.set(r, (set.get(r) ?? 0) + n)
  const batch = (xs: number[]) => {
    if (!lines.split) return '本科批'
    if (facts.knownBatch) return facts.knownBatch
    return lines.first !== undefined && xs.length && median(xs) >= lines.first ? '本科一批' : '本科二批'
  }
  if (facts.level === '专科') {
    away('vocational-school', scores.length)
    return { batch: batch([]), kept: [], set }
  }
  const above = scores.map((s, i) => [s, i] as const).filter(([s]) => s >= lines.benke)
  away('below-line', scores.length - above.length)
  if (facts.covered) {
    away('covered', above.length)
    return { batch: batch([]), kept: [], set }
  }
  const floor = facts.reference !== undefined ? facts.reference - BELOW_REFERENCE : median(above.map(([s]) => s)) - BELOW_MEDIAN
  const kept = above.filter(([s]) => s >= floor)
  away('below-school', above.length - kept.length)
  return { batch: batch(kept.map(([s]) => s)), kept: kept.map(([, i]) => i), set }
}

/**
 * Rule 3 covers a school's line, not its majors: where an official table gives the school's ordinary line but
 * no source gives its majors of that year (河南 2024 理科: 天津理工大学, 上海应用技术大学 …; their 2025 groups had an
 * empty major picker, issue #29), entry 27's majors at or above the school's official line of the batch are the
 * school's ordinary majors. Those below it are another route's (专项, 中外合作, 预科) and stay out. No school row is
 * made: the official line stays the school's.
 */
export function placeCoveredMajors(scores: number[], lines: Lines, facts: SchoolFacts): Placed {
  const set = new Map<Reason, number>()
  const batch = !lines.split ? '本科批' : (facts.knownBatch ?? null)
  const official = facts.official ?? {}
  const floor = batch === '本科批' ? Math.min(...Object.values(official).filter((x): x is number => x !== undefined)) : batch ? official[batch] : undefined
  if (!facts.covered || facts.level === '专科' || batch === null || floor === undefined || !Number.isFinite(floor))
    return { batch: batch ?? '本科批', kept: [], set }
  const kept = scores.map((s, i) => [s, i] as const).filter(([s]) => s >= floor)
  if (scores.length > kept.length) set.set('below-official', scores.length - kept.length)
  return { batch, kept: kept.map(([, i]) => i), set }
}
