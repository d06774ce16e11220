import { describe, expect, it } from 'vitest'
import type { SpecialtyCollege } from '@gk/contract'
import { testAppPerFile } from '../../testing/build-test-app.ts'

// the major page
const app = testAppPerFile({ withDataset: true })

const CS = '080901'

describe('major page', () => {
  it("广东's 开设院校 for 计算机科学与技术 is complete: 中山大学 and 华南理工大学 included, paginated without repeats", async () => {
    const all: SpecialtyCollege[] = []
    let total = 0
    for (let page = 1; page <= 40; page++) {
      const res = await app.call('Specialty/SpecialtyInfo', { SpecialtyId: CS, ProvinceId: 44, PageIndex: page, PageSize: 50 })
      expect(res.code).toBe(0)
      total = res.data!.CollegeCount
      all.push(...res.data!.Colleges)
      if (res.data!.Colleges.length < 50) break
    }
    expect(all).toHaveLength(total)
    expect(total).toBeGreaterThan(100)
    expect(new Set(all.map((c) => c.SchoolId)).size).toBe(all.length)
    const zsu = all.find((c) => c.SchoolName === '中山大学')
    const scut = all.find((c) => c.SchoolName === '华南理工大学')
    // 中山大学 admits 计算机类 in 广东; 广东's data for 华南理工大学 stops at its 专业组
    expect(zsu).toMatchObject({ Basis: 'category', SubjectType: '物理类' })
    expect(zsu!.UnitName).toContain('计算机类')
    expect(scut).toMatchObject({ Basis: 'school', SubjectType: '物理类' })
    expect(scut!.MinScore).toBeGreaterThan(550)
    // most selective first
    const ranks = all.map((c) => c.MinRank).filter((r): r is number => r !== null)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(all.indexOf(zsu!)).toBeLessThan(60)
  })

  it('gives category, related majors, 软科 ranking and 一流本科专业 holders', async () => {
    const res = await app.call('Specialty/SpecialtyInfo', { SpecialtyId: CS, ProvinceId: 41, PageSize: 10 })
    const d = res.data!
    expect(d).toMatchObject({ Category: '工学', SubCategory: '计算机类', SubjectType: '物理类' })
    expect(d.SubjectTypes).toContain('物理类')
    expect(d.SubjectTypes).not.toContain('理科')
    expect(d.RelatedMajors.map((m) => m.Name)).toEqual(expect.arrayContaining(['软件工程', '网络工程']))
    expect(d.RelatedMajors.some((m) => m.SpecialtyId === CS)).toBe(false)
    expect(d.RankTop[0]).toMatchObject({ Rank: 1 })
    expect(d.RankTotal).toBeGreaterThan(100)
    expect(d.RankTitle).toContain('2026')
    expect(d.FirstClassHolders.map((h) => h.SchoolName)).toContain('北京大学')
    expect(d.FirstClassSource).toContain('一流本科专业')
    expect(d.CollegeNote).toContain('按最低位次')
    expect(d.Colleges).toHaveLength(10)
  })
})
