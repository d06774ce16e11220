import { BARE_NOTE, UNCODED_NOTE } from './auto-table.ts'
import { findProvincePolicy, type ProvinceCode, type SubjectType } from '@gk/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { datasetMemberPerFile, signUpCandidate } from '../../../testing/students.ts'
import { subjectTypeLabel, subjectTypeValue } from '../units/province-catalog.ts'
import { electives, typedCall } from '../wish-test-kit.ts'
import { pickerMajors } from './auto-table.test-kit.ts'

/**
 * The one-tap table in every province and track of the newest season, through the real app: a
 * mid-score candidate (本科线 +60) gets a whole table the checker accepts (no fatal finding), tiers in
 * order 冲 → 稳 → 保 with probabilities rising, ordinary plans only, majors within the batch's limit,
 * and the save endpoint takes it as it is. Entries that cannot pass with the data are listed with the
 * reason; a new failure fails, and so does a listed entry that starts passing.
 */
const knownFailures: Record<string, string> = {}

const { app, member } = datasetMemberPerFile()
const call = typedCall(() => app)
let freeToken = ''

beforeAll(async () => {
  freeToken = (await signUpCandidate(app)).token
})

const tierIndex = { reach: 0, match: 1, safe: 2 } as const

/** The newest year with a rank table of the track (as the province matrix picks it). */
async function seasonYear(code: string, label: string): Promise<number> {
  const rows = await app.db.query<{ year: number }>(
    `SELECT t.year FROM score_rank_tables t WHERE t.province_code = $1 AND t.subject_type = $2
        AND EXISTS (SELECT 1 FROM admission_results a WHERE a.province_code = t.province_code AND a.year = t.year - 1)
      ORDER BY t.year DESC LIMIT 1`,
    [code, label],
  )
  return rows[0]?.year ?? 2026
}

type Measured = { key: string; wishes: number; max: number; mix: string; ms: number; noAdmission: number; failures: string[]; bare?: number }

