import type { AnswerFn } from './ai-answers-school.ts'
import type { Entities } from './ai-nlu.ts'
import { trackNamed } from './ai-follow-up.ts'
import { dataOf } from './ai-plan.ts'
import { provinceOf, TABLE_ASKED } from './ai-answers-table.ts'
import { sharedReadings } from './ai-local-names.ts'
import { loadLexicon } from './ai-lexicon.ts'
import type { Plan } from './ai-plan.ts'
import { feeAsks } from './ai-tuition-asks.ts'
import { COOP_NAMED, coopRowsOf, type FactRow } from './ai-tuition-programmes.ts'
import { courseTotals } from './ai-tuition-total.ts'

/**
 * A table of plan facts (ADR 144): 「X 2026年各专业组计划数列个表」, 「X 临床医学和计算机各招多少人、学费多少」. Seats,
 * tuition and 学制 come from the enrollment plan of the year asked in the asker's province, never the lines table, and a
 * major the plan of that province lacks is said so in its own row, never filled with another province's plan.
 */

/** Plan facts asked: seats, tuition, 学制 (not a line, not a chance). */
export const PLAN_FACTS_ASKED = /计划数|计划人数|招生计划|招生人数|[招收](多少|几个|几|好多|多)人?|名额|学费|学废|学制|几年制|计划[表]?$|计划\s/

/** Listed in words (列个表, 列一下, 列出来, 表格) or as 各/每个 group. */
const LISTED = /列(一下|个|出|表|成)|表格|列表|一览/

/** One college's plan facts asked as a table: of its groups, or of one or several majors. */
export function planTableOf(q: string, e: Entities): boolean {
  if (e.schools.length !== 1 || !PLAN_FACTS_ASKED.test(q) || /志愿表|冲稳保|最低分|分数线|录取线|位次|能上|能不能|概率/.test(q)) return false
  const listed = TABLE_ASKED.test(q) || LISTED.test(q)
  const majors = majorsAsked(q, e)
  const groups = /专业组/.test(q) && majors.length === 0
  if (groups) return listed || /[各每](个|一个)?专业组|专业组(和|及|跟|与)?的?(计划|招)/.test(q)
  return majors.length >= 2 || (listed && majors.length >= 1)
}

/** The majors asked: 「物理 专业组 计划」 names the track, not the major 物理学 the word also reads as. */
function majorsAsked(q: string, e: Entities) {
  const track = e.subjectType ?? trackNamed(q)
  return e.majors.filter((m) => !(track && m.name.startsWith(track.slice(0, 2)) && !q.includes(m.name)))
}

type Group = { SubjectType: string; Batch: string; MajorGroup: string; Seats: number; Majors: number }
type Fact = {
  SubjectType: string
  MajorGroup: string | null
  Major: string | null
  PlanType: string | null
  Seats: number | null
  Tuition: string | null
  Years: string | null
}

export const planTable: AnswerFn = async (plan, e0, question) => {
  const e = await plan.withProfile(e0)
  // 「河大」 with no province named or saved is 河南大学 or 河北大学: each one's plan in its home province, not a guess
  const readings = e.province ? [] : sharedReadings(question, e.schools[0]!, await loadLexicon(plan.ctx))
  if (readings.length < 2) return tableOf(plan, e, question)
  const each = []
  for (const school of readings) each.push(await tableOf(plan, { ...e, schools: [school] }, question))
  return `你说的简称可能指${readings.map((s) => s.name).join('或')}，都列出（告诉我省份可只看你那里的）：\n\n${each.join('\n\n---\n\n')}`
}

