import { describe, expect, it } from 'vitest'
import { dataNote, type BatchContext } from './recommend.ts'

// only the two fields the note reads
const context = (historyYears: number[]) => ({ batch: { historyYears }, candidate: { profile: { RankSource: '2026年江苏物理类一分一段表' } } }) as unknown as BatchContext

describe('the data note above every recommendation list', () => {
  it('names the admission years it used', () => {
    expect(dataNote(context([2025, 2024, 2023, 2022]))).toMatch(/^按2025、2024、2023年录取数据与2026年江苏物理类一分一段表估算/)
  })

  it('says 往年 without a doubled 年 when no year is listed', () => {
    const note = dataNote(context([]))
    expect(note).toMatch(/^按往年录取数据/)
    expect(note).not.toContain('年年')
  })
})
