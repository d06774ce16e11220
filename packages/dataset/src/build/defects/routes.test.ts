import { describe, expect, it } from 'vitest'
import { dropUpgradeRows, typeMixedPreparatory } from './routes.ts'

describe('routes that are not the ordinary gaokao route', () => {
  it('drops 专升本 rows wherever the wording is', () => {
    const rows = [{ batch: '专升本批' }, { batch: '本科批', major_group: '专升本' }, { batch: '本科批', major_name: '会计学' }]
    expect(dropUpgradeRows(rows)).toEqual({ rows: [{ batch: '本科批', major_name: '会计学' }], dropped: 2 })
  })

  it('types the rows of a batch that admits 预科 with the ordinary route as 预科', () => {
    const rows = [
      { batch: '二本及预科', plan_type: '普通类' },
      { batch: '本科批', major_group: '二本及预科原始志愿', plan_type: '普通类' },
      { batch: '二本及预科', plan_type: '艺术' },
      { batch: '本科二批', plan_type: '普通类' },
    ]
    expect(typeMixedPreparatory(rows)).toBe(2)
    expect(rows.map((r) => r.plan_type)).toEqual(['预科', '预科', '艺术', '普通类'])
  })
})
