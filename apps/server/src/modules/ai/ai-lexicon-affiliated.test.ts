import { describe, expect, it } from 'vitest'
import { affiliatedNames } from './ai-lexicon-affiliated.ts'

const s = (id: string, name: string) => ({ id, name, provinceCode: '33' })
const schools = [
  s('1', '浙江工业大学'),
  s('2', '浙江工业大学之江学院'),
  s('3', '浙江大学'),
  s('4', '浙江大学城市学院'),
  s('5', '杭州师范大学'),
  s('6', '杭州师范大学钱江学院'),
  s('7', '浙江师范大学'),
  s('8', '浙江师范大学城市学院'),
  s('9', '河北经贸大学'),
  s('10', '河北经贸大学经济管理学院'),
]
const generic = (stem: string) => ['经济', '管理'].some((w) => stem.includes(w))

describe('a founded college by its own part', () => {
  it('reads 之江学院 and 钱江学院 as their colleges, keeps no shared or common-word part', () => {
    const names = affiliatedNames(schools, generic)
    expect(names.get('之江学院')?.name).toBe('浙江工业大学之江学院')
    expect(names.get('钱江学院')?.name).toBe('杭州师范大学钱江学院')
    expect(names.has('城市学院')).toBe(false)
    expect(names.has('经济管理学院')).toBe(false)
  })
})
