/**
 * Which published control line (批次线) is a batch's ordinary line: the rule the unit build, the candidate's lines and
 * the backtest all read. Pure over the `control_lines` rows of one province.
 */
import { ORDINARY, planTypeOfRow } from '../plan-type/plan-type-of-row.ts'
import type { ControlLineRow } from './rows.ts'

const qualityOrder: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }

/**
 * The ordinary line (普通类) of one batch key among the published lines: the lines of special plans
 * (预科, 定向, 民族班, 专项 …) that share the category are never it, and neither is their minimum.
 * Among ordinary wordings the official one that names 普通类 wins.
 */
export function ordinaryLine(rows: readonly ControlLineRow[], label: string, key: string): number | undefined {
  const ordinary = rows.filter(
    (r) =>
      r.subject_type === label &&
      r.batch_key === key &&
      r.category === ORDINARY &&
      planTypeOfRow({ batch: r.batch, major_group: null, major_name: null }) === ORDINARY,
  )
  const preference = (r: ControlLineRow) => (qualityOrder[r.quality] ?? 4) * 10 + (/普通/.test(r.batch) ? 0 : 1)
  const best = [...ordinary].sort((a, b) => preference(a) - preference(b))[0]
  return best === undefined ? undefined : Number(best.score)
}

/** The keys of the ordinary 本科 line, in the order they stand for it (a merged 本科批 first, else 二批, 一段, 一批). */
export const UNDERGRADUATE_LINE_KEYS: readonly string[] = ['bk', 'bk2', 'seg1', 'bk1']
/** The keys of the 专科 batch's line. */
export const VOCATIONAL_LINE_KEYS: readonly string[] = ['zk', 'seg2']

/** The first of the keys that has an ordinary line among the rows (one year's rows, as a rule). */
export function firstOrdinaryLine(rows: readonly ControlLineRow[], label: string, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const line = ordinaryLine(rows, label, key)
    if (line !== undefined) return line
  }
  return undefined
}

/** A batch's ordinary line and the year it was published for. */
export type BatchLine = { score: number; year: number; subjectType?: string }

const batchKeys: Record<string, readonly string[]> = {
  undergraduate: UNDERGRADUATE_LINE_KEYS,
  'undergraduate-1': ['bk1'],
  'undergraduate-2': ['bk2'],
  vocational: VOCATIONAL_LINE_KEYS,
}

/** The line keys of a policy batch id (西藏's main batch is 本科一批: its line is the 一批 line, not the ordinary 本科 line of other provinces). */
export function lineKeysOfBatch(batchId: string): readonly string[] {
  return batchKeys[batchId] ?? UNDERGRADUATE_LINE_KEYS
}

/**
 * Control lines by policy batch id: the ordinary line of each batch in the newest year that has one, of the track
 * (`labels[0]`) or else of the track it continues (the line is then marked with that track's label). The rows are a
 * province's lines up to the candidate's year: a season whose exam has not happened yet (2027 before June) gets the
 * newest earlier year's line, with that year, so the list can say 批次线 N分（YYYY年） instead of nothing.
 */
export function batchLines(rows: readonly ControlLineRow[], labels: readonly string[]): Record<string, BatchLine> {
  const years = [...new Set(rows.map((r) => Number(r.year)))].sort((a, b) => b - a)
  const out: Record<string, BatchLine> = {}
  for (const [id, keys] of Object.entries(batchKeys)) {
    search: for (const l of labels) {
      for (const year of years) {
        const ofYear = rows.filter((r) => Number(r.year) === year)
        const score = firstOrdinaryLine(ofYear, l, keys)
        if (score === undefined) continue
        out[id] = { score, year, ...(l === labels[0] ? {} : { subjectType: l }) }
        break search
      }
    }
  }
  return out
}

/** The lines' scores by batch id, as the domain's batch rules read them. */
export function lineScores(lines: Record<string, BatchLine>): Record<string, number> {
  return Object.fromEntries(Object.entries(lines).map(([id, l]) => [id, l.score]))
}
