import type { Entities } from './ai-nlu.ts'
import type { Lexicon } from './ai-lexicon.ts'
import type { Plan } from './ai-plan.ts'
import { collegeMajorNames } from './ai-reference.repository.ts'

/** A plan's major name without its bracket (光电信息科学与工程(卓越工程师班) → 光电信息科学与工程). */
const bare = (name: string) => name.replace(/[（(].*$/, '').trim()

/**
 * 「长理 光电信息 能报吗」: a major said by a leading part several catalogue names share is the one major of the college
 * named whose name it begins (长春理工大学 plans 光电信息科学与工程, not 光电信息材料与器件). Read from the college's plans
 * in the province, else anywhere; several of the college's majors beginning so (or none) leave the part as said, and
 * the answers match it by its words (ADR 118).
 */
export async function settleMajorPart(plan: Plan, e: Entities, lexicon: Lexicon): Promise<Entities> {
  const part = e.majorPart
  if (!part || e.schools.length !== 1) return e
  const school = e.schools[0]!
  let names = await collegeMajorNames(plan.ctx.db, school.id, e.province?.code ?? null)
  if (!names.length && e.province) names = await collegeMajorNames(plan.ctx.db, school.id, null)
  const fits = [...new Set(names.map(bare).filter((n) => n.startsWith(part.part)))]
  if (fits.length !== 1) return e
  const hit = lexicon.phrases.get(fits[0]!)
  const major = hit?.kind === 'major' ? hit.major : { id: `college:${fits[0]}`, name: fits[0]!, level: '本科', category: '', subCategory: null }
  return { ...e, majors: e.majors.map((m) => (m.id === `part:${part.part}` ? major : m)), majorPart: undefined }
}
