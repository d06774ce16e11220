/**
 * The enrollment-plan side of the build: which units the newest plan book lists, with their seats,
 * tuition and majors. A unit with a plan but no history is still listed, so it gets a draft of its own.
 */
import { planTypeOfRow } from '../plan-type/plan-type-of-row.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import { subjectTypeFromLabel, type SubjectType } from '../types.ts'
import type { PlanRow, ResultRow } from './rows.ts'
import { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor } from './unit-classify.ts'
import type { Draft } from './unit-drafts.ts'

/** `tuition`: the dearest yearly fee the unit's rows print; 0 when every row says free (ADR 170), null when none prints one. */
export type Plan = { count: number; tuition: number | null; majors: string[]; first: PlanRow }

/** The province's newest plan book up to the target year (`plans`: its rows, as read), as the build uses it. */
export function planBook(plans: readonly PlanRow[], year: number): readonly PlanRow[] {
  // before the target year's plan book is out, the newest plan says which units exist and their
  // majors; its seat counts are not this year's, so they are neither shown nor used as the plan
  const planYear = plans.length > 0 ? Number(plans[0]!.year) : year
  return planYear < year ? plans.map((p) => ({ ...p, plan_count: null })) : plans
}

/** This year's plans by bucket and unit key: counts, tuition and the majors inside each unit. */
export function indexPlans(plans: readonly PlanRow[], policy: ProvincePolicy): Map<string, Map<string, Plan>> {
  const modeOf = new Map(policy.batches.map((b) => [b.id, b.fillingMode]))
  const out = new Map<string, Map<string, Plan>>()
  // units with a row whose fee the plan does not print: free (0) only when every row says free (ADR 170)
  const unpriced = new Set<Plan>()
  for (const p of plans) {
    const st = subjectTypeFromLabel.get(p.subject_type)
    if (!st || !p.institution_id) continue
    const batchId = classifyBatch(p.batch, policy.batches, policy.mainBatchId) ?? (p.level === '专科' ? 'vocational' : policy.mainBatchId)
    const mode = modeOf.get(batchId)
    if (!mode) continue
    const level = levelOfMode[mode]
    const group = groupCodeOf(p.major_code, p.major_group)
    const key =
      level === 'major-group'
        ? group === null
          ? null
          : `g:${p.institution_id}:${p.provincial_code ?? ''}:${group}`
        : level === 'major'
          ? p.major_name
            ? `m:${p.institution_id}:${normaliseMajor(p.major_name)}`
            : null
          : `s:${p.institution_id}`
    if (!key) continue
    const bucket = `${st}|${batchId}|${planTypeOfRow(p)}`
    let inBucket = out.get(bucket)
    if (!inBucket) out.set(bucket, (inBucket = new Map<string, Plan>()))
    let e = inBucket.get(key)
    if (!e) inBucket.set(key, (e = { count: 0, tuition: null, majors: [], first: p }))
    e.count += p.plan_count ?? 0
    if (p.tuition !== null) e.tuition = Math.max(e.tuition ?? 0, p.tuition)
    else unpriced.add(e)
    if (p.major_name && !e.majors.includes(p.major_name)) e.majors.push(p.major_name)
  }
  for (const e of unpriced) if (e.tuition === 0) e.tuition = null
  return out
}

/** A draft for a planned unit without history of its own (its line may come from its institution). */
export function planDraft(key: string, bucket: string, st: SubjectType, batchId: string, planType: string, p: PlanRow, year: number): Draft {
  const r = { ...p, year, unit_level: '', min_score: null, min_rank: null, source_id: '', quality: '' } satisfies ResultRow
  return {
    key,
    bucket,
    subjectType: st,
    batchId,
    planType,
    schoolId: r.institution_id!,
    schoolName: r.institution_name,
    schoolCode: r.provincial_code,
    groupCode: key.startsWith('g:') ? groupCodeOf(p.major_code, p.major_group) : null,
    majorName: key.startsWith('m:') ? p.major_name : null,
    requirementText: p.requirement_text ?? '',
    requirement: { first: null, allOf: [], anyOf: [] },
    latestYear: year,
    own: new Map(),
    fromMajors: new Map(),
    majorsByYear: new Map(),
  }
}
