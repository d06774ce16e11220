import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * A question about one college in several parts (ADR 091): every part is answered from the data — its city, its
 * 985/211/双一流 tags, its ownership, its lines and fees, its strong majors — not only the part the intent list meets
 * first. Phrasings of our own, over real HTTP through the built-in engine; the expected facts are read here with SQL.
 */
const { app, ask: answer } = aiDataPerFile({
  student: { mobile: '13600009101', member: false },
})

const ask = async (message: string) => {
  const m = await answer(message)
  return { content: m.Content, tools: m.ToolCalls.map((c) => c.Name) }
}
const college = async (name: string) =>
  (
    await app.db.query<{ city: string; nature: string; is_985: boolean; is_211: boolean }>(
      'SELECT city, nature, is_985, is_211 FROM institutions WHERE name = $1',
      [name],
    )
  )[0]!

describe('a college question in several parts', () => {
  it('answers where, whether 985 and which disciplines, each from the data', async () => {
    const facts = await college('西北工业大学')
    expect(facts.is_985).toBe(true)
    const a = await ask('西北工业大学坐落在哪个城市？算985吗？它的双一流学科有哪些？')
    expect(a.content).toContain(facts.city)
    expect(a.content).toContain('是985院校')
    expect(a.content).toContain('“双一流”建设学科')
    expect(a.tools).toContain('school_strengths')
  })

  it('answers a terse list of parts the same way, the 211 verdict included', async () => {
    const facts = await college('兰州大学')
    const a = await ask('兰州大学 哪个城市 211 一流专业')
    expect(a.content).toContain(facts.city)
    expect(a.content).toContain(facts.is_211 ? '是211院校' : '不是211院校')
    expect(a.content).toContain('国家级一流本科专业建设点')
  })

  it('says the city and the ownership when both are asked', async () => {
    const facts = await college('宁波诺丁汉大学')
    const a = await ask('宁波诺丁汉大学位于哪里，是公立的还是私立的')
    expect(a.content).toContain(facts.city)
    expect(a.content).toContain(`办学性质：**${facts.nature}`)
  })

  it('says the ownership of a college whose name holds a part word, without a location part', async () => {
    const facts = await college('北京城市学院')
    const a = await ask('北京城市学院属于公办吗')
    expect(a.content).toContain(`办学性质：**${facts.nature}`)
    // the ownership answer says where the college is once (ADR 139); 城市 of its name is no location part asked again
    expect(a.content.match(/位于/g)?.length ?? 0).toBeLessThanOrEqual(1)
  })

  it('gives the fee and the line when both are asked, each once', async () => {
    const a = await ask('郑州大学在河南的学费和录取分数线分别是多少')
    expect(a.tools).toContain('college_plan_facts')
    expect(a.tools).toContain('lines_by_year')
    expect(a.content).toContain('学费')
    expect(a.content.match(/最低录取线/g)?.length).toBe(1)
  })
})
