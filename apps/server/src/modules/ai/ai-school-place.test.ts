import { describe, expect, it } from 'vitest'
import { districtOf, placeOf } from './ai-school-place.ts'
import { factsParts } from './ai-facts-parts.ts'
import type { Entities } from './ai-nlu.ts'

/** ADR 157: a college's district read from its address, and 「哪个区」「校址」 asked as where it is. */
describe('where a college is, to its district', () => {
  it('reads the district or county after the province and city the address begins with', () => {
    expect(placeOf({ ProvinceName: '北京市', City: '北京市', Address: '北京市海淀区学院路30号招生办公室' })).toBe('北京市海淀区')
    expect(placeOf({ ProvinceName: '宁夏回族自治区', City: '银川市', Address: '宁夏银川市西夏区贺兰山西路489号' })).toBe('宁夏回族自治区银川市西夏区')
    expect(districtOf({ ProvinceName: '广东省', City: '广州市', Address: '广东省广州市番禺区大学城外环西路' })).toBe('番禺区')
    expect(districtOf({ ProvinceName: '江苏省', City: '苏州市', Address: '江苏省昆山市学苑路1号' })).toBe('昆山市')
  })
  it('gives the city alone where no address or no district is written', () => {
    expect(placeOf({ ProvinceName: '河南省', City: '郑州市', Address: null })).toBe('河南省郑州市')
    expect(placeOf({ ProvinceName: '河南省', City: '郑州市', Address: '科学大道100号' })).toBe('河南省郑州市')
  })
  it('takes 在北京哪个区 and 校址 as the location asked beside the tier', () => {
    const e = { schools: [{ id: 's', name: '北京科技大学' }] } as unknown as Entities
    expect(factsParts('北京科技大学是985吗？学校在北京哪个区？有哪些双一流学科？', 'school_tier', e)).toContain('school_location')
    expect(factsParts('北京科技大学属于985还是211？校址在哪', 'school_tier', e)).toContain('school_location')
  })
  it('takes a bare 层次 listed among the parts as the tier, never 本科层次', () => {
    const e = { schools: [{ id: 's', name: '延边大学' }] } as unknown as Entities
    expect(factsParts('延边大学 层次 所在城市 一流学科', 'school_overview', e)).toEqual(['school_tier', 'school_location', 'school_strengths'])
    expect(factsParts('延边大学是本科层次吗 在哪个城市', 'school_overview', e)).not.toContain('school_tier')
  })
})
