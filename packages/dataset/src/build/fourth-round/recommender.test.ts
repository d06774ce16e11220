import { describe, expect, it } from 'vitest'
import type { Row } from '../write-tables.ts'
import { schoolFacts } from './recommender.ts'

const line = (o: Partial<Row>): Row => ({
  province_code: '61',
  year: 2024,
  subject_type: '理科',
  batch: '本科一批',
  unit_level: 'institution',
  institution_id: '4143010532',
  institution_name: '湖南大学',
  min_score: 608,
  quality: 'official',
  source_id: 'gaokao-zhiyuan-site',
  ...o,
})

describe('school facts for placing entry 27 (recommender.ts)', () => {
  it('takes a covered school’s highest school line of the batch as its line, not a second code’s lower one', () => {
    // 陕西 2024 湖南大学: 5203 608 is the ordinary line, 9872 479 another route's; majors at 562/573 are not ordinary
    const facts = schoolFacts([line({ provincial_code: '5203' }), line({ provincial_code: '9872', min_score: 479 })], new Set())
    expect(facts.get('61|2024|物理|4143010532')).toMatchObject({ covered: true, knownBatch: '本科一批', official: { 本科一批: 608 } })
  })

  it('takes the lowest group line where the school has no school line', () => {
    const groups = [
      line({ unit_level: 'major-group', major_group: '101', min_score: 590 }),
      line({ unit_level: 'major-group', major_group: '102', min_score: 570 }),
    ]
    expect(schoolFacts(groups, new Set()).get('61|2024|物理|4143010532')?.official).toEqual({ 本科一批: 570 })
  })

  it('reads a 云南 二本及预科 table that lists its 预科 codes apart as ordinary lines, and a table that does not as none (ADR 142)', () => {
    const daily = { province_code: '53', year: 2024, subject_type: '文科', batch: '二本及预科', major_group: '二本及预科原始志愿' }
    const rows = [
      line({ ...daily, institution_id: 'B', institution_name: '北京联合大学', provincial_code: '1148', min_score: 556 }),
      line({ ...daily, institution_id: 'B', institution_name: '北京联合大学(预科)', provincial_code: '11R3', min_score: 538 }),
      line({ ...daily, source_id: 'summary', quality: 'third-party', institution_id: 'H', institution_name: '湖州学院', min_score: 468 }),
    ]
    const facts = schoolFacts(rows, new Set())
    expect(facts.get('53|2024|历史|B')).toMatchObject({ covered: true, official: { 本科二批: 556 } })
    expect(facts.get('53|2024|历史|H')).toBeUndefined()
  })
})
