import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'

const app = testAppPerFile({ withDataset: true })

describe('职业百科', () => {
  it('walks the occupation tree and lists detailed occupations under a category', async () => {
    const roots = await app.call('Profession/CategoryList', {})
    expect(roots.data).toHaveLength(8)
    const children = await app.call('Profession/CategoryList', { ParentCode: roots.data![1]!.Code })
    expect(children.data!.length).toBeGreaterThan(0)
    const list = await app.call('Profession/ProfessionList', { CategoryCode: roots.data![1]!.Code, PageSize: 5 })
    expect(list.data!.List).toHaveLength(5)
    expect(list.data!.List.every((o) => !o.HasChildren)).toBe(true)
    expect((await app.call('Profession/CategoryList', { ParentCode: 'nope' })).code).toBe(1006)
  })

  it('finds occupations by a Holland code, best fit first', async () => {
    const res = await app.call('Profession/ProfessionSearchByInterestCode', { InterestCode: 'ias', PageSize: 10 })
    expect(res.code).toBe(0)
    expect(res.data!.Total).toBeGreaterThan(0)
    expect(res.data!.List[0]?.Holland?.[0]).toBe('I')
    expect((await app.call('Profession/ProfessionSearchByInterestCode', { InterestCode: 'XYZ' })).code).toBe(1001)
  })

  it('opens an occupation with its path, editorial flag and recommendations', async () => {
    const found = await app.call('Profession/ProfessionSearchByName', { Keyword: '软件' })
    const first = found.data!.List[0]!
    const info = await app.call('Profession/ProfessionInfo', { Code: first.Code })
    expect(info.data!.Path.length).toBeGreaterThan(0)
    expect(info.data!.Source).not.toBe('')
    const rec = await app.call('Profession/ProfessionRecommendList', { Code: first.Code })
    expect(rec.code).toBe(0)
    const hot = await app.call('Profession/ProfessionHotList', {})
    expect(hot.data!.length).toBeGreaterThan(0)
    expect((await app.call('Profession/ProfessionInfo', { Code: '9-99' })).code).toBe(1006)
  })

  it('walks industries with editorial text', async () => {
    const roots = await app.call('Career/IndustryList', {})
    expect(roots.data!.length).toBeGreaterThanOrEqual(20)
    const info = await app.call('Career/IndustryInfo', { Code: '01' })
    expect(info.data).toMatchObject({ Name: '农业', DescriptionIsEditorial: true })
    expect((await app.call('Career/IndustryInfo', { Code: '' })).code).toBe(1001)
  })
})
