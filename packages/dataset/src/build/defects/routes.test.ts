import { describe, expect, it } from 'vitest'
import { dropUpgradeRows, typeMixedPreparatory } from './routes.ts'

describe('routes that are not the ordinary gaokao route', () => {
  it('drops 专升本 rows wherever the wording is', () => {
    const rows = [{ batch: '专升本批' }, { batch: '本科批', major_group: '专升本' }, { batch: '本科批', major_name: '会计学' }]
    expect(dropUpgradeRows(rows)).toEqual({ rows: [{ batch: '本科批', major_name: '会计学' }], dropped: 2 })
  })

  it('types the school rows of a batch that admits 预科 with the ordinary route as 预科 where the table has one row per school', () => {
    const rows = [
      { batch: '二本及预科', unit_level: 'institution', plan_type: '普通类' },
      { batch: '本科批', unit_level: 'institution', major_group: '二本及预科原始志愿', plan_type: '普通类' },
      { batch: '二本及预科', unit_level: 'institution', plan_type: '艺术' },
      { batch: '本科二批', unit_level: 'institution', plan_type: '普通类' },
    ]
    expect(typeMixedPreparatory(rows)).toBe(2)
    expect(rows.map((r) => r.plan_type)).toEqual(['预科', '预科', '艺术', '普通类'])
  })

  it('keeps the ordinary codes of a table that lists its 预科 codes apart, and a major of a mixed batch, ordinary (ADR 142)', () => {
    const daily = { province_code: '53', year: 2024, batch: '二本及预科', major_group: '二本及预科原始志愿', source_id: 's', quality: 'official' }
    const rows = [
      { ...daily, unit_level: 'institution', institution_name: '北京联合大学', provincial_code: '1148', min_score: 556, plan_type: '普通类' },
      { ...daily, unit_level: 'institution', institution_name: '北京联合大学(预科)', provincial_code: '11R3', min_score: 538, plan_type: '预科' },
      { ...daily, source_id: 'summary', unit_level: 'institution', institution_name: '湖州学院', min_score: 468, plan_type: '普通类' },
      { ...daily, major_group: null, unit_level: 'major', major_name: '会计学', plan_type: '普通类' },
    ]
    expect(typeMixedPreparatory(rows)).toBe(1)
    expect(rows.map((r) => r.plan_type)).toEqual(['普通类', '预科', '预科', '普通类'])
  })
})
