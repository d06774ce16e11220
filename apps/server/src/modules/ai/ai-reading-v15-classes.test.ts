import { describe, expect, it } from 'vitest'
import type { ProvinceEntry, SchoolEntry } from './ai-lexicon.ts'
import { deriveNamesAfterPlace } from './ai-lexicon-place-parts.ts'
import { provinceCorrected } from './ai-province-corrected.ts'
import { intentOf, provinces, read } from './ai-reading.test-kit.ts'

/**
 * Issue 31, the reading classes holdout v15 and dev v16 still failed (ADR 129), in phrasings of our own over the small
 * lexicon of the reading kit (郑州大学, 浙江工业大学; 河南 浙江 山东 上海 河北) and made-up colleges.
 */
describe('the lowest rank admitted, said as 排名 or 名次 (ADR 129)', () => {
  it('is the college line, not its place in a league table', () => {
    for (const q of ['郑大 河南 2025 录取最低排名', '郑州大学去年在河南最低名次是多少', '浙工大在浙江录取排名最低要多少'])
      expect(intentOf(q), q).toBe('admission_history')
  })
  it('keeps the league table for 排名 alone', () => {
    expect(intentOf('郑州大学排名第几')).toBe('school_rank')
  })
})

describe('招 beside a line asked (ADR 129)', () => {
  it('reads the line when no count of places is asked', () => {
    for (const q of ['郑大今年在河南招理科学生，最低分数线多少', '郑州大学在河南招的学生最低投档分和位次呢']) expect(intentOf(q), q).toBe('admission_history')
  })
  it('keeps the plan when a count is asked too', () => {
    expect(intentOf('郑大在河南招多少人，最低分多少')).toBe('enrollment_plan')
  })
})

describe('a batch line named with a score and whether it reaches (ADR 129)', () => {
  it('checks the score against that line', () => {
    for (const q of ['浙江 专科线 300够不够', '河南 历史 本科线 480能过吗']) expect(intentOf(q), q).toBe('bachelor_line_check')
  })
})

describe("a college's groups in a table, and 专业租 typed (ADR 129)", () => {
  it('puts 专业组 right before what a group has', () => {
    expect(read('郑大河南物理各专业租的投档线').text).toContain('专业组的投档线')
    expect(read('郑州大学专业租最低分').text).toContain('专业组最低分')
  })
  it('reads a table of the groups as their lines, the list of groups kept for what they hold', () => {
    expect(intentOf('郑州大学 河南 物理 专业组 表格')).toBe('admission_history')
    expect(intentOf('郑州大学在河南有哪些专业组，列个表')).toBe('major_groups')
  })
})

const p = (code: string) => provinces.find((x) => x.code === code)!
describe('a follow-up correcting the province (ADR 129)', () => {
  it('reads the province said as right, never the one denied', () => {
    expect(provinceCorrected('不是河南，是河北', provinces, [p('41')])?.shortName).toBe('河北')
    expect(provinceCorrected('我说的是山东', provinces, [p('41')])?.shortName).toBe('山东')
    expect(provinceCorrected('搞错了，我们其实是上海考生，那边的线呢', provinces, [null, p('33')])?.shortName).toBe('上海')
  })
  it('is no correction when nothing is corrected or the province stays', () => {
    expect(provinceCorrected('河北呢', provinces, [p('41')])).toBeNull()
    expect(provinceCorrected('我说的是河南', provinces, [p('41')])).toBeNull()
    expect(provinceCorrected('不是河南，是河北', provinces, [])).toBeNull()
  })
})

describe('a college by its name without the place (ADR 129)', () => {
  const schools: SchoolEntry[] = [
    { id: 'a', name: '青城潮汐大学', provinceCode: '41' },
    { id: 'b', name: '河北潮汐大学', provinceCode: '13' },
    { id: 'c', name: '河南政法大学', provinceCode: '41' },
    { id: 'd', name: '青城政法大学', provinceCode: '13' },
    { id: 'e', name: '河南孤名学院', provinceCode: '41' },
  ]
  const places = [...provinces.map((x: ProvinceEntry) => x.shortName), '青城']
  const parts = deriveNamesAfterPlace(schools, places)
  it('keeps a part several colleges share, with every one of them', () => {
    expect(parts.get('潮汐大学')?.national.map((s) => s.name)).toEqual(['青城潮汐大学', '河北潮汐大学'])
  })
  it('never makes a kind of college a name', () => {
    expect(parts.has('政法大学')).toBe(false)
  })
  it('reads a part one college alone has as that college (ADR 172: 电机学院)', () => {
    expect(parts.get('孤名学院')?.national.map((s) => s.name)).toEqual(['河南孤名学院'])
  })
})
