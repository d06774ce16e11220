import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

const app = testAppPerFile({ withDataset: true })

describe('查专业', () => {
  it('builds the 门类 → 专业类 → 专业 tree', async () => {
    const res = await app.call('Specialty/SpecialtyCategoryList', {})
    expect(res.code).toBe(0)
    const engineering = res.data!.find((c) => c.Name === '工学')
    const computing = engineering?.Children.find((s) => s.Name === '计算机类')
    expect(computing?.Children.map((m) => m.Name)).toContain('计算机科学与技术')
    expect(computing?.Children[0]?.SpecialtyId).toBeTruthy()
    expect((await app.call('Specialty/SpecialtyCategoryList', { Level: '硕士' })).code).toBe(1001)
  })

  it('searches majors (exact first) and categories', async () => {
    const res = await app.call('Specialty/SpecialtySearch', { Keyword: '计算机科学与技术' })
    expect(res.data!.List[0]?.Name).toBe('计算机科学与技术')
    const both = await app.call('Specialty/SpecialtyOrCategorySearch', { Keyword: '计算机' })
    expect(both.data!.Categories.some((c) => c.Name === '计算机类')).toBe(true)
    expect(both.data!.Specialties.length).toBeGreaterThan(0)
    const none = await app.call('Specialty/SpecialtySearch', { Keyword: 'zzzz不存在' })
    expect(none.data).toMatchObject({ List: [], Total: 0 })
    expect((await app.call('Specialty/SpecialtySearch', { Keyword: '  ' })).code).toBe(1001)
  })

  it('gives a major with its colleges in the province and related occupations', async () => {
    const res = await app.call('Specialty/SpecialtyInfo', { SpecialtyId: '080901', ProvinceId: 41 })
    expect(res.code).toBe(0)
    // the catalogue's note: 「可授工学或理学学士学位」 (ADR 109)
    expect(res.data).toMatchObject({ Name: '计算机科学与技术', Degree: '工学学士或理学学士', Years: 4, ProvinceName: '河南省' })
    expect(res.data!.Colleges.length).toBeGreaterThan(0)
    expect(res.data!.Colleges.every((c) => c.Year > 2000)).toBe(true)
    expect(res.data!.Occupations.length).toBeGreaterThan(0)
    expect((await app.call('Specialty/SpecialtyInfo', { SpecialtyId: '999999' })).code).toBe(1006)
  })

  it('lists hot majors, majors by category and the major ranking', async () => {
    const hot = await app.call('Specialty/SpecialtyHotList', { Count: 5 })
    expect(hot.data!.List).toHaveLength(5)
    const list = await app.call('Specialty/SpecialtyList', { Category: '工学', PageSize: 10 })
    expect(list.data!.List.every((m) => m.Category === '工学')).toBe(true)
    expect(list.data!.Total).toBeGreaterThan(10)
    const rank = await app.call('Specialty/SpecialtyRankList', { SpecialtyId: '010101', PageSize: 3 })
    expect(rank.data!.List[0]).toMatchObject({ Rank: 1, SchoolName: '北京大学' })
    expect((await app.call('Specialty/SpecialtyRankList', {})).code).toBe(1001)
  })
})
