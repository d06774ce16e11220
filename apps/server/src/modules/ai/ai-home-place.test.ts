import { describe, expect, it } from 'vitest'
import { homeProvinceOf, provinceLeft } from './ai-home-place.ts'
import type { ProvinceEntry } from './ai-lexicon.ts'

const P = (code: string, name: string, shortName: string): ProvinceEntry => ({ id: Number(code), code, name, shortName, slug: shortName })
const provinces = [
  P('11', '北京市', '北京'),
  P('13', '河北省', '河北'),
  P('12', '天津市', '天津'),
  P('33', '浙江省', '浙江'),
  P('36', '江西省', '江西'),
  P('51', '四川省', '四川'),
  P('15', '内蒙古自治区', '内蒙古'),
]
const home = (q: string) => homeProvinceOf(q, provinces)?.shortName ?? null

describe('the province a home city names', () => {
  it('reads a city said as where the candidate lives or studies', () => {
    expect(home('我们是绵阳的，孩子物理类')).toBe('四川')
    expect(home('孩子在赣州读高三，学历史')).toBe('江西')
    expect(home('俺们鄂尔多斯的，娃学物理')).toBe('内蒙古')
    expect(home('去年转学到温州，现在高三')).toBe('浙江')
  })
  it('reads no home from a city to study in or a college’s name', () => {
    expect(home('孩子想去杭州读大学')).toBeNull()
    expect(home('我在北京大学的表哥说')).toBeNull()
    expect(home('绵阳师范学院怎么样')).toBeNull()
  })
  it('tells the province left from the one moved to', () => {
    expect(provinceLeft('我们从河北搬到天津来了，孩子高二', provinces)?.shortName).toBe('河北')
    expect(provinceLeft('从成都转学到绵阳了', provinces)).toBeNull()
    expect(provinceLeft('河北和天津的本科线', provinces)).toBeNull()
  })
})
