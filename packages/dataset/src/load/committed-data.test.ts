import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { findProvincePolicy, provincePolicies, type ProvinceCode } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { PROVINCES } from '../normalize/provinces.ts'
import { checkRankRows } from '../rank/rank-rows.ts'
import { TABLES } from '../schema/tables.ts'
import { DEFAULT_DATA_DIR, readManifest } from './manifest.ts'
import { committedTable } from './committed-tables.test-kit.ts'

type Line = { province_code: string; year: number; subject_type: string; category: string; batch_key: string; score: number; quality: string }
const lines = committedTable<Line>('control_lines')
const lineScores = (p: string, y: number, s: string, key: string) =>
  lines.filter((l) => l.province_code === p && l.year === y && l.subject_type === s && l.category === '普通类' && l.batch_key === key).map((l) => l.score)

describe('committed dataset: known facts', () => {
  const inst = committedTable<{ id: string; name: string; province_code: string; is_985: boolean; is_211: boolean }>('institutions')
  it.each([
    ['北京大学', '4111010001'],
    ['清华大学', '4111010003'],
  ])('%s has MOE code %s in 北京', (name, id) => {
    const row = inst.find((i) => i.name === name)
    expect(row?.id).toBe(id)
    expect(row?.province_code).toBe('11')
  })
  it('holds 华北电力大学(保定) apart from the Beijing institution, with its own chsi code (issue #29)', () => {
    const baoding = inst.find((i) => i.name === '华北电力大学(保定)')
    expect(baoding).toMatchObject({ id: '4113010079', province_code: '13', is_211: true })
    // no 保定 row of any province stays under the Beijing id (was 142 school-level rows and every group and major)
    const adm = committedTable<{ institution_id: string; institution_name: string }>('admission_results')
    const named = adm.filter((a) => /华北电力大学[(（]?保定/.test(a.institution_name))
    expect(named.length).toBeGreaterThan(100)
    expect(named.filter((a) => a.institution_id !== '4113010079').slice(0, 3)).toEqual([])
  })
  it('has the 2,919 MOE institutions (and 1 campus with its own code) and plausible tag counts', () => {
    expect(inst).toHaveLength(2920)
    expect(inst.filter((i) => i.is_985).length).toBeGreaterThanOrEqual(37)
    expect(inst.filter((i) => i.is_211).length).toBeGreaterThanOrEqual(110)
  })
  it.each([
    ['41', 2024, '理科', 'bk1', 511],
    ['41', 2024, '文科', 'bk1', 521],
    ['32', 2025, '物理类', 'bk', 463],
    ['32', 2025, '历史类', 'bk', 482],
    ['13', 2024, '物理类', 'bk', 448],
    ['13', 2024, '历史类', 'bk', 449],
  ] as const)('control line %s %i %s %s = %i', (p, y, s, key, score) => {
    expect(lineScores(p, y, s, key)).toEqual([score])
  })
})

describe('committed dataset: integrity', () => {
  it('every rank table is monotonic and matches its summary row', () => {
    const rows = committedTable<{ province_code: string; year: number; subject_type: string; score: number; count: number | null; cumulative: number }>(
      'score_rank_rows',
    )
    const tables = committedTable<{ province_code: string; year: number; subject_type: string; rows: number; total: number }>('score_rank_tables')
    // appended in place: copying a table's rows on every row made this loop quadratic (96,388 rows)
    const groups = new Map<string, typeof rows>()
    for (const r of rows) {
      const key = `${r.province_code}|${r.year}|${r.subject_type}`
      const group = groups.get(key)
      if (group) group.push(r)
      else groups.set(key, [r])
    }
    expect(groups.size).toBe(tables.length)
    for (const t of tables) {
      const g = groups.get(`${t.province_code}|${t.year}|${t.subject_type}`) ?? []
      expect(g.length, `${t.province_code} ${t.year} ${t.subject_type}`).toBe(t.rows)
      const max = t.province_code === '46' ? 900 : 750
      expect(checkRankRows(g, max), `${t.province_code} ${t.year} ${t.subject_type}`).toEqual([])
      expect(Math.max(...g.map((r) => r.cumulative))).toBe(t.total)
    }
  })

  it('has no admission row without province, year, subject type and a known institution', () => {
    const ids = new Set(committedTable<{ id: string }>('institutions').map((i) => i.id))
    const bad = committedTable<{ province_code: string | null; year: number | null; subject_type: string | null; institution_id: string | null }>(
      'admission_results',
    ).filter((r) => !r.province_code || !r.year || !r.subject_type || !r.institution_id || !ids.has(r.institution_id))
    expect(bad).toEqual([])
  })

  it('every row names a listed source and a quality flag', () => {
    const sources = new Set(committedTable<{ id: string }>('sources').map((s) => s.id))
    const qualities = new Set(['official', 'third-party', 'derived', 'estimated'])
    for (const t of TABLES.filter((x) => 'source_id' in x.columns)) {
      const bad = committedTable<{ source_id: string; quality: string }>(t.name).filter((r) => !sources.has(r.source_id) || !qualities.has(r.quality))
      expect(bad.slice(0, 3), t.name).toEqual([])
    }
  })

  it('files match the manifest checksums, and no file exceeds 20 MB', () => {
    const m = readManifest()
    for (const t of Object.values(m.tables)) {
      for (const f of t.files) {
        const body = readFileSync(join(DEFAULT_DATA_DIR, f.path))
        expect(createHash('sha256').update(body).digest('hex'), f.path).toBe(f.sha256)
        expect(body.length).toBeLessThan(20e6)
      }
    }
  })

  it('has the domain policy record of every province and year, with its exam model', () => {
    const p = committedTable<{ province_code: string; year: number; exam_model: string; citation: string }>('province_policies')
    expect(p).toHaveLength(provincePolicies.length)
    expect(p.every((r) => r.citation.length > 0)).toBe(true)
    const slugOf = new Map(PROVINCES.map((x) => [x.code, x.slug]))
    const model = (m: string) => (m === 'traditional' ? '文理' : m)
    for (const r of p) expect(r.exam_model).toBe(model(findProvincePolicy(slugOf.get(r.province_code) as ProvinceCode, r.year)?.examModel ?? ''))
  })
})
