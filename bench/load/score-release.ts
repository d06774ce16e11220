// The score-release mix: each virtual student, in a closed loop (next call when the last answer
// arrives), signs in with a password, reads StudentInfo, looks up its rank (Public/LineRank), pages
// the college-first and major-first forecast lists, saves its wish table (compare-and-set on the
// version it holds) and reopens it. 浙江 (专业+院校, User/WishSave), members (full lists).
import { AGREEMENT_VERSION } from '@gk/contract'
import { call, percentile, sql, type Answer } from './cluster.ts'

export const MIX = [
  'User/UserLogin',
  'User/StudentInfo',
  'Public/LineRank',
  'Wish/SchoolFirstListForecast',
  'Wish/SpecialtyFirstListForecast',
  'User/WishSave',
  'User/WishDetail',
] as const

const PASSWORD = 'abc12345'
const PROVINCE = 33
const page = { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }

export type Student = {
  mobile: string
  token: string
  score: number
  wishId: number
  version: number
  units: string[]
}

/** Signs up `count` students (mobiles unique per run), makes them members and saves a first table. */
export async function prepareStudents(port: number, database: string, count: number, runTag: number): Promise<Student[]> {
  const students: Student[] = []
  for (let i = 0; i < count; i++) {
    const mobile = `15${String(runTag % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`
    const signUp = await call(port, 'User/AddStudentAndLogin', {
      Mobile: mobile,
      Password: PASSWORD,
      ExamYear: 2026,
      ExamProvinceId: PROVINCE,
      AgreementVersion: AGREEMENT_VERSION,
    })
    if (signUp.code !== 0) throw new Error(`sign up ${mobile}: ${signUp.code} ${signUp.message}`)
    const token = (signUp.data as { token: string }).token
    const score = 560 + ((i * 7) % 100)
    const profile = await call(
      port,
      'User/EditUserScore',
      {
        ProvinceId: PROVINCE,
        Year: 2026,
        Score: score,
        SubjectType: 3,
        SelectSubjectList: ['physics', 'chemistry', 'technology'],
      },
      token,
    )
    if (profile.code !== 0) throw new Error(`score ${mobile}: ${profile.message}`)
    students.push({ mobile, token, score, wishId: 0, version: 0, units: [] })
  }
  await sql(database, 'UPDATE users SET member_type = 1 WHERE mobile = ANY($1)', [students.map((s) => s.mobile)])
  for (const s of students) {
    const list = await call(port, 'Wish/SpecialtyFirstListForecast', page, s.token)
    s.units = ((list.data as { List?: Array<{ UnitId: string }> } | null)?.List ?? []).map((r) => r.UnitId)
    if (s.units.length < 3) throw new Error(`no forecast units for ${s.mobile}: ${list.code} ${list.message}`)
    const saved = await call(port, 'User/WishSave', { BatchId: 'undergraduate', Name: '冲稳保', Wishes: wishes(s.units.slice(0, 3)) }, s.token)
    if (saved.code !== 0) throw new Error(`first save ${s.mobile}: ${saved.message}`)
    const d = saved.data as { WishId: number; Version: number }
    s.wishId = d.WishId
    s.version = d.Version
  }
  return students
}

const wishes = (ids: string[]) => ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))

type Step = (s: Student, port: number) => Promise<Answer>

