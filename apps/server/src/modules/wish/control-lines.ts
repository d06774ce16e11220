import type { RequestContext } from '../../http/context.ts'
import type { Candidate } from './candidate.ts'
import { subjectTypeLabel } from './province-catalog.ts'
import { ORDINARY, planTypeOfRow } from '../../db/read-model/plan-type.ts'

export type ControlLineRow = { year?: number; subject_type: string; category: string; batch: string; batch_key: string; score: number; quality: string }

const qualityOrder: Record<string, number> = { official: 0, 'third-party': 1, derived: 2, estimated: 3 }

/**
 * The ordinary line (普通类) of one batch key among the published lines: the lines of special plans
 * (预科, 定向, 民族班, 专项 …) that share the category are never it, and neither is their minimum.
 * Among ordinary wordings the official one that names 普通类 wins.
 */
export function ordinaryLine(rows: readonly ControlLineRow[], label: string, key: string): number | undefined {
  const ordinary = rows.filter(
    (r) => r.subject_type === label && r.batch_key === key && r.category === ORDINARY && planTypeOfRow({ batch: r.batch, major_group: null, major_name: null }) === ORDINARY,
  )
  const preference = (r: ControlLineRow) => (qualityOrder[r.quality] ?? 4) * 10 + (/普通/.test(r.batch) ? 0 : 1)
  const best = [...ordinary].sort((a, b) => preference(a) - preference(b))[0]
  return best === undefined ? undefined : Number(best.score)
}

/** Control lines (批次线) of the candidate's year by policy batch id: the ordinary line of each batch. */
export async function controlLines(ctx: RequestContext, candidate: Candidate): Promise<Record<string, number>> {
  const rows = await ctx.readModel.index(`wish:control:${candidate.province.code}:${candidate.record.year}`, (db) =>
    db.query<ControlLineRow>(
      `SELECT subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1 AND year = $2`,
      [candidate.province.code, candidate.record.year],
    ),
  )
  const label = subjectTypeLabel[candidate.subjectType]
  const line = (key: string) => ordinaryLine(rows, label, key)
  const out: Record<string, number> = {}
  const set = (id: string, v: number | undefined) => {
    if (v !== undefined) out[id] = v
  }
  set('undergraduate', line('bk') ?? line('bk2') ?? line('seg1') ?? line('bk1'))
  set('undergraduate-1', line('bk1'))
  set('undergraduate-2', line('bk2'))
  set('vocational', line('zk') ?? line('seg2'))
  return out
}
