import { Subject } from '../types.ts'
import { noSubjectRequirement, type FirstChoiceRequirement, type SubjectRequirement } from './subject-requirement.ts'

/** Options for {@link parseSubjectRequirement}. */
export type ParseSubjectRequirementOptions = {
  /**
   * 3+1+2 province: a bare required physics/history becomes the 首选 requirement, and "physics and
   * history" (impossible there) means either. Wordings that name the 首选 themselves (首选物理, 仅物理,
   * 物理类, 物理或历史均可) give `first` whatever this says.
   */
  readonly isFirstChoiceModel?: boolean
}

// longest names first so 思想政治 wins over 政治, 通用技术 over 技术, 生物学 over 生物
const subjectNames: readonly (readonly [string, Subject])[] = [
  ['思想政治', Subject.Politics],
  ['通用技术', Subject.Technology],
  ['信息技术', Subject.Technology],
  ['生物学', Subject.Biology],
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
const subjectOrder: readonly Subject[] = [
  Subject.Physics,
  Subject.Chemistry,
  Subject.Biology,
  Subject.Politics,
  Subject.History,
  Subject.Geography,
  Subject.Technology,
]
// OCR slips seen in scanned plan books (宁夏, 安徽): 选考料目, 选选考, 牛物学, 思規政治
const ocrFixes: readonly (readonly [RegExp, string])[] = [
  [/选考料[目日]|选券科目/g, '选考科目'],
  [/[选达]选考/g, '选考'],
  [/牛物/g, '生物'],
  [/思規政治/g, '思想政治'],
]

// "不限…" (often followed by a programme remark such as 中外合作办学), 不提 and 再选 "不提"
const noneWordings = /^(无|不限.*|不提(科目)?要求|(选考)?科目不(限|提)|不提(再选)?(科目)?)$/
// a cell holding only a dash or slash: the source left it empty, which says nothing about the requirement
const placeholder = /^[-—_\\/]+$/
// plan-book explanations in brackets: "(2门科目考生均须选考方可报考)", "(选考一门即可)"
const explanation = /\((\d门)?[^)]*(考生|报考|选考|即可)[^)]*\)/g
const allRequired = /均须|必须|都须|均需|必选/
// 首选 stated by the wording itself: 首选物理, 仅历史, 物理类（再选化学）
const statedFirst = /首选(科目)?[:：]?(物理|历史)|仅(物理|历史)|(物理|历史)类/
// 首选 either way: 物理或历史均可, 首选物理或历史，再选科目不提, 物理/历史
const eitherFirst = /^(首选(科目)?[:：]?)?\(?(物理(或|\/)历史|历史(或|\/)物理)\)?(均可|都可|皆可)?(?![或/+])/
// 3+1+2 only (a candidate cannot take both): "物理+历史", "(物理+历史)*化学" name the two 首选 tracks
const bothFirstTracks = /^\(?(物理\+历史|历史\+物理)\)?(?![或/+])/

/**
 * Parses a plan-book 选科要求 wording into `{ first, allOf, anyOf }` — the one parser for the app and
 * the dataset build. Handles the 3+3 official forms (均须 / 必须 / 选考其中一门即可 / 选考一门即可),
 * 3+1+2 forms (首选物理，再选化学 / 仅物理 / 物理+化学 / 物理类（再选化学）/ 物理*(化学) /
 * 物理或历史均可 / 物理+化学/生物组), group labels such as `04专业组(化学)` or `14（物理+不限）`, and
 * programme remarks after 不限. Wordings without a recognisable requirement (`\`, `-`, `第103组`,
 * `特殊路径`) come back as no requirement with `isUnrecognised: true`.
 *
 * In a list joined by + or *, a part written with 或 or / is an any-of group, the other parts are
 * all required: `物理+化学/生物` → physics required plus chemistry or biology.
 *
 * @example
 * parseSubjectRequirement('物理,化学(2门科目考生均须选考方可报考)')
 * //=> { first: null, allOf: ['physics', 'chemistry'], anyOf: [] }
 * parseSubjectRequirement('首选物理，再选化学', { isFirstChoiceModel: true })
 * //=> { first: 'physics', allOf: ['chemistry'], anyOf: [] }
 * parseSubjectRequirement('物理+化学/生物组', { isFirstChoiceModel: true })
 * //=> { first: 'physics', allOf: [], anyOf: ['chemistry', 'biology'] }
 */
