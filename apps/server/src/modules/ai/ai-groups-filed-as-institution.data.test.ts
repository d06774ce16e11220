import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 171, over real HTTP: 宁夏 2025's 本科批B段 专业组 are stored as institution rows that name their group. Read at the
 * institution level, 宁夏医科大学 was one 院校线 on 「A15专业组(选考科目化学和生物 )」 388/26,857 continued by the old 2023 理科
 * line, and a 物理类 470 candidate with 物理 生物 地理 (no 化学) was told 「院校线约99%（保…）」. Each group is now its own unit:
 * the candidate can fill only 001 (选考科目不限), and no group that needs 化学 gets a probability.
 */
const { tokens, askText } = aiDataPerFile({
  ningxia: { mobile: '13600015370', profile: { ProvinceId: 64, Score: 470, Track: '物理类', Subjects: ['biology', 'geography'] } },
})

/** a group code with a percentage on the same line or table row */
const withPercent = (code: string) => new RegExp(`(第${code}组约 ?\\d+%|专业组（${code}）[^\\n]*\\| \\d+% \\|)`)

describe('a 专业组 filed as the institution’s row is its own unit (宁夏医科大学, ADR 171)', { timeout: 300_000 }, () => {
  it('names 001 with its own line and gives no probability for a group that needs 化学', async () => {
    const a = await askText('宁夏医科大学能上吗', tokens.ningxia)
    expect(a).not.toContain('数据里没有该校的专业组')
    expect(a).not.toContain('院校线约')
    expect(a).toMatch(withPercent('001'))
    expect(a).toContain('2025年436分/17,102名')
    for (const code of ['503', '504', '505', '506', 'A15', '5A7', '0B2', '5y4']) expect(a, code).not.toMatch(withPercent(code))
    // the 2025 group is no continuation of the old 理科 院校线
    expect(a).not.toContain('2023年 436分/13673名')
  })
})
