// What the HTTP suites (filling, abuse) share besides the server and the client: the API envelope,
// signing students up, the process figures of the server, and the provinces and tracks of a season.
import { AGREEMENT_VERSION } from '@gk/contract'
import { findProvincePolicy, provinceCodes, subjectTypeLabels, type ProvinceCode, type SubjectType } from '@gk/domain'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { request } from './loopback.ts'

/** The load average (1/5/15 min): the machine is shared, every figure is given with it. */
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')

/** Resident memory of a process, MB. */
export function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? ''
  return Number(line.replace(/\D+/g, '')) / 1024
}

/** CPU seconds (user + system) the process has used: what it costs, whatever else runs on the machine. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** One API call; anything but code 0 throws with the code and message. */
export async function call<T>(port: number, name: string, input: unknown, token?: string): Promise<T> {
  const res = await request(port, 'POST', `/api/${name}`, JSON.stringify(input), token)
  const env = JSON.parse(res.text) as { code: number; message: string; data: T }
  if (env.code !== 0) throw new Error(`${name}: ${env.code} ${env.message}`)
  return env.data
}

/** A new student account (the bench server takes sign-ups without an SMS code); its session token. */
export async function signUpStudent(port: number, mobile: string): Promise<string> {
  const { token } = await call<{ token: string }>(port, 'User/AddStudentAndLogin', {
    Mobile: mobile,
    Password: 'bench2027x',
    AgreementVersion: AGREEMENT_VERSION,
  })
  return token
}

/** A fresh mobile number per call of a run: `prefix` (4 digits) + the clock + a counter. */
let numbers = 0
export const freshMobile = (prefix: string) => `${prefix}${String((Date.now() + numbers++) % 10_000_000).padStart(7, '0')}`

// GB codes in the order of the engine's province slugs
export const gbCodes = [11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65]
export const subjectTypeValue: Record<SubjectType, number> = { liberal: 1, history: 1, science: 2, physics: 2, combined: 3 }
// the 科类 labels of the domain, under the name the suites import
export const subjectTypeLabel: Readonly<Record<SubjectType, string>> = subjectTypeLabels
export const electives: Record<SubjectType, string[]> = {
  physics: ['chemistry', 'biology'],
  history: ['politics', 'geography'],
  combined: ['physics', 'chemistry', 'biology'],
  science: [],
  liberal: [],
}

/** Every province and track of a season, with a mid score (70 % of the total). */
export function provinceTracks(year = 2026): { slug: ProvinceCode; provinceId: number; subjectType: SubjectType; score: number }[] {
  return provinceCodes.flatMap((slug, i) => {
    const policy = findProvincePolicy(slug, year)
    return policy ? policy.subjectTypes.map((subjectType) => ({ slug, provinceId: gbCodes[i]!, subjectType, score: Math.round(policy.totalScore * 0.7) })) : []
  })
}

/** The 山东 2026 综合 560 candidate the hot-path and abuse suites load (the largest province). */
export const shandong560 = { ProvinceId: 37, Year: 2026, Score: 560, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'] }
