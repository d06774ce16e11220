import { groupCodeOf } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { isOrdinaryBenke, ordinaryCoverage, type CoverageRow } from './ordinary-coverage.ts'
import { committedTable } from './committed-tables.test-kit.ts'

type Adm = CoverageRow & {
  unit_level: string
  major_group: string | null
  source_id: string
  quality: string
  requirement_text: string | null
  provincial_code: string | null
  major_code: string | null
  major_name: string | null
  institution_name: string
  min_rank_quality: string | null
}
const adm = committedTable<Adm>('admission_results')

/** The 13 provinces of SOURCES.md entry 27 (issue #29): ≥ 600 institutions per track with an ordinary 本科 result in a recent year, 宁夏 ≥ 400. */
const THIN: [string, string][] = [
  ['51', '四川'],
  ['52', '贵州'],
  ['41', '河南'],
  ['34', '安徽'],
  ['36', '江西'],
  ['53', '云南'],
  ['15', '内蒙古'],
  ['62', '甘肃'],
  ['35', '福建'],
  ['61', '陕西'],
  ['21', '辽宁'],
  ['22', '吉林'],
  ['64', '宁夏'],
]

describe('committed dataset: fourth-round sources (issue #29)', () => {
  it('holds an ordinary 本科 result for ≥ 600 institutions per track (宁夏 ≥ 400) in 2024 or 2025 in each of the 13 thin provinces', () => {
    const cov = ordinaryCoverage(adm)
    const short: string[] = []
    for (const [code, name] of THIN)
      for (const track of ['物理', '历史']) {
        const byYear = cov.get(`${code}|${track}`) ?? new Map<number, number>()
        const best = Math.max(byYear.get(2024) ?? 0, byYear.get(2025) ?? 0)
        if (best < (code === '64' ? 400 : 600)) short.push(`${name} ${track} ${best}`)
      }
    expect(short).toEqual([])
  })

  it('河南 2025 本科批 院校专业组 come from the official table with their group codes, 选科 and plan types', () => {
    const g = adm.filter((r) => r.province_code === '41' && r.year === 2025 && r.unit_level === 'major-group' && r.source_id === 'zhixiang-henan-2025')
    expect(g.filter((r) => r.subject_type === '物理类').length).toBeGreaterThan(1800)
    expect(g.filter((r) => r.subject_type === '历史类').length).toBeGreaterThan(800)
    expect(g.every((r) => /^\d{3}$/.test(r.major_group ?? ''))).toBe(true)
    expect(g.filter((r) => r.requirement_text !== null).length / g.length).toBeGreaterThan(0.95)
    // the group's first digit says its plan: 3xx groups are 国家专项, never ordinary lines
    expect(g.filter((r) => r.major_group!.startsWith('3') && r.plan_type === '普通类')).toEqual([])
  })

  it('labels the batchless compilation third-party and adds no line where an official table covers the school that year', () => {
    const e27 = adm.filter((r) => r.source_id === 'gaokao-zhiyuan-recommender')
    expect(e27.length).toBeGreaterThan(10_000)
    expect(e27.every((r) => r.quality === 'third-party')).toBe(true)
    const official = new Set(
      adm.filter((r) => r.quality === 'official' && isOrdinaryBenke(r)).map((r) => `${r.province_code}|${r.year}|${r.subject_type}|${r.institution_id}`),
    )
    // its majors may name a covered school's programmes (ADR 051), never its school or group line
    const overlapping = e27.filter((r) => r.unit_level !== 'major' && official.has(`${r.province_code}|${r.year}|${r.subject_type}|${r.institution_id}`))
    expect(overlapping.length).toBe(0)
  })

  it('places the majors of an official 2025 专业组 in it: same 院校代码 and group, at or above its line (ADR 051)', () => {
    const tables = new Set(['zhixiang-henan-2025', 'shixiong-gaokao-2025'])
    const key = (r: Adm) => [r.province_code, r.year, r.subject_type, r.institution_id, r.provincial_code, r.major_group].join('|')
    const lines = new Map(adm.filter((r) => r.unit_level === 'major-group' && tables.has(r.source_id)).map((r) => [key(r), r.min_score]))
    const placed = adm.filter((r) => r.source_id === 'gaokao-zhiyuan-recommender' && r.unit_level === 'major' && r.major_group !== null)
    const henan = placed.filter((r) => r.province_code === '41' && r.subject_type === '物理类')
    console.log(`majors placed in an official 2025 group: ${placed.length} (河南 物理类 ${henan.length})`)
    expect(henan.length).toBeGreaterThan(1000)
    expect(placed.filter((r) => lines.has(key(r)) && r.min_score! < lines.get(key(r))!).slice(0, 3)).toEqual([])
    // a campus's group under its own 院校代码 (中国人民大学（苏州校区） K53 001) loses to the parent's group of the same
    // number in the conflict rule, whose unit key has no 院校代码: its majors stay, their group line is gone (21 rows)
    expect(placed.filter((r) => !lines.has(key(r))).length).toBeLessThan(placed.length * 0.01)
  })

  it('joins other sources’ 2025 majors to the official group their source numbers, under its 院校代码 (issue #29)', () => {
    const tables = new Set(['zhixiang-henan-2025', 'shixiong-gaokao-2025'])
    const school = (r: Adm) => [r.province_code, r.year, r.subject_type, r.institution_id].join('|')
    const codes = new Map<string, string[]>()
    for (const r of adm)
      if (r.unit_level === 'major-group' && tables.has(r.source_id) && r.plan_type === '普通类' && r.provincial_code !== null) {
        const k = `${school(r)}|${r.major_group}`
        codes.set(k, [...(codes.get(k) ?? []), r.provincial_code])
      }
    // a major that names group 101 of a school with one official group 101, but no 院校代码: the unit builder keys
    // groups by code, so it sat under no group (河南 2025: 240 such rows, e.g. 河南农业大学 101 乡村治理)
    const unjoined = adm.filter((r) => {
      if (r.unit_level !== 'major' || r.year !== 2025 || r.plan_type !== '普通类' || r.provincial_code !== null || tables.has(r.source_id)) return false
      const number = groupCodeOf(r.major_code, r.major_group)
      return number !== null && codes.get(`${school(r)}|${number}`)?.length === 1
    })
    expect(unjoined.map((r) => `${r.institution_id} ${r.major_group} ${r.major_name}`).slice(0, 5)).toEqual([])
  })

  it('gives 江西/安徽 2025 groups the 位次 their official table prints, not the end of the score’s bucket (ADR 089)', () => {
    const g = adm.filter((r) => (r.province_code === '36' || r.province_code === '34') && r.source_id === 'shixiong-gaokao-2025')
    const rank = (province: string, school: string, track: string, group: string) =>
      g.find((r) => r.province_code === province && r.institution_name === school && r.subject_type === track && r.major_group === group)
    // as printed in 江西省教育考试院's 2025 本科投档情况统计表 (SOURCES.md entry 29); the bucket ends were 5,884 and 14,363
    expect(rank('36', '江西财经大学', '历史类', '161')).toMatchObject({ min_score: 575, min_rank: 5743, min_rank_quality: 'third-party' })
    expect(rank('36', '南昌大学', '物理类', '501')).toMatchObject({ min_score: 586, min_rank: 14066, min_rank_quality: 'third-party' })
    // 安徽 is OCR: a rank outside its score's bucket, or none read, is derived from the table instead (124 rows)
    const printed = g.filter((r) => r.min_rank_quality === 'third-party')
    const derived = g.filter((r) => r.min_rank_quality === 'derived')
    expect(printed.length).toBeGreaterThan(9000)
    expect(derived.length).toBeLessThan(g.length * 0.02)
    expect(derived.every((r) => r.province_code === '34')).toBe(true)
  })
})
