import { classifyBatch, findProvincePolicy } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { placeMergedBatchRows } from './merged-batches.ts'
import type { Row } from './write-tables.ts'

const row = (over: Partial<Row>): Row => ({
  province_code: '14',
  year: 2023,
  subject_type: '理科',
  batch: '本科批',
  institution_id: 'A',
  plan_type: '普通类',
  source_id: 'gaokao-zhiyuan-site',
  min_score: 500,
  ...over,
})
const line = { province_code: '14', year: 2023, subject_type: '理科', category: '普通类', batch_key: 'bk1', score: 480 }

describe('merged 本科 wordings in 一批/二批 years (ADR 077)', () => {
  it('takes the batch the school’s other rows name, else the 一批 line, and the engine then reads it', () => {
    const rows = [
      row({ institution_id: 'A', min_score: 470 }),
      row({ institution_id: 'A', batch: '本科一批', min_score: 520 }),
      row({ institution_id: 'B', batch: '本科普通类', min_score: 470 }),
      row({ institution_id: 'C', batch: '普通类', min_score: 530 }),
    ]
    const r = placeMergedBatchRows(rows, [line])
    expect(rows.map((x) => String(x.batch).slice(0, 4))).toEqual(['本科一批', '本科一批', '本科二批', '本科一批'])
    expect(rows[0]!.batch).toContain('原作本科批')
    const policy = findProvincePolicy('shanxi', 2023)!
    // the note must not mislead the engine: 本科二批 with a line in its note stays 二批
    expect(classifyBatch(String(rows[2]!.batch), policy.batches, policy.mainBatchId)).toBe('undergraduate-2')
    expect(classifyBatch(String(rows[3]!.batch), policy.batches, policy.mainBatchId)).toBe('undergraduate-1')
    expect(r.placed.get('14|2023')).toEqual({ byRows: 1, byLine: 2 })
  })

  it('leaves reform years, special plans, other routes and entry 27 evidence alone', () => {
    const rows = [
      row({ year: 2025, subject_type: '物理类' }),
      row({ plan_type: '国家专项' }),
      row({ batch: '本科提前批' }),
      row({ institution_id: 'D', min_score: 470 }),
      row({ institution_id: 'D', batch: '本科一批', source_id: 'gaokao-zhiyuan-recommender' }),
      row({ institution_id: 'E', subject_type: '文科' }),
    ]
    const r = placeMergedBatchRows(rows, [line])
    expect(rows.map((x) => x.batch)).toEqual(['本科批', '本科批', '本科提前批', expect.stringMatching(/^本科二批/), '本科一批', '本科批'])
    expect(r.unplaced).toBe(1)
  })
})
