import { describe, expect, it } from 'vitest'
import { dropGroupsOutsideCompleteTables } from './complete-group-tables.ts'
import type { Row } from '../write-tables.ts'

const row = (over: Partial<Row>): Row => ({
  province_code: '44',
  year: 2025,
  subject_type: '物理类',
  institution_id: 'suda',
  batch: '本科批',
  unit_level: 'major-group',
  plan_type: '普通类',
  min_score: 601,
  min_rank: null,
  ...over,
})

describe('dropGroupsOutsideCompleteTables', () => {
  it('drops an unranked ordinary group of a school the complete 广东 table covers, and keeps the table and other schools', () => {
    const rows = [
      row({ major_group: '211专业组', min_rank: 30_512, min_rank_quality: 'official' }),
      row({ major_group: '专业组(历史+不限)(Ⅰ)' }),
      row({ institution_id: 'other', major_group: '代码11' }),
      row({ province_code: '32', major_group: '代码11' }),
      row({ year: 2021, major_group: '代码11' }),
    ]
    const out = dropGroupsOutsideCompleteTables(rows)
    expect(out.dropped).toBe(1)
    expect(out.rows.map((r) => r.major_group)).toEqual(['211专业组', '代码11', '代码11', '代码11'])
  })

  it('does not count a derived rank as published', () => {
    const rows = [row({ major_group: '201', min_rank: 100, min_rank_quality: 'derived' }), row({ major_group: '代码11' })]
    expect(dropGroupsOutsideCompleteTables(rows).dropped).toBe(0)
  })
})
