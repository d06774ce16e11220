// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { provinceFilterOptions } from './province-options.ts'

describe('provinceFilterOptions', () => {
  it('puts 全部 first and shortens province names', () => {
    expect(
      provinceFilterOptions([
        { ID: 41, Name: '河南省' },
        { ID: 65, Name: '新疆维吾尔自治区' },
        { ID: 11, Name: '北京市' },
      ]),
    ).toEqual([
      { label: '全部', value: '' },
      { label: '河南', value: '41' },
      { label: '新疆', value: '65' },
      { label: '北京', value: '11' },
    ])
  })
})
