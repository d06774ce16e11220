import type { Lexicon, LexiconHit } from './ai-lexicon.ts'

/**
 * An independent college (独立学院) said by its old name, its university's and its own (「四川大学锦城学院」): since the
 * 2020s most were renamed and stand alone (成都锦城学院, 民办). The exact pass reads the university (四川大学) and leaves
 * 锦城学院, so the university's facts would answer for another college (公办 for a 民办 one). The part after the
 * university read is that college when exactly one college's name ends with it (锦城学院); a faculty's name (医学院,
 * 计算机学院) ends many colleges' names or none, and leaves the university as read (the hit and length given back).
 */
export function formerIndependent(text: string, i: number, length: number, hit: LexiconHit, lexicon: Lexicon): [LexiconHit, number] {
  if (hit.kind !== 'school' || !hit.school.name.endsWith('大学')) return [hit, length]
  const tail = text.slice(i + length)
  for (let n = 2; n <= 4; n++) {
    const part = tail.slice(0, n)
    if (!/^[\u4e00-\u9fff]+$/.test(part) || tail.slice(n, n + 2) !== '学院') continue
    const ending = `${part}学院`
    const found = [...lexicon.schools.values()].filter((s) => s.name.endsWith(ending) && s.id !== hit.school.id)
    if (found.length === 1) return [{ kind: 'school', school: found[0]! }, length + n + 2]
    if (found.length > 1) break
  }
  return [hit, length]
}
