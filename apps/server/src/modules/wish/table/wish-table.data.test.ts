import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts'
import { signUpCandidate, typedCall } from '../wish-test-kit.ts'

let app: TestApp
const call = typedCall(() => app)
let owner: { token: string; userId: number }
let other: { token: string; userId: number }
let unitIds: string[]
const page = { BatchId: 'undergraduate', PageIndex: 1, PageSize: 50 }

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  owner = await signUpCandidate(app, { member: true })
  other = await signUpCandidate(app, { member: true })
  for (const u of [owner, other]) {
    const r = await call('User/EditUserScore', { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, u.token)
    expect(r.code).toBe(0)
  }
  const list = await call('Wish/SchoolFirstListForecast', page, owner.token)
  unitIds = list.data.List.map((r) => r.UnitId)
}, 180_000)
afterAll(async () => {
  await app.close()
})

const wishes = (ids: string[]) => ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))

describe('wish tables (江苏 院校专业组)', () => {
  it('saves, lists, reopens with analysis, and refuses a stale save without overwriting', async () => {
    // a safe unit first, reach units after it: an order problem the analysis must flag
    const safe = await call('Wish/SchoolFirstListForecast', { ...page, Tier: 'safe', PageSize: 1 }, owner.token)
    const ids = [safe.data.List[0]!.UnitId, ...unitIds.slice(0, 4)]
    const saved = await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Name: '我的志愿表', Wishes: wishes(ids) }, owner.token)
    expect(saved.code).toBe(0)
    expect(saved.data.Version).toBe(1)
    const list = await call('User/WishList', {}, owner.token)
    expect(list.data[0]).toMatchObject({ WishId: saved.data.WishId, Name: '我的志愿表', WishCount: 5, FillingMode: 'major-group', ProvinceName: '江苏' })
    const detail = await call('User/WishSpecialtyGroupDetail', { WishId: saved.data.WishId }, owner.token)
    expect(detail.data.Wishes.map((w) => w.UnitId)).toEqual(ids)
    expect(detail.data.Wishes[0]!.Row?.SchoolName).toBeTruthy()
    const a = detail.data.Analysis
    expect(a.Landing).toHaveLength(5)
    expect(a.Admitted + a.NoAdmission + a.Returned).toBeCloseTo(1, 1)
    expect(a.Findings.some((f) => f.Code === 'order')).toBe(true)
    expect(a.SuggestedOrder?.[0]).not.toBe(ids[0])
    expect(a.Summary).toContain('滑档')
    // the simulation's tails are not certainties: the lists' ≥99% / ≤1%, never 约100% or 约0%
    expect(a.Summary).not.toMatch(/约(100|0)%/)
    if (a.Admitted >= 0.99) expect(a.Summary).toContain('录取的概率≥99%')
    if (a.NoAdmission <= 0.01) expect(a.Summary).toContain('滑档风险≤1%')

    const v2 = await call(
      'User/WishSpecialtyGroupSave',
      { WishId: saved.data.WishId, Version: 1, BatchId: 'undergraduate', Name: '', Wishes: wishes(a.SuggestedOrder!) },
      owner.token,
    )
    expect(v2.data.Version).toBe(2)
    const stale = await call(
      'User/WishSpecialtyGroupSave',
      { WishId: saved.data.WishId, Version: 1, BatchId: 'undergraduate', Name: '', Wishes: wishes(ids.slice(0, 1)) },
      owner.token,
    )
    expect(stale.code).toBe(ErrorCode.Conflict)
    expect(stale.message).toContain('其他设备')
    // deleting from the device that still shows version 1 is as stale as saving from it
    const staleDelete = await call('User/WishDelete', { WishId: saved.data.WishId, Version: 1 }, owner.token)
    expect(staleDelete.code).toBe(stale.code)
    const after = await call('User/WishDetail', { WishId: saved.data.WishId }, owner.token)
    expect(after.data.Wishes.map((w) => w.UnitId)).toEqual(a.SuggestedOrder)
    expect(after.data.Version).toBe(2)
    const versions = await app.db.query<{ version: number }>('SELECT version FROM wish_table_versions WHERE wish_table_id = $1 ORDER BY version', [
      saved.data.WishId,
    ])
    expect(versions.map((v) => v.version)).toEqual([1, 2])
  })

  it('keeps tables to their owner', async () => {
    const saved = await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Wishes: wishes(unitIds.slice(0, 2)) }, owner.token)
    const id = saved.data.WishId
    expect((await call('User/WishDetail', { WishId: id }, other.token)).code).toBe(ErrorCode.NotFound)
    expect((await call('User/WishSpecialtyGroupSave', { WishId: id, Version: 1, BatchId: 'undergraduate', Wishes: [] }, other.token)).code).toBe(
      ErrorCode.NotFound,
    )
    expect((await call('User/WishDelete', { WishId: id, Version: 1 }, other.token)).code).toBe(ErrorCode.NotFound)
    expect((await call('User/WishList', {}, other.token)).data.map((t) => t.WishId)).not.toContain(id)
    expect((await call('User/WishDelete', { WishId: id, Version: 9 }, owner.token)).code).toBe(ErrorCode.Conflict)
    // a delete names the version it read, like a save: without one it is refused
    expect((await call('User/WishDelete', { WishId: id }, owner.token)).code).toBe(ErrorCode.InvalidInput)
    expect((await call('User/WishDelete', { WishId: id, Version: 1 }, owner.token)).code).toBe(0)
    expect((await call('User/WishDetail', { WishId: id }, owner.token)).code).toBe(ErrorCode.NotFound)
    expect((await call('User/WishList', {}, owner.token)).data.map((t) => t.WishId)).not.toContain(id)
  })

  it('refuses more wishes than slots, unknown units, too many majors and the wrong mode', async () => {
    const many = Array.from({ length: 41 }, (_, i) => unitIds[i % unitIds.length]!)
    const tooMany = await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Wishes: wishes(many) }, owner.token)
    expect(tooMany.code).toBe(ErrorCode.WishTooManyWishes)
    expect(tooMany.message).toContain('40')
    expect((await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Wishes: wishes(['g:none']) }, owner.token)).code).toBe(
      ErrorCode.WishUnitUnknown,
    )
    const majors = await call(
      'User/WishSpecialtyGroupSave',
      { BatchId: 'undergraduate', Wishes: [{ UnitId: unitIds[0]!, MajorNames: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], IsAdjustmentAccepted: true }] },
      owner.token,
    )
    expect(majors.code).toBe(ErrorCode.WishTooManyWishes)
    expect((await call('User/WishSave', { BatchId: 'undergraduate', Wishes: wishes(unitIds.slice(0, 1)) }, owner.token)).code).toBe(ErrorCode.WishModeMismatch)
    expect((await call('User/WishDetail', { WishId: 999_999 }, owner.token)).code).toBe(ErrorCode.NotFound)
  })

  it('refuses a unit whose 选科 the candidate lacks, with the same finding the analysis shows', async () => {
    const rows = []
    for (let PageIndex = 1; PageIndex <= 4; PageIndex++)
      rows.push(...(await call('Wish/SchoolFirstListForecast', { ...page, PageIndex }, owner.token)).data.List)
    const needsChemistry = rows.find((r) => r.RequirementText.includes('化'))
    expect(needsChemistry, 'a 江苏 物理 unit that requires 化学').toBeDefined()
    const candidate = await signUpCandidate(app, { member: true })
    const profile = await call(
      'User/EditUserScore',
      { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['politics', 'geography'] },
      candidate.token,
    )
    expect(profile.code).toBe(0)
    const refused = await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Wishes: wishes([needsChemistry!.UnitId]) }, candidate.token)
    expect(refused.code).toBe(ErrorCode.WishSubjectComboInvalid)
    expect(refused.message).toContain('选科不符')
    expect((await call('User/WishList', {}, candidate.token)).data).toHaveLength(0)
  })

  it('analyses a full draft quickly and flags refused 调剂', async () => {
    const draft = await call(
      'User/WishAnalysis',
      { BatchId: 'undergraduate', Wishes: unitIds.slice(0, 40).map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: false })) },
      owner.token,
    )
    expect(draft.code).toBe(0)
    expect(draft.data.Rows).toHaveLength(40)
    expect(draft.data.Analysis.Landing).toHaveLength(40)
  })
})

