import { findProvincePolicy, type ProvinceCode } from '@gk/domain'
import type { Entities } from './ai-nlu.ts'

/**
 * A track read only from the 选科 (物化生 → 物理类) holds in a 3+1+2 province, where the first subject is the track.
 * A 3+3 province (山东, 浙江, 北京, 天津, 上海, 海南) ranks and admits every 选科 as one 综合 track: there the
 * subjects only decide 选科要求, so the implied track becomes 综合 (ADR 134). A track the user said (山东物理类) is
 * left as said, for the premise check to correct. `year` is the year asked, else the province's season.
 */
export function trackInItsProvince(e: Entities, year: number): Entities {
  if (!e.trackOfSubjects || !e.province?.slug) return e
  const policy = findProvincePolicy(e.province.slug as ProvinceCode, e.year ?? year)
  if (policy?.examModel !== '3+3') return e
  return { ...e, subjectType: '综合', trackOfSubjects: false }
}
