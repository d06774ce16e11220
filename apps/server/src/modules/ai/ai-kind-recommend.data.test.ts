import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * A kind of college asked for with a score (「想学医，推荐几个医科大学」): the list is the engine's, filtered as the lists'
 * 院校类型 filter does (医科大学 → the institutions of type 医药), and by the major the words imply (学医 → 临床医学); the
 * answer says what it kept. Over real HTTP with the built-in engine and the real dataset; types read with SQL.
 */
const { app, ask } = aiDataPerFile({
  student: { mobile: '13600010101', member: true },
})
/** the colleges of a recommendation table (second column) */
const colleges = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^\| (冲|稳|保) \|/.test(l))
    .map((l) => l.split('|')[2]!.trim())
async function typeOf(names: string[]) {
  const rows = await app.db.query<{ name: string; type: string | null }>(`SELECT name, type FROM institutions WHERE name = ANY($1)`, [names])
  return new Map(rows.map((r) => [r.name, r.type]))
}

describe('a kind of college recommended for a score', () => {
  it('lists only 医药 colleges for 医科大学, and units that hold 临床医学 when 学医 is said', async () => {
    for (const q of ['河南物理类580分，想学医，推荐几个医科大学', '河南 物理 580 医科大学 推荐']) {
      const a = await ask(q)
      expect(a.Intent, q).toBe('recommend_schools')
      const names = colleges(a.Content)
      expect(names.length, `${q}\n${a.Content}`).toBeGreaterThan(0)
      const types = await typeOf(names)
      for (const n of names) expect(types.get(n), `${q}: ${n}`).toBe('医药')
      expect(a.Content, q).toContain('只看医药类院校')
    }
    const withMajor = await ask('河南物理类580分，想学医，推荐几个医科大学')
    expect(withMajor.Content).toContain('含“临床医学”的填报单位')
  })

  it('lists only 师范 colleges for 师范大学', async () => {
    const a = await ask('湖北历史类550分，能上哪些师范大学')
    const names = colleges(a.Content)
    expect(names.length, a.Content).toBeGreaterThan(0)
    const types = await typeOf(names)
    for (const n of names) expect(types.get(n), n).toBe('师范')
  })
})

describe('a list asked for someone else (ADR 158)', () => {
  it('keeps the tiers and lines, states no probability, and says why first; the member’s own list has them', async () => {
    const own = await ask('河南物理类580分能上哪些大学')
    expect(own.Intent).toBe('recommend_schools')
    expect(own.Content).toMatch(/\d+%/)
    for (const q of ['我同学河南物理类580分能上哪些大学', '同学 河南 物理 580 能报哪些学校']) {
      const a = await ask(q)
      expect(a.Intent, q).toBe('recommend_schools')
      expect(a.Content, q).toMatch(/^录取概率我只按提问者本人/)
      expect(colleges(a.Content).length, `${q}\n${a.Content}`).toBeGreaterThan(0)
      expect(a.Content, q).not.toMatch(/\d+(?:\.\d+)?\s*%|百分之/)
      expect(a.Content, q).toContain('不替他人估算')
    }
  })
})
