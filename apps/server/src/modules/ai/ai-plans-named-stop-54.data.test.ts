import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Stop 54, in phrasings of our own over real HTTP: a cooperation code (八协计划) is no ordinary line of the engine (ADR 173);
 * a programme's own name (学分互认联合培养项目) and a code the data types 其他 are said for what they are; a follow-up that
 * quotes a group's line and asks if it is settled is the chance at the college the conversation is on; 内蒙古's 专项类
 * 控制线 is listed when asked; 「能上本科吗」 beside a college's chance gets the batch lines.
 */
const { app, tokens } = aiDataPerFile({
  bare: { mobile: '13600015400' },
  fujian: { mobile: '13600015401', profile: { ProvinceId: 35, Score: 405, Track: '物理类', Subjects: ['physics', 'politics', 'geography'] } },
  fujianHistory: { mobile: '13600015402', profile: { ProvinceId: 35, Score: 610, Track: '历史类', Subjects: ['history', 'politics', 'geography'] } },
})
const ask = async (turns: string[], as = tokens.bare) => (await lastOfConversation(app.baseUrl, turns, as)).Content
const PERCENT = /约 ?\*?\*?[≤≥]?\d+%/

describe('plans named for what they are (stop 54)', { timeout: 300_000 }, () => {
  it('sums 内蒙古大学 in 河北 by its ordinary lines, never its 八协计划 code (446)', async () => {
    const a = await ask(['河北历史类考了500分，内蒙古大学能上吗'])
    expect(a).toMatch(/全校普通类最低录取线[^\n]*2025年 601分/)
    expect(a).not.toMatch(/全校普通类最低录取线[^\n]*446分/)
  })

  it('names a 学分互认 group by its programme', async () => {
    const a = await ask(['扬州大学2026年在江苏物理类投档线多少？', '我看到有个组才456分，那我470报扬大是不是稳了？'])
    expect(a).toContain('学分互认')
    expect(a).not.toMatch(PERCENT)
  })

  it('reads 「有个专业组才448分…是不是稳了」 after a college’s lines as that college’s chance, not what a 专业组 is', async () => {
    const a = await ask(['内蒙古大学2025年在内蒙古物理类最低投档线是多少？', '我看到有个专业组才448分，我估分460，是不是稳了？'])
    expect(a).toMatch(/448分是内蒙古大学2025年/)
    expect(a).toContain('单列计划')
    expect(a).toContain('547')
    expect(a).not.toMatch(PERCENT)
  })

  it('lists 内蒙古’s 专项类 本科 control lines when asked, with what they are for', async () => {
    const a = await ask(['内蒙古的专项类本科控制线2026年物理类、历史类分别是多少分？'])
    expect(a).toMatch(/物理类 \| 普通类（专项类）本科录取控制分数线 \| 323/)
    expect(a).toMatch(/历史类 \| 普通类（专项类）本科录取控制分数线 \| 326/)
    expect(a).toContain('专项计划')
  })

  it('says the 本科 and 专科 lines beside a college’s chance when 「能上本科吗」 is asked with it', async () => {
    const a = await ask(['我这个分能上本科吗？福州职业技术学院的工程造价能上吗？'], tokens.fujian)
    expect(a).toMatch(/本科录取控制分数线 \*\*446分\*\*（你的405分低 41 分/)
    expect(a).toContain('235分')
    expect(a).toContain('工程造价')
  })

  it('says a province draws no 专项 line of its own, with who may apply, where it has none', async () => {
    const a = await ask(['河南国家专项的录取控制分数线是多少？什么条件的学生能报'])
    expect(a).toContain('没有单列的专项控制线')
    expect(a).toMatch(/国家专项：须具备国家专项计划报考资格[^。]*农村户籍/)
    // a year without the province's own 专项 line: the newest year's, said as not the year asked
    const b = await ask(['海南2025年国家专项的录取控制分数线是多少'])
    expect(b).toMatch(/数据里没有2025年的这条线，下面是最新的2026年/)
  })

  it('gives the saved score’s rank beside a college’s lines when both are asked', async () => {
    const a = await ask(['他这个分排第几、专科线多少，福州职业技术学院工程造价往年多少分能录'], tokens.fujian)
    expect(a).toMatch(/405分\*\*对应位次约第 \*\*\d{6}\*\* 名/)
    expect(a).toContain('235')
    expect(a).toContain('工程造价')
    expect(a).not.toContain('软科')
  })

  it('reads 齐大 as its students say it, and 上电力 after 能/想 as the verb and a word', async () => {
    expect(await ask(['齐大去年历史类投档线多少啊'])).toContain('齐齐哈尔大学在黑龙江')
    // 上 + 电力大学 is no 上海电力大学 with 海 dropped, nor its short name 上电力: which 电力大学 is asked
    const a = await ask(['河南物理类600分能上电力大学吗'])
    expect(a).not.toMatch(/\*\*上海电力大学\*\*：/)
    expect(a).toContain('华北电力大学')
    expect(await ask(['我想上电力相关的学校，河南物理类580'])).not.toContain('上海电力大学')
    expect(await ask(['河南物理类600分能上上海电力大学吗'])).toMatch(/\*\*上海电力大学\*\*：/)
  })

  it('reads a 中外合作 programme named by its foreign partner, and gives both fees asked', async () => {
    const a = await ask(['河北的，河北大学那个和英国兰开夏大学合作的广播电视学2026年学费一年多少？跟河北大学临床医学比差多少？'])
    expect(a).not.toContain('没有找到')
    expect(a).toMatch(/广播电视学\(中外合作办学\)[^\n]*65000元\/年/)
    expect(a).toMatch(/临床医学[^\n]*5720元\/年/)
  })

  it('gives a group only one locality may fill no probability (厦门大学 面向漳州/面向厦门, ADR 175)', async () => {
    const a = await ask(['我的分能上厦门大学吗'], tokens.fujianHistory)
    expect(a).toMatch(/面向漳州[^|]*\| 限地区 \|/)
    expect(a).not.toMatch(/面向漳州[^|]*\| \d+%/)
    expect(a).not.toMatch(/对你最有把握的是[^。]*面向/)
  })
})
