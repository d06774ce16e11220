import { findProvincePolicy, subjectTypeLabels, type ProvinceCode } from '@gk/domain'
import { seasonOf } from '../../db/read-model/season.ts'
import { askWhichCollege } from './ai-local-names.ts'
import type { Entities } from './ai-nlu.ts'
import type { Plan } from './ai-plan.ts'

/**
 * What each answer needs to know about the candidate before it can say anything sound: the province
 * (every table is a province's), the score or rank, and the track where the province has two (a
 * probability or a list for the wrong track is wrong). Read after the saved profile has filled what
 * it can, so a question with everything — said, carried over or saved — is never asked again.
 */
const NEEDS: Record<string, { what: string; score: boolean; track: boolean }> = {
  admission_chance: { what: '估算录取概率', score: true, track: true },
  recommend_schools: { what: '推荐院校', score: true, track: true },
  // a choice between colleges made for the candidate (ai-choice-need.ts): where the score stands against each line
  school_choice: { what: '帮你在这几所院校里选', score: true, track: true },
  // a rank is a track's (物理类 580 and 历史类 580 are far apart): never read from a guessed track
  score_to_rank: { what: '换算位次', score: true, track: true },
  rank_to_score: { what: '换算分数', score: false, track: true },
  equivalent_score: { what: '计算等位分', score: false, track: true },
}

/** One short question naming only what is missing (with the profile applied), or null when nothing is. */
export async function clarifyQuestion(plan: Plan, intentId: string, e0: Entities): Promise<{ question: string | null; entities: Entities }> {
  // 西大 with no province to choose by: which college comes first, whatever is asked about it
  const which = askWhichCollege(e0)
  if (which) return { question: which, entities: e0 }
  const need = NEEDS[intentId]
  if (!need) return { question: null, entities: e0 }
  const e = await plan.withProfile(e0)
  const lacks: string[] = []
  if (!e.province) lacks.push('省份')
  if (need.score && e.score === null && e.rank === null) lacks.push('分数（或位次）')
  let tracks: string[] = []
  if (need.track && e.province && !e.subjectType && e.subjects.length === 0) {
    // the tracks of the year asked (河南2024 理科/文科), else of the season
    const season = (await seasonOf(plan.ctx, e.province.code)).targetYear
    const policy = findProvincePolicy(e.province.slug as ProvinceCode, e.year ?? season) ?? findProvincePolicy(e.province.slug as ProvinceCode, season)
    if (policy && policy.subjectTypes.length > 1) tracks = policy.subjectTypes.map((t) => subjectTypeLabels[t])
    if (tracks.length) lacks.push(`科类（${tracks.join('还是')}）`)
  }
  if (lacks.length === 0) return { question: null, entities: e }
  // only the track missing: one short question and nothing else (「安徽520分，能报安徽大学吗」, ADR 095)
  if (lacks.length === 1 && tracks.length) return { entities: e, question: `你是哪个科类（${tracks.join('/')}）？` }
  const example = `${e.province?.shortName ?? '河南'}${e.subjectType ?? '物理类'}${e.score ?? 580}分`
  return {
    entities: e,
    // the one college of a chance is named, so the asker sees it was read right (「我650分能上海南大学吗」 is 海南大学)
    question: `${intentId === 'admission_chance' && e.schools.length === 1 ? `估算${e.schools[0]!.name}的录取概率` : need.what}还差你的${lacks.join('和')}，请告诉我，例如“${example}”。\n\n登录后在“志愿填报”里保存成绩，我就能直接用你的成绩。`,
  }
}
