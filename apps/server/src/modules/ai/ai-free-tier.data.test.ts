import type { UnitRow } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { askStream, doneOf } from './ai-stream-client.ts'
import { hebeiTwoMajorLines } from './ai-data.test-kit.ts'

let app: TestApp
let visitor: string
let member: string

/**
 * The free tier (ADR 045) holds in the assistant as in the lists: every unit and its 冲稳保 tier for
 * everyone, the chances for members. The assistant's what-if calls answered chances to any signed-in
 * user, so a free user could read in chat (or from Wish/WhatIf* directly) what the lists keep for members.
 */
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, env: { AI_RATE_PER_MINUTE: '100' } })
  visitor = (await app.signUp({ Mobile: '13600006661', Password: 'abc12345' })).data!.token
  const res = await app.signUp({ Mobile: '13600006662', Password: 'abc12345' })
  member = res.data!.token
  await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data!.UserId])
}, 300_000)
afterAll(async () => {
  await app.close()
})

const ZZU = { SchoolId: '4141010459', ProvinceId: 41, SubjectType: '物理类' as const, Score: 580 }
const PERCENT = /\d+\s*%/

describe('the free tier in the assistant and its what-if calls', () => {
  it('answers a non-member every unit with its tier and no chance, and a member the chances', async () => {
    const free = await app.call('Wish/WhatIfSchool', ZZU, visitor)
    expect(free.code).toBe(0)
    expect(free.data!.IsPreview).toBe(true)
    expect(free.data!.List.length).toBeGreaterThan(0)
    expect(free.data!.List.every((r) => r.Probability === null)).toBe(true)
    expect(free.data!.List.some((r) => r.TierName !== '')).toBe(true)
    expect(free.data!.Reach.Summary).not.toMatch(PERCENT)
    expect(free.data!.Reach.Summary).toContain('会员')
    const paid = await app.call('Wish/WhatIfSchool', ZZU, member)
    expect(paid.data!.IsPreview).toBe(false)
    expect(paid.data!.List.some((r) => r.Probability !== null)).toBe(true)
    // the same units within reach either way: membership adds the chances, not the list
    expect(free.data!.Reach.WithinUnitIds).toEqual(paid.data!.Reach.WithinUnitIds)
    // the same rows too, but for the chance, its reason, its confidence and the expected rank
    const withoutChance = ({ Probability: _p, Reason: _r, Confidence: _c, ExpectedRank: _e, ...rest }: UnitRow) => rest
    expect(free.data!.List.map(withoutChance)).toEqual(paid.data!.List.map(withoutChance))
    expect(free.data!.List.filter((r) => r.Confidence !== null || r.ExpectedRank !== null || PERCENT.test(r.Reason))).toEqual([])

    const recommend = await app.call('Wish/WhatIfRecommend', { ProvinceId: 41, SubjectType: '物理类', Score: 580, PerTier: 3 }, visitor)
    expect(recommend.data!.IsPreview).toBe(true)
    expect(recommend.data!.Tiers.flatMap((t) => t.List).every((r) => r.Probability === null)).toBe(true)
  })

  it('says in chat what membership adds instead of a chance, for a college and for a list', async () => {
    const ask = async (message: string, token: string) => doneOf(await askStream(app.baseUrl, { Message: message }, token))!.Message.Content
    const chance = await ask('我河南物理类580分能上郑州大学吗', visitor)
    expect(chance).toContain('郑州大学')
    expect(chance).not.toMatch(PERCENT)
    expect(chance).toMatch(/录取概率[^。]*会员/)
    const list = await ask('河南物理类580分能上哪些大学', visitor)
    expect(list).not.toMatch(PERCENT)
    expect(list).toContain('会员可看')
    expect(await ask('我河南物理类580分能上郑州大学吗', member)).toMatch(PERCENT)
  })

  it('names every major of a two-major question for a non-member too, each with its tier and line (ADR 164)', async () => {
    const rows = await hebeiTwoMajorLines(app.db)
    expect(rows.length).toBe(2)
    const answer = doneOf(await askStream(app.baseUrl, { Message: '河北物理类556分，河北大学的土木工程和计算机科学与技术哪个更有希望？' }, visitor))!.Message
    expect(answer.Intent).toBe('admission_chance')
    for (const r of rows)
      expect(answer.Content).toMatch(new RegExp(`你问的\\*\\*${r.major_name}\\*\\*在专业：${r.major_name}：[^，]+，最近录取 2026年 ${r.min_score}分`))
    expect(answer.Content).not.toMatch(PERCENT)
  })
})
