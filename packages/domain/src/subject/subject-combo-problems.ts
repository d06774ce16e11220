import { type ProvincePolicy } from '../policy/province-policy.ts'
import { type Subject, type SubjectCombo } from '../types.ts'
import { subjectLabel } from './subject-labels.ts'

/**
 * Checks that a 选科 combination is legal under a province's exam model: 3+3 picks `electiveCount`
 * distinct subjects from the electives (six, or seven with 技术 in 浙江); 3+1+2 has physics or history
 * as the subject type plus two distinct re-selected subjects; 文/理 has no electives. Returns Chinese
 * problems (empty = valid).
 *
 * @example
 * subjectComboProblems({ subjectType: 'physics', subjects: ['chemistry', 'biology'] }, findProvincePolicy('jiangsu', 2026)!) //=> []
 * subjectComboProblems({ subjectType: 'combined', subjects: ['physics', 'technology', 'history'] }, findProvincePolicy('shandong', 2026)!)
 * //=> ['技术不是山东的选考科目']
 */
export function subjectComboProblems(combo: SubjectCombo, policy: ProvincePolicy): string[] {
  const problems: string[] = []
  if (!policy.subjectTypes.includes(combo.subjectType)) problems.push(`${policy.year}年${policy.provinceName}不设该科类`)
  // the 3+1+2 首选 subject may be repeated in the list; it is not a re-selected subject
  const electives = combo.subjects.filter((s) => policy.examModel !== '3+1+2' || (s !== 'physics' && s !== 'history'))
  const distinct = new Set<Subject>(electives)
  if (distinct.size !== electives.length) problems.push('选考科目有重复')
  for (const s of distinct) {
    if (!policy.electiveSubjects.includes(s))
      problems.push(`${subjectLabel(s)}不是${policy.provinceName}的${policy.examModel === '3+1+2' ? '再选' : '选考'}科目`)
  }
  if (distinct.size !== policy.electiveCount) {
    problems.push(`须选${policy.electiveCount}门${policy.examModel === '3+1+2' ? '再选' : '选考'}科目，实际${distinct.size}门`)
  }
  return problems
}
