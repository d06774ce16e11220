import { describe, expect, it } from 'vitest'
import { SchoolMatcher } from './school-matcher.ts'

const m = new SchoolMatcher(
  [
    { id: 'pku', name: '北京大学' },
    { id: 'bnu', name: '北京师范大学' },
    { id: 'cupb', name: '中国石油大学（北京）' },
    { id: 'upc', name: '中国石油大学（华东）' },
    { id: 'zju', name: '浙江大学' },
    { id: 'zucc', name: '浙大城市学院' },
    { id: 'jxsd', name: '嘉兴大学' },
  ],
  [{ alias: '北京广播学院', id: 'pku' }],
)

describe('SchoolMatcher', () => {
  it.each([
    ['北京大学', 'pku', 'exact'],
    ['北京大学[公办]', 'pku', 'variant'],
    ['北京大学(国家专项计划)', 'pku', 'variant'],
    ['浙江大学(一流大学建设高校)', 'zju', 'variant'],
    ['北京大学医学部', 'pku', 'campus'],
    ['北京师范大学珠海校区', 'bnu', 'campus'],
    // a college's 医学院 printed with a tag (浙江's plan: 0259 浙江大学医学院（“双一流”建设高校）) is the college's
    ['浙江大学医学院（“双一流”建设高校）', 'zju', 'campus'],
    ['北京大学医学部(国家专项计划)', 'pku', 'campus'],
    ['中国石油大学(华东)(国家专项)', 'upc', 'variant'],
    ['中国石油大学(北京)克拉玛依校区', 'cupb', 'campus'],
    ['嘉兴学院', 'jxsd', 'former'],
    ['北京广播学院', 'pku', 'former'],
  ])('%s → %s (%s)', (raw, id, kind) => {
    expect(m.match(raw)).toEqual({ id, kind })
  })

  it('does not map an independent college to its parent university', () => {
    expect(m.match('浙江大学城市学院')).toBeNull()
  })

  it('suggests close names for an unknown one', () => {
    expect(m.suggest('北京大鞋')[0]).toBe('北京大学')
  })
})
