import { XIZANG } from './xizang-classes.ts'
import type { Row } from './write-tables.ts'

/**
 * 西藏 admits 本科 in two batches (一批, 二批), but many school-published rows say only 本科批 or 普通类, and the engine
 * cannot place them (ADR 036). The province's plan books (2024–2026) list every school's ordinary places by batch: a
 * school whose ordinary plans of a track are all in one of the two batches admits that track in that batch, so its
 * 本科 rows without a batch are placed there — the original wording kept in the batch text. A school with plans in
 * both batches, or none, is left as it is, and so are rows more than a year older than the school's first plan book
 * (a school may have changed batch since) and rows that name neither the level nor the route (官网未列批次, 理工: any
 * route, 提前批 or 专项 included).
 */
const NUMBERED = /^本科([一二])批$/
// rows of other routes or levels: never placed by the ordinary plans
const NOT_ORDINARY_BATCH = /一批|二批|本一|本二|第[一二]批|专科|高职|提前|征集|征求|艺术|体育|对口|部队|专项|预科/

/** The batch (一 or 二) of each school and track whose ordinary 西藏 plans are all in one of them, and the first plan year. */
function planBatches(plans: readonly Row[]): Map<string, { batch: string; since: number }> {
  const seen = new Map<string, Set<string>>()
  const first = new Map<string, number>()
  for (const p of plans) {
    if (p.province_code !== XIZANG || p.plan_type !== '普通类' || typeof p.batch !== 'string') continue
    const m = NUMBERED.exec(p.batch.trim())
    if (!m) continue
    const k = `${String(p.institution_id)}|${String(p.subject_type)}`
    seen.set(k, (seen.get(k) ?? new Set()).add(m[1]!))
    first.set(k, Math.min(first.get(k) ?? Number(p.year), Number(p.year)))
  }
  const out = new Map<string, { batch: string; since: number }>()
  for (const [k, batches] of seen) if (batches.size === 1) out.set(k, { batch: [...batches][0]!, since: first.get(k)! })
  return out
}

/** Places 西藏's unplaced ordinary 本科 rows in the one batch their school's ordinary plans name; returns how many. */
export function placeXizangRows(admissions: Row[], plans: readonly Row[]): number {
  const batchOf = planBatches(plans)
  let placed = 0
  for (const r of admissions) {
    // before the class rules: an A-class row is placed too and filed by them afterwards; special plans keep their wording
    if (r.province_code !== XIZANG || r.plan_type !== '普通类') continue
    const original = typeof r.batch === 'string' ? r.batch.trim() : ''
    // a wording that names neither the level nor the ordinary route (官网未列批次, 理工) may be any route: not placed
    if (NOT_ORDINARY_BATCH.test(original) || !/本科|普通/.test(original)) continue
    const plan = batchOf.get(`${String(r.institution_id)}|${String(r.subject_type)}`)
    if (!plan || Number(r.year) < plan.since - 1) continue
    r.batch = `本科${plan.batch}批(据该校招生计划；原作${original})`
    placed++
  }
  return placed
}
