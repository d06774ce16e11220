import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { sharesCharacter, syllablesOf } from './ai-lexicon-fuzzy.ts'
import { SPECIAL_PLAN } from './ai-intent-patterns.ts'

/**
 * Where a name found in a question really begins and ends: a derived short name that is the start of a word or of
 * a longer name, a name cutting a plan's name, a province inside a plan's name, a longer name said with a slip of sound.
 * Read by recognise() in ai-nlu.ts.
 */

/**
 * Everyday words that begin with the key character of a derived two-character short name: 「能上大学吗」 is
 * 上 + 大学, not 上大 (上海大学). Not major names (贵医医学影像 is still 贵州医科大学's), and not a segmenter's
 * first word, which also takes 大好 out of 「西大好考吗」. 「湘大 概率」 is 湘大 + 概率 (大概率 the adverb goes on to a verb).
 */
const AFTER_KEY =
  /^(大学|大专|大一|大二|大三|大四|大类|大概(?!率(?![能会可要不没也就还上考进录]))|大约|大多|大家|大于|医院|医生|医保|理科|理由|理解|理想|师傅|工作|工资|科目|科类|外地|外省|政策|农村|电话)/

/**
 * A derived two-character short name whose second character begins such a word, or a longer name, with what
 * follows: 「能上大连理工吗」 is 上 + 大连理工, not 上大.
 */
export function splitsWord(text: string, i: number, len: number, lexicon: Lexicon, pauses: ReadonlySet<number> = new Set()): boolean {
  // 「能上海南大学」: 上海 ends where a college's full name (海南大学) begins, so the province is not read there
  if (len === 2 && lexicon.phrases.get(text.slice(i, i + 2))?.kind === 'province')
    for (let n = Math.min(lexicon.maxLength, text.length - i - 1); n >= 4; n--)
      if (lexicon.phrases.get(text.slice(i + 1, i + 1 + n))?.kind === 'school') return true
  // 「想上师范」: a verb after a modal, then a kind of college said alone (上 + 师范), not 上师(范) of 上海师范大学
  if (len <= 3 && VERB_BEFORE_NAME.test(text[i]!) && MODAL_BEFORE.test(text.slice(0, i)) && KIND_ALONE.test(text.slice(i + 1, i + 3)))
    return lexicon.phrases.get(text.slice(i, i + len))?.kind === 'school'
  if (verbBeforeWord(text, i, len, lexicon)) return true
  // 「能不能上外交学院」: after a verb of going or applying, a college's own full name beginning at the next character is
  // what was said, not a short name made of the verb and that character (上外 of 上海外国语大学)
  if (len === 2 && VERB_BEFORE_NAME.test(text[i]!) && ownNameAt(text, i + 1, lexicon)) return true
  // 「能上公办吗」「上民办也行」: a kind of college said in a common word (公办, 民办, 本科 …) is never the second half of
  // a two-character name (上公 of 上海公安学院, 上民 of 上海民远职业技术学院), whoever derived the name
  if (len === 2 && KIND_WORD_AFTER.test(text.slice(i + 1)) && lexicon.phrases.get(text.slice(i, i + 2))?.kind === 'school') return true
  // 「西大 学费」: a pause right after the short name ends it there (大学 is no word across a space; ADR 146)
  if (len !== 2 || !lexicon.shortNames?.has(text.slice(i, i + 2)) || pauses.has(i + 2)) return false
  if (AFTER_KEY.test(text.slice(i + 1)) && !studiesThere(text, i, lexicon)) return true
  for (let n = Math.min(lexicon.maxLength, text.length - i - 1); n >= 3; n--)
    if (lexicon.phrases.has(text.slice(i + 1, i + 1 + n)) && !cutsPlanName(text, i + 1, n) && !cutsMajor(text, i + 1, n, lexicon)) return true
  // 「570上东林稳不稳」: after a verb of going or applying, a college's own two-character short name (东林) is what was
  // said, not a derived form made of the verb and its first character (上东 of 上海东海职业技术学院; ADR 136)
  const next = lexicon.phrases.get(text.slice(i + 1, i + 3))
  return VERB_BEFORE_NAME.test(text[i]!) && next?.kind === 'school' && i + 3 <= text.length
}

/**
 * 「能上电力大学吗」「想上电力相关的学校」: after a modal, a verb and the word it begins (上 + 电力), not a short name made of the
 * verb and that word's first characters (上电/上电力 of 上海电力大学). Said alone (「上电01组」「想报上电」) it is the name. The
 * verb is then no part of any name, by its sound either (ai-nlu.ts).
 */
export function verbBeforeWord(text: string, i: number, len: number, lexicon: Lexicon): boolean {
  const after = text.slice(i + len)
  return (
    len <= 3 &&
    VERB_BEFORE_NAME.test(text[i]!) &&
    MODAL_BEFORE.test(text.slice(0, i)) &&
    /^[\u4e00-\u9fa5]/.test(after) &&
    !/^[吗么嘛呢吧啊呀的了不没还也和跟或]/.test(after) &&
    lexicon.phrases.get(text.slice(i, i + len))?.kind === 'school' &&
    !lexicon.phrases.has(text.slice(i + 1, i + 3))
  )
}

/**
 * 「想去辽大学计算机」: a short name ending in 大 after a verb of going, then 学 and a major's name, is the college and
 * 学 the verb of studying (去辽大 + 学计算机), not 大学 the word (ADR 157); 「能上大学计算机吗」 has a modal before it.
 */
