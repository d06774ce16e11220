/** Structured 选科要求 (domain-rules.md §4.2). Subjects use stable English ids. */
export type Subject = 'physics' | 'chemistry' | 'biology' | 'politics' | 'history' | 'geography' | 'technology'
export type SubjectRequirement = {
  /** 首选科目 in 3+1+2 provinces as stated by the text; null when the text does not say (or 3+3). */
  first: 'physics' | 'history' | 'either' | null
  /** Every subject the candidate must have taken (均须/必须选考). */
  allOf: Subject[]
  /** At least one of these (legacy "选考其中一门即可", "化学或生物"). */
  anyOf: Subject[]
}
export type ExamModelHint = '3+1+2' | '3+3' | '文理' | null

const ORDER: Subject[] = ['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology']
// Longest spellings first so 生物学 wins over 生物 and 思想政治 over 政治.
const TOKENS: [string, Subject][] = [
  ['思想政治', 'politics'], ['生物学', 'biology'], ['通用技术', 'technology'], ['信息技术', 'technology'],
  ['物理', 'physics'], ['化学', 'chemistry'], ['生物', 'biology'], ['政治', 'politics'], ['历史', 'history'],
  ['地理', 'geography'], ['技术', 'technology'],
]
// Single-character abbreviations count only when they stand alone between separators ("化和生").
const SHORT: Record<string, Subject> = { 物: 'physics', 化: 'chemistry', 生: 'biology', 政: 'politics', 史: 'history', 地: 'geography' }
const NONE = /^(不限|不提|无|无要求|不提科目要求|选考科目不限|再选不限|再选科目不提|科目不限)$/
const sortSubjects = (s: Iterable<Subject>): Subject[] => ORDER.filter((x) => new Set(s).has(x))

function normalise(text: string): string {
  return text
    .replace(/[＋]/g, '+').replace(/[（]/g, '(').replace(/[）]/g, ')').replace(/[，、；;]/g, ',').replace(/\s+/g, '')
    .replace(/中外合作办学|中外合办|中外合作|分段培养项目|\(\d+\)|^\d+/g, '')
}

function findSubjects(part: string): Subject[] {
  const found: Subject[] = []
  let rest = part
  for (const [tok, s] of TOKENS) {
    if (rest.includes(tok)) {
      found.push(s)
      rest = rest.split(tok).join('|')
    }
  }
  for (const piece of rest.split(/[|,+*/和与及或()]/)) {
    const s = SHORT[piece]
    if (s) found.push(s)
  }
  return found
}

/**
 * Parses every wording the sources use ("物理,化学(2门科目考生均须选考方可报考)", "首选物理，再选化学",
 * "物理+(化学或生物)", "化和生", "不限") into one form. Returns null when the text is not a subject
 * requirement at all (group labels such as "第502组", "特殊路径", "\").
 */
export function parseSubjectRequirement(text: string | null | undefined, model: ExamModelHint = null): SubjectRequirement | null {
  if (text === null || text === undefined) return null
  const t = normalise(text)
  if (t === '') return null
  const empty: SubjectRequirement = { first: null, allOf: [], anyOf: [] }
  if (NONE.test(t)) return empty

  let first: SubjectRequirement['first'] = null
  let body = t
  const firstMatch = /首选(物理|历史)|(物理|历史)类|仅(物理|历史)|^(物理|历史)\+/.exec(t)
  if (/物理或历史|历史或物理|物理\/历史/.test(t)) {
    first = 'either'
    body = t.replace(/物理或历史(均可)?|历史或物理(均可)?|物理\/历史/, '')
  } else if (firstMatch && (model === '3+1+2' || /首选|类|仅/.test(firstMatch[0]))) {
    first = (firstMatch[1] ?? firstMatch[2] ?? firstMatch[3] ?? firstMatch[4]) === '物理' ? 'physics' : 'history'
    body = t.replace(firstMatch[0], '')
  }
  body = body.replace(/再选/g, '')
  if (NONE.test(body.replace(/^[,+]|\+?不限$/g, '')) || /^\+?不限/.test(body) || /^,?(科目)?不提/.test(body)) {
    return { ...empty, first }
  }

  const anyOfText = /其中一门|之一|任选|选一/.test(body)
  const orGroup = /\(?([^()+,]*或[^()+,]*)\)?/.exec(body)
  let anyOf: Subject[] = []
  let allOf: Subject[] = []
  if (anyOfText) anyOf = findSubjects(body)
  else if (orGroup?.[1]) {
    anyOf = findSubjects(orGroup[1])
    allOf = findSubjects(body.replace(orGroup[0], ''))
  } else allOf = findSubjects(body)

  if (first === 'physics' || first === 'history') {
    const f = first
    allOf = allOf.filter((s) => s !== f)
    anyOf = anyOf.filter((s) => s !== f)
  } else if (model === '3+1+2' && first === null && allOf.includes('physics') !== allOf.includes('history')) {
    // In 3+1+2 provinces 物理/历史 can only be the first choice.
    first = allOf.includes('physics') ? 'physics' : 'history'
    allOf = allOf.filter((s) => s !== 'physics' && s !== 'history')
  }
  if (first === null && allOf.length === 0 && anyOf.length === 0) return null
  if (anyOf.length === 1) {
    allOf = [...allOf, ...anyOf]
    anyOf = []
  }
  return { first, allOf: sortSubjects(allOf), anyOf: sortSubjects(anyOf) }
}
