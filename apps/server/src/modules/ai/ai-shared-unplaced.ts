import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'

/**
 * Short names that several colleges share and that no derived form reads (ADR 151): 石大 is 中国石油大学（华东） to a
 * 山东 student, 中国石油大学（北京） to a 北京 one and 石河子大学 in 新疆. The lexicon reads none of them for it, so
 * 「石大是211不」 was answered as out of scope. These names are written out in the question before it is read.
 */
export const UNPLACED: Record<string, string[]> = {
  石大: ['中国石油大学（华东）', '中国石油大学（北京）', '石河子大学'],
}

/**
 * The question with each such short name written out: the one college of the province the question names (or the
 * dialect's province, `spoken`, a cue only for which college is meant); with neither, every college, so a fact asked is
 * answered for each (「中国石油大学（华东）、中国石油大学（北京）、石河子大学是211不」) rather than one guessed. A
 * short name inside a longer word or beside one of its colleges' full names is left.
 */
export function unplacedWritten(question: string, lexicon: Lexicon, spoken: string | null = null): string {
  let out = question
  for (const [form, names] of Object.entries(UNPLACED)) {
    if (!out.includes(form) || names.some((n) => out.includes(n) || out.includes(n.replace(/（.*）/, '')))) continue
    const colleges = [...lexicon.schools.values()].filter((s) => names.includes(s.name))
    if (colleges.length === 0) continue
    const province = recognise(out.replace(form, ''), lexicon).province?.code ?? lexicon.provinces.find((p) => p.shortName === spoken)?.code
    const here = colleges.filter((s) => s.provinceCode === province)
    const chosen = here.length === 1 ? here : colleges
    out = out.replace(form, chosen.map((s) => s.name).join('、'))
  }
  return out
}
