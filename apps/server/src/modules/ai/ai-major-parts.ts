import type { Lexicon, LexiconHit, MajorEntry } from './ai-lexicon.ts'

/**
 * A major said by the leading part of its catalogue name (「长理 光电信息」 for 光电信息科学与工程, 「数据科学」 for
 * 数据科学与大数据技术). A part of one catalogue name is that major anywhere; a part several names share (光电信息: 光电信息
 * 科学与工程 and 光电信息材料与器件) is held as the part, and the college named settles it by its own majors
 * (ai-college-majors.ts, ADR 118).
 */
export type MajorPart = { part: string; candidates: string[] }

// 化学生物 in 「物理化学生物」 is three subjects said in a row, not 化学生物学: a part that goes on from one subject word into
// another subject's character is no major's
const SUBJECTS_IN_A_ROW = /^(物理|化学|生物|政治|历史|地理|技术)[物化生政史历地技]/

/** Every leading part (three characters or more, shorter than the name) of the catalogue's 本科 names, with the names it begins. */
export function majorPartsOf(majors: Iterable<MajorEntry>, phrases: Map<string, LexiconHit>, ambiguous: Set<string>): Map<string, MajorEntry[]> {
  const parts = new Map<string, MajorEntry[]>()
  for (const m of majors) {
    if (m.level !== '本科' || ambiguous.has(m.name) || /[（(]/.test(m.name)) continue
    for (let n = 3; n < m.name.length; n++) {
      const part = m.name.slice(0, n)
      if (phrases.has(part) || SUBJECTS_IN_A_ROW.test(part)) continue
      parts.set(part, [...(parts.get(part) ?? []), m])
    }
  }
  return parts
}

/**
 * The longest part said at `i` on word boundaries, in text no name was read from, or null. A part of one name is that
 * major; a part of several keeps its candidates, for the college to settle.
 */
export function majorPartAt(
  text: string,
  i: number,
  free: boolean[],
  boundaries: Set<number>,
  lexicon: Lexicon,
): { length: number; major: MajorEntry; part: MajorPart | null } | null {
  if (!lexicon.majorParts || !boundaries.has(i)) return null
  for (let len = Math.min(12, text.length - i); len >= 3; len--) {
    const end = i + len
    if (!(boundaries.has(end) || end === text.length)) continue
    if (free.slice(i, end).some((f) => !f)) continue
    const span = text.slice(i, end)
    const names = lexicon.majorParts.get(span)
    if (!names?.length) continue
    if (names.length === 1) return { length: len, major: names[0]!, part: null }
    // held as the part: a name no catalogue major has, settled by the college's own majors or matched by its words
    const major: MajorEntry = { id: `part:${span}`, name: span, level: '本科', category: names[0]!.category, subCategory: null }
    return { length: len, major, part: { part: span, candidates: names.map((m) => m.name) } }
  }
  return null
}
