import type { Lexicon } from './ai-lexicon.ts'

/**
 * A follow-up that changes several things at once and asks nothing new: 「那物理类第501组呢」 after a 历史类 group's line,
 * 「换成2024年历史类」, 「河南大学2024年的呢」. The entity carry-over (ai-builtin-engine.ts) replaces one thing and reads
 * the earlier question's intent; a group's code, though, lives in the question's words, and a short turn with a code
 * reads as 「几个组」. So such a turn is answered as the earlier question written again with every change put in its
 * place (the track for the track, the code for the code, the year, the college, the province), and everything else kept.
 * One change alone keeps the older paths (the carry-over), but for a group's code said with words around it
 * (「04组是多少分」), which groupAskedAgain, taking only a code alone, leaves.
 */

const TRACK = /首选物理|首选历史|物理类|历史类|物理(?![学系专竞老])|历史(?![学系专老上])|理科|文科/
const TRACK_SAID: Record<string, string> = { 首选物理: '物理类', 首选历史: '历史类', 物理: '物理类', 历史: '历史类' }
const CODE = /(?:第\s*)?(?<![\dA-Za-z])([A-Za-z]?\d{1,6}[A-Za-z]?)\s*号?\s*(?:专业)?[组租](?!合)/
const YEAR = /(?<!\d)20[1-3]\d\s*年?|(?<![\d.])[12]\d年(?![制级])|大前年|前年|去年|今年/
/** how a follow-up opens: 那, 换成, 如果是 … */
const LEAD = /^(?:那么|那个|那|就|换成|换到|换|改成|改为|改|如果是|要是|假如是|再看看?|再查一?下|看看|查查?)+/
/** what a follow-up says around the changes without asking anything new: 呢, 是多少分、多少名, 的线 */
const FILLER =
  /怎么样|如何|咋样|分别|各是|是多少分?|多少分|多少名|几多分|几分|多少|的线|分数线|投档线|投档分|录取线|最低分|位次|排名|分数|那边|这边|[\s，,。？?！!、和跟及与的了呢嘞咧捏喃吧啊呀又是]/g

type Name = { kind: 'school' | 'province'; surface: string; id: string; at: number }
export type Changes = {
  /** the track is the one change: asked again only of a line or a rank question */
  trackAlone: boolean
  /** said as a follow-up (那…, …呢); an unmarked turn of bare names (「湖南师大 历史类」) follows only a line or a rank */
  marked: boolean
  track: string | null
  code: string | null
  year: string | null
  score: string | null
  school: Name | null
  province: Name | null
}
/** a score said with 分 (560分); a score in the earlier question, said with 分 or bare before a track or a college */
const SCORE = /(?<![\d.])(\d{3})\s*分/
const EARLIER_SCORE = /(?<![\d.])\d{3}(?=\s*分)|(?<![\d.])[3-7]\d{2}(?![\d年组号名位万])/

/** Who a track can be said of in a follow-up: the asker, the child, a relative (「我表妹是历史类」, 「她是物理的」). */
const WHOSE =
  '(?:我|我的|我家|我们家|孩子|娃|她|他|人家)?(?:表妹|表姐|表弟|表哥|堂妹|堂姐|堂弟|堂哥|妹妹|姐姐|弟弟|哥哥|侄女|侄子|外甥女?|女儿|儿子|闺女|孩子|娃)?'
// 「她表妹是学历史的」: 是 and 学 together
const OWN_TRACK_CLAUSE = new RegExp(`^${WHOSE}(?:也|就)?(?:是|学|选|考){1,2}的?(?:${TRACK.source})的?(?:考生|学生)?$`)

/**
 * A turn with a clause that only says whose track it is (「湖南师大历史类呢？我表妹是历史类」): the clause goes when the
 * turn names that track elsewhere, so the turn reads as the change it asks; a track said only there stays as the change.
 */
