import type { Entities } from './ai-nlu.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'

/**
 * Rests that are everyday words or a kind said alone (「青海…本科和高职专科的控制线」: 高职 of 青海高职 is the batch, 师大 is
 * any 师范大学), never one college.
 */
const EVERYDAY = /^(高职|职院|职大|高专|大学|学院|医院|本科|专科|师大|师院|医大|医院|工大|科大|农大|理工|理工大|财大|民大|体院|艺院|美院)$/

/**
 * A college's short name said without its province because the question has just said the province (「湖北历史，交院专科
 * 要多少分」: 交院 is 湖北交院, 湖北交通职业技术学院). The short names the lexicon knows as 「province + rest」 (湖北交院) are
 * read by their rest when the province is named in the same question and nothing else named a college; only a rest
 * that ends as a college does (院, 大, 职) and stands for exactly one college of that province is taken.
 */
export function shortNameAfterProvince(question: string, e: Entities, lexicon: Lexicon): Entities {
  if (e.schools.length > 0 || !e.province || !question.includes(e.province.shortName)) return e
  const province = e.province
  const found = new Map<string, SchoolEntry>()
  for (const [phrase, hit] of lexicon.phrases) {
    if (hit.kind !== 'school' || !phrase.startsWith(province.shortName)) continue
    const rest = phrase.slice(province.shortName.length)
    if (rest.length < 2 || rest.length > 3 || !/[院大职]$/.test(rest) || EVERYDAY.test(rest) || hit.school.provinceCode !== province.code) continue
    // the rest said on its own: not the end of the province's own name said in full (湖北交院 read already)
    const at = question.indexOf(rest)
    if (at < 0 || question.slice(Math.max(0, at - province.shortName.length), at) === province.shortName) continue
    found.set(hit.school.id, hit.school)
  }
  return found.size === 1 ? { ...e, schools: [...found.values()] } : e
}
