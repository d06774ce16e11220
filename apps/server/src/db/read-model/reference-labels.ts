import type { Quality } from '@gk/contract'
import type { ReadModel } from './read-model.ts'
import { rankTableSourceLabel, sourceLabel } from './source-labels.ts'

/** Names of sources (as a student reads them) and provinces, shared by the lookup modules (both tables are tiny). */
export type ReferenceLabels = {
  sourceName(id: string | null | undefined): string
  /** the source of a province's 一分一段表 (always the province's exam authority's table) */
  rankTableSourceName(id: string | null | undefined, provinceCode: string): string
  provinceName(code: string): string
  provinceCodes(): { code: string; name: string }[]
}

export function referenceLabels(readModel: ReadModel): Promise<ReferenceLabels> {
  return readModel.index('reference-labels', async (db) => {
    const sources = await db.query<{ id: string; name: string }>('SELECT id, name FROM sources')
    const provinces = await db.query<{ code: string; name: string }>('SELECT code, name FROM provinces ORDER BY code')
    const sourceNames = new Map(sources.map((s) => [s.id, s.name]))
    const provinceNames = new Map(provinces.map((p) => [p.code, p.name]))
    return {
      sourceName: (id) => (id ? sourceLabel(id, sourceNames.get(id)) : ''),
      rankTableSourceName: (id, code) => (id ? rankTableSourceLabel(id, sourceNames.get(id), provinceNames.get(code) ?? '') : ''),
      provinceName: (code) => provinceNames.get(code) ?? '',
      provinceCodes: () => provinces,
    }
  })
}

const QUALITIES = new Set<string>(['official', 'third-party', 'derived', 'estimated'])
/** Dataset quality text → the contract's flag (unknown values are treated as estimates, never as official). */
export function toQuality(value: string | null | undefined): Quality {
  return value && QUALITIES.has(value) ? (value as Quality) : 'estimated'
}
export function toQualityOrNull(value: string | null | undefined): Quality | null {
  return value ? toQuality(value) : null
}
