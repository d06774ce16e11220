import { HOLLAND_TYPES, hollandCodeOfName } from '@gk/domain'
import { provinceOfWishCount } from './ai-province-of-wishes.ts'
import { withoutOthersStory } from './ai-others-story.ts'
import { homeProvinceOf, withHomeSaid } from './ai-home-place.ts'
import { segmenter } from './ai-segmenter.ts'
import { yearsJoined } from './ai-years-joined.ts'
import { yearsAskedBeside } from './ai-grade-year.ts'
import { nameByParts } from './ai-lexicon-parts.ts'
import { fuzzyAt, nameAround, sharedSoundAt, syllablesOf } from './ai-lexicon-fuzzy.ts'
import { nearNames, settleNear } from './ai-lexicon-near.ts'
import { shortNameBySound } from './ai-short-name-slips.ts'
import { readSubjectsAsWritten, SUBJECT_CHARS, trackSaidBothWays, withoutSubjectWords } from './ai-subjects-read.ts'
import { normaliseNumbers, readQuotedLine, readScore } from './ai-numbers.ts'
import type { Lexicon, LexiconHit, MajorEntry, ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { kindWordAt } from './ai-college-kinds.ts'
import { fixTypos } from './ai-typos.ts'
import { provinceOfLoneChar } from './ai-province-chars.ts'
import { carriedYears } from './ai-nlu-carry.ts'
import { formerIndependent } from './ai-former-independent.ts'
import { majorPartAt, type MajorPart } from './ai-major-parts.ts'
import { relativeAnchor, relativeYearsIn } from './ai-relative-years.ts'
import { cutsPlanName, longerBySound, majorAfter, namesPlace, namesPlan, provinceBeforeMajor, splitsWord, verbBeforeWord } from './ai-nlu-name-bounds.ts'

/** What the recogniser found in one question. */
export type Entities = {
  schools: SchoolEntry[]
  majors: MajorEntry[]
  province: ProvinceEntry | null
  /** 物理类 / 历史类 / 理科 / 文科 as the question says it */
  subjectType: string | null
  /** the track was read from the 选科 (物化生 → 物理类), not said: a 3+3 province ranks every 选科 as 综合 (ADR 134) */
  trackOfSubjects?: boolean
  score: number | null
  /** a score stated as a range (560-570): score is its lower end */
  scoreRange: [number, number] | null
  /** a follow-up's change of the saved score (「再多考10分呢」 when no turn stated one): added to the profile's score */
  scoreDelta?: number | null
  rank: number | null
  /** a college's line the question quotes (“华工最低597”): a premise to check, not the candidate's score */
  quotedLine: number | null
  year: number | null
  /** every year the question names, ascending (“2023和2024年”, “23、24年”, “2022 2023 2024”); year is the first named */
  years: number[]
  /** the word that named `year` when it was said relative (去年, 前年: ai-relative-years.ts), kept with it by follow-ups */
  yearWord?: string | null
  /** the year a score is carried to (「2026年580分换算成2025年」: 2025; year is then the score's own, 2026) */
  toYear?: number | null
  /** 选科 codes (physics, chemistry …) */
  subjects: string[]
  holland: string | null
  tokens: string[]
  /** a short name several colleges share, with no province to choose by: [form, ...their names] (ai-local-names.ts) */
  unsureName?: string[]
  /** a province read for the candidate from the conversation, not said (ai-follow-up-province.ts): why, said in the answer */
  provinceWhy?: string
  /** a major said by a leading part several catalogue names share (光电信息): the college named settles it (ai-college-majors.ts) */
  majorPart?: MajorPart
}

export function segment(text: string): string[] {
  return segmenter().cut(text, false)
}

/** Every dictionary word inside `text`, overlapping (jieba's full mode: 武汉理工 → 武汉, 武汉理工, 理工 …). */
export function wordsWithin(text: string): string[] {
  return segmenter().cutAll(text)
}

// a subject word inside a major's name (政治学类, 物理学, 化学工程, 生物科学, 地理信息科学) is not 选科
const subjectWords: [RegExp, string][] = [
  [/物理(?!类|学)/, 'physics'],
  [/化学(?!类|工程|与)/, 'chemistry'],
  [/生物(?!类|科学|技术|工程|医学|制药|信息)/, 'biology'],
  [/政治(?!学|经济)/, 'politics'],
  [/历史(?!类|学)/, 'history'],
  [/地理(?!科学|信息)/, 'geography'],
]

/** Chinese numerals in "2万名", "1.5万" … */
function parseRank(said: string): number | null {
  // 区里排两千多, 年级排名三百多, 班上第八: a rank inside a school or district, never the province's (dev v28)
  const text = said.replace(/(?:全?[区市县校]里?|学校|年级|年段|级|班上?里?)(?:排名?|排了?|名次|第)[^，,。；;？?！!]{0,8}/g, ' ')
  const wan = /(\d+(?:\.\d+)?)\s*万\s*(?:名|位|多名)?/.exec(text)
  if (wan && /位次|名|排/.test(text)) return Math.round(Number(wan[1]) * 10_000)
  const m = /(?:位次|排名|排)\s*(?:是|为|在|第)?\s*(\d{1,7})/.exec(text) ?? /(\d{1,7})\s*(?:名(?!次)|位(?!次|校))/.exec(text)
  return m ? Number(m[1]) : null
}

function take(found: Entities, hit: LexiconHit) {
  if (hit.kind === 'school' && !found.schools.some((s) => s.id === hit.school.id)) found.schools.push(hit.school)
  if (hit.kind === 'major' && !found.majors.some((m) => m.id === hit.major.id)) found.majors.push(hit.major)
  if (hit.kind === 'province' && !found.province) found.province = hit.province
}

/**
 * Entities by forward maximum matching over the lexicon (colleges with aliases and abbreviations,
 * majors, provinces); short phrases (≤ 2 characters) must also start or end on a jieba word
 * boundary, so 人大 is not found inside 个人大概.
 */
/** The places of the text without its spaces where a run of spaces stood (fixTypos swaps characters one for one). */
function spacesAt(spaced: string): Set<number> {
  const at = new Set<number>()
  let removed = 0
  for (const m of spaced.matchAll(/\s+/g)) {
    at.add(m.index - removed)
    removed += m[0].length
  }
  return at
}

export function recognise(question: string, lexicon: Lexicon): Entities {
  const e = withoutOthersStory(question, (q) => recogniseWhole(q, lexicon))
  return withHomeSaid(question, lexicon, e)
}

function recogniseWhole(question: string, lexicon: Lexicon): Entities {
  // a space between two numbers keeps them apart (“600 2026”), other spaces go
  const spaced = normaliseNumbers(question).replace(/(\d)\s+(?=\d)/g, '$1，')
  const text = fixTypos(spaced.replace(/\s+/g, ''), lexicon.phrases, lexicon.maxLength)
  // where a space was, in the text without them: a pause a terse asker types between words (「中南财 预科」, ADR 140)
  const pauses = spacesAt(spaced)
  const tokens = segment(text)
  const boundaries = new Set<number>()
  let offset = 0
  for (const t of tokens) {
    boundaries.add(offset)
    offset += t.length
  }
  const found: Entities = {
    schools: [],
    majors: [],
    province: null,
    subjectType: null,
    score: null,
    scoreRange: null,
    rank: null,
    quotedLine: null,
    year: null,
    years: [],
    subjects: [],
    holland: null,
    tokens,
  }
  const free = Array.from({ length: text.length }, () => true)
  // where a college was read: a slipped short name listed beside one is a college too (ai-short-name-slips.ts)
  const school = Array.from({ length: text.length }, () => false)
  const sound = lexicon.fuzzy ? syllablesOf(text) : []
  // 「中南大财经政法」「中国海样大学」: a long name typed one edit off is read before its exact parts (ai-lexicon-near.ts)
  const nearAll = lexicon.fuzzy ? nearNames(text, lexicon) : []
  const near = nearAll.filter((n) => n.school)
  // where each major was read, so one typed by sound keeps its place among those named exactly
  const majorAt = new Map<string, number>()
  for (let i = 0; i < text.length;) {
    const slip = near.find((n) => n.start === i)
    if (slip) {
      if (slip.school) take(found, { kind: 'school', school: slip.school })
      for (let k = i; k < i + slip.length; k++) [free[k], school[k]] = [false, true]
      i += slip.length
      continue
    }
    let hit = null
    let length = 0
    const until = near.find((n) => n.start > i)?.start ?? text.length
    for (let len = Math.min(lexicon.maxLength, until - i); len >= 2; len--) {
      const candidate = lexicon.phrases.get(text.slice(i, i + len))
      if (
        candidate &&
        (len > 2 || boundaries.has(i) || boundaries.has(i + len) || i + len === text.length) &&
        !splitsWord(text, i, len, lexicon, pauses) &&
        !(candidate.kind === 'school' && cutsPlanName(text, i, len)) &&
        // 「河北软件工程要多少分」: a province, then a major, not 河北软件(职业技术学院) (ai-nlu-name-bounds.ts)
        !(candidate.kind === 'school' && provinceBeforeMajor(text, i, len, lexicon, pauses)) &&
        // 「推荐几个医科大学」: 医科大 begins the kind said whole, not 中国医科大学 (ADR 100); a college's own full name is
        // that college even where it is also a kind (电子科技大学, ADR 137)
        !(candidate.kind === 'school' && candidate.school.name !== text.slice(i, i + len) && kindWordAt(text, i, len))
      ) {
        hit = candidate
        length = len
        break
      }
    }
    if (!hit) {
      // 「想上电力相关的」: the verb is no part of a name read by sound after this pass either
      if ([3, 2].some((len) => verbBeforeWord(text, i, len, lexicon))) free[i] = false
      i++
      continue
    }
    // kept from every later pass too: 西藏 of 定向西藏 is not read again by its sound; 南开 of 南开区 is a district
    const place = hit.kind === 'school' && hit.school.name !== text.slice(i, i + length) && namesPlace(text, i + length)
    if (place || (hit.kind === 'province' && namesPlan(text, i, length))) {
      for (let k = i; k < i + length; k++) free[k] = false
      i += length
      continue
    }
    // 「哈工城」: a two-character short name (哈工) at the start of a longer college name typed by sound (哈工程) is that name
    const longer = length === 2 && hit.kind === 'school' ? longerBySound(text, i, lexicon) : null
    if (longer) [hit, length] = longer
    // 「中南财大」: a short name typed on past the one read (中南), made of another college's name parts in order
    const byParts = hit.kind === 'school' && length <= 3 ? nameByParts(text, i, length, hit, lexicon, pauses) : null
    if (byParts) [hit, length] = byParts
    // 「四川大学锦城学院」 is the college it became (成都锦城学院), not the university
    ;[hit, length] = formerIndependent(text, i, length, hit, lexicon)
    // 「东北林叶大学」「季南大学」: a short name (北林, 南大) inside a longer name typed with a slip is that longer name; one
    // whose sound several colleges share is left to the slip pass below, which reads it by the province
    // 「北京理公大学」: a province's name opening a college's name typed with a slip is that college
    // 「河北金融科技」: a province before a major of the catalogue is the two said, never a college's name opening by sound
    const inside = (hit.kind === 'school' && length <= 3) || (hit.kind === 'province' && !majorAfter(text, i + length, lexicon))
    const around =
      inside && lexicon.fuzzy && sound.length === text.length ? nameAround(text, sound, i, length, free, lexicon.fuzzy, hit.kind === 'province' ? 0 : 3) : null
    if (around && !around.hit) {
      i++
      continue
    }
    let start = i
    if (around?.hit) [hit, start, length] = [around.hit, around.start, around.length]
    take(found, hit)
    if (hit.kind === 'major' && !majorAt.has(hit.major.id)) majorAt.set(hit.major.id, start)
    for (let k = start; k < start + length; k++) [free[k], school[k]] = [false, hit.kind === 'school']
    i = start + length
  }
  // 「长理 光电信息」: a major by the leading part of its name, in what the exact pass left, before any sound is read there
  if (lexicon.majorParts && found.majors.length === 0)
    for (let i = 0; i < text.length; i++) {
      const hit = free[i] ? majorPartAt(text, i, free, boundaries, lexicon) : null
      // a part several names share is held only beside a college, whose own majors settle it
      if (!hit || (hit.part && found.schools.length === 0)) continue
      take(found, { kind: 'major', major: hit.major })
      if (hit.part) found.majorPart = hit.part
      for (let k = i; k < i + hit.length; k++) free[k] = false
      break
    }
  // names typed with a slip (正州大学, 广冬, 林床医学), in what the exact pass left
  if (lexicon.fuzzy && free.some(Boolean)) {
    if (sound.length === text.length) {
      for (let i = 0; i < text.length;) {
        const found1 = free[i] ? fuzzyAt(text, sound, i, free, lexicon.fuzzy, boundaries, found.province?.code) : null
        // a kind said whole is no college by sound either (ADR 100)
        const hit = found1 && !(found1[0].kind === 'school' && kindWordAt(text, i, found1[1])) ? found1 : null
        if (!hit) {
          i++
          continue
        }
        take(found, hit[0])
        if (hit[0].kind === 'major' && !majorAt.has(hit[0].major.id)) majorAt.set(hit[0].major.id, i)
        for (let k = i; k < i + hit[1]; k++) [free[k], school[k]] = [false, hit[0].kind === 'school']
        i += hit[1]
      }
    }
    // 「人工只能专业属于计算机类吗」: a major typed by sound is asked where it is said, before one named exactly after it
    found.majors.sort((x, y) => (majorAt.get(x.id) ?? 0) - (majorAt.get(y.id) ?? 0))
  }
  // 「难邮是211吗」: a two-character short name typed by sound, only where a college's standing is asked (ADR 101)
  // and 「西才和云才」: one listed beside a college read (the two to choose between)
  for (let n = 0; n < 3; n++) {
    const slip = shortNameBySound(text, free, lexicon, found.schools.length ? school : [])
    if (!slip) break
    take(found, slip[0])
    for (const k of [slip[1], slip[1] + 1]) [free[k], school[k]] = [false, true]
  }
  // a span one edit from several colleges that no pass read: the province's one, else asked (ai-lexicon-near.ts)
  const unsure = settleNear(nearAll, text, found.province?.code ?? null, school)
  for (const s of unsure.schools) take(found, { kind: 'school', school: s })
  if (unsure.unsure) found.unsureName = unsure.unsure
  // 「季南大学」: a sound two colleges share is both, for the candidate's province or one short question (ai-local-names.ts)
  const shared = found.schools.length <= 1 && lexicon.fuzzy ? sharedSoundAt(text, free, lexicon.fuzzy) : null
  // the one college the exact pass read inside that span (南大 of 季南大学) goes; a college named in full stays
  // (one the fuzzy pass already chose by the province the question names stays: ai-lexicon-fuzzy.ts `sharedIn`)
  const chosen = (s: { id: string }) => shared?.[1].some((h) => h.kind === 'school' && h.school.id === s.id)
  if (shared && !found.schools.some((s) => text.includes(s.name) || chosen(s))) {
    found.schools = [shared[1][0]!].flatMap((h) => (h.kind === 'school' ? [h.school] : []))
    found.unsureName = [shared[0], ...shared[1].map((h) => (h.kind === 'school' ? h.school.name : ''))]
  }
  // “物理590”, “历史550分”: the track word right before a score
  // 「文科（历史类）」, 「理科/物理类」: a track said both ways is the new one (a province still 文理 maps it back)
  const type = trackSaidBothWays(text) ?? /(物理类|历史类|理科|文科|首选物理|首选历史|物理方向|历史方向|物理(?=\d{3})|历史(?=\d{3}))/.exec(text)?.[1] ?? null
  found.subjectType = type
    ? (({ 首选物理: '物理类', 物理方向: '物理类', 首选历史: '历史类', 历史方向: '历史类', 物理: '物理类', 历史: '历史类' } as Record<string, string>)[type] ??
      type)
    : null
  // “2025年”, and as said aloud “25年” (two digits before 年, not 近5年 or 5年制)
  const year = /(20[1-3]\d)\s*年?/.exec(text) ?? /(?<![\d.])(1[5-9]|2\d)年(?![制级])/.exec(text)
  found.year = year ? Number(year[1]!.length === 2 ? `20${year[1]}` : year[1]) : null
  // every year named: 2023和2024, 23、24年, 23年24年, 23、25、26三年 (a two-digit year only in a list ending with 年)
  const listed = [...text.matchAll(/(?<!\d)(20[1-3]\d)(?!\d)/g)].map((m) => Number(m[1]))
  const short = /(?<![\d.])((?:[12]\d)(?:(?:年[、，,和跟及与/]?|[、，,和跟及与/])(?:[12]\d))+)(?:这|这些|那)?[两三四五六]?年/.exec(text)
  if (short)
    listed.push(
      ...short[1]!
        .split(/\D+/)
        .filter(Boolean)
        .map((y) => 2000 + Number(y)),
    )
  // 「广东物理 24 25 26 最低」「24/25/26 位次」: three or more two-digit numbers rising one by one are years said short (no
  // score is that small)
  const bare = /(?<![\d.])((?:1[5-9]|2\d)(?:[，、,/／](?:1[5-9]|2\d)){2,})(?![\d.]|分|名|个|组|万|人|%)/.exec(text)
  const run = bare ? bare[1]!.split(/\D+/).map(Number) : []
  if (run.every((y, k) => k === 0 || y === run[k - 1]! + 1)) listed.push(...run.map((y) => 2000 + y))
  // a span: 2023-2025, 2023到2025, 22到24的
  const span = /(?<![\d.])(20[1-3]\d|[12]\d)年?\s*(?:-|到|至)\s*(20[1-3]\d|[12]\d)(?:年|的|(?!\d))/.exec(text)
  if (span) {
    const [from, to] = [span[1]!, span[2]!].map((y) => (y.length === 2 ? 2000 + Number(y) : Number(y)))
    if (from! < to! && to! - from! <= 6) for (let y = from!; y <= to!; y++) listed.push(y)
  }
  // a span to now: 2022年到今年, 22到现在, 2022年以来, 从2022至今 — every year from the first to the data's newest
  const toNow = /(?<![\d.])(20[1-3]\d|[12]\d)\s*(?:年?\s*(?:-|到|至)\s*(?:今年|现在|目前|今天|今)|年(?:以来|开始))/.exec(text)
  if (toNow && lexicon.currentYear) {
    const from = toNow[1]!.length === 2 ? 2000 + Number(toNow[1]) : Number(toNow[1])
    if (from < lexicon.currentYear && lexicon.currentYear - from <= 6) for (let y = from; y <= lexicon.currentYear; y++) listed.push(y)
  }
  // 「孩子2027年参加高考，请问2026年的一本线」: the year one sits the exam in says who asks (ai-grade-year.ts)
  const asked = yearsAskedBeside(text, listed)
  if (asked) listed.splice(0, listed.length, ...asked)
  if (asked) found.year = asked[0]!
  found.years = [...new Set(listed)].sort((a, b) => a - b)
  if (found.years.length >= 2) found.year = found.years[0]!
  // 今年/去年/前年 against the year the question is asked in (Lexicon.askedYear, the clock; ADR 115), not the data's
  // newest year: in November 2026 去年 is 2025 and the answer names it; 前两年 and 近两年 are spans, not a year
  const anchor = relativeAnchor(lexicon)
  const relative = anchor ? relativeYearsIn(text, anchor) : []
  const named = relative.map((r) => r.year)
  if (found.year === null && relative.length) {
    found.year = relative[0]!.year
    found.yearWord = relative[0]!.word
  }
  // 「去年和今年分别是多少」: two relative years named are the years asked, as 2025和2026 would be
  if (found.years.length < 2) {
    const all = [...new Set([...found.years, ...named])].sort((a, b) => a - b)
    if (new Set(named).size >= 2) {
      found.years = all
      found.year = all[0]!
      found.yearWord = null
    }
  }
  // 「今年和23年的本科线」: a relative year joined to one in digits is two years asked too (ai-years-joined.ts)
  const joined = found.years.length < 2 ? yearsJoined(text, anchor) : []
  if (joined.length >= 2) Object.assign(found, { years: joined, year: joined[0]!, yearWord: null })
  // every year named goes, not only the first (“2023-2025 分数” has no score 2025)
  const withoutYear = year ? text.replace(year[0], ' ').replace(/(?<!\d)20[1-3]\d(?!\d)/g, ' ') : text
  found.quotedLine = readQuotedLine(withoutYear)
  const score = readScore(withoutYear)
  // kept up to 9999: a score above the province's maximum is a premise to correct, not to drop
  found.score = score && score.score <= 9999 ? score.score : null
  found.scoreRange = score?.range ?? null
  found.rank = parseRank(score ? withoutYear.replace(score.span, ' ') : withoutYear)
  // 等位分 across years: the score's own year and the year it is carried to, not two years asked (ai-nlu-carry.ts)
  const carried = carriedYears(text, anchor, found.score)
  if (carried && carried.to !== carried.from) {
    found.toYear = carried.to
    found.year = carried.from
    found.years = []
    found.yearWord = null
  }
  // 选科: compact forms (物化生, 史政地) or subject words; a subject said not chosen (没选物理, 没学化学) is left out
  const chosenText = text.replace(/(没|没有|未|不|没能)(选|选考|选择|考|学过?)(物理|化学|生物|政治|历史|地理|技术|[物化生政史历地技])/g, ' ')
  const compact = /(?<![物化生政史历地技])([物化生政史历地技]{3})(?![物化生政史历地技])/.exec(chosenText.replace(/历史|地理|生物|政治|化学|物理/g, '  '))
  const compactSubjects = compact?.[1] ? [...new Set([...compact[1]].map((c) => SUBJECT_CHARS[c]!))] : []
  if (compactSubjects.length === 3) found.subjects = compactSubjects
  else {
    // subject words count as 选科 when the question says so, or names two or more of them (“历史政治地理”)
    const words = [...new Set(subjectWords.filter(([re]) => re.test(chosenText)).map(([, s]) => s))]
    // 技术 (浙江's seventh subject) only in a list of subjects, never as the end of a major (铁道工程技术)
    if (/(?:选考?|、|和|及)技术(?![学类专工])/.test(chosenText)) words.push('technology')
    if (/选科|选考|选了|再选|组合/.test(text) || words.length >= 2) found.subjects = words
  }
  // 「历史化学生物的组合」「历史类」: 选科 or a track is no 化学生物学 or 历史学 read by a slip (ai-subjects-read.ts)
  found.majors = withoutSubjectWords(found.majors, text, found.subjects.length)
  // 「川 历史 520 排名」, 「鲁 本科线」: a province's one-character name standing as a word (ai-province-chars.ts), read in
  // the question as typed (the text has lost its spaces); else a home said by its city (「在乌兰察布上高三」, ai-home-place.ts)
  if (!found.province) {
    const code = provinceOfLoneChar(question) ?? provinceOfLoneChar(text)
    found.province = code ? (lexicon.provinces.find((p) => p.code === code) ?? null) : homeProvinceOf(question, lexicon.provinces)
  }
  // “河南物理的，郑大有戏吗”, “河南 物理 郑州大学”: a lone 物理 or 历史 beside a province is the track
  // 「汕头大学近3年物理最低分」: beside a college's line asked it is the track too (物理学 is a major, not this)
  const lineOfCollege = found.schools.length > 0 && /最低|分数线|录取线|投档|多少分|几分|位次/.test(text)
  if (!found.subjectType && (found.province || lineOfCollege) && found.subjects.length === 0) {
    const physics = /物理(?![学系专竞老])/.test(text)
    const history = /历史(?![学系专老上])/.test(text)
    if (physics !== history) found.subjectType = physics ? '物理类' : '历史类'
  }
  const said = found.subjectType !== null
  if (!found.subjectType && found.subjects.includes('physics')) found.subjectType = '物理类'
  if (!found.subjectType && found.subjects.includes('history')) found.subjectType = '历史类'
  // a track only implied by the 选科 is undone in a 3+3 province, wherever the province comes from (ai-track-of-subjects.ts)
  if (found.subjectType && !said) found.trackOfSubjects = true
  // 「80个志愿我602分该怎么排」: a number of places that only one province's 本科 batch has names that province
  if (!found.province) found.province = provinceOfWishCount(text, lexicon)
  const holland = /(?<![A-Za-z])([RIASECriasec]{1,3})(?![A-Za-z])/.exec(question)
  if (holland?.[1] && /霍兰德|兴趣|代码|型|职业/.test(text)) found.holland = holland[1].toUpperCase()
  else {
    // the six names, plus 事务型 (the other common name of 常规型)
    const names = [...HOLLAND_TYPES.map((t) => t.name), '事务型']
    const letters = names
      .filter((name) => text.includes(name))
      .sort((a, b) => text.indexOf(a) - text.indexOf(b))
      .map((name) => hollandCodeOfName(name)!)
    if (letters.length) found.holland = [...new Set(letters)].slice(0, 3).join('')
  }
  // 物理生物技术, 史正地: subjects as students write them (ai-subjects-read.ts)
  return readSubjectsAsWritten(text, found)
}
