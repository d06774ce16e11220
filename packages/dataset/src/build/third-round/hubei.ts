import { APART_GROUP_CLASSES } from '@gk/domain'
import { subjectRequirementColumn } from '../../subjects/subject-requirement-column.ts'
import { noteVocationalName } from '../accumulator.ts'
import { cleanMajorName } from '../majors.ts'
import { toTuition } from '../num.ts'
import type { Row } from '../write-tables.ts'
import { SRC3 } from './sources.ts'
import { type Ctx, admissionRow, cellInt, cellText, resolveUnit } from './unit-rows.ts'

type Rec = Record<string, string>
const HUBEI = '42'
const SUBJECT: Record<string, string> = { 物理科目组合: '物理类', 历史科目组合: '历史类', 物理类: '物理类', 历史类: '历史类' }
/** "（01）" → "01". */
const groupNo = (v: string | undefined) => cellText((v ?? '').replace(/[（）()]/g, ''))

/**
 * 湖北 2026 本科 投档线 (院校专业组), score only. Only the ordinary route (物理/历史 科目组合) is kept:
 * art, sport and 技能高考 lines are composite scores of other routes, and the 提前批 rows have no 科类.
 * 计划类别 (国家专项/高校专项) and the 备注 (中外合作办学, 预科…) are the special-plan labels; a 备注 that marks a restricted
 * group (护理类) is kept in the group's name, where apart-group.ts reads it.
 */
export function readHubeiBenke(rows: Rec[], ctx: Ctx): { rows: Row[]; skipped: number } {
  const out: Row[] = []
  let skipped = 0
  for (const r of rows) {
    const subject = SUBJECT[r.科类 ?? '']
    const score = cellInt(r.投档线)
    if (!subject || score === null) {
      skipped++
      continue
    }
    const plan = cellText(r.计划类别)
    const remark = cellText(r.备注)
    const label = [plan === '非定向' ? null : plan, remark].filter(Boolean).join(' ') || null
    // a remark no plan type carries (护理类) stays on the group's name: the college's line leaves that group out (ADR 114)
    const name = cellText(r.专业组名称)
    const apart = remark !== null && APART_GROUP_CLASSES.some(([, re]) => re.test(remark)) ? remark : null
    const row = admissionRow(
      ctx,
      {
        province_code: HUBEI,
        year: cellInt(r.year) ?? 2026,
        subject_type: subject,
        batch: r.类别 ?? '本科普通批',
        unit_level: 'major-group',
        source_id: SRC3.hubei,
        quality: 'third-party',
      },
      {
        school: r.school_name ?? '',
        code: cellText(r.院校代码),
        group: groupNo(r.专业组编号),
        major: apart && name ? `${name}（${apart}）` : name,
        minScore: score,
        model: '3+1+2',
        planRemark: label,
      },
    )
    if (row) out.push(row)
  }
  return { rows: out, skipped }
}

/** 湖北 2024–2025 专科 group lines (EOL copy), with the published rank. */
export function readHubeiZhuankeLines(rows: Rec[], ctx: Ctx): Row[] {
  const out: Row[] = []
  for (const r of rows) {
    const subject = SUBJECT[r.科类 ?? '']
    const year = cellInt(r.year)
    if (!subject || !year) continue
    const plan = cellText(r.计划类别)
    const row = admissionRow(
      ctx,
      {
        province_code: HUBEI,
        year,
        subject_type: subject,
        batch: r.批次 ?? '专科批',
        unit_level: 'major-group',
        source_id: SRC3.hubei,
        quality: 'third-party',
      },
      {
        school: r.school_name ?? '',
        code: null,
        group: groupNo(r.专业组编号),
        minScore: cellInt(r.投档线),
        minRank: cellInt(r.位次),
        requirement: cellText(r.选科要求),
        model: '3+1+2',
        planRemark: plan === '普通类' ? null : plan,
      },
    )
    if (row) out.push(row)
  }
  return out
}

/** 湖北 2026 专科 plans (EOL copy): one row per major inside a 专业组. */
export function readHubeiZhuankePlans(rows: Rec[], ctx: Ctx): Row[] {
  const out: Row[] = []
  for (const r of rows) {
    const subject = SUBJECT[r.科类 ?? '']
    if (!subject) continue
    const id = resolveUnit(ctx, HUBEI, r.school_name ?? '', null, SRC3.hubei)
    if (!id) continue
    const major = cellText(r.专业名称)
    if (major) noteVocationalName(ctx.acc, cleanMajorName(major), SRC3.hubei)
    const plan = cellText(r.计划类别)
    const requirement = cellText(r.选科要求)
    out.push({
      province_code: HUBEI,
      year: cellInt(r.year) ?? 2026,
      subject_type: subject,
      batch: r.批次,
      level: '专科',
      institution_id: id,
      institution_name: r.school_name,
      provincial_code: null,
      major_group: groupNo(r.专业组编号),
      major_code: cellText(r.专业代码),
      major_name: major,
      plan_count: cellInt(r.计划数),
      years: r.学制 === '三年' ? 3 : r.学制 === '二年' ? 2 : r.学制 === '五年' ? 5 : cellInt(r.学制),
      tuition: toTuition(r.学费, cellInt),
      requirement_text: requirement,
      subject_requirement: subjectRequirementColumn(requirement, '3+1+2'),
      notes: plan === '普通类' ? null : plan,
      source_id: SRC3.hubei,
      quality: 'third-party',
      plan_remark: plan === '普通类' ? '' : plan,
    })
  }
  return out
}
