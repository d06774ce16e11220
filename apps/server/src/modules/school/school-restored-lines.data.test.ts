import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

// The lines ADR 077 restored, read over HTTP from the committed dataset.
const app = testAppPerFile({ withDataset: true })

const YANSHAN = '4113010216'
const WHUT = '4142010497' // 武汉理工大学

describe('college pages after ADR 077', () => {
  it("shows 燕山大学's 河北 国家专项 majors labelled as that plan, apart from its ordinary lines", async () => {
    const all = []
    for (let page = 1; page <= 10; page++) {
      const res = await app.call('School/SchoolSpecialtyScoreLine', { SchoolId: YANSHAN, ProvinceId: 13, Year: 2025, PageSize: 50, PageIndex: page })
      expect(res.code).toBe(0)
      all.push(...res.data!.List)
      if (page * 50 >= res.data!.Total) break
    }
    const cs = all.filter((l) => l.SpecialtyName === '计算机科学与技术')
    const national = cs.filter((l) => l.PlanType === '国家专项')
    // 河北 2025 本科提前批B段: 燕山大学(国家专项计划) 计算机科学与技术 608 (ymstar/gaokao-assistant)
    expect(national.map((l) => l.MinScore)).toContain(608)
    expect(national.every((l) => l.Batch.includes('提前批'))).toBe(true)
    expect(cs.some((l) => l.PlanType === '普通类')).toBe(true)
    // the college page's default (ordinary) lines never carry the special plan
    const ordinary = await app.call('School/SchoolEnrollment', { SchoolId: YANSHAN, ProvinceId: 13 })
    expect(ordinary.data!.List.every((l) => l.PlanType === '普通类')).toBe(true)
    const special = await app.call('School/SchoolEnrollment', { SchoolId: YANSHAN, ProvinceId: 13, PlanTypes: ['国家专项'] })
    expect(special.data!.List.some((l) => l.PlanType === '国家专项' && l.Eligibility.length > 0)).toBe(true)
  })

  it('files a 山西 文/理-year line the source wrote as 本科批 under 一批 or 二批, naming the original wording', async () => {
    const res = await app.call('School/SchoolEnrollment', { SchoolId: WHUT, ProvinceId: 14, Year: 2023 })
    expect(res.code).toBe(0)
    const placed = res.data!.List.filter((l) => l.Batch.includes('原作本科批'))
    expect(placed.length).toBeGreaterThan(0)
    expect(placed.every((l) => /^本科[一二]批/.test(l.Batch))).toBe(true)
  })
})