describe('wish tables in the other modes', () => {
  it('浙江 专业+院校 and 新疆 院校 save through User/WishSave', async () => {
    const zj = await signUpCandidate(app, { member: true })
    await call(
      'User/EditUserScore',
      { ProvinceId: 33, Year: 2026, Score: 620, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'technology'] },
      zj.token,
    )
    const majors = await call('Wish/SpecialtyFirstListForecast', page, zj.token)
    const ids = majors.data.List.slice(0, 3).map((r) => r.UnitId)
    const saved = await call('User/WishSave', { BatchId: 'undergraduate', Wishes: wishes(ids) }, zj.token)
    expect(saved.code).toBe(0)
    expect((await call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Wishes: wishes(ids) }, zj.token)).code).toBe(ErrorCode.WishModeMismatch)
    const detail = await call('User/WishDetail', { WishId: saved.data.WishId }, zj.token)
    expect(detail.data).toMatchObject({ FillingMode: 'major', MaxWishes: 80, HasAdjustment: false })

    const xj = await signUpCandidate(app, { member: true })
    await call('User/EditUserScore', { ProvinceId: 65, Year: 2026, Score: 520, SubjectType: 2, SelectSubjectList: [] }, xj.token)
    const batch = (await call('Wish/BatchList', {}, xj.token)).data.find((b) => b.UnitCount > 0)!
    const schools = await call('Wish/SchoolFirstListForecast', { ...page, BatchId: batch.BatchId }, xj.token)
    const school = schools.data.List[0]!
    const xs = await call(
      'User/WishSave',
      { BatchId: batch.BatchId, Wishes: [{ UnitId: school.UnitId, MajorNames: ['临床医学'], IsAdjustmentAccepted: false }] },
      xj.token,
    )
    expect(xs.code).toBe(0)
    const xd = await call('User/WishDetail', { WishId: xs.data.WishId }, xj.token)
    expect(xd.data.FillingMode).toBe('school')
    expect(xd.data.Wishes[0]!.MajorNames).toEqual(['临床医学'])
  })
})