function ownTrackDropped(text: string): string {
  const clauses = text.split(/(?<=[，,。？?！!；;])/)
  if (clauses.length < 2) return text
  const kept = clauses.filter((c) => !OWN_TRACK_CLAUSE.test(c.replace(/[，,。？?！!；;\s]/g, '')))
  if (kept.length === clauses.length || !kept.length) return text
  const said = (t: string) => TRACK_SAID[TRACK.exec(t)?.[0] ?? ''] ?? TRACK.exec(t)?.[0] ?? null
  const dropped = clauses.filter((c) => !kept.includes(c)).join('')
  const keptText = kept.join('')
  if (said(keptText) && said(keptText) !== said(dropped)) return text
  // 「那郑大呢，孩子是历史类的」: the track goes where the change is said (那郑大历史类呢)
  return said(keptText) ? keptText : keptText.replace(/(呢|嘞|咧|捏|喃)?([？?。！!，,；;\s]*)$/, `${said(dropped)}$1$2`)
}

/** The colleges and provinces a text names, longest phrase first at each place (the recogniser's own way). */
function namesIn(text: string, lexicon: Lexicon): Name[] | null {
  const out: Name[] = []
  for (let i = 0; i < text.length;) {
    let hit: Name | null = null
    for (let len = Math.min(lexicon.maxLength, text.length - i); len >= 2 && !hit; len--) {
      const h = lexicon.phrases.get(text.slice(i, i + len))
      if (!h) continue
      // a major changed beside other things is left to the carry-over
      if (h.kind === 'major') return null
      hit = { kind: h.kind, surface: text.slice(i, i + len), id: h.kind === 'school' ? h.school.id : String(h.province.id), at: i }
    }
    if (hit) {
      out.push(hit)
      i += hit.surface.length
    } else i++
  }
  return out
}

/** What a short turn changes, when it is made only of changes (two at least, or a group code) and the words around them; else null. */
export function changesOnly(question: string, lexicon: Lexicon): Changes | null {
  if (question.trim().length > 30 || /\d{3,}名/.test(question)) return null
  // a full question names its college and asks its line with nothing to mark it as a follow-up: only a turn that
  // opens (那, 换成) or closes (呢) as one, or a group's code with no college, is taken as changes
  const text = ownTrackDropped(question.trim())
  const marked = LEAD.test(text) || /(呢|嘞|咧|捏|喃)[？?。！!，,\s]*$/.test(text)
  let rest = text.replace(LEAD, '')
  const track = TRACK.exec(rest)?.[0] ?? null
  const code = CODE.exec(rest)?.[1] ?? null
  const year = YEAR.exec(rest)?.[0].replace(/\s/g, '') ?? null
  rest = rest.replace(CODE, ' ').replace(YEAR, ' ').replace(TRACK, ' ')
  const score = SCORE.exec(rest)?.[1] ?? null
  rest = rest.replace(SCORE, ' ')
  const names = namesIn(rest, lexicon)
  if (!names) return null
  const school = names.find((n) => n.kind === 'school') ?? null
  const province = names.find((n) => n.kind === 'province') ?? null
  if (names.length > Number(Boolean(school)) + Number(Boolean(province))) return null
  for (const n of names) rest = rest.replace(n.surface, ' ')
  if (rest.replace(FILLER, '').length > 0) return null
  const kinds = [track, code, year, score, school, province].filter(Boolean).length
  // nothing but the names, the track, the year said (「湖南师大 历史类」): changes, if what came before asked a line
  const bare = rest.replace(/[\s，,、]/g, '').length === 0
  // a code alone with words around it (「04组是多少分」) is a change too: groupAskedAgain takes only the bare ones
  // a track alone (「历史类那边的分数线又是多少」, 「那历史类的呢，位次多少」, v24): a change of a line or rank question only
  const trackAlone = kinds === 1 && track !== null && (marked || /又/.test(text))
  if ((kinds < 2 && !code && !trackAlone) || !(marked || bare || (code && !school) || trackAlone)) return null
  return {
    trackAlone,
    marked: marked || Boolean(code && !school),
    track: track ? (TRACK_SAID[track] ?? track) : null,
    code,
    year: year && /^\d{2}年$/.test(year) ? `20${year}` : year,
    score,
    school,
    province,
  }
}