async function tableOf(plan: Plan, e: Entities, question: string): Promise<string> {
  const school = e.schools[0]!
  const majors = majorsAsked(question, e)
  const province = await provinceOf(plan, e, question)
  if (!province) return `${school.name}的招生计划按省公布，你在哪个省份参加高考？`
  const track = e.subjectType ?? trackNamed(question)
  const asked = e.year ? `${e.year}年` : ''
  if (!majors.length) {
    const d = dataOf(await plan.call('enrollment_plans', { SchoolId: school.id, ProvinceId: province.id, ...(e.year ? { Year: e.year } : {}) })) as {
      Year: number | null
      YearsInData: number[]
      Groups: Group[]
    } | null
    const groups = (d?.Groups ?? []).filter((g) => !track || g.SubjectType.startsWith(track.slice(0, 2)))
    if (!groups.length)
      return `数据里没有${school.name}${asked}在${province.name}${track ?? ''}的招生计划${d?.YearsInData.length ? `（数据里有${d.YearsInData.join('、')}年）` : ''}。我不会编造。`
    const rows = groups.map((g) => `| ${g.SubjectType} | ${g.Batch} | ${g.MajorGroup} | ${g.Majors} | ${g.Seats} |`)
    return [
      `**${school.name}${d!.Year}年在${province.name}${province.note}${track ?? ''}各专业组的招生计划**（普通类）：`,
      '',
      '| 科类 | 批次 | 专业组 | 专业数 | 计划人数 |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `每组人数含组内所有专业（联合培养等也在组内）。来源：${d!.Year}年招生计划；专项、预科等特殊类型计划不计入。`,
    ].join('\n')
  }
  const asks = COOP_NAMED.test(question) ? feeAsks(question, majors, await loadLexicon(plan.ctx)) : null
  const coopAsked = (id: string) => COOP_NAMED.test(question) && (!asks || asks.some((a) => a.majors[0]?.id === id && COOP_NAMED.test(a.text)))
  const shown: FactRow[] = []
  const rows: string[] = []
  const missing: string[] = []
  let year: number | null = null
  for (const major of majors.slice(0, 8)) {
    const d = dataOf(
      await plan.call('college_plan_facts', {
        SchoolId: school.id,
        ProvinceId: province.id,
        Unit: major.name,
        ...(track ? { SubjectType: track } : {}),
        ...(e.year ? { Year: e.year } : {}),
      }),
    ) as { Year: number | null; Matched: boolean; List: Fact[] } | null
    const list = d?.Matched ? d.List : []
    // the ordinary row first: a 专项 or 中外合作 row of the same name is its own route, shown when its own ask names it
    // (「软件工程中外合作…普通的计算机…」: the 中外合作 fee of 软件工程 is asked, never dropped; ai-tuition-asks.ts)
    const coop = coopAsked(major.id)
      ? await coopRowsOf(
          plan,
          { SchoolId: school.id, ProvinceId: province.id, ...(track ? { SubjectType: track } : {}), ...(e.year ? { Year: e.year } : {}) },
          major.name,
        )
      : []
    const hit = [...list.filter((r) => !r.PlanType || r.PlanType === '普通类'), ...coop]
    if (!d || !hit.length || (e.year && d.Year !== e.year)) {
      missing.push(`${major.name}（${school.name}${asked || (d?.Year ? `${d.Year}年` : '')}在${province.name}的招生计划里没有这个专业）`)
      continue
    }
    year ??= d.Year
    shown.push(...(hit as FactRow[]))
    for (const r of hit.slice(0, 4))
      rows.push(
        `| ${major.name}${r.PlanType && r.PlanType !== '普通类' ? `（${r.PlanType}）` : ''} | ${r.Major ?? '—'} | ${r.SubjectType} | ${r.MajorGroup ?? '—'} | ${r.Seats ?? '—'} | ${r.Tuition ?? '未列'} | ${r.Years ?? '未列'} |`,
      )
  }
  const title = `**${school.name}${year ?? e.year ?? ''}${year || e.year ? '年' : ''}在${province.name}${province.note}的招生计划**（所问专业）：`
  const lack = missing.length ? `数据里没有：${missing.join('；')}。我不会拿别的省份的计划来填。` : ''
  if (!rows.length) return `${title.replace(/[：:]$/, '')}：${lack}`
  // 「四年一共多少」: yearly fee × 学制, computed and said so (ai-tuition-total.ts)
  const whole = courseTotals(question, shown)
  if (whole) plan.outputs.push(whole)
  const types = shown.some((r) => r.PlanType && r.PlanType !== '普通类') ? '普通类，及所问的中外合作办学' : '普通类'
  return [
    title,
    '',
    '| 所问专业 | 计划里的专业 | 科类 | 专业组 | 计划人数 | 学费 | 学制 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(lack ? [lack, ''] : []),
    ...(whole ? [whole, ''] : []),
    `来源：${year}年招生计划（${types}）；学费以学校当年公布为准。`,
  ].join('\n')
}
