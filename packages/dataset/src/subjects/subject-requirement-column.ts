import { parseSubjectRequirement, type SubjectRequirement } from '@gk/domain'

/** Exam model of the province and year a row belongs to, as the build and the import tool know it. */
export type ExamModelHint = '3+1+2' | '3+3' | '文理' | null

/** The jsonb value stored in `subject_requirement`: `{ first, allOf, anyOf }`. */
export type SubjectRequirementColumn = Pick<SubjectRequirement, 'first' | 'allOf' | 'anyOf'>

/**
 * The `subject_requirement` column for a 选科要求 wording, parsed by `parseSubjectRequirement` of
 * `@gk/domain` (the one parser; 3+1+2 rows get the 首选 reading). null when the row has no wording
 * or the wording is not recognised (group labels such as "第502组", "特殊路径", a lone "\"): the
 * raw text stays in `requirement_text` and readers count such rows as "未标注选科要求".
 */
export function subjectRequirementColumn(text: string | null | undefined, model: ExamModelHint): SubjectRequirementColumn | null {
  if (text === null || text === undefined || text.trim() === '') return null
  const r = parseSubjectRequirement(text, { isFirstChoiceModel: model === '3+1+2' })
  if (r.isUnrecognised === true) return null
  return { first: r.first, allOf: [...r.allOf], anyOf: [...r.anyOf] }
}
