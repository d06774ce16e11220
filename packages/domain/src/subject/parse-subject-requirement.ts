import { Subject } from '../types.ts'
import {
  noSubjectRequirement,
  type FirstChoiceRequirement,
  type SubjectRequirement,
} from './subject-requirement.ts'

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
]
const abbreviations: Readonly<Record<string, Subject>> = {
  物: Subject.Physics,
  化: Subject.Chemistry,
  生: Subject.Biology,
  政: Subject.Politics,
  史: Subject.History,
  地: Subject.Geography,
}

// "不限…" (often followed by a programme remark such as 中外合作办学), placeholders and 再选 "不提"
const noneWordings =
  /^(无|不限.*|不提(科目)?要求|(选考)?科目不(限|提)|不提(再选)?(科目)?|[-—\\/]+)$/
// plan-book explanations in brackets: "(2门科目考生均须选考方可报考)"
const explanation = /\((\d门)?[^)]*(考生|报考|选考)[^)]*\)/g

/**
 * Parses a plan-book 选科要求 wording into `{ first, allOf, anyOf }`. Handles the 3+3 official forms,
 * 3+1+2 forms (首选物理，再选化学 / 物理+化学 / 物理类（再选化学）/ 物理*(化学) / 物理或历史均可), group
 * labels such as `04专业组(化学)` or `14（物理+不限）`, and programme remarks after 不限.
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
  const raw = text ?? ''
  // "(2门科目考生选考其中一门即可报考)": the any-of signal lives in the explanation that normalise drops
  const isAnyOfExplained =
    /其中(一|1)门|任选|之一|选考其一|即可报考/.test(raw) && !/均须|必须|都须|均需/.test(raw)
  let rest = normalise(raw)
  if (rest === '' || noneWordings.test(rest)) return noSubjectRequirement
  if (/^(首选)?(物理或历史|历史或物理|物理\/历史|历史\/物理)(均可|都可|皆可)?$/.test(rest)) {
    return { ...noSubjectRequirement, first: 'either' }
  }
  let first: FirstChoiceRequirement = null
  const firstMatch =
    /^(首选(科目)?[:：]?)?(物理|历史)(类)?(\+|\*|,|;|(?=\(?再选))/.exec(rest) ??
    /首选(科目)?[:：]?(物理|历史)/.exec(rest)
  const isExplicitFirst =
    firstMatch !== null && (firstMatch[0].startsWith('首选') || options.isFirstChoiceModel === true)
  if (firstMatch && isExplicitFirst) {
    first = firstMatch[0].includes('物理') ? 'physics' : 'history'
    rest = rest.replace(firstMatch[0], '')
  }
  rest = rest
    .replace(/^\(?(再选(科目)?[:：]?)?/, '')
    .replace(/\)$/, '')
    .replace(/^[,;]+|[,;]+$/g, '')
  if (rest === '' || noneWordings.test(rest)) return { ...noSubjectRequirement, first }
  const subjects = extractSubjects(rest)
  if (subjects.length === 0) return { ...noSubjectRequirement, first, isUnrecognised: true }
  const isAnyOf = isAnyOfExplained || (/或|\//.test(rest) && !/均须|必须|都须|均需|必选/.test(rest))
  let allOf = isAnyOf ? [] : subjects
  let anyOf = isAnyOf ? subjects : []
  if (options.isFirstChoiceModel === true && first === null) {
    // in 3+1+2 plan books a lone required physics/history is the 首选 requirement
    const firstSubjects = allOf.filter((s) => s === Subject.Physics || s === Subject.History)
    if (firstSubjects.length === 1) {
      first = firstSubjects[0] === Subject.Physics ? 'physics' : 'history'
      allOf = allOf.filter((s) => s !== firstSubjects[0])
    } else if (
      anyOf.length === 2 &&
      anyOf.includes(Subject.Physics) &&
      anyOf.includes(Subject.History)
    ) {
      first = 'either'
      anyOf = []
    }
  }
  return { first, allOf, anyOf }
}

function normalise(text: string): string {
  let s = text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .replace(/[、，]/g, ',')
    .replace(/^(选考科目|科目要求|选科要求)(限|要求)?[:：]?/, '')
  // a group label: "江西理工大学04专业组(化学)(中外合作办学)" or "14(物理+不限)" → the first bracket
  const group = /^\D*\d{1,3}(专业组)?\(([^)]*)\)/.exec(s)
  if (group) s = group[2]!
  s = s.replace(explanation, '').replace(/^\((.*)\)$/, '$1')
  return s
}

function extractSubjects(text: string): Subject[] {
  const found: Subject[] = []
  let rest = text.replace(/[()]/g, ',')
  for (const [name, subject] of subjectNames) {
    while (rest.includes(name)) {
      rest = rest.replace(name, ',')
      if (!found.includes(subject)) found.push(subject)
    }
  }
  // single-character forms only count in lists such as 物+化, 化和生 or 物化生
  const leftover = rest.replace(/必选|均须|必须|选考|和|与|及|或|\+|\*|\/|,|;/g, '')
  if (/^[物化生政史地]+$/.test(leftover)) {
    for (const c of leftover) {
      const subject = abbreviations[c]!
      if (!found.includes(subject)) found.push(subject)
    }
  }
  return found
}
