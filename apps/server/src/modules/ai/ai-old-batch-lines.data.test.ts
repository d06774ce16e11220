import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * A college's line in one batch of the old model (ADR 091): 「X 2024 理科 一本」, 「本二」, 「本科一批」 in a province's
 * years before its reform is the college's line in that batch, year and track, said first — not the lowest line of the
 * year over every batch, and not a request to clarify. Phrasings of our own; the expected lines are read with SQL.
 */
const { app, askText: ask } = aiDataPerFile({
  student: { mobile: '13600009105', member: false },
})

/** The college's own lowest institution-level line of one batch (a sub-unit's own 院校代码 left out). */
async function batchLine(school: string, province: string, year: number, track: string, batch: string) {
  const rows = await app.db.query<{ min_score: number; institution_name: string }>(
    `SELECT min_score, institution_name FROM admission_results WHERE institution_name LIKE $1 AND province_code = $2 AND year = $3
        AND subject_type = $4 AND batch = $5 AND plan_type = '普通类' AND major_name IS NULL AND min_score IS NOT NULL
      ORDER BY min_score`,
    [`${school}%`, province, year, track, batch],
  )
  return rows.filter((r) => !r.institution_name.includes('联办') && !/校区|分校/.test(r.institution_name))
}

describe('an old-model batch’s college line', () => {
  it('gives 2024 理科 本科一批 of a 河南 college, not its lower 二批 line', async () => {
    const first = await batchLine('河南理工大学', '41', 2024, '理科', '本科一批')
    const second = await batchLine('河南理工大学', '41', 2024, '理科', '本科二批')
    expect(first.length).toBeGreaterThan(0)
    expect(second[0]!.min_score).toBeLessThan(first[0]!.min_score)
    const a = await ask('河南理工大学24年理科本一在河南投档多少分')
    expect(a).toContain(`2024年在河南理科本科一批的投档线：${first[0]!.min_score}分`)
  })

  it('gives the 二批 line when 二本 is asked', async () => {
    const second = await batchLine('河南理工大学', '41', 2024, '理科', '本科二批')
    const a = await ask('2024年河南理工大学理科二本投档线')
    expect(a).toContain(`理科本科二批的投档线：${second[0]!.min_score}分`)
  })

  it('reads 物理类 of a year before the reform as 理科 and answers the batch, in Chinese words', async () => {
    const first = await batchLine('郑州大学', '41', 2024, '理科', '本科一批')
    expect(first.length).toBeGreaterThan(0)
    const a = await ask('郑州大学2024年河南物理类一本线是多少')
    expect(a).toContain('文理分科')
    expect(a).not.toContain('traditional')
    expect(a).toContain(`理科本科一批的投档线：${first[0]!.min_score}分`)
  })

  it('keeps apart two batches of a college whose rows have no group code (ADR 123)', async () => {
    // 新疆 2025 prints a college's 本科一批 and 本科二批 lines with no group: each batch is its own line
    const first = await batchLine('华东交通大学', '65', 2025, '理科', '本科一批')
    const second = await batchLine('华东交通大学', '65', 2025, '理科', '本科二批')
    expect(first.length * second.length).toBeGreaterThan(0)
    const a = await ask('新疆考生，华东交通大学2025年理科本一投档线多少')
    expect(a).toContain(`理科本科一批的投档线：${first[0]!.min_score}分`)
  })

  it('says so when the college has no line in the batch asked', async () => {
    const none = await batchLine('河南大学', '41', 2024, '理科', '本科二批')
    expect(none.length).toBe(0)
    const a = await ask('河南大学2024年理科二本线在河南多少')
    expect(a).toContain('数据里没有河南大学在河南2024年理科本科二批的普通类投档线')
  })
})