const steps: Record<(typeof MIX)[number], Step> = {
  'User/UserLogin': async (s, port) => {
    const a = await call(port, 'User/UserLogin', { Mobile: s.mobile, Password: PASSWORD })
    const token = (a.data as { token?: string } | null)?.token
    if (token) s.token = token
    return a
  },
  'User/StudentInfo': (s, port) => call(port, 'User/StudentInfo', {}, s.token),
  'Public/LineRank': (s, port) => call(port, 'Public/LineRank', { ProvinceId: PROVINCE, Score: s.score }, s.token),
  'Wish/SchoolFirstListForecast': (s, port) => call(port, 'Wish/SchoolFirstListForecast', { ...page, PageIndex: 1 + (s.version % 3) }, s.token),
  'Wish/SpecialtyFirstListForecast': (s, port) => call(port, 'Wish/SpecialtyFirstListForecast', { ...page, PageIndex: 1 + (s.version % 3) }, s.token),
  'User/WishSave': async (s, port) => {
    // rotate the order: every save is a real change of the table
    const ids = [...s.units.slice(s.version % s.units.length), ...s.units.slice(0, s.version % s.units.length)].slice(0, 10)
    const a = await call(
      port,
      'User/WishSave',
      {
        WishId: s.wishId,
        Version: s.version,
        BatchId: 'undergraduate',
        Name: '冲稳保',
        Wishes: wishes(ids),
      },
      s.token,
    )
    const v = (a.data as { Version?: number } | null)?.Version
    if (a.code === 0 && v) s.version = v
    return a
  },
  'User/WishDetail': (s, port) => call(port, 'User/WishDetail', { WishId: s.wishId }, s.token),
}

export type CallStats = { name: string; count: number; p50: number; p99: number; errors: number }
export type RunResult = {
  seconds: number
  requests: number
  rps: number
  p50: number
  p99: number
  errors: number
  perCall: CallStats[]
  errorSamples: string[]
  /** CPU seconds the probed processes used during the measured window */
  cpu: Record<string, number>
}
export type CpuProbe = Record<string, () => number>

/** `concurrency` students at a time run the mix in a loop for `durationMs` after `warmupMs`. */
export async function runMix(
  port: number,
  students: Student[],
  concurrency: number,
  durationMs: number,
  warmupMs: number,
  probes: CpuProbe = {},
): Promise<RunResult> {
  const latencies = new Map<string, number[]>()
  const errors = new Map<string, number>()
  const errorSamples: string[] = []
  const startedAt = performance.now()
  const measureFrom = startedAt + warmupMs
  const end = measureFrom + durationMs
  // CPU used by the API instances (and PostgreSQL) in the measured window only: a per-core figure
  // that survives a machine shared with other work better than wall-clock throughput does
  const cpuAtStart: Record<string, number> = {}
  const cpu: Record<string, number> = {}
  const startProbe = setTimeout(() => {
    for (const [k, probe] of Object.entries(probes)) cpuAtStart[k] = probe()
  }, warmupMs)
  // each worker owns its own students: one student never saves from two places at once here
  const owned = (w: number) => students.filter((_, i) => i % concurrency === w)
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const mine = owned(w)
      for (let turn = 0; performance.now() < end && mine.length > 0; turn++) {
        const student = mine[turn % mine.length]!
        for (const name of MIX) {
          if (performance.now() >= end) break
          const t = performance.now()
          const a = await steps[name](student, port)
          if (t < measureFrom) continue
          const list = latencies.get(name) ?? []
          list.push(a.ms)
          latencies.set(name, list)
          if (a.status !== 200 || a.code !== 0) {
            errors.set(name, (errors.get(name) ?? 0) + 1)
            if (errorSamples.length < 10) errorSamples.push(`${name}: HTTP ${a.status} code ${a.code} ${a.message}`)
          }
        }
      }
    }),
  )
  clearTimeout(startProbe)
  for (const [k, probe] of Object.entries(probes)) cpu[k] = probe() - (cpuAtStart[k] ?? 0)
  const all = [...latencies.values()].flat().sort((a, b) => a - b)
  const seconds = durationMs / 1000
  const perCall = MIX.map((name) => {
    const l = (latencies.get(name) ?? []).sort((a, b) => a - b)
    return {
      name,
      count: l.length,
      p50: percentile(l, 50),
      p99: percentile(l, 99),
      errors: errors.get(name) ?? 0,
    }
  })
  return {
    seconds,
    requests: all.length,
    rps: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    perCall,
    errorSamples,
    cpu,
  }
}
