import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * ADR 134 (holdout v16), over real HTTP with the real dataset: in a 3+3 province the 选科 (物化生) are not a track, so a
 * score's rank is read from the 综合 一分一段表, whether the province is said with the subjects, in an earlier turn or
 * saved in the profile. The expected ranks are read with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600013401', member: false },
  // a saved 山东 profile (综合, 物化生): a question naming only the subjects is still this province's
  shandong: { mobile: '13600013402', member: false, profile: { ProvinceId: 37, Score: 500, Track: '综合', Subjects: ['physics', 'chemistry', 'biology'] } },
})
const rankOf = async (score: number) => {
  const rows = await app.db.query<{ cumulative: number }>(
    "SELECT cumulative FROM score_rank_rows WHERE province_code = '37' AND year = 2026 AND subject_type = '综合' AND score = $1",
    [score],
  )
  return rows[0]!.cumulative
}

describe('a score ranked in 山东 with the 选科 said', () => {
  it('ranks from the 综合 table when an earlier turn gives the province and subjects', async () => {
    const a = await lastOfConversation(app.baseUrl, ['山东考生，选考科目是物理、化学和生物', '2026年考了562分，在山东排多少名'], tokens.student)
    expect(a.Content).toContain(String(await rankOf(562)))
    expect(a.Content).not.toMatch(/物理类/)
  })
  it('ranks from the 综合 table when the province is the saved one', async () => {
    const a = await ask('我选科是物理化学生物，今年538分能排多少名', tokens.shandong)
    expect(a.Content).toContain(String(await rankOf(538)))
    expect(a.Content).not.toMatch(/物理类/)
  })
})
