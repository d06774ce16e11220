import { describe, expect, it } from 'vitest'
import { datasetMemberPerFile, SEASON_CLOCK } from '../../../testing/students.ts'
import { typedCall } from '../wish-test-kit.ts'

const { app, member } = datasetMemberPerFile({ clock: SEASON_CLOCK })
const call = typedCall(() => app)

const shanghai = (Score: number) => ({ ProvinceId: 31, Year: 2027, Score, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'] })
const anhui = (Score: number) => ({ ProvinceId: 34, Year: 2027, Score, SubjectType: 2, SelectSubjectList: ['physics', 'chemistry', 'biology'] })

describe('a 专科 batch below the start of the rank table (上海 publishes its table from the 本科 line): compared by 线差', () => {
  it('says so on the profile and the 专科 list, never that the rank is the table’s last row', async () => {
    const low = await call('User/EditUserScore', shanghai(300), member.token)
    expect(low.code).toBe(0)
    expect(low.data.RankSource).toMatch(
      /分数低于该表最低分\d+分，表中查不到位次（至少[\d,]+名）；上海综合一分一段表（\d{4}年）从\d+分起，不含专科分数，专科按线差估算：低于\d{4}年本科线\d+分/,
    )
    expect(low.data.RankSource).not.toContain('表底')
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: 'vocational', PageIndex: 1, PageSize: 10 }, member.token)
    expect(list.code).toBe(0)
    expect(list.data.Rank).toBeNull()
    expect(list.data.ScoreLine).toMatchObject({ Gap: 300 - list.data.ScoreLine!.Line })
    expect(list.data.DataNote).toContain('不含专科分数，专科按线差估算')
    expect(list.data.DataNote).not.toContain('表底')
    expect(list.data.List.length).toBeGreaterThan(0)
    for (const row of list.data.List) {
      expect(row.History.every((h) => h.MinRank === null)).toBe(true)
      expect(row.Reason).toMatch(/本科线/)
    }
    // the expected rank is in the unit's own row, and there is none on 线差
    const own = await call('Wish/ForecastGroup', { BatchId: 'vocational', UnitIds: list.data.List.map((r) => r.UnitId) }, member.token)
    expect(own.data.every((r) => r.ExpectedRank === null)).toBe(true)
  })
  it('gives the same units lower probabilities as the score falls', async () => {
    await call('User/EditUserScore', shanghai(300), member.token)
    const ids = (await call('Wish/SchoolFirstListForecast', { BatchId: 'vocational', PageIndex: 1, PageSize: 10 }, member.token)).data.List.map((r) => r.UnitId)
    const at = async (score: number) => {
      await call('User/EditUserScore', shanghai(score), member.token)
      const rows = (await call('Wish/ForecastGroup', { BatchId: 'vocational', UnitIds: ids }, member.token)).data
      return new Map(rows.map((r) => [r.UnitId, r.Probability ?? 0]))
    }
    const [high, low] = [await at(330), await at(270)]
    for (const id of ids) expect(high.get(id)!).toBeGreaterThanOrEqual(low.get(id)!)
    expect(ids.some((id) => high.get(id)! > low.get(id)! + 0.05)).toBe(true)
  })
  it('the one-tap table, a saved table and the assistant read the batch as the list does', async () => {
    await call('User/EditUserScore', shanghai(300), member.token)
    const list = (await call('Wish/SchoolFirstListForecast', { BatchId: 'vocational', PageIndex: 1, PageSize: 10 }, member.token)).data.List
    const inList = new Map(list.map((r) => [r.UnitId, r.Probability]))
    const auto = await call('Wish/AutoTable', { BatchId: 'vocational' }, member.token)
    expect(auto.code).toBe(0)
    expect(auto.data.Rank).toBeNull()
    expect(auto.data.DataNote).toContain('专科按线差估算')
    const shared = auto.data.Wishes.filter((w) => inList.has(w.UnitId))
    expect(shared.length).toBeGreaterThan(0)
    for (const w of shared) expect(w.Row.Probability).toBe(inList.get(w.UnitId))
    const ids = list.slice(0, 3).map((r) => r.UnitId)
    const saved = await call(
      auto.data.FillingMode === 'major-group' ? 'User/WishSpecialtyGroupSave' : 'User/WishSave',
      { BatchId: 'vocational', Wishes: ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true })) },
      member.token,
    )
    expect(saved.code).toBe(0)
    const detail = await call('User/WishDetail', { WishId: saved.data.WishId }, member.token)
    expect(detail.data.Rank).toBeNull()
    expect(detail.data.Wishes.map((w) => w.Row?.Probability)).toEqual(ids.map((id) => inList.get(id)))
    const chat = await call('Wish/WhatIfRecommend', { ProvinceId: 31, Score: 300, PerTier: 2 }, member.token)
    expect(chat.code).toBe(0)
    expect(chat.data.BatchId).toBe('vocational')
    expect(chat.data.Candidate.Rank).toBeNull()
    expect(chat.data.DataNote).toContain('专科按线差估算')
  })
  it('says nothing of the kind for a score inside the table', async () => {
    const inside = await call('User/EditUserScore', shanghai(520), member.token)
    expect(inside.code).toBe(0)
    expect(inside.data.RankSource).not.toMatch(/表底|查不到位次/)
  })
})

describe('a score below a table that still reaches 专科 scores (安徽 from 201, 专科 line 200)', () => {
  it('keeps the rank path and says the rank is only the table’s last row', async () => {
    const low = await call('User/EditUserScore', anhui(190), member.token)
    expect(low.code).toBe(0)
    expect(low.data.RankSource).toMatch(/分数低于该表最低分\d+分，位次只能取表底（至少[\d,]+名），据此估算的概率参考性很低/)
    const list = await call('Wish/SchoolFirstListForecast', { BatchId: 'vocational', PageIndex: 1, PageSize: 5 }, member.token)
    expect(list.code).toBe(0)
    expect(list.data.ScoreLine ?? null).toBeNull()
    expect(list.data.DataNote).toContain('位次只能取表底')
  })
})
