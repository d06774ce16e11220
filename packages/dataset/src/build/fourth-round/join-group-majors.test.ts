import { describe, expect, it } from 'vitest'
import type { Row } from '../write-tables.ts'
import type { GroupLine } from './group-majors.ts'
import { joinMajorsToGroups } from './join-group-majors.ts'

const KEY = '41|2025|物理|4141010078'
const groups: GroupLine[] = [
  { code: '6095', group: '116', score: 544, requirement: '首选物理，再选不限' },
  { code: '6095', group: '102', score: 586, requirement: '首选物理，再选化学' },
  { code: '6095', group: '117', score: 588, requirement: '首选物理，再选化学' },
]
const major = (o: Partial<Row>): Row => ({
  province_code: '41',
  year: 2025,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'major',
  institution_id: '4141010078',
  institution_name: '华北水利水电大学',
  provincial_code: null,
  major_group: null,
  major_code: null,
  major_name: '人工智能',
  min_score: 588,
  requirement_text: null,
  source_id: 'gaokao-zhiyuan-site',
  ...o,
})

describe('other sources’ majors joined to the official 2025 groups (join-group-majors.ts, issue #29)', () => {
  it('gives a major that names its group number, but no 院校代码, the code of the one group with that number', () => {
    const rows = [major({ major_group: '第102组', min_score: 590 }), major({ major_group: '102组', provincial_code: '6097' })]
    const report = joinMajorsToGroups(rows, new Map([[KEY, groups]]), new Set())
    expect(report.coded).toBe(1)
    // the unit builder keys a group by school, code and number: the first row now joins g:…:6095:102
    expect(rows[0]).toMatchObject({ provincial_code: '6095', major_group: '第102组', requirement_text: '首选物理，再选化学' })
    // a row whose source states another code (a campus or 中外合作 code) keeps it
    expect(rows[1]!.provincial_code).toBe('6097')
  })

  it('places a major that names no group by its score, and leaves the rest, other tracks and skipped sources alone', () => {
    const rows = [
      major({ major_group: '华北水利水电大学-河南-物理类-本科批-人工智能', min_score: 588 }),
      major({ major_name: '人文地理与城乡规划', min_score: 545 }),
      major({ major_name: '会计学', min_score: 596 }),
      major({ major_name: '法学', subject_type: '历史类', min_score: 545 }),
      major({ major_name: '测绘工程', min_score: 545, source_id: 'gaokao-zhiyuan-recommender' }),
    ]
    const report = joinMajorsToGroups(rows, new Map([[KEY, groups]]), new Set(['gaokao-zhiyuan-recommender']))
    expect(report.placed).toBe(2)
    expect(rows.map((r) => [r.provincial_code, r.major_group])).toEqual([
      ['6095', '117'],
      ['6095', '116'],
      [null, null],
      [null, null],
      [null, null],
    ])
    expect(rows[1]!.subject_requirement).toEqual({ first: 'physics', allOf: [], anyOf: [] })
  })
})
