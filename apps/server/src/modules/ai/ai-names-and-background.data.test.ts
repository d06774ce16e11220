import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Names as people say them and what a message only tells in passing (phrasings of our own after dev v29, over real
 * HTTP): a college by the part of its name after its place (电机学院, 北方学院) or a 海 place's 「X大」 (上大); a province's
 * own 高职 asked 「多少分能进」 read in its province; the score's level said as background asks no line.
 */
const { askText } = aiDataPerFile({ bare: { mobile: '13600015340' } })

describe('names said short and background said in passing', { timeout: 300_000 }, () => {
  it('reads a college by the one part of its name after its place', async () => {
    expect(await askText('电机学院在哪')).toContain('上海电机学院')
    const a = await askText('北方学院的临床医学 物生地能报吗')
    expect(a).toContain('河北北方学院')
    expect(a).toMatch(/不能报[^。]*化学/)
  })

  it('reads 上大 as 上海大学 and keeps 青大 for 青岛大学', async () => {
    expect(await askText('上大 上海 2025 最低分')).toContain('上海大学在上海')
    expect(await askText('青大在哪个城市')).toContain('青岛大学')
  })

  it('reads a province’s own 高职 asked how many points get in at its home, said so', async () => {
    const a = await askText('四川交通职业技术学院 物理类 多少分能进')
    expect(a).toMatch(/四川交通职业技术学院主要在四川招生，按四川考生/)
    expect(a).not.toMatch(/哪个省份/)
  })

  it('answers the facts asked, not a line, when the score’s level is only background', async () => {
    const a = await askText('分数一般，朋友推荐郑州工商学院，是民办的吗？学校在哪个区')
    expect(a.split('\n')[0]).toContain('民办')
    expect(a).not.toMatch(/最低录取线/)
  })
})
