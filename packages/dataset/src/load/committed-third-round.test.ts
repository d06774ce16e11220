import { describe, expect, it } from 'vitest'
import { spellsWithin } from '../normalize/abbreviation.ts'
import { printedCore } from '../build/third-round/unit-rows.ts'
import { committedTable } from './committed-tables.test-kit.ts'

type Adm = {
  provincial_code?: string | null
  major_name?: string | null
  province_code: string
  year: number
  institution_name: string
  min_score_quality?: string | null
  subject_type: string
  unit_level: string
  institution_id: string
  major_group: string | null
  min_score: number | null
  min_rank: number | null
  min_rank_quality: string | null
  plan_type: string | null
  source_id: string
}
const adm = committedTable<Adm>('admission_results')
const ranks = committedTable<{ province_code: string; year: number; subject_type: string; score: number }>('score_rank_rows')
const PKU = '4111010001'
const schoolNames = new Map(committedTable<{ id: string; name: string }>('institutions').map((i) => [i.id, i.name]))

/** The printed name names the row's school: its core spells within the school's name, or starts with it (a part). */
function printsItsSchool(r: Adm): boolean {
  const core = printedCore(r.institution_name)
  const name = printedCore(schoolNames.get(r.institution_id) ?? '')
  return spellsWithin(core, name) || (name !== '' && core.startsWith(name))
}

/**
 * 河北 rows filed under a school by a 院校代码 that the same source's table of that year prints the school under other
 * codes beside its own name: 河北 renumbers its codes between years, so such a row is another school's.
 */
function movedCodeRows(rows: Adm[]): Adm[] {
  const key = (r: Adm) => [r.year, r.source_id, r.institution_id].join('|')
  const codes = new Map<string, Set<string>>()
  for (const r of rows) if (r.provincial_code && printsItsSchool(r)) codes.set(key(r), (codes.get(key(r)) ?? new Set()).add(r.provincial_code))
  return rows.filter((r) => {
    const own = codes.get(key(r))
    return r.provincial_code && own !== undefined && !own.has(r.provincial_code) && !printsItsSchool(r)
  })
}

describe('committed dataset: third-round sources', () => {
  it('广东 2026 物理类 北京大学 group 205 is 690 / rank 110 and its 高校专项 group is typed as such', () => {
    const pku = adm.filter(
      (r) => r.province_code === '44' && r.year === 2026 && r.subject_type === '物理类' && r.institution_id === PKU && !r.institution_name.includes('医学部'),
    )
    expect(pku.find((r) => r.major_group === '205')).toMatchObject({ min_score: 690, min_rank: 110, plan_type: '普通类', source_id: 'zhiqu' })
    expect(pku.find((r) => r.major_group === '204')?.plan_type).toBe('高校专项')
  })

  it('广东 2025 专业组 lines come from one source per group (the official copy)', () => {
    const g = adm.filter((r) => r.province_code === '44' && r.year === 2025 && r.unit_level === 'major-group' && r.subject_type === '物理类')
    const sources = new Map<string, Set<string>>()
    for (const r of g) {
      const k = `${r.institution_id}|${/\d+/.exec(r.major_group ?? '')?.[0] ?? ''}`
      sources.set(k, (sources.get(k) ?? new Set()).add(r.source_id))
    }
    expect([...sources.values()].filter((s) => s.size > 1)).toEqual([])
    expect(g.filter((r) => r.source_id === 'zhiqu').length).toBeLessThan(10)
  })

  it('河北: no row is filed under a school by a 院校代码 that moved to another school (was 76: 7 哈尔滨建筑科技职业大学 under 河北大学, 25 淮安大学 under 江苏大学 …)', () => {
    const hebei = adm.filter((r) => r.province_code === '13')
    expect(
      movedCodeRows(hebei)
        .slice(0, 3)
        .map((r) => [r.year, r.provincial_code, r.institution_name, schoolNames.get(r.institution_id)]),
    ).toEqual([])
    // 河北大学 2026 历史类 under its own code 0595: the ordinary lowest is 护理学 567 (it read 519 from the moved 0540)
    const hbu = hebei.filter((r) => r.year === 2026 && r.subject_type === '历史类' && r.institution_id === '4113010075')
    expect(hbu.some((r) => r.institution_name.includes('哈尔滨'))).toBe(false)
    const ordinary = hbu.filter((r) => r.provincial_code === '0595' && r.plan_type === '普通类').map((r) => r.min_score ?? Infinity)
    expect(Math.min(...ordinary)).toBe(567)
  })

  it('广东 2025 物理类 汕头大学 group 204 (552 / 78,313) is kept beside 汕头大学医学院 214 of the same score', () => {
    const stu = adm.filter((r) => r.province_code === '44' && r.year === 2025 && r.subject_type === '物理类' && r.institution_id === '4144010560')
    expect(stu.find((r) => r.unit_level === 'major-group' && /^204/.test(r.major_group ?? ''))).toMatchObject({ min_score: 552, min_rank: 78313 })
    expect(stu.find((r) => r.unit_level === 'major-group' && /^214/.test(r.major_group ?? ''))).toMatchObject({ min_score: 552 })
  })

  it('山东 2026 has the published ranks; a score is only ever the one read from the 2026 table', () => {
    const sd = adm.filter((r) => r.province_code === '37' && r.year === 2026)
    expect(sd.length).toBeGreaterThan(23000)
    expect(sd.every((r) => r.min_rank !== null && r.min_rank_quality === 'third-party')).toBe(true)
    expect(sd.every((r) => r.min_score === null || r.min_score_quality === 'derived')).toBe(true)
  })

  it("score-only 2026 rows (江苏, 河北 历史类) carry ranks derived from the app's own 2026 table, never a transcriber's", () => {
    const js = adm.filter((r) => r.province_code === '32' && r.year === 2026 && r.source_id === 'zhiqu')
    expect(js.length).toBeGreaterThan(5000)
    expect(js.every((r) => r.min_rank === null || r.min_rank_quality === 'derived')).toBe(true)
    const hb = adm.filter((r) => r.province_code === '13' && r.year === 2026 && r.source_id === 'zhiqu')
    expect(hb.every((r) => r.min_rank === null || r.min_rank_quality === 'derived')).toBe(true)
  })

  it('陕西 2024 tables are 理科/文科; 江苏 2023 物理类 has no interpolated row', () => {
    const types = new Set(ranks.filter((r) => r.province_code === '61' && r.year === 2024).map((r) => r.subject_type))
    expect([...types].sort()).toEqual(['文科', '理科'])
    const js = ranks.filter((r) => r.province_code === '32' && r.year === 2023 && r.subject_type === '物理类')
    expect(js.length).toBeGreaterThan(200)
    expect(js.some((r) => r.score === 681)).toBe(false)
  })

  it('广西 2026 plan book is in, with special plans typed', () => {
    const gx = committedTable<{ province_code: string; year: number; plan_type: string | null; source_id: string }>('enrollment_plans').filter(
      (r) => r.province_code === '45' && r.year === 2026 && r.source_id === 'guangxi-gaokao-2026',
    )
    expect(gx.length).toBeGreaterThan(40000)
    expect(gx.filter((r) => r.plan_type === '国家专项').length).toBeGreaterThan(500)
  })
})
