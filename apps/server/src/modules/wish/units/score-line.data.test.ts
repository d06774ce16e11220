import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'
import { LINE_GAP_NO_CHANCE } from '@gk/domain'

/**
 * A 西藏 candidate (no 一分一段表 in the data) through every flow that used to ask for a rank: profile,
 * list, one-tap table, the assistant's what-if and one college's units (ADR 026). Nothing shows a rank
 * or a position of the 线差 scale; everything says it is estimated by 线差.
 */
const { app, member } = datasetMemberPerFile({
  clock: SEASON_CLOCK,
  profile: { ProvinceId: 54, Year: 2027, Score: 440, SubjectType: 2, SelectSubjectList: [] },
})
const call = typedCall(() => app)

const LABEL = '西藏无一分一段表，按线差估算'

describe('西藏 answered from score lines', () => {
  it('keeps the profile without a rank and says how it is estimated', async () => {
    const { data } = await call('User/SysUserConfig', {}, member.token)
    expect(data.ScoreProfile?.Rank).toBeNull()
    expect(data.ScoreProfile?.RankSource).toMatch(new RegExp(`^${LABEL}：高出2026年本科线\\d+分`))
  })

  it('lists units with points, not ranks, each labelled and at most 低', async () => {
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate-1', PageIndex: 1, PageSize: 20 }, member.token)
    expect(list.code).toBe(0)
    expect(list.data.Rank).toBeNull()
    expect(list.data.ScoreLine).toMatchObject({ LineYear: 2026, Gap: 440 - list.data.ScoreLine!.Line })
    expect(list.data.DataNote).toContain(LABEL)
    expect(list.data.DataNote).toContain('不估算录取概率')
    expect(list.data.DataNote).not.toContain('概率为估计')
    expect(list.data.List.length).toBeGreaterThan(10)
    for (const row of list.data.List) {
      expect(row.HistoryNote).toContain(LABEL)
      expect(row.Confidence).toBe('low')
      expect(row.History.every((h) => h.MinRank === null && h.MinScore !== null)).toBe(true)
      expect(row.Reason).toMatch(/^预计今年最低分约(高出|低于)本科线\d+分/)
      // tiers and points, no percentage: the figure only orders the list (ADR 165)
      expect(row.ByLineGap).toBe(true)
      expect(row.Reason).not.toMatch(/\d%/)
      expect(row.Reason).toContain('不估算录取概率')
    }
    const own = await call('Wish/ForecastGroup', { BatchId: 'undergraduate-1', UnitIds: list.data.List.map((r) => r.UnitId) }, member.token)
    expect(own.data.every((r) => r.ExpectedRank === null)).toBe(true)
  })

  it('builds a one-tap table and answers the assistant’s what-if, in points', async () => {
    const table = await call('Wish/AutoTable', { BatchId: 'undergraduate-1' }, member.token)
    expect(table.code).toBe(0)
    expect(table.data.Rank).toBeNull()
    expect(table.data.Wishes.length).toBeGreaterThan(0)
    for (const w of table.data.Wishes) {
      expect(w.Explanation).toMatch(/你(高出|低于)本科线\d+分.*（按线差分档，不估算录取概率）/)
      expect(w.Explanation).not.toMatch(/\d%/)
    }
    // the table's simulated rates are not shown on 线差 either, and the summary says why (ADR 165)
    expect(table.data.Analysis.ByLineGap).toBe(true)
    expect(table.data.Analysis.ChancesHidden).toBe(true)
    expect(table.data.Analysis.Summary).toContain('不估算录取概率')
    expect(table.data.Analysis.Summary).not.toMatch(/\d%/)
    const whatIf = await call('Wish/WhatIfRecommend', { ProvinceId: 54, SubjectType: '文科', Score: 420 }, member.token)
    expect(whatIf.code).toBe(0)
    expect(whatIf.data.Candidate.Rank).toBeNull()
    expect(whatIf.data.Candidate.RankSource).toContain(LABEL)
    const school = whatIf.data.Tiers.flatMap((t) => t.List)[0]!
    const units = await call('Wish/WhatIfSchool', { ProvinceId: 54, SubjectType: '文科', Score: 420, SchoolId: school.SchoolId }, member.token)
    expect(units.code).toBe(0)
    expect(units.data.List.every((r) => r.Reason === '' || r.Reason.includes('本科线'))).toBe(true)
    // the college summed up by its tiers and lines, without 「约N%」 (ADR 165)
    expect(units.data.Reach.Summary).toContain('按线差分档，不估算录取概率')
    expect(units.data.Reach.Summary).not.toMatch(/\d%/)
  })

  it('analyses a saved table with its checks and tiers, and no simulated rates (ADR 165)', async () => {
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate-1', PageIndex: 1, PageSize: 4 }, member.token)
    const wishes = list.data.List.map((r) => ({ UnitId: r.UnitId, MajorNames: [], IsAdjustmentAccepted: true }))
    const saved = await call('User/WishSave', { BatchId: 'undergraduate-1', Name: '线差表', Wishes: wishes }, member.token)
    expect(saved.code, saved.message).toBe(0)
    const detail = await call('User/WishDetail', { WishId: saved.data.WishId }, member.token)
    expect(detail.code).toBe(0)
    const a = detail.data.Analysis
    expect(a.ByLineGap).toBe(true)
    expect(a.ChancesHidden).toBe(true)
    expect([a.Admitted, a.NoAdmission, a.Returned, ...a.Landing.map((l) => l.Landing)].every((x) => x === 0)).toBe(true)
    expect(a.Summary).toBe(`共${wishes.length}个志愿；${LINE_GAP_NO_CHANCE}，也不估算滑档风险：请看每个志愿的冲稳保分档和线差，并留足保底`)
    expect(detail.data.Wishes.every((w) => w.Row?.ByLineGap === true)).toBe(true)
  })

  it('orders every unit higher for a higher score (the engine figure behind the tiers)', async () => {
    const ids = (await call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate-1', PageIndex: 1, PageSize: 20 }, member.token)).data.List.map(
      (r) => r.UnitId,
    )
    const at = async (score: number) => {
      await call('User/EditUserScore', { ProvinceId: 54, Year: 2027, Score: score, SubjectType: 2, SelectSubjectList: [] }, member.token)
      return new Map(
        (await call('Wish/ForecastGroup', { BatchId: 'undergraduate-1', UnitIds: ids }, member.token)).data.map((r) => [r.UnitId, r.Probability ?? 0]),
      )
    }
    const [low, mid, high] = [await at(400), await at(440), await at(500)]
    for (const id of ids) {
      expect(low.get(id)!).toBeLessThanOrEqual(mid.get(id)! + 1e-9)
      expect(mid.get(id)!).toBeLessThanOrEqual(high.get(id)! + 1e-9)
    }
  })
})
