import { QueryClient } from '@tanstack/react-query'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { LIST_ROW_MAJORS, type Batch, type ScoreProfile, type UnitListOutput, type UnitListRow, type UnitRow } from '@gk/contract'
import { endpointKey } from '@gk/client'
import { sessionStore } from '../../../lib/session-store.ts'
import { draftSlotOf } from '../model/profile-scope.ts'

// Rows and batches shaped as the server sends them (contract types), so a field the UI reads cannot go missing.

export function unitRow(over: Partial<UnitRow> = {}): UnitRow {
  return {
    UnitId: '32:10284:03',
    BatchId: '32-2027-bk',
    SchoolId: '10284',
    SchoolName: '南京大学',
    SchoolCode: '1101',
    GroupCode: '03',
    MajorName: null,
    City: '南京',
    SchoolProvince: '江苏',
    Tags: ['985', '211'],
    Nature: '公办',
    SchoolType: '综合',
    RequirementText: '物理+化学',
    History: [
      { Year: 2026, MinScore: 652, MinRank: 2890, PlanCount: 40, Quality: 'official', Source: '江苏省教育考试院', Note: '' },
      { Year: 2025, MinScore: 648, MinRank: 3120, PlanCount: 38, Quality: 'derived', Source: '江苏省教育考试院', Note: '由专业线汇总' },
    ],
    PlanCount: 42,
    Tuition: 5200,
    MajorCount: 3,
    Majors: ['计算机科学与技术', '软件工程', '人工智能'],
    MajorsSource: 'plan',
    PlanType: '普通类',
    Eligibility: '',
    IsDerived: false,
    HistoryNote: '',
    Probability: 0.27,
    Tier: 'reach',
    TierName: '冲',
    Reason: '你的位次3500在近三年最低位次2890–3120之后',
    Confidence: 'medium',
    ExpectedRank: 3000,
    IsEstimate: true,
    ConfidenceNote: '',
    IneligibleReasons: [],
    ...over,
  }
}

/** A unit's full row as the recommendation lists send it: no per-year source or note, the first majors only, no codes or expected rank. */
export function listRow(over: Partial<UnitRow> = {}): UnitListRow {
  const { BatchId: _b, SchoolCode: _c, ExpectedRank: _e, IsEstimate: _i, History, Majors, ...rest } = unitRow(over)
  return {
    ...rest,
    History: History.map(({ Source: _s, Note: _n, ...year }) => year),
    Majors: Majors.slice(0, LIST_ROW_MAJORS),
    MajorCount: Majors.length,
  }
}

export function batch(over: Partial<Batch> = {}): Batch {
  return {
    BatchId: '32-2027-bk',
    BatchName: '本科批',
    Level: '本科',
    FillingMode: 'major-group',
    FillingModeName: '院校专业组',
    MaxWishes: 40,
    MaxMajorsPerWish: 6,
    HasAdjustment: true,
    IsAvailable: true,
    Reason: '',
    ControlLine: 462,
    ControlLineYear: 2026,
    ControlLineNote: '',
    UnitCount: 1200,
    IsUnverified: false,
    ...over,
  }
}

export function unitPage(over: Partial<UnitListOutput> = {}): UnitListOutput {
  return {
    List: [listRow()],
    Total: 1,
    PageIndex: 1,
    PageSize: 20,
    IsPreview: false,
    TargetYear: 2027,
    Rank: 3500,
    ScoreLine: null,
    DataNote: '按2026年录取数据估算',
    DataAbsent: false,
    ...over,
  }
}

/**
 * A fetch stand-in for the server: `/api/<name>` answers with the envelope of `answers[name]`
 * (a function may hold the answer back); every call is kept for the test to read.
 */
export function fakeServer(answers: Record<string, unknown>) {
  const calls: { name: string; body: unknown }[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    const name = url.replace(/^.*\/api\//, '')
    calls.push({ name, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null })
    if (!(name in answers)) return new Response(JSON.stringify({ code: 500, message: `no answer for ${name}`, data: null }), { status: 500 })
    const answer = answers[name]
    const data = typeof answer === 'function' ? await (answer as () => Promise<unknown>)() : answer
    return new Response(JSON.stringify({ code: 0, message: '成功', data }))
  }
  return { fetch, calls }
}

/** {@link fakeServer} installed as the page's fetch (undone by {@link signedInEachTest}'s cleanup). */
export function serveAsFetch(answers: Record<string, unknown>) {
  const server = fakeServer(answers)
  vi.stubGlobal('fetch', vi.fn(server.fetch))
  return server
}

/** A query client as the tests use it: no retries, so a refused call shows at once. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

/** A signed-in student in every test of the file; after each, the rendered page, fetch, session and drafts go. */
export function signedInEachTest(): void {
  beforeEach(() => sessionStore.set({ token: 't' }))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    sessionStore.reset()
    localStorage.clear()
  })
}

/** An answer that never comes: the query stays pending. */
export const never = () => new Promise<never>(() => {})

/** The candidate of the batch fixture (江苏 2027 物理类). */
export function scoreProfile(over: Partial<ScoreProfile> = {}): ScoreProfile {
  return {
    ProvinceId: 32,
    ProvinceName: '江苏',
    Year: 2027,
    IsNewExam: true,
    Score: 600,
    FinalScore: null,
    SubjectType: 1,
    SubjectTypeName: '物理类',
    SelectSubjectList: ['hx', 'sw'],
    Rank: 35398,
    RankBest: null,
    ManualRank: null,
    RankTableYear: 2026,
    RankIsEstimate: true,
    RankSource: '2026年江苏一分一段表',
    RiskAppetite: 'balanced',
    UpdatedAt: '2026-11-28T00:00:00Z',
    ...over,
  }
}

/** The profile and a member's account as already loaded (what the filling pages scope their queries and drafts by). */
export function withProfile(client: QueryClient, profile: ScoreProfile = scoreProfile()): QueryClient {
  client.setQueryData(endpointKey('User/SysUserConfig', {}), { ScoreProfile: profile, RiskAppetites: [] })
  client.setQueryData(endpointKey('User/StudentInfo', {}), { MemberType: 0, PackageData: [] })
  return client
}

/** The draft slot of a batch for the fixture profile. */
export const slotOf = (batchId: string) => draftSlotOf(scoreProfile(), batchId)
