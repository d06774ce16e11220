import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 139, phrasings of our own: a 能报 question gets its verdict first (the asked track open or closed to the unit, a
 * 3+3 requirement in plain words), two facts of a college asked at once get both, a question without its province or
 * track asks that one thing, and a short name said after its province is that province's college.
 */
const { askText } = aiDataPerFile({ bare: { mobile: '13600013901' } })

describe('a 能报 question gets the verdict first', () => {
  it('says a track the unit plans for can apply, with its requirement', async () => {
    const a = await askText('我湖北历史类，武汉铁路职业技术学院的高速铁路施工与维护让报不')
    expect(a).toMatch(/^\*\*历史类能报\*\*/)
    expect(a).toContain('再选不限')
  })

  it.each(['广西历史类可以报广西大学的信息安全吗', '广西 历史类 广西大学 信息安全'])('says 历史类 cannot apply to 物理类-only 「%s」', async (q) => {
    const a = await askText(q)
    expect(a).toMatch(/^\*\*历史类不能报\*\*/)
    expect(a).toContain('物理')
  })

  it('reads a 3+3 requirement of two subjects as both to be taken (浙大医学院 is 浙江大学 in 浙江)', async () => {
    const a = await askText('浙江大学临床医学对选考科目有啥要求')
    expect(a).toContain('在浙江')
    expect(a).toMatch(/物理、化学2门都须选考/)
  })
})

describe('two facts of a college asked at once', () => {
  it('answers whose it is and where, in everyday words', async () => {
    const a = await askText('深圳大学是公家的还是私人的，在哪')
    expect(a).toContain('公办')
    expect(a).toContain('深圳')
  })

  it('reads 什么层次 as the tier beside where it is', async () => {
    const a = await askText('中国海洋大学在哪里，什么层次')
    expect(a).toContain('青岛')
    expect(a).toContain('985')
  })
})

describe('one short question for what is missing', () => {
  it('asks the track of a terse score and batch, not the score', async () => {
    const a = await askText('甘肃 400 本科')
    expect(a).toMatch(/物理类|历史类/)
    expect(a).not.toMatch(/还需要你的.*分数/)
  })

  it('asks the province of a kind of college 摸到边', async () => {
    const a = await askText('历史类560，985能摸到边不')
    expect(a).toContain('省份')
    expect(a).not.toContain('超出了我能可靠回答的范围')
  })

  it('reads 想上师范 as a kind of college, not 上海师范大学', async () => {
    const a = await askText('俺家孩子湖南历史类，想上师范，有啥好学校')
    expect(a).not.toContain('上海师范大学')
    expect(a).toContain('分数')
  })
})

describe('a short name said after its province', () => {
  it('reads 交院 after 湖北 as 湖北交通职业技术学院', async () => {
    const a = await askText('湖北物理，交院专科要好多分')
    expect(a).toContain('湖北交通职业技术学院')
  })
})