async function measure(province: { code: string; short_name: string; slug: string }, st: SubjectType): Promise<Measured> {
  const label = subjectTypeLabel[st]
  const year = await seasonYear(province.code, label)
  const policy = findProvincePolicy(province.slug as ProvinceCode, year)!
  const batch = policy.batches.find((b) => b.id === policy.mainBatchId)!
  const m: Measured = { key: `${province.short_name} ${label}`, wishes: 0, max: batch.maxWishes, mix: '', ms: 0, noAdmission: 1, failures: [] }
  const fail = (why: string) => m.failures.push(why)
  const setScore = (Score: number) =>
    call(
      'User/EditUserScore',
      { ProvinceId: Number(province.code), Year: year, Score, SubjectType: subjectTypeValue[st], SelectSubjectList: electives[st], RiskAppetite: 'balanced' },
      member.token,
    )
  await setScore(Math.round(policy.totalScore * 0.6))
  const batches = await call('Wish/BatchList', {}, member.token)
  const line = batches.code === 0 ? (batches.data.find((b) => b.BatchId === batch.id)?.ControlLine ?? null) : null
  const score = Math.min(policy.totalScore, (line ?? Math.round(policy.totalScore * 0.55)) + 60)
  const set = await setScore(score)
  if (set.code !== 0) {
    fail(`成绩保存失败：${set.message}`)
    return m
  }
  const res = await call('Wish/AutoTable', { BatchId: batch.id }, member.token)
  if (res.code !== 0) {
    fail(`${score}分：${res.message}`)
    return m
  }
  const t = res.data
  m.wishes = t.Wishes.length
  m.mix = `${t.Mix.Reach}/${t.Mix.Match}/${t.Mix.Safe}`
  m.ms = t.ElapsedMs
  m.noAdmission = t.Analysis.NoAdmission
  const fatal = t.Analysis.Findings.filter((f) => f.Severity === 'fatal')
  if (fatal.length > 0) fail(`致命问题：${fatal.map((f) => f.Message).join('；')}`)
  if (t.Wishes.length > batch.maxWishes) fail(`志愿数 ${t.Wishes.length} > ${batch.maxWishes}`)
  if (t.Wishes.length < Math.min(batch.maxWishes, 10)) fail(`只生成了 ${t.Wishes.length} 个志愿`)
  if (t.Mix.Reach + t.Mix.Match + t.Mix.Safe !== t.Wishes.length) fail('冲稳保计数与志愿数不符')
  if (t.Mix.Safe < 1) fail('没有保底志愿')
  const tiers = t.Wishes.map((w) => tierIndex[w.Tier])
  if (tiers.some((x, i) => i > 0 && x < tiers[i - 1]!)) fail('冲稳保顺序错乱')
  const p = t.Wishes.map((w) => w.Row.Probability ?? -1)
  if (p.some((x, i) => x < 0 || (i > 0 && x < p[i - 1]! - 1e-9))) fail('概率未按志愿顺序上升')
  if (t.Wishes.some((w) => w.Row.PlanType !== '普通类')) fail('未要求却含特殊类型计划')
  if (t.Wishes.some((w) => w.MajorNames.length > batch.maxMajorsPerWish)) fail('专业数超过限制')
  if (batch.fillingMode === 'major' && t.Wishes.some((w) => w.MajorNames.length > 0)) fail('专业+院校模式不应再选专业')
  // a province without any 一分一段表 explains in points above the line (ADR 026)
  if (t.Wishes.some((w) => !/^[冲稳保]：/.test(w.Explanation) || !(w.Explanation.includes('你的位次') || /你(高出|低于)本科线\d+分/.test(w.Explanation))))
    fail('志愿说明缺失')
  if (new Set(t.Wishes.map((w) => w.UnitId)).size !== t.Wishes.length) fail('重复志愿')
  // a school without a group code or majors cannot be filled in as it stands (issue #29, ADR 051): it only takes slots the
  // coded groups and the schools with known majors leave open, and its wish says to find its group in this year's plan
  const bare = t.Wishes.filter((w) => w.Row.GroupCode === null && w.Row.Majors.length === 0)
  if (batch.fillingMode === 'major-group' && bare.some((w) => !w.Explanation.endsWith(BARE_NOTE))) fail('既无专业组代码也无专业的院校没有说明')
  if (batch.fillingMode === 'major-group' && bare.length > 0) m.bare = bare.length
  // the table saves as it is
  const save = await call(
    batch.fillingMode === 'major-group' ? 'User/WishSpecialtyGroupSave' : 'User/WishSave',
    { BatchId: batch.id, Wishes: t.Wishes.map(({ UnitId, MajorNames, IsAdjustmentAccepted }) => ({ UnitId, MajorNames, IsAdjustmentAccepted })) },
    member.token,
  )
  if (save.code !== 0) fail(`保存失败：${save.message}`)
  return m
}

describe('one-tap table in every province and track (newest season)', () => {
  it('gives a mid-score candidate a valid, ordered, ordinary table everywhere except the listed entries', async () => {
    const provinces = await app.db.query<{ code: string; short_name: string; slug: string }>('SELECT code, short_name, slug FROM provinces ORDER BY code')
    expect(provinces).toHaveLength(31)
    const results: Measured[] = []
    for (const province of provinces) {
      for (const st of findProvincePolicy(province.slug as ProvinceCode, 2026)!.subjectTypes) results.push(await measure(province, st))
    }
    console.log(
      results
        .map((r) => `${r.key}\t${r.wishes}/${r.max}\t冲稳保 ${r.mix}\t滑档 ${Math.round(r.noAdmission * 100)}%\t${r.ms} ms\t${r.failures.join('；')}`)
        .join('\n'),
    )
    const unexpected = results.filter((r) => r.failures.length > 0 && !(r.key in knownFailures)).map((r) => `${r.key}: ${r.failures.join('；')}`)
    const nowPassing = results.filter((r) => r.failures.length === 0 && r.key in knownFailures).map((r) => r.key)
    expect({ unexpected, nowPassing }).toEqual({ unexpected: [], nowPassing: [] })
  }, 600_000)
})

