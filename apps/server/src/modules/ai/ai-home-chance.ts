import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import { seasonOf } from '../../db/read-model/season.ts'
import { trackOutside } from './ai-home-ruled-out.ts'
import { runByProvince } from './ai-home-province.ts'
import type { Lexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'

/**
 * A chance asked with a score and a college a province runs, yet no province said, carried or saved (「605分，历史类，辽大
 * 法学能够着不」): that college fills most of its places at home (in the data's whole-country plans, 西安邮电大学, run by
 * 陕西, put 2756 of 3652 places in 陕西; 南京理工大学, a ministry's, 723 of 4494 in 江苏), so the asker is most likely from
 * there, and the chance is estimated for the home province, said in the first sentence with how to ask for another
 * (ADR 149). A ministry's college (华科, 浙大) recruits across the country: the province is asked (ADR 145). Nothing is
 * assumed when the track is missing in a province of two tracks or is one the home province does not rank by.
 */
export async function homeForChance(plan: Plan, intentId: string, e0: Entities, lexicon: Lexicon): Promise<{ lead: string; entities: Entities } | null> {
  if (intentId !== 'admission_chance' || e0.province || e0.schools.length !== 1) return null
  const e = await plan.withProfile(e0)
  if (e.province || (e.score === null && e.rank === null)) return null
  const school = e.schools[0]!
  const home = lexicon.provinces.find((p) => p.code === school.provinceCode)
  if (!home || trackOutside(e, home, lexicon.currentYear ?? 0) || !(await runByProvince(plan, school.id))) return null
  if (!e.subjectType && e.subjects.length === 0) {
    const season = (await seasonOf(plan.ctx, home.code)).targetYear
    if ((findProvincePolicy(home.slug as ProvinceCode, season)?.subjectTypes.length ?? 0) !== 1) return null
  }
  const said = e.score !== null ? `${e.score}分` : `位次${e.rank}`
  return {
    entities: { ...e, province: home },
    lead: `你没说省份，按**${home.shortName}考生**估算（${school.name}由${home.shortName}主管，招生计划大多在${home.shortName}）；如果你是其他省份的，告诉我省份（例如“河南${e.subjectType ?? '物理类'}${said}”），我按你的省份重算。`,
  }
}
