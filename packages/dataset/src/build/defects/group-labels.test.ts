import { describe, expect, it } from 'vitest'
import { splitGroupLabels } from './group-labels.ts'

describe('major rows named by a group label', () => {
  it('splits a major name that carries its group, and moves a bare group label to group level', () => {
    const rows = [
      { unit_level: 'major', major_name: '会计学--选考历史+不限，04专业组。', major_group: null },
      { unit_level: 'major', major_name: '402专业组', major_group: null },
      { unit_level: 'major', major_name: '第101组', major_group: '第101组' },
      { unit_level: 'major', major_name: '会计学', major_group: '04' },
    ]
    expect(splitGroupLabels(rows)).toEqual({ split: 1, relevelled: 2 })
    expect(rows).toEqual([
      { unit_level: 'major', major_name: '会计学', major_group: '04' },
      { unit_level: 'major-group', major_name: null, major_group: '402专业组' },
      { unit_level: 'major-group', major_name: null, major_group: '第101组' },
      { unit_level: 'major', major_name: '会计学', major_group: '04' },
    ])
  })
})