describe('one-tap table: preferences, appetite and membership (河南 物理 600)', () => {
  beforeAll(async () => {
    for (const t of [member.token, freeToken]) {
      const res = await call('User/EditUserScore', { ProvinceId: 41, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, t)
      expect(res.code).toBe(0)
    }
  })

  it('is bolder for 激进 than for 保守, and each fills the 48 slots of 普通本科批', async () => {
    const bold = await call('Wish/AutoTable', { BatchId: 'undergraduate', RiskAppetite: 'aggressive' }, member.token)
    const safe = await call('Wish/AutoTable', { BatchId: 'undergraduate', RiskAppetite: 'conservative' }, member.token)
    // 48 before ADR 051; a school with neither a group code nor majors is no longer a wish, and on ds-9fd44611cd5c33ce
    // one of the two tables finds 47 fillable units (gap reported, not hidden: the advice says the table is short)
    expect(Math.min(bold.data.Wishes.length, safe.data.Wishes.length)).toBeGreaterThanOrEqual(47)
    expect(Math.max(bold.data.Wishes.length, safe.data.Wishes.length)).toBe(48)
    expect(bold.data.Mix.Reach).toBeGreaterThan(safe.data.Mix.Reach)
    expect(safe.data.Mix.Safe).toBeGreaterThan(bold.data.Mix.Safe)
    expect(safe.data.Analysis.NoAdmission).toBeLessThanOrEqual(bold.data.Analysis.NoAdmission)
  })

  it('puts preferred regions, tags and majors first and keeps the tuition cap', async () => {
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate', SchoolProvinceIds: [41], Majors: ['计算机'], TuitionMax: 10000 }, member.token)
    expect(res.code).toBe(0)
    const strict = res.data.Wishes.filter((w) => !w.Explanation.includes('放宽'))
    // how many units match region + major + tuition strictly depends on the data and the model (2 for 河南 600 on the
    // 2027 season); what matters is that they exist and honour all three
    expect(strict.length).toBeGreaterThan(0)
    for (const w of strict) {
      expect(w.Row.SchoolProvince).toBe('河南')
      expect(w.Row.Majors.some((m) => m.includes('计算机'))).toBe(true)
    }
    expect(res.data.Wishes.every((w) => w.Row.Tuition === null || w.Row.Tuition <= 10000)).toBe(true)
    // a preferred major inside a group comes first among its chosen majors
    const withMajor = strict.filter((w) => w.MajorNames.length > 0)
    expect(withMajor.length).toBeGreaterThan(0)
    for (const w of withMajor) expect(w.MajorNames[0]).toContain('计算机')
    // what was loosened is said
    if (strict.length < res.data.Wishes.length) expect(res.data.Relaxed.length).toBeGreaterThan(0)
  })

  it('lists special plans only when asked', async () => {
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate', PlanTypes: ['普通类', '国家专项'] }, member.token)
    expect(res.code).toBe(0)
    expect(res.data.Wishes.every((w) => ['普通类', '国家专项'].includes(w.Row.PlanType))).toBe(true)
  })

  it('shows a free user the whole table with its tiers and no chances, as the lists do (ADR 045)', async () => {
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate' }, freeToken)
    expect(res.code).toBe(0)
    expect(res.data.Wishes).toHaveLength(48)
    expect(res.data.IsPreview).toBe(true)
    expect(res.data.Wishes.every((w) => w.Row.Probability === null && w.Row.Tier === w.Tier && !w.Explanation.includes('录取概率'))).toBe(true)
    expect(res.data.Analysis.Landing.every((l) => l.Landing === 0)).toBe(true)
    expect(res.data.Analysis.Summary).not.toMatch(/%/)
  })

  it("keeps every 保 within twice the candidate's rank (广东 560 and 河南 540, issue #32 item 4)", async () => {
    // 广东 物理 560 is the walk's student (rank about 73k, 保 wishes down to 339k before the cap)
    for (const [ProvinceId, Score] of [
      [44, 560],
      [41, 540],
    ] as const) {
      await call('User/EditUserScore', { ProvinceId, Year: 2026, Score, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, member.token)
      const res = await call('Wish/AutoTable', { BatchId: 'undergraduate', RiskAppetite: 'conservative' }, member.token)
      expect(res.code).toBe(0)
      const rank = res.data.Rank!
      const safes = res.data.Wishes.filter((w) => w.Tier === 'safe')
      expect(safes.length).toBeGreaterThanOrEqual(2)
      const deepest = safes.map((w) => w.Row.History.find((h) => h.MinRank !== null && h.MinRank >= 1)?.MinRank ?? 0)
      console.log(`${ProvinceId} 物理 ${Score}: rank ${rank}, 保 ${safes.length}, deepest 保 ${Math.max(...deepest)}`)
      expect(deepest.filter((d) => d > rank * 2)).toEqual([])
      // the slots a deep 保 would have taken still hold units
      expect(res.data.Wishes).toHaveLength(res.data.MaxWishes)
    }
    await call('User/EditUserScore', { ProvinceId: 41, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, member.token)
  }, 300_000)

  it('refuses a batch the score cannot enter, in Chinese', async () => {
    await call('User/EditUserScore', { ProvinceId: 41, Year: 2026, Score: 300, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, freeToken)
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate' }, freeToken)
    expect(res.code).toBe(1207)
    expect(res.message).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('one-tap table where the 专业组 data is partial (河南 物理 565, issue #29)', () => {
  beforeAll(async () => {
    const res = await call(
      'User/EditUserScore',
      { ProvinceId: 41, Year: 2026, Score: 565, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
      member.token,
    )
    expect(res.code).toBe(0)
  })

  it("fills every wish with a unit whose majors are known, and says when the 专业组 code is this year's plan's", async () => {
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate' }, member.token)
    expect(res.code).toBe(0)
    expect(res.data.Wishes.length).toBeGreaterThan(40)
    // a unit whose majors are unknown cannot be filled in (its major picker would be empty): never a wish (ADR 059)
    expect(res.data.Wishes.filter((w) => w.Row.Majors.length === 0).map((w) => w.Row.SchoolName)).toEqual([])
    // a school without a known code is a wish only with its majors and the note that the code is this year's plan's
    expect(res.data.Wishes.filter((w) => w.Row.GroupCode === null && !w.Explanation.endsWith(UNCODED_NOTE)).map((w) => w.Row.SchoolName)).toEqual([])
    expect(res.data.DataNote).toMatch(/专业组：\d+ 个有往年投档的专业组代码/)
  })

  it('chooses majors inside most groups, and the major picker lists the majors of each group (ADR 051)', async () => {
    const res = await call('Wish/AutoTable', { BatchId: 'undergraduate' }, member.token)
    expect(res.code).toBe(0)
    const withMajors = res.data.Wishes.filter((w) => w.MajorNames.length > 0)
    const pickers = await pickerMajors(call, member.token, res.data.Wishes)
    const empty = pickers.filter((p) => p.names.length === 0).map((p) => p.label)
    // the majors chosen for each wish are among those its picker offers
    const outside = pickers.reduce((n, p) => n + p.wish.MajorNames.filter((m) => !p.names.includes(m)).length, 0)
    // measured: 9 of 48 wishes with chosen majors and 13 empty major pickers on ds-9fd44611cd5c33ce; 15 and 6 on
    // ds-abc3640c42f34069 (the 6: coded groups of schools no source gives a major for, offered as wishes). A unit
    // whose majors are unknown is no longer a wish (ADR 059): 0 empty pickers
    console.log(
      `河南 物理 565: ${withMajors.length}/${res.data.Wishes.length} wishes with chosen majors, ${empty.length} empty major pickers ${empty.join('；')}`,
    )
    expect(outside).toBe(0)
    expect(withMajors.length).toBeGreaterThanOrEqual(15)
    expect(empty).toEqual([])
  })
})
