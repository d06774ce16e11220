import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'

/**
 * Colleges of one name told apart by a place in brackets (中国矿业大学 in 徐州 and 中国矿业大学（北京）, 中国石油大学（华东）
 * and （北京）): separate institutions with their own codes, one short name (矿大, 石大). Asked as a pair — 「两个矿大是一个学校
 * 吗」, 「矿大在北京还是徐州」, 「和…什么关系」 — the question is about every one of them, so each is read (ADR 149); said
 * alone (「矿大计算机怎么样」) the name stays the one college it reads as.
 */
const PAIR_ASKED = /两个|俩|几个|是不是(同)?一个|是一个|同一(个|所)|一个学校|一所学校|(什么|啥|有)关系|区别|不同|分校/

const base = (name: string) => name.replace(/[（(][^（()）]*[)）]$/, '')

export function siblingsAsked(question: string, e: Entities, lexicon: Pick<Lexicon, 'schools'>): Entities {
  if (e.schools.length === 0) return e
  const bases = new Set(e.schools.map((s) => base(s.name)))
  if (bases.size !== 1) return e
  const [only] = bases
  const siblings: SchoolEntry[] = [...lexicon.schools.values()].filter((s) => base(s.name) === only)
  if (siblings.length < 2 || siblings.length === e.schools.length) return e
  // 「在北京还是徐州」: the place of one of them said, beside a choice or a comparison
  const placeSaid = siblings.some((s) => s.name !== only && question.includes(s.name.slice(only!.length + 1, -1)))
  if (!PAIR_ASKED.test(question) && !(placeSaid && /还是|和|跟|与/.test(question))) return e
  return { ...e, schools: siblings }
}