export function parseSubjectRequirement(text: string | null | undefined, options: ParseSubjectRequirementOptions = {}): SubjectRequirement {
  const isFirstChoiceModel = options.isFirstChoiceModel === true
  const raw = text ?? ''
  // "(2门科目考生选考其中一门即可报考)": the any-of signal lives in the explanation that normalise drops
  const isAnyOfExplained = /其中(一|1)门|任选|之一|选考其一|一门即可|即可报考/.test(raw) && !allRequired.test(raw)
  let rest = normalise(raw)
  if (rest === '') return noSubjectRequirement
  if (placeholder.test(rest)) return unrecognised(null)
  if (noneWordings.test(rest)) return noSubjectRequirement

  let first: FirstChoiceRequirement = null
  const either = eitherFirst.exec(rest) ?? (isFirstChoiceModel ? bothFirstTracks.exec(rest) : null)
  const stated = either ? null : statedFirst.exec(rest)
  if (either) {
    first = 'either'
    rest = rest.replace(either[0], '')
  } else if (stated) {
    first = stated[0].includes('物理') ? 'physics' : 'history'
    rest = rest.replace(stated[0], '')
  }
  rest = rest
    .replace(/^[,;*+\-.]+/, '')
    .replace(/^\(?再选(科目)?[:：]?/, '')
    .replace(/\)$/, '')
    .replace(/^[,;*+\-.]+|[,;*+\-.]+$/g, '')
  if (rest === '' || noneWordings.test(rest)) return { ...noSubjectRequirement, first }

  const parts = rest.split(/[+*]/)
  const isAllRequired = allRequired.test(raw)
  let allOf: Subject[] = []
  let anyOf: Subject[] = []
  for (const part of parts) {
    const subjects = extractSubjects(part)
    if (subjects.length === 0) {
      // "物理+不限", "(中外合办)": nothing more required; anything else is a wording we do not know
      if (/不限|不提|^\(.*\)$/.test(part) || part === '' || parts.length === 1) continue
      return unrecognised(first)
    }
    const isAnyOfPart = isAnyOfExplained || (/或|\//.test(part) && !isAllRequired)
    if (isAnyOfPart) anyOf = union(anyOf, subjects)
    else allOf = union(allOf, subjects)
  }
  if (allOf.length === 0 && anyOf.length === 0) {
    // "物理类.非定向.普通类.第001组.不限", "本科批物理类003专业组": the 首选 is all the wording says
    if (first !== null || /不限|不提/.test(rest)) return { ...noSubjectRequirement, first }
    return unrecognised(null)
  }
  anyOf = anyOf.filter((s) => !allOf.includes(s))

  if (first === 'physics' || first === 'history') {
    const f: Subject = first === 'physics' ? Subject.Physics : Subject.History
    allOf = allOf.filter((s) => s !== f)
    anyOf = anyOf.filter((s) => s !== f)
  } else if (first === null && isFirstChoiceModel) {
    // in 3+1+2 plan books a required physics/history is the 首选 requirement
    const hasPhysics = allOf.includes(Subject.Physics)
    const hasHistory = allOf.includes(Subject.History)
    if (hasPhysics !== hasHistory) {
      first = hasPhysics ? 'physics' : 'history'
    } else if (hasPhysics && hasHistory) {
      first = 'either'
    } else if (anyOf.length === 2 && anyOf.includes(Subject.Physics) && anyOf.includes(Subject.History)) {
      first = 'either'
      anyOf = []
    }
    if (first !== null) {
      allOf = allOf.filter((s) => s !== Subject.Physics && s !== Subject.History)
    }
  }
  // "one of" a single subject is that subject required
  if (anyOf.length === 1) {
    allOf = union(allOf, anyOf)
    anyOf = []
  }
  return { first, allOf: sortSubjects(allOf), anyOf: sortSubjects(anyOf) }
}

function unrecognised(first: FirstChoiceRequirement): SubjectRequirement {
  return { ...noSubjectRequirement, first, isUnrecognised: true }
}

function normalise(text: string): string {
  let s = text
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .replace(/[、，]/g, ',')
  for (const [pattern, replacement] of ocrFixes) s = s.replace(pattern, replacement)
  s = stripPrefix(s)
  // a group label: "江西理工大学04专业组(化学)(中外合作办学)", "14(物理+不限)" or, with the bracket
  // left open, "003专业组(选考科目不限/舞蹈类" → what the (first) bracket says
  const group = /^\D*\d{1,4}(专业组)?\(([^)]*)\)/.exec(s) ?? /^\D*\d{1,4}专业组\(([^)]*)$/.exec(s)
  if (group) s = stripPrefix(group[group.length - 1]!)
  // "001不限", "综合改革(不限)", "物化生选考组", "物理+化学/生物组"
  s = s
    .replace(/^\d{1,4}(?=不限)/, '')
    .replace(/^综合改革/, '')
    .replace(/(选考)?组$/, '')
    .replace(/^首选(科目)?不限[,;]?/, '')
  s = s.replace(explanation, '').replace(/^\((.*)\)$/, '$1')
  return s
}

function stripPrefix(s: string): string {
  return s.replace(/^(选考科目|科目要求|选科要求)(限|要求)?[:：]?/, '')
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

function union(a: readonly Subject[], b: readonly Subject[]): Subject[] {
  return [...a, ...b.filter((s) => !a.includes(s))]
}

function sortSubjects(subjects: readonly Subject[]): Subject[] {
  return subjectOrder.filter((s) => subjects.includes(s))
}
