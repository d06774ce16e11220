import { describe, expect, it } from 'vitest'
import { rankTableSourceLabel } from './source-labels.ts'

describe('the source of a 一分一段表', () => {
  it('is the province authority’s table where the source’s label names other facts (issue #32: 查位次 cited 教育部高校名单)', () => {
    const label = rankTableSourceLabel('gaokao-advisor', undefined, '河南省')
    expect(label).toBe('河南省招生考试机构公布的一分一段表（第三方整理）')
    expect(label).not.toContain('高校名单')
  })

  it('keeps a label that already names an authority or a rank table', () => {
    expect(rankTableSourceLabel('gaokao-pro', undefined, '广西壮族自治区')).toBe('内蒙古、安徽、广西、甘肃教育考试院公布的一分一段表（第三方整理）')
    expect(rankTableSourceLabel('gaokao-zhiyuan-site', undefined, '河南省')).toBe('各省教育考试院公布数据（第三方整理）')
  })

  it('says a table rebuilt from per-major 位次 is rebuilt and partly interpolated, not an authority copy (ADR 093)', () => {
    const label = rankTableSourceLabel('gaokao-zhiyuan-recommender', undefined, '甘肃省')
    expect(label).toBe('由第三方整理的甘肃省专业录取位次还原的一分一段表（其间分数线性插值估算）')
    expect(label).not.toContain('公布的一分一段表')
  })
})