/** The earlier question with each change put in place, or null when a change has no place in it (a code, no college). */
export function rewritten(earlier: string, c: Changes, lexicon: Lexicon): string | null {
  let text = earlier
  let front = ''
  const names = namesIn(text, lexicon) ?? []
  const oldSchool = names.find((n) => n.kind === 'school')
  const oldProvince = names.find((n) => n.kind === 'province')
  const m = CODE.exec(text)
  if (c.code && m) {
    const old = m[1]!
    const at = m.index + m[0].indexOf(old)
    // 第6组 after 004: the same width
    const code = /^\d+$/.test(c.code) && /^\d+$/.test(old) && c.code.length < old.length ? c.code.padStart(old.length, '0') : c.code
    text = `${text.slice(0, at)}${code}${text.slice(at + old.length)}`
  } else if (c.code) {
    // a college's line asked before without a group: the group goes after the college's name
    if (!oldSchool) return null
    const at = oldSchool.at + oldSchool.surface.length
    text = `${text.slice(0, at)}${c.code}组${text.slice(at)}`
  } else if (m && c.school && oldSchool && oldSchool.id !== c.school.id) {
    // another college: the earlier college's group code names none of its groups
    text = text.replace(CODE, '')
  }
  if (c.track) {
    if (TRACK.test(text)) text = text.replace(TRACK, c.track)
    else front += `${c.track} `
  }
  if (c.year) {
    const year = /^\d{4}$/.test(c.year) ? `${c.year}年` : c.year
    if (YEAR.test(text)) text = text.replace(YEAR, year)
    else front += `${year} `
  }
  if (c.score) {
    if (EARLIER_SCORE.test(text)) text = text.replace(EARLIER_SCORE, c.score)
    else front += `${c.score}分 `
  }
  if (c.school) {
    if (oldSchool) text = text.replace(oldSchool.surface, c.school.surface)
    else front += `${c.school.surface} `
  }
  if (c.province) {
    if (oldProvince) text = text.replace(oldProvince.surface, c.province.surface)
    else front += `${c.province.surface} `
  }
  return `${front}${text}`
}

/** A line or rank the turn asks in its own words (是多少分, 投档线): only a question of lines or ranks is asked again with it. */
const LINE_ASK = /分数线|投档线|投档分|录取线|最低分|位次|排名|多少分|多少名|几多分|几分|分数/
const LINE_INTENTS = new Set(['admission_history', 'batch_line', 'score_to_rank', 'rank_to_score', 'equivalent_score'])

/**
 * The question this turn asks: the latest earlier question (of the last four user turns, each read as this one is,
 * and each already standing for the question it asked) rewritten with this turn's changes, or the turn itself when
 * it is not a turn of changes only. `intentOf` gives the intent a text asks of its own (null for a statement, a
 * greeting or a clarifying ask); a turn that asks a line (「那河南大学2024年的投档线呢」) is not a chance asked again.
 */
export function changedAgain(
  question: string,
  history: { role: string; content: string }[],
  read: (text: string) => string,
  lexicon: Lexicon,
  intentOf: (text: string) => string | null,
): string {
  const changes = changesOnly(question, lexicon)
  if (!changes) return question
  const earlier = history
    .filter((h) => h.role === 'user')
    .slice(-4)
    .reverse()
    .map((h) => read(h.content))
  for (const text of earlier) {
    if (changesOnly(text, lexicon)) continue
    const intent = intentOf(text)
    if (!intent) continue
    if (LINE_ASK.test(question) && !LINE_INTENTS.has(intent)) return question
    if ((!changes.marked || changes.trackAlone) && !LINE_INTENTS.has(intent)) return question
    return rewritten(text, changes, lexicon) ?? question
  }
  return question
}
