import type { Entities } from './ai-nlu.ts'

/** 选科 by its name as written (物理, 化学 …) → the profile's subject key. */
export const SUBJECT_WORDS: Record<string, string> = {
  物理: 'physics',
  化学: 'chemistry',
  生物: 'biology',
  政治: 'politics',
  历史: 'history',
  地理: 'geography',
  技术: 'technology',
}
/** 选科 by its one character (物化生, 史政地) → the profile's subject key: the recogniser's compact runs and this file's. */
export const SUBJECT_CHARS: Record<string, string> = {
  物: 'physics',
  化: 'chemistry',
  生: 'biology',
  政: 'politics',
  史: 'history',
  历: 'history',
  地: 'geography',
  技: 'technology',
}
/** Characters typed for a subject's by the same sound (史正地, 物话生): read as that subject inside a three-character run. */
const SAME_SOUND: Record<string, string> = { 正: '政', 证: '政', 话: '化', 华: '化', 圣: '生', 声: '生', 吏: '历', 弟: '地', 第: '地', 务: '物' }

const RUN = /(?:物理|化学|生物|政治|历史|地理|技术){2,}/g
const ALL = '物化生政史历地技'

/**
 * 选科 the way students write it, read after the recogniser: subject names one after another
 * (「物理生物技术」 — 浙江's 7选3 with 技术, not the major 生物技术; 「物理化学」) are the subjects, and a
 * major whose name lies inside such a run is dropped; a three-character run with one character typed by
 * its sound (史正地, 物话生) is the three subjects. Subjects already read stay when nothing here applies.
 */
export function readSubjectsAsWritten(text: string, e: Entities): Entities {
  // a run that is a major's whole name (生物技术专业) stays the major unless 选 comes before it
  const runs = [...text.matchAll(RUN)]
    .filter((m) => m[0].length > 4 || !e.majors.some((major) => major.name === m[0]) || /选[了考择]?$/.test(text.slice(0, m.index)))
    .map((m) => m[0])
  if (runs.length) {
    const subjects = [...new Set(runs.flatMap((run) => run.match(/.{2}/g)!.map((w) => SUBJECT_WORDS[w]!)))]
    if (subjects.length < 2) return e
    // 生物技术 inside 物理生物技术: the run's words, not a major (a major named elsewhere stays)
    const majors = e.majors.filter(
      (m) => !runs.some((run) => run.includes(m.name)) || text.split(m.name).length - 1 > runs.filter((r) => r.includes(m.name)).length,
    )
    return { ...e, subjects: mergeSubjects(e.subjects, subjects), majors, ...trackOf(e, subjects) }
  }
  if (e.subjects.length >= 3) return e
  // 「物理+生地」「历史加政地」: the first subject by name, then the two re-selected by their characters (ADR 101)
  const plus = /(物理|历史|物|史|历)\s*[+＋加和]\s*([化生政地]{2})(?![化生政地学物治理])/.exec(text)
  if (plus && plus[2]![0] !== plus[2]![1]) {
    const subjects = [SUBJECT_CHARS[plus[1]![0]!]!, ...[...plus[2]!].map((c) => SUBJECT_CHARS[c]!)]
    return { ...e, subjects: mergeSubjects(e.subjects, subjects), ...trackOf(e, subjects) }
  }
  const compact = new RegExp(`(?<![${ALL}])([${ALL}${Object.keys(SAME_SOUND).join('')}]{3})(?![${ALL}])`).exec(text)
  if (!compact) return e
  const chars = [...compact[1]!].map((c) => SAME_SOUND[c] ?? c)
  const typed = [...compact[1]!].filter((c) => SAME_SOUND[c]).length
  // one character by sound at most, and three different subjects (正地, 第一 alone are everyday words)
  const subjects = [...new Set(chars.map((c) => SUBJECT_CHARS[c]!))]
  if (typed !== 1 || subjects.length !== 3) return e
  return { ...e, subjects, ...trackOf(e, subjects) }
}

const mergeSubjects = (had: string[], run: string[]) => [...new Set([...run, ...had])]

/** The track the 选科 imply when none was said, marked as implied (a 3+3 province undoes it, ADR 134). */
function trackOf(e: Entities, subjects: string[]): Pick<Entities, 'subjectType' | 'trackOfSubjects'> {
  if (e.subjectType) return { subjectType: e.subjectType, trackOfSubjects: e.trackOfSubjects }
  const implied = subjects.includes('physics') ? '物理类' : subjects.includes('history') ? '历史类' : null
  return { subjectType: implied, trackOfSubjects: implied !== null || undefined }
}

/** 文科 with 历史类 or 理科 with 物理类 in one question: the same track said both ways, read as the new name; else null. */
export function trackSaidBothWays(text: string): string | null {
  const news = new Set(text.match(/物理类|历史类/g))
  const olds = new Set(text.match(/文科|理科/g))
  if (news.size !== 1 || olds.size !== 1) return null
  const [n] = news
  return (n === '历史类') === olds.has('文科') ? n! : null
}

/** A major's name made of 选科 words only (化学生物学, 历史学, 物理学, 生物学) */
const SUBJECTS_ONLY = /^(?:物理|化学|生物|历史|政治|地理|技术)+学?$/

/**
 * 「我这个历史化学生物的组合」「苏大 历史类 专业组」: the 选科 said (two or more subjects) or a track word is no major made of
 * subject words (化学生物学, 历史学) read by a slip (ADR 162); a major said in full, or its subject word said apart from a
 * track (「想学历史」), stays.
 */
export function withoutSubjectWords<M extends { name: string }>(majors: M[], text: string, subjects: number): M[] {
  const apart = text.replace(/物理类|历史类|首选(?:物理|历史)/g, ' ')
  return majors.filter((m) => {
    if (!SUBJECTS_ONLY.test(m.name) || text.includes(m.name)) return true
    const first = /物理|化学|生物|历史|政治|地理|技术/.exec(m.name)![0]
    return subjects < 2 && apart.includes(first)
  })
}
