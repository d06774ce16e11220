import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { syllablesOf } from './ai-lexicon-fuzzy.ts'

/**
 * A college's two-character short name typed with a slip of sound (难邮 for 南邮, 华师 typed 华诗), ADR 101. The
 * fuzzy pass leaves two-character spans alone (背景 is not 北京 and 中大 has many sounds), so this reads one only
 * where a college is plainly meant: the span opens the question or a clause, a question of a college's standing
 * (211, 985, 双一流, 一流学科, 排名) is asked, it keeps one character of the short name in place, and no other
 * two-character college name has that sound. The sounds are the lexicon's own (ai-lexicon-fuzzy.ts `short`, built
 * once): the fuzzy pass takes such a slip anywhere when the kept character is distinctive (难邮); this pass also takes
 * one whose kept character many short names share (难大 → 南大), but only where a college's standing is asked, or beside
 * another college in a list (西才和云才: 西财 and 云财 typed by sound, ai-short-name-slips.ts `listedBeside`).
 */
const COLLEGE_FACT_ASKED = /211|985|双一流|一流学科|一流专业|学科评估|排名|几本|是一本|是二本|公办|民办/
const CLAUSE_START = /^$|[\s，,。！!？?、；;：:]$/

/** The words that join colleges in a list or a choice (西财和云财, 川大还是重大, 南邮、南信). */
const JOINER = /^(?:和|跟|与|同|或|、|还是|或者|对比|vs)/i
const JOINERS_BEFORE = ['和', '跟', '与', '同', '或', '、', '还是', '或者']
/** A choice or a comparison asked: two slipped short names joined by 和 are colleges only in such a question. */
const CHOICE = /哪个|哪所|还是|选哪|怎么选|咋选|对比|比较|区别|哪家/
/** Words that sound like a short name yet are words of the question (物理和化学 are subjects, not 武理 and 华学). */
const NOT_A_NAME = /^(?:物理|化学|生物|政治|历史|地理|技术|文科|理科|专业|学校|大学|分数|位次|学费|排名)$/

type ShortSounds = NonNullable<NonNullable<Lexicon['fuzzy']>['short']>

/** The college a two-character span at `i` names by sound, keeping one of its characters in place, or null. */
function slipAt(text: string, i: number, free: boolean[], lexicon: Lexicon, sounds: ShortSounds): LexiconHit | null {
  const span = text.slice(i, i + 2)
  if (!free[i] || !free[i + 1] || !/^[\u4e00-\u9fff]{2}$/.test(span) || lexicon.phrases.has(span) || NOT_A_NAME.test(span)) return null
  const found = sounds.get(syllablesOf(span).join(' '))
  return found && [...span].some((c, k) => found.phrase[k] === c) ? found.hit : null
}

/**
 * True when the span [i, i + 2) stands in a list with a college (`isCollege(at)`: one the passes read, or in a choice one
 * typed by sound too): 「西才和云财」「江才跟上才选哪个」 name colleges to choose between, so each span is a college,
 * wherever the clause starts.
 */
function listedBeside(text: string, i: number, isCollege: (at: number) => boolean): boolean {
  const after = JOINER.exec(text.slice(i + 2))
  if (after && isCollege(i + 2 + after[0].length)) return true
  for (const j of JOINERS_BEFORE) if (text.slice(i - j.length, i) === j && isCollege(i - j.length - 2)) return true
  return false
}

/** [hit, start] of a slipped short name in what the exact and fuzzy passes left free, or null. */
export function shortNameBySound(text: string, free: boolean[], lexicon: Lexicon, school: boolean[] = []): [LexiconHit, number] | null {
  // with a college read already, only a slip listed beside it is taken (a standing asked is that college's)
  const asked = !school.some(Boolean) && COLLEGE_FACT_ASKED.test(text)
  const sounds = lexicon.fuzzy?.short
  if (!sounds) return null
  const choice = CHOICE.test(text)
  const isCollege = (at: number) => at >= 0 && (Boolean(school[at]) || (choice && slipAt(text, at, free, lexicon, sounds) !== null))
  for (let i = 0; i + 2 <= text.length; i++) {
    const listed = listedBeside(text, i, isCollege)
    if (!listed && !(asked && CLAUSE_START.test(text.slice(Math.max(0, i - 1), i)))) continue
    const hit = slipAt(text, i, free, lexicon, sounds)
    if (hit) return [hit, i]
  }
  return null
}
