import type { Entities } from './ai-nlu.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'

/**
 * Short names that stand for a different college depending on where the student is: 河大 is 河南大学
 * to most, but 河北大学 to a student in 河北; 湖大 is 湖北大学 in 湖北. The lexicon maps each to the
 * first (the national reading); a candidate whose province is that of another college of the list
 * means that one.
 */
export const localAbbreviations: Record<string, string[]> = {
  河大: ['河南大学', '河北大学'],
  湖大: ['湖南大学', '湖北大学'],
  山大: ['山东大学', '山西大学'],
  南大: ['南京大学', '南昌大学'],
  华师: ['华中师范大学', '华南师范大学'],
  广医: ['广州医科大学', '广西医科大学'],
  河师大: ['河南师范大学', '河北师范大学'],
  江大: ['江南大学', '江苏大学'],
}

/** The schools of a question read with the candidate's province (named or saved); unchanged when none applies. */
export function localiseSchools(question: string, e: Entities, provinceCode: string | null, lexicon: Lexicon): Entities {
  if (!provinceCode || e.schools.length === 0) return e
  const byName = new Map<string, SchoolEntry>()
  for (const s of lexicon.schools.values()) byName.set(s.name, s)
  let changed = false
  const schools = e.schools.map((school) => {
    if (question.includes(school.name)) return school
    for (const [abbr, names] of Object.entries(localAbbreviations)) {
      if (!question.includes(abbr) || !names.includes(school.name)) continue
      const local = names.map((n) => byName.get(n)).find((s) => s && s.provinceCode === provinceCode)
      if (local && local.id !== school.id) {
        changed = true
        return local
      }
    }
    return school
  })
  return changed ? { ...e, schools } : e
}
