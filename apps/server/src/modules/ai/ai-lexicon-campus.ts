import type { LexiconHit, SchoolEntry } from './ai-lexicon.ts'
import { KINDS } from './ai-lexicon-short.ts'

/**
 * A college with campuses in its name (中国石油大学（华东）, 中国矿业大学（北京）) is said by its kind's short ending and the
 * campus, with brackets or without: 石大华东, 石大（华东）, 矿大(北京). The campus settles which of the colleges sharing
 * the short name is meant, so the form is read anywhere; a place other than 中国 keeps its first character or its whole
 * (北京外大（X） would be 北外大X). Never over a phrase the lexicon already has.
 */
export function campusForms(name: string): string[] {
  const m = /^(.+)（(.+)）$/.exec(name)
  if (!m) return []
  const [, base, campus] = m as unknown as [string, string, string]
  const kind = KINDS.find(([ending]) => ending !== '大学' && base.endsWith(ending))
  if (!kind) return []
  const place = base.slice(0, -kind[0].length)
  // 中国石油大学 is also 中石油 (中 and the kind's own word)
  const heads = place === '中国' ? [...kind[1], `中${kind[0].replace(/大学$/, '')}`] : kind[1].flatMap((short) => [place[0] + short, place + short])
  return heads.filter((h) => h.length >= 2).flatMap((h) => [`${h}${campus}`, `${h}（${campus}）`, `${h}(${campus})`])
}

export function addCampusForms(phrases: Map<string, LexiconHit>, school: SchoolEntry) {
  for (const form of campusForms(school.name)) if (!phrases.has(form)) phrases.set(form, { kind: 'school', school })
}
