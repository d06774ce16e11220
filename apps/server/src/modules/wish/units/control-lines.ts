import type { RequestContext } from '../../../http/context.ts'
import type { ProvincePolicy, SubjectType } from '@gk/domain'
import { predecessorLabel, subjectTypeLabel } from './province-catalog.ts'
import { ORDINARY, planTypeOfRow } from '../../../db/read-model/plan-type.ts'
import { controlLineRows as readControlLines, type ControlLineRow } from './reference.repository.ts'

/** what the lines of a candidate depend on (the candidate itself lives in profile/, above this folder) */
type LineCandidate = { province: { code: string }; record: { year: number }; subjectType: SubjectType; policy: ProvincePolicy }

export type { ControlLineRow } from './reference.repository.ts'

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

/** Every control line of a province up to a year (cached per province and year). */
export function controlLineRows(ctx: RequestContext, provinceCode: string, upTo: number): Promise<ControlLineRow[]> {
  return ctx.readModel.index(`wish:control:${provinceCode}:upto:${upTo}`, (db) => readControlLines(db, provinceCode, upTo))
}

/**
 * Control lines (批次线) by policy batch id: the ordinary line of each batch for the candidate's
 * year, else — a season whose exam has not happened yet (2027 before June) — the newest earlier
 * year's line, with that year, so the list can say 批次线 N分（YYYY年） instead of nothing.
 */
export async function controlLines(ctx: RequestContext, candidate: LineCandidate): Promise<Record<string, BatchLine>> {
  const rows = await controlLineRows(ctx, candidate.province.code, candidate.record.year)
  const label = subjectTypeLabel[candidate.subjectType]
  // a first 3+1+2 year has no 物理类/历史类 line yet: the 理科/文科 line it continues, labelled by year
  const labels = [label, predecessorLabel(candidate.policy, candidate.subjectType)].filter((l): l is string => l !== null)
  const years = [...new Set(rows.map((r) => Number(r.year)))].sort((a, b) => b - a)
  const out: Record<string, BatchLine> = {}
  for (const [id, keys] of Object.entries(batchKeys)) {
    search: for (const l of labels) {
      for (const year of years) {
        const ofYear = rows.filter((r) => Number(r.year) === year)
        const score = firstOrdinaryLine(ofYear, l, keys)
        if (score === undefined) continue
        out[id] = { score, year, ...(l === label ? {} : { subjectType: l }) }
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

/** {@link controlLines} as scores only (callers that do not show the lines' years). */
export async function controlLineScores(ctx: RequestContext, candidate: LineCandidate): Promise<Record<string, number>> {
  return lineScores(await controlLines(ctx, candidate))
}
