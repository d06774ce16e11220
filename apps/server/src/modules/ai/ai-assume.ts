import { findProvincePolicy, subjectTypeLabels, type ProvinceCode } from '@gk/domain'
import { seasonOf } from '../../db/read-model/season.ts'
import { trackOutside } from './ai-home-ruled-out.ts'
import type { Lexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'

/**
 * A chance asked with a college and a score, yet no province and no saved profile (「650上中南应该冒得问题吧」), or
 * no track in a province that has two (「640分在湖北想上武大」): a leading adviser answers rather than bouncing. The
 * college's home province is the stated assumption (most such questions come from there), and a missing track is
 * answered for each of the province's tracks in turn when the province too was assumed; with the province known, the
 * track alone is asked (ai-clarify.ts, ADR 095). Each reading is a whole question the engine answers by its
 * own rule, so nothing is estimated that it would not estimate when the reading is said outright.
 */
export type Reading = {
  /** the first sentence: what was assumed, and how to ask for another province ('' when nothing was) */
  lead: string
  /** one set of entities per track to answer (one when the track is known) */
  variants: { label: string | null; entities: Entities }[]
}

/** The reading of a chance question, or null when nothing needs assuming (or nothing can be: no college, no score). */
export async function assumeForChance(plan: Plan, intentId: string, e0: Entities, lexicon: Lexicon): Promise<Reading | null> {
  if (intentId !== 'admission_chance' || e0.schools.length === 0) return null
  const e = await plan.withProfile(e0)
  if (e.score === null && e.rank === null) return null
  let lead = ''
  let entities = e
  if (!e.province) {
    // only when every college named is of one province: two homes give no one reading
    const homes = new Set(e.schools.map((s) => s.provinceCode))
    const home = homes.size === 1 ? lexicon.provinces.find((p) => p.code === [...homes][0]) : undefined
    // a track the home province does not rank by (物理类 of a 浙江 college): the candidate is from elsewhere, asked (ADR 100)
    if (!home || trackOutside(e, home, lexicon.currentYear ?? 0)) return null
    entities = { ...e, province: home }
    const said = e.score !== null ? `${e.score}分` : `位次${e.rank}`
    lead = `你没说省份，按**${home.shortName}考生**估算（${e.schools[0]!.name}在${home.shortName}，本省考生问得最多）；如果你是其他省份的，告诉我省份（例如“河南物理类${said}”），我按你的省份重算。`
  }
  const province = entities.province!
  if (entities.subjectType || entities.subjects.length) return lead ? { lead, variants: [{ label: null, entities }] } : null
  const season = (await seasonOf(plan.ctx, province.code)).targetYear
  const policy = province.slug ? findProvincePolicy(province.slug as ProvinceCode, season) : undefined
  const tracks = policy?.subjectTypes ?? []
  if (tracks.length <= 1) return lead ? { lead, variants: [{ label: null, entities }] } : null
  // the province said or saved, only the track missing: one short question is quicker to read than two answers (ADR 095)
  if (!lead) return null
  const labels = tracks.map((t) => subjectTypeLabels[t])
  const trackLead = `你没说科类，${labels.join('和')}分开录取，下面两类各估一遍，看你那一类即可。`
  return {
    lead: lead ? `${lead}${trackLead}` : trackLead,
    variants: labels.map((label) => ({ label, entities: { ...entities, subjectType: label } })),
  }
}

/** The answers of each reading, after its lead (one heading per track when there are several). */
export function joinReadings(reading: Reading, answers: string[]): string {
  if (answers.length === 1) return `${reading.lead}\n\n${answers[0]}`
  const parts = answers.map((a, i) => `**按${reading.variants[i]!.label}：**\n\n${a}`)
  return [reading.lead, ...parts].join('\n\n---\n\n')
}
