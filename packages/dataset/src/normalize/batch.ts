import { classifyPlanType, type PlanType } from '@gk/domain'

const CATEGORY_OF: Partial<Record<PlanType, string>> = { 普通类: '普通类', 艺术: '艺术类', 体育: '体育类', 特殊类型: '特殊类型' }

/**
 * Category of a control line or admission route, from the batch wording (and whatever else names the
 * route): 普通类, 艺术类, 体育类, 对口类, 特殊类型, or the plan type of a special plan (预科, 民族班,
 * 地方专项, 定向 …). Only 普通类 is the ordinary line of a batch.
 */
export function lineCategory(text: string): string {
  if (/对口|中职|三校生|单招|职教|技能高考/.test(text) && !/艺术|体育/.test(text)) return '对口类'
  if (/特控|重点线/.test(text)) return '特殊类型'
  const type = classifyPlanType({ batch: text })
  return CATEGORY_OF[type] ?? type
}

/**
 * Normalised batch key so lines can be compared across provinces and years:
 * bk1/bk2/bk3 (本科一/二/三批), bk (merged 本科批), seg1/seg2 (浙江/山东 一段/二段), zk (专科), special.
 */
export function batchKey(text: string): string {
  if (/特殊类型|特控|强基|重点线/.test(text)) return 'special'
  if (/本科一批|一本|本一|第一批/.test(text)) return 'bk1'
  if (/本科二批|二本|本二|第二批/.test(text)) return 'bk2'
  if (/本科三批|三本|本三/.test(text)) return 'bk3'
  if (/一段|第一段/.test(text)) return 'seg1'
  if (/二段|第二段/.test(text)) return 'seg2'
  if (/专科|高职|高专/.test(text)) return 'zk'
  if (/本科/.test(text)) return 'bk'
  return 'other'
}

const SUBJECT_ALIASES: Record<string, string> = {
  理工类: '理科',
  理工: '理科',
  文史类: '文科',
  文史: '文科',
  首选物理: '物理类',
  首选历史: '历史类',
  物理: '物理类',
  历史: '历史类',
  综合改革: '综合',
  不分科目类: '综合',
  不分文理: '综合',
  不分: '综合',
  文理综合: '综合',
  普通类: '综合',
}

/** Maps the subject-type spellings of the sources to 物理类/历史类/综合/理科/文科 where they mean one of those. */
export function normalSubjectType(raw: string | null | undefined): string | null {
  if (!raw) return null
  const t = raw.trim()
  return SUBJECT_ALIASES[t] ?? t
}

/**
 * Makes a subject type fit the exam model of that province and year: some compilations relabel old
 * 理工/文史 rows as 物理类/历史类 (and the reverse), but a 文/理 year has no 物理类 and vice versa.
 */
export function fitSubjectType(subjectType: string | null, model: '3+1+2' | '3+3' | '文理'): string | null {
  if (subjectType === null) return null
  if (model === '文理') return subjectType === '物理类' ? '理科' : subjectType === '历史类' ? '文科' : subjectType
  if (model === '3+1+2') return subjectType === '理科' ? '物理类' : subjectType === '文科' ? '历史类' : subjectType
  return subjectType === '物理类' || subjectType === '历史类' || subjectType === '理科' || subjectType === '文科' ? '综合' : subjectType
}
