import type { SchoolMatcher } from '../normalize/school-matcher.ts'
import { subjectRequirementColumn } from '../subjects/subject-requirement-column.ts'
import { type Accumulator, noteCode, noteVocationalName, resolveSchool } from './accumulator.ts'
import { cleanMajorName } from './majors.ts'
import { toInt, toTuition, str } from './num.ts'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'

/**
 * The 河北 plan prints 0 where the fee is not fixed yet (深圳大学 "学费约6230-6853元/学年", 厦门大学(马来西亚分校)
 * "学费2.8万林吉特/学年", 190 rows in 2026), so its 0 is unknown unless the row's note says the programme is free
 * (北京农学院 "免收学费"). A 0 read as free would tell a candidate a paid programme costs nothing (ADR 170).
 */
export function hebeiTuition(tuition: string | undefined, note: string | undefined): number | null {
  const n = toTuition(tuition)
  return n === 0 && toInt(tuition) === 0 && !/免收学费|免学费|不收学费/.test(note ?? '') ? null : n
}

/** Hebei 2026 本科批 plan (20,842 rows): 专业+院校, so each row is one filling unit. */
export function readHebeiPlan(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  for (const r of raw.csv('ymstar__gaokao-assistant/data/hebei/admission-plans/2026/本科批/schools.merged.csv')) {
    const id = resolveSchool(acc, m, r.universityName, SRC.assistant, '13', false)
    if (!id) continue
    const code = str(r.universityCode)
    noteCode(acc, '13', code, id, r.universityName ?? '', 2026, SRC.assistant, 'official')
    acc.plans.push({
      province_code: '13',
      year: 2026,
      subject_type: r.group,
      batch: r.batch,
      level: '本科',
      institution_id: id,
      institution_name: r.universityName,
      provincial_code: code,
      major_group: null,
      major_code: str(r.majorCode),
      major_name: str(r.majorName),
      plan_count: toInt(r.planCount),
      years: toInt(r.duration),
      tuition: hebeiTuition(r.tuition, r.majorNote),
      requirement_text: str(r.subjectRequirement),
      subject_requirement: subjectRequirementColumn(r.subjectRequirement, '3+1+2'),
      notes: str(r.majorNote),
      source_id: SRC.assistant,
      quality: 'official',
    })
  }
}

/** Zhejiang 2026 普通类平行 plan, only the units open to a 物理+化学+生物 candidate (SOURCES.md §18). */
export function readZhejiangPlan(raw: RawReader, acc: Accumulator, m: SchoolMatcher): void {
  const rows = raw.csv('SatoriYoukai__2026_Zhejiang_gaokao_enrollment_database/2026年_普通类平行计划1_普通类平行录取_物理化学生物.csv')
  for (const r of rows) {
    const level = r.本专科?.includes('专科') ? '专科' : '本科'
    const id = resolveSchool(acc, m, r.院校名称, SRC.zjPlan, '33', level === '专科')
    if (!id) continue
    const code = str(r.院校代码)
    noteCode(acc, '33', code, id, r.院校名称 ?? '', 2026, SRC.zjPlan, 'third-party')
    if (level === '专科' && r.专业名称) {
      const n = cleanMajorName(r.专业名称)
      noteVocationalName(acc, n, SRC.zjPlan)
    }
    acc.plans.push({
      province_code: '33',
      year: 2026,
      subject_type: '综合',
      batch: '普通类平行录取',
      level,
      institution_id: id,
      institution_name: r.院校名称,
      provincial_code: code,
      major_group: null,
      major_code: str(r.专业代码),
      major_name: str(r.专业名称),
      plan_count: toInt(r.计划数),
      years: toInt(r.学制),
      tuition: toTuition(r.收费标准),
      requirement_text: str(r.选考科目要求),
      subject_requirement: subjectRequirementColumn(r.选考科目要求, '3+3'),
      notes: str(r.备注),
      source_id: SRC.zjPlan,
      quality: 'third-party',
    })
  }
}