function studiesThere(text: string, i: number, lexicon: Lexicon): boolean {
  if (!/^大学/.test(text.slice(i + 1)) || !/[去到在进考报读]$/.test(text.slice(0, i))) return false
  for (let n = Math.min(lexicon.maxLength, text.length - i - 3); n >= 2; n--)
    if (lexicon.phrases.get(text.slice(i + 3, i + 3 + n))?.kind === 'major') return true
  return false
}

/** True when a college's own full name (four characters or more) is typed at `at`. */
function ownNameAt(text: string, at: number, lexicon: Lexicon): boolean {
  for (let n = Math.min(lexicon.maxLength, text.length - at); n >= 4; n--) {
    const hit = lexicon.phrases.get(text.slice(at, at + n))
    if (hit?.kind === 'school' && hit.school.name === text.slice(at, at + n)) return true
  }
  return false
}

/** Common words of what a college is (公办, 民办, 本科, 专科, 中外合作 …): never a part of a college's name (ADR 149). */
const KIND_WORD_AFTER = /^(公办|公立|公费|民办|民营|私立|本科|专科|高职|高专|中外合作|专升本)/

/** Verbs a college's name follows (上/考/去/报/读/冲/进/选): a derived short name may begin with one of them (ADR 136). */
const VERB_BEFORE_NAME = /[上考去报读冲进选]/
/** What wants or may before such a verb (想上, 能考, 要读) */
const MODAL_BEFORE = /(想|能|要|可以|打算|准备|只能|还能)$/
/** Kinds of college said alone (师范, 理工, 医科 …): 「想上师范」 names a kind, not a college */
const KIND_ALONE = /^(师范|理工|医科|财经|政法|体育|艺术|农业|林业|警校|军校|航空|海洋|传媒|外语|中医)$/

const PLAN_NAMES = new RegExp(SPECIAL_PLAN.source, 'g')

/**
 * 「内大民族班」: a college's name whose end cuts a plan's name said whole (大民族 of 大连民族大学, over 民族班) is no
 * name there; the plan is what was said (ADR 118).
 */
export function cutsPlanName(text: string, start: number, length: number): boolean {
  const end = start + length
  for (const m of text.matchAll(PLAN_NAMES)) if (m.index > start && m.index < end && m.index + m[0].length > end) return true
  return false
}

/**
 * 「定向西藏就业的计划」「西藏班」「面向新疆就业」: a province inside a plan's name is where the plan's graduates work or who
 * its class is for, not the province the candidate sits the exam in (ADR 123).
 */
export function namesPlan(text: string, start: number, length: number): boolean {
  return /(定向|面向)$/.test(text.slice(0, start)) || /^(班|就业)/.test(text.slice(start + length))
}

/** A college name of three or four characters said at `i` with a slip of sound (哈工城 for 哈工程), or null. */
export function longerBySound(text: string, i: number, lexicon: Lexicon): [LexiconHit, number] | null {
  if (!lexicon.fuzzy) return null
  for (let len = Math.min(4, text.length - i); len >= 3; len--) {
    const span = text.slice(i, i + len)
    if (!/^[\u4e00-\u9fff]+$/.test(span) || lexicon.phrases.has(span)) continue
    const hit = lexicon.fuzzy.sounds.get(syllablesOf(span).join(' '))
    if (hit?.kind === 'school' && sharesCharacter(span, hit)) return [hit, len]
  }
  return null
}

/**
 * 「河北软件工程要多少分」「河北 软件工程 多少分」: a college's short name that begins with a province (河北软件 of 河北软件职业技术
 * 学院) where a major of the catalogue begins right after the province and runs past the short name (软件工程), or
 * where the asker paused after the province: the province said, then the major — the college only when its own name
 * is typed (河北软件职业技术学院) or its short name ends where the words do (「河北软件 多少分」).
 */
export function provinceBeforeMajor(text: string, i: number, len: number, lexicon: Lexicon, pauses: ReadonlySet<number>): boolean {
  const hit = lexicon.phrases.get(text.slice(i, i + len))
  if (hit?.kind !== 'school' || text.slice(i, i + len) === hit.school.name.replace(/[（）()]/g, '')) return false
  for (let p = len - 1; p >= 2; p--) {
    if (lexicon.phrases.get(text.slice(i, i + p))?.kind !== 'province') continue
    const m = majorAfter(text, i + p, lexicon)
    if (m > len - p || (m === len - p && pauses.has(i + p))) return true
  }
  return false
}

/** The length of the longest major of the catalogue said at `at`, or 0. */
export function majorAfter(text: string, at: number, lexicon: Lexicon): number {
  for (let m = Math.min(lexicon.maxLength, text.length - at); m >= 2; m--) if (lexicon.phrases.get(text.slice(at, at + m))?.kind === 'major') return m
  return 0
}

/**
 * 「燕大软件工程」: a phrase at [start, start + n) that ends inside a major's name said right after (大软件 of 大连软件职业学院
 * against 软件工程) is no name there; the short name before it (燕大) stands.
 */
function cutsMajor(text: string, start: number, n: number, lexicon: Lexicon): boolean {
  for (let k = start + 1; k < start + n; k++)
    for (let m = Math.min(lexicon.maxLength, text.length - k); m >= 2 && k + m > start + n; m--)
      if (lexicon.phrases.get(text.slice(k, k + m))?.kind === 'major') return true
  return false
}

/**
 * 「孩子在南开区读高三」「南开中学」: a college's short name followed by 区, 县 or a school below college level is the
 * district or that school, not the college (dev v28: 南开区 read as 南开大学). A full name (南开大学) never gets here.
 */
export const namesPlace = (text: string, end: number) => /^(?:区|县|新区|镇|街道|中学|小学|高中|附中|一中|二中|三中|实验中学|外国语学校)/.test(text.slice(end))
