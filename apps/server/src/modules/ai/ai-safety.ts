import type { UnitListRow } from '@gk/contract'

/**
 * The rule every probability the assistant states passes (both engines read probabilities only
 * through the wish tools, which apply it): a unit the candidate can fill — the engine's own unit
 * of the ordinary plan (普通类) in the candidate's batch, eligible by 选科/科类, with a probability —
 * and nothing on the row saying it needs more than an ordinary application. A special plan (专项,
 * 预科, 中外合作 …) needs its own eligibility and is never the ordinary route. Outlier years (a 医科
 * or 中外合作 line labelled inside an ordinary group) are dropped by the engine before it forecasts
 * (labelledOutliers in @gk/domain), so no row carries one; a line the question quotes is checked
 * on its own (ai-premise-line.ts).
 */
export function isFillable(row: UnitListRow): boolean {
  if (row.PlanType !== ORDINARY || row.Eligibility !== '') return false
  if (row.IneligibleReasons.length > 0 || row.Probability === null) return false
  return !SPECIAL_ROUTE.test(`${row.GroupCode ?? ''} ${row.MajorName ?? ''}`)
}

const ORDINARY = '普通类'
/** words in the unit's own name (专业组 label, major) that name a route an ordinary applicant does not take, whatever PlanType says */
const SPECIAL_ROUTE = /中外合作|合作办学|专项|预科|民族班|定向|公费师范/
