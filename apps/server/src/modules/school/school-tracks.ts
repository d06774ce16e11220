import type { AdmissionLine, LineTrack } from '@gk/contract'
import { ORDINARY } from '../../db/read-model/plan-type.ts'
import { predecessorLabelOf } from '@gk/domain'
import { sortSubjectTypes } from './school-lines.ts'

/**
 * The tracks a college page offers in one province. A 3+1+2 track (物理类/历史类) carries the 文/理
 * type it continues (理科/文科) so a province that reformed in 2025 still shows years of history; the
 * old type is then no chip of its own. Where most lines were looked up from ranks (山东 publishes
 * ranks only) or have no score, the chart plots ranks.
 */
export function lineTracks(lines: readonly AdmissionLine[]): LineTrack[] {
  const ordinary = lines.filter((l) => l.PlanType === ORDINARY)
  const types = sortSubjectTypes(ordinary.map((l) => l.SubjectType))
  const absorbed = new Set<string>()
  const tracks: LineTrack[] = []
  for (const type of types) {
    const before = predecessorLabelOf.get(type)
    const merged = before && types.includes(before) ? [type, before] : [type]
    if (merged.length > 1) absorbed.add(before!)
    tracks.push({ Name: type, SubjectTypes: merged, Basis: 'score', Note: '' })
  }
  return tracks
    .filter((t) => !absorbed.has(t.Name))
    .map((t) => {
      const own = ordinary.filter((l) => t.SubjectTypes.includes(l.SubjectType))
      const firstNew = Math.min(...own.filter((l) => l.SubjectType === t.Name).map((l) => l.Year))
      const note =
        t.SubjectTypes.length > 1
          ? `${firstNew}年起为${t.Name}，${firstNew - 1}年及以前为${t.SubjectTypes[1]}（同一批考生的延续，分数不可直接比较，请看位次）`
          : ''
      const withRank = own.filter((l) => l.MinRank !== null)
      const lookedUp = own.filter((l) => l.MinScore === null || l.MinScoreQuality === 'derived').length
      return { ...t, Note: note, Basis: withRank.length > 0 && lookedUp * 2 > own.length ? 'rank' : 'score' }
    })
}
