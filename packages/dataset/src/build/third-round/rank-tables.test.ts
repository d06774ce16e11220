import { describe, expect, it } from 'vitest'
import { chooseRankTables, rankForScore } from '../rank-tables.ts'
import { csv } from './test-context.ts'
import { volunteerRankCandidates, zhiquRankCandidate } from './rank-tables.ts'

describe('third-round 一分一段 copies', () => {
  it('江苏: drops rows labelled 插值 and says so', () => {
    const c = zhiquRankCandidate({
      province_code: '32',
      year: 2023,
      subject_type: '物理类',
      rows: csv(`score,count,cum,source
683,20,300,确认
681,,324,插值
680,40,340,确认`),
    })
    expect(c.rows.map((r) => r.score)).toEqual([683, 680])
    expect(c.notes).toEqual(['1 interpolated (插值) rows of the copy dropped'])
    // A lookup at the dropped score takes the next listed higher score, never the interpolated estimate.
    expect(rankForScore(c.rows, 681)).toBe(300)
  })

  it('湖南 2023: the trailing below-100 bucket is not a second row at 100', () => {
    const c = zhiquRankCandidate({
      province_code: '43',
      year: 2023,
      subject_type: '物理类',
      rows: csv(`score,count,cum,source
101,3,276410,原表
100,2,276412,原表
100,898,277310,原表`),
    })
    expect(c.rows).toEqual([
      { score: 101, count: 3, cumulative: 276410 },
      { score: 100, count: 2, cumulative: 276412 },
    ])
  })

  it('陕西 2024 物理类/历史类 labels become 理科/文科; 2025 and 江西 keep 物理类/历史类', () => {
    const rows = csv(`province,year,subject_group,batch,score,segment_count,cumulative_count
陕西,2024,物理类,本科批,600,10,5000
陕西,2024,历史类,本科批,600,10,900
陕西,2025,物理类,本科批,600,10,6000
江西,2024,历史类,普通类,100,6,203926`)
    expect(
      volunteerRankCandidates(rows)
        .map((c) => `${c.province_code} ${c.year} ${c.subject_type}`)
        .sort(),
    ).toEqual(['36 2024 历史类', '61 2024 文科', '61 2024 理科', '61 2025 物理类'])
  })

  it('an official copy of the same table wins over a third-round copy', () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ score: 600 - i, count: 10, cumulative: 10 * (i + 1) }))
    const zhiqu = { ...zhiquRankCandidate({ province_code: '44', year: 2025, subject_type: '物理类', rows: [] }), rows }
    const official = {
      province_code: '44',
      year: 2025,
      subject_type: '物理类',
      source_id: 'gaokao-zhiyuan-site',
      quality: 'official' as const,
      pref: 3,
      label: 'x',
      rows,
    }
    expect(chooseRankTables([zhiqu, official]).tables[0]?.candidate.source_id).toBe('gaokao-zhiyuan-site')
    expect(chooseRankTables([zhiqu]).tables[0]?.candidate.source_id).toBe('zhiqu')
  })
})
