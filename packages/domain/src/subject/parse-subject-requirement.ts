import { Subject } from '../types.ts'
import { noSubjectRequirement, type FirstChoiceRequirement, type SubjectRequirement } from './subject-requirement.ts'

/** Options for {@link parseSubjectRequirement}. */
export type ParseSubjectRequirementOptions = {
  /** 3+1+2 province: a required physics/history becomes the 首选 requirement */
  readonly isFirstChoiceModel?: boolean
}

// longest names first so 思想政治 wins over 政治, 通用技术 over 技术
const subjectNames: readonly (readonly [string, Subject])[] = [
  ['思想政治', Subject.Politics],
  ['通用技术', Subject.Technology],
  ['信息技术', Subject.Technology],
  ['物理', Subject.Physics],
  ['化学', Subject.Chemistry],
  ['生物', Subject.Biology],
  ['政治', Subject.Politics],
  ['思政', Subject.Politics],
  ['历史', Subject.History],
  ['地理', Subject.Geography],
  ['技术', Subject.Technology],
  ['物', Subject.Physics],
  ['化', Subject.Chemistry],
  ['生', Subject.Biology],
  ['政', Subject.Politics],
  ['史', Subject.History],
  ['地', Subject.Geography],
]

const noneWordings = /^(无|不限|不提(科目)?要求|选考科目不限|再选不限|科目不限|不提再选科目要求)$/

/**
 * Parses a plan-book 选科要求 wording into `{ first, allOf, anyOf }`.
 *
 * @example
 * parseSubjectRequirement('物理,化学(2门科目考生均须选考方可报考)')
 * //=> { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }
 * parseSubjectRequirement('首选物理，再选化学', { isFirstChoiceModel: true })
 * //=> { first: 'physics', allOf: ['chemistry'], anyOf: [] }
 */
export function parseSubjectRequirement(
  text: string | null | undefined,
  options: ParseSubjectRequirementOptions = {},
): SubjectRequirement {
  const normalised = normalise(text ?? '')
  if (normalised === '' || noneWordings.test(normalised)) return noSubjectRequirement
  let first: FirstChoiceRequirement = null
  let rest = normalised
  if (/^(首选)?(物理或历史|历史或物理)(均可|都可|皆可)?$/.test(rest)) return { ...noSubjectRequirement, first: 'either' }
  const firstMatch = /首选(科目)?[:：]?(物理|历史|物理或历史|历史或物理)(均可)?/.exec(rest)
  if (firstMatch) {
    first = firstMatch[2] === '物理' ? 'physics' : firstMatch[2] === '历史' ? 'history' : 'either'
    rest = rest.replace(firstMatch[0], '')
  }
  rest = rest.replace(/再选(科目)?[:：]?/, '').replace(/^[,，;；]+|[,，;；]+$/g, '')
  if (rest === '' || noneWordings.test(rest)) return { ...noSubjectRequirement, first }
  const subjects = extractSubjects(rest)
  if (subjects.length === 0) return { ...noSubjectRequirement, first, isUnrecognised: true }
  const isAnyOf = /其中(一|1)门|任选|之一|选考其一|即可报考|或|\//.test(rest) && !/均须|必须|都须|均需/.test(rest)
  let allOf = isAnyOf ? [] : subjects
  let anyOf = isAnyOf ? subjects : []
  if (options.isFirstChoiceModel === true && first === null) {
    // in 3+1+2 plan books "物理+化学" means 首选物理, 再选化学
    const firstSubjects = allOf.filter((s) => s === Subject.Physics || s === Subject.History)
    if (firstSubjects.length === 1) {
      first = firstSubjects[0] === Subject.Physics ? 'physics' : 'history'
      allOf = allOf.filter((s) => s !== firstSubjects[0])
    } else if (anyOf.length === 2 && anyOf.includes(Subject.Physics) && anyOf.includes(Subject.History)) {
      first = 'either'
      anyOf = []
    }
  }
  return { first, allOf, anyOf }
}

function normalise(text: string): string {
  return text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/^(选考科目|科目要求|选科要求)(限|要求)?[:：]?/, '')
    .replace(/^\((.*)\)$/, '$1')
}

function extractSubjects(text: string): Subject[] {
  const found: Subject[] = []
  // drop the explanatory bracket so "2门科目考生…" cannot match 生/物 as subjects
  let rest = text.replace(/\([^)]*\)/g, ' ')
  for (const [name, subject] of subjectNames) {
    while (rest.includes(name)) {
      if (name.length === 1 && !isStandaloneAbbreviation(rest, name)) break
      rest = rest.replace(name, ' ')
      if (!found.includes(subject)) found.push(subject)
    }
  }
  return found
}

function isStandaloneAbbreviation(text: string, name: string): boolean {
  // single-character forms only count in lists like "物+化" or "物化生"
  return /^[物化生政史地+、,，和与及或/ ]+$/.test(text.replace(/均须|必须|选考|其中一门|即可|\s/g, '')) && text.includes(name)
}
