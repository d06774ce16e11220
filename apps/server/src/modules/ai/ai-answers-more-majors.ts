import type { Chance } from './ai-chance-types.ts'

/**
 * A second or third major asked in one chance question (「河北大学的土木工程和计算机哪个更有希望」), with its own ordinary
 * units (at most two), from one more call of `admission_probability` per major. Members, non-members and a candidate
 * placed by 线差 get every major asked, each said the way their answer says the first (chance, tier, or tier and points).
 */
export type MoreMajor = { name: string; units: Chance['Units'] }

/** Each further major's units, said by `said`; or that the batch has no ordinary unit with it. */
export function moreMajorLines(more: readonly MoreMajor[], schoolName: string, said: (name: string, u: Chance['Units'][number]) => string): string[] {
  return more.flatMap((m) => (m.units.length ? m.units.map((u) => said(m.name, u)) : [`- 数据里${schoolName}这一批次没有含“${m.name}”的普通类单位。`]))
}
