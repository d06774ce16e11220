import { findProvincePolicy } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { dataNote, type BatchContext } from './recommend.ts'

// only the fields the note reads; each unit's history holds the years given (a card shows its last three)
const context = (
  historyYears: number[],
  planTypes: string[] = ['普通类'],
  policy: { candidateClassNote?: string } = {},
  histories: number[][] = [historyYears],
) =>
  ({
    index: { year: 2027 },
    batch: {
      historyYears,
      units: planTypes.flatMap((planType) => histories.map((h) => ({ planType, history: h.map((year) => ({ year })) }))),
    },
    batchPolicy: { name: '专科批' },
    candidate: { province: { shortName: '上海' }, profile: { RankSource: '2026年江苏物理类一分一段表' }, policy },
  }) as unknown as BatchContext

describe('the data note above every recommendation list', () => {
  it('names the admission years it used and the rank source', () => {
    const note = dataNote(context([2026, 2025, 2024, 2023]))
    expect(note).toMatch(/^录取数据：2024–2026年；2027年按往年数据估算；位次：2026年江苏物理类一分一段表/)
  })

  it('names the years the cards show, converted lines included (河南 2026: own lines 2025, most cards 2022–2024; issue #32)', () => {
    const note = dataNote(context([2025], ['普通类'], {}, [[2025], [2024, 2023, 2022], [2025, 2024, 2023, 2022]]))
    expect(note).toMatch(/^录取数据：2022–2025年（2026年暂未收录）；/)
  })

  it('says which year is missing and never doubles 年', () => {
    expect(dataNote(context([2025, 2024]))).toContain('（2026年暂未收录）')
    const empty = dataNote(context([]))
    expect(empty).toMatch(/^暂无2027年以前的录取数据/)
    for (const note of [empty, dataNote(context([2025]))]) expect(note).not.toContain('年年')
  })

  it('says plainly when the batch has no ordinary results at all', () => {
    for (const planTypes of [[], ['国家专项']]) {
      expect(dataNote(context([2025], planTypes))).toMatch(/^数据集中没有上海专科批的往年普通类录取数据/)
    }
  })

  it('says first whose numbers they are where candidate classes have lines of their own (西藏: B类)', () => {
    const xizang = findProvincePolicy('xizang', 2027)!
    expect(xizang.candidateClassNote).toMatch(/^按B类考生/)
    const note = dataNote(context([2025], ['普通类'], xizang))
    expect(note.startsWith(`${xizang.candidateClassNote}；录取数据：`)).toBe(true)
    expect(dataNote(context([2025], ['普通类'], findProvincePolicy('sichuan', 2027)))).toMatch(/^录取数据：/)
  })
})
