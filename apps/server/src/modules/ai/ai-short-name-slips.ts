import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { syllablesOf } from './ai-lexicon-fuzzy.ts'

/**
 * A college's two-character short name typed with a slip of sound (难邮 for 南邮, 华师 typed 华诗), ADR 101. The
 * fuzzy pass leaves two-character spans alone (背景 is not 北京 and 中大 has many sounds), so this reads one only
 * where a college is plainly meant: the span opens the question or a clause, a question of a college's standing
 * (211, 985, 双一流, 一流学科, 排名) is asked, it keeps one character of the short name in place, and no other
 * two-character college name has that sound. The sounds are the lexicon's own (ai-lexicon-fuzzy.ts `short`, built
 * once): the fuzzy pass takes such a slip anywhere when the kept character is distinctive (难邮); this pass also takes
 * one whose kept character many short names share (难大 → 南大), but only where a college's standing is asked.
 */
const COLLEGE_FACT_ASKED = /211|985|双一流|一流学科|一流专业|学科评估|排名|几本|是一本|是二本|公办|民办/
const SUBJECT_WORD = /^(物理|历史|化学|生物|地理|政治|语文|数学|英语|文科|理科)$/
const CLAUSE_START = /^$|[\s，,。！!？?、；;：:]$/

/** [hit, start] of a slipped short name in what the exact and fuzzy passes left free, or null. */
export function shortNameBySound(text: string, free: boolean[], lexicon: Lexicon): [LexiconHit, number] | null {
  if (!COLLEGE_FACT_ASKED.test(text)) return null
  const sounds = lexicon.fuzzy?.short
  if (!sounds) return null
  for (let i = 0; i + 2 <= text.length; i++) {
    const span = text.slice(i, i + 2)
    if (!free[i] || !free[i + 1] || !/^[\u4e00-\u9fff]{2}$/.test(span) || !CLAUSE_START.test(text.slice(Math.max(0, i - 1), i))) continue
    // 物理 sounds like 武理, 历史 like 丽师: a subject's own word is that subject (「物理类450排名多少」 asks a rank)
    if (lexicon.phrases.has(span) || SUBJECT_WORD.test(span)) continue
    const found = sounds.get(syllablesOf(span).join(' '))
    if (found && [...span].some((c, k) => found.phrase[k] === c)) return [found.hit, i]
  }
  return null
}
