import type { Db } from '../../db/client.ts'
import type { ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { profileRankings } from './school.repository.ts'

// a grade's place in the 第四轮学科评估 scale, best first
const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-']

/**
 * What the rankings table says about one college: 一流学科 (双一流 2022), 第四轮学科评估 grades and
 * 国家级一流本科专业建设点, each list with the year and source a student can check.
 */
export async function schoolProfile(db: Db, schoolId: string, labels: ReferenceLabels) {
  const rows = await profileRankings(db, schoolId)
  const of = (kind: string) => rows.filter((r) => r.kind === kind)
  const sourceOf = (kind: string, title: string) => {
    const list = of(kind)
    if (list.length === 0) return ''
    const year = list.find((r) => r.year)?.year
    return `${title}${year ? `（${year}年）` : ''} · ${labels.sourceName(list[0]!.source_id)}`
  }
  const evaluations = of('eval4')
    .filter((r) => r.subject_name && r.grade)
    .map((r) => ({ Code: r.subject_code ?? '', Name: r.subject_name!, Grade: r.grade! }))
    .sort((a, b) => GRADES.indexOf(a.Grade) - GRADES.indexOf(b.Grade) || a.Code.localeCompare(b.Code))
  // the national list names programmes ("计算机科学与技术（中外合作办学）"); one entry per catalogue major
  const majors = new Map<string, { Name: string; SpecialtyId: string | null }>()
  for (const r of of('first-class-major').filter((r) => r.grade === 'national' && r.subject_name)) {
    const name = r.subject_name!.replace(/[（(].*$/u, '')
    const key = r.major_id ?? name
    if (!majors.has(key)) majors.set(key, { Name: name, SpecialtyId: r.major_id })
  }
  return {
    FirstClassSubjects: [
      ...new Set(
        of('double-first-class')
          .map((r) => r.subject_name ?? '')
          .filter(Boolean),
      ),
    ],
    FirstClassSource: sourceOf('double-first-class', '第二轮“双一流”建设学科'),
    Evaluations: evaluations,
    EvaluationSource: evaluations.length ? `第四轮学科评估（教育部学位中心，2017年公布） · ${labels.sourceName(of('eval4')[0]!.source_id)}` : '',
    FirstClassMajors: [...majors.values()],
    FirstClassMajorSource: majors.size ? `国家级一流本科专业建设点（2019–2021年公布） · ${labels.sourceName(of('first-class-major')[0]!.source_id)}` : '',
  }
}
