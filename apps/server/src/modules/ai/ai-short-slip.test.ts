import { describe, expect, it } from 'vitest'
import type { Lexicon, LexiconHit } from './ai-lexicon.ts'
import { buildFuzzy } from './ai-lexicon-fuzzy.ts'
import { recognise } from './ai-nlu.ts'
import { readQuotedLine, readScore } from './ai-numbers.ts'

/** A two-character short name typed with one character by sound (ADR 099), and the words it must not take. */
describe('a short name with one character slipped', () => {
  const jiangsu = { id: 32, code: '32', name: '江苏省', shortName: '江苏', slug: 'jiangsu' }
  const njupt = { id: '10293', name: '南京邮电大学', provinceCode: '32' }
  const cdut = { id: '10616', name: '成都理工大学', provinceCode: '51' }
  const hbu = { id: '10075', name: '河北大学', provinceCode: '13' }
  const phrases = new Map<string, LexiconHit>([
    ['江苏省', { kind: 'province', province: jiangsu }],
    ['江苏', { kind: 'province', province: jiangsu }],
    ['南京邮电大学', { kind: 'school', school: njupt }],
    ['南邮', { kind: 'school', school: njupt }],
    ['河北大学', { kind: 'school', school: hbu }],
    ['河大', { kind: 'school', school: hbu }],
    ['成理', { kind: 'school', school: cdut }],
  ])
  const lexicon: Lexicon = {
    phrases,
    maxLength: 6,
    schools: new Map([njupt, hbu, cdut].map((s) => [s.id, s])),
    provinces: [jiangsu],
    fuzzy: buildFuzzy(phrases),
  }
  const names = (q: string) => recognise(q, lexicon).schools.map((s) => s.name)

  it('reads the college when the kept character is its own (邮 of 南邮)', () => {
    expect(names('江苏物理620 楠邮稳不稳')).toEqual(['南京邮电大学'])
    expect(names('南由能冲吗')).toEqual([]) // 南 is shared by many short names: not enough to go on
  })
  it('leaves everyday words alone when the kept character is a common one (和大家 is not 河大)', () => {
    expect(names('我和大家一样600分')).toEqual([])
    expect(names('合大一点的城市')).toEqual([])
    // a slip read across two words (换成 + 历史) is no name: 成历 is not 成理
    expect(names('湘潭大学换成历史类呢')).toEqual([])
  })
})

describe('a number that names a group by its line', () => {
  it('is a quoted line, and the other number is the score', () => {
    expect(readQuotedLine('湘潭大学 548的那个组 我555够吗')).toBe(548)
    expect(readScore('湘潭大学 548的那个组 我555够吗')?.score).toBe(555)
    expect(readQuotedLine('某大学有个560分那个专业组，550能报吗')).toBe(560)
    expect(readScore('某大学有个560分那个专业组，550能报吗')?.score).toBe(550)
  })
  it('is a quoted line when said as what got in, as a line, or asked after', () => {
    for (const [q, line] of [
      ['中南大学在湖南有个组 588分就进档了，这算中南的线吗', 588],
      ['听说某大学今年561就进咯，我也能去吗', 561],
      ['看到南昌大学有569分的投档线，是不是不难', 569],
      ['川大 602 是什么组 普通的线多少', 602],
    ] as const) {
      expect(readQuotedLine(q), q).toBe(line)
      expect(readScore(q)?.score ?? null, q).toBeNull()
    }
    // 「我588就能进吗」 asks about the candidate's own score
    expect(readScore('我588就能进吗')?.score).toBe(588)
  })
  it('stays the score when the candidate says it is theirs', () => {
    expect(readQuotedLine('我560那个组能报吗')).toBeNull()
    expect(readScore('我560那个组能报吗')?.score).toBe(560)
  })
})
