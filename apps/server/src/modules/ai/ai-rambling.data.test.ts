import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Long messages as parents write them, and terse ones that point at the saved score (phrasings of our own after dev v28,
 * over real HTTP): the college asked about, not a relative's; the estimate, not a mock result; a line seen, corrected
 * before any chance; a batch line's rank and a table of what was just said; someone else's record declined.
 */
const { app, tokens } = aiDataPerFile({
  bare: { mobile: '13600015193' },
  zhejiang: { mobile: '13600015194', profile: { ProvinceId: 33, Score: 625, Track: '综合', Subjects: ['physics', 'chemistry', 'technology'] } },
  anhui: { mobile: '13600015195', profile: { ProvinceId: 34, Score: 560, Track: '历史类', Subjects: ['politics', 'geography'] } },
})
const ask = async (turns: string[], as = tokens.bare) => (await lastOfConversation(app.baseUrl, turns, as)).Content
const NO_PERCENT = /约 ?\*?\*?[≤≥]?\d+%/

describe('a long or terse message read for what it asks', { timeout: 300_000 }, () => {
  it('corrects a college’s lowest line quoted for another major (杭电 617 is 金融学’s, 计算机 needed more)', async () => {
    const a = await ask(['杭电2026年在浙江最低才617，按我存的分报计算机科学与技术稳吗'], tokens.zhejiang)
    expect(a).toMatch(/617分是杭州电子科技大学2026年在浙江\S*的线（单个专业或专业组的线），不是计算机科学与技术的线/)
    expect(a).toContain('你的625分')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('takes the estimate, not the mock results, and the quoted special line in a long Cantonese message', async () => {
    const a = await ask([
      '我个仔喺广州读高三，物理类，一模五百八十三，二模六百零一，班主任话佢正常发挥有六百一十分。我睇到华南理工大学2026年在广东物理类有个组先至五百九十七分就投档，咁佢报华工应该冇问题啦？',
    ])
    expect(a).toMatch(/597分是华南理工大学[^。]*专项/)
    expect(a).toContain('你的610分')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('reads the college asked about, not the one a cousin went to', async () => {
    const a = await ask([
      '孩子一模考了605分。他表哥去年考了620多去了南京理工。我查到河海大学2026年在江苏物理类有个专业组投档线才595，孩子605报河海是不是十拿九稳？',
    ])
    expect(a).toContain('河海大学')
    expect(a).not.toContain('南京理工大学')
  })

  it('reads 南开区 as a district and a district rank as no province rank', async () => {
    const a = await ask(['孩子在南开区读高三，一模五百零几，区里排两千多。想问下天津2026年的普通本科线是多少分？'])
    expect(a).not.toContain('南开大学')
    expect(a).toContain('本科')
  })

  it('gives each batch line its rank when asked, and a table of the lines just said', async () => {
    const a = await ask(['山西2026年物理类和历史类的本科线、特殊类型线，连同对应的位次，做成表格'])
    expect(a).toMatch(/\| 物理类 \| [^|]*本科[^|]* \| 401 \| \d+ \|/)
    const table = await ask(['北京2026年普通本科录取控制线和特殊类型招生控制线分别是多少？', '把刚才这两个数做成一个表格，我要截图'])
    expect(table).toContain('| 科类 | 批次 | 分数 |')
    expect(table).not.toContain('哪几所学校')
  })

  it('asks a chance in 江淮 words with the saved score, and declines another named person’s record with a province', async () => {
    const a = await ask(['俺家伢分数存你们这了，安徽大学可照啊？'], tokens.anhui)
    expect(a).toContain('安徽大学')
    expect(a).toContain('560')
    const other = await ask(['查 王梓涵 陕西 2026高考分数 录取'])
    expect(other).toMatch(/^[^。]*(不能|无法|抱歉|不会)/)
  })

  it('checks a batch line said of the wrong track, and answers lines asked beside a mock score', async () => {
    const hebei = await ask(['孩子2026年高考考了470，物理类，我听人说河北本科线是485，差了十五分，是不是只能上专科了？'])
    expect(hebei).toMatch(/485分是河北2026年\*\*历史类[^*]*\*\*的线/)
    expect(hebei).toContain('你的 **470分** 高于')
    expect(hebei).toContain('本科录取控制分数线（443分）')
    const beijing = await ask(['孩子在海淀上高三，一模五百四十多，区排名两千左右，想先了解下北京2026年的本科线和特招线各是多少？'])
    expect(beijing).toContain('北京2026年批次控制线')
    const henan = await ask(['想看看河南2024、2025、2026这三年的本科线，2024年那会儿还是理科一本二本吧？孩子学物理'])
    expect(henan).toMatch(/\| 2025 \| 物理类 \| [^|]*本科[^|]* \| \d+ \|/)
    expect(henan).not.toMatch(/\| 2025 \| 物理类 \| 特殊类型/)
  })
})
