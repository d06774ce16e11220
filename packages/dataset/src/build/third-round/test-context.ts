import { SchoolMatcher } from '../../normalize/school-matcher.ts'
import { newAccumulator, noteCode } from '../accumulator.ts'
import { parseCsv } from '../csv.ts'
import { assignPlanTypes } from '../plan-types.ts'
import type { Row } from '../write-tables.ts'
import { type Ctx, newCtx } from './unit-rows.ts'

/** A few real institutions (MOE ids) for reader tests. */
const SCHOOLS: [id: string, name: string, level?: string][] = [
  ['4111010001', '北京大学'],
  ['4111010002', '中国人民大学'],
  ['4111010003', '清华大学'],
  ['4111010006', '北京航空航天大学'],
  ['4111010033', '中国传媒大学'],
  ['4122011437', '长春工程学院'],
  ['4131010246', '复旦大学'],
  ['4131010252', '上海理工大学'],
  ['4131011833', '上海杉达学院'],
  ['4131012495', '上海城建职业学院'],
  ['4131013907', '上海中华职业技术学院'],
  ['4132010284', '南京大学'],
  ['4133010335', '浙江大学'],
  ['4134010378', '安徽财经大学'],
  ['4135011313', '福建商学院'],
  ['4142010486', '武汉大学'],
  ['4142010487', '华中科技大学'],
  ['4144013684', '珠海科技学院'],
  ['4145010593', '广西大学'],
  ['4132010315', '南京中医药大学'],
  ['4111010004', '北京交通大学'],
  ['4143010532', '湖南大学'],
  ['4144010560', '汕头大学'],
  ['4144011819', '东莞理工学院'],
  ['4113010075', '河北大学'],
  ['4137010440', '滨州医学院'],
  ['4153012851', '昆明艺术职业学院', '专科'],
]

/** Reader context over the real matcher; `codes` are provincial codes an earlier source tied to a school. */
export function testCtx(codes: [province: string, code: string, id: string][] = []): Ctx {
  const acc = newAccumulator()
  for (const [p, c, id] of codes) noteCode(acc, p, c, id, '', 2025, 'earlier', 'official')
  const list = SCHOOLS.map(([id, name, level]) => ({ id, name, level: level ?? '本科' }))
  return newCtx(acc, new SchoolMatcher(list), list)
}

export const csv = (text: string) => parseCsv(text.trim())

/** Reader output with plan_type set the way the build sets it. */
export function typed(rows: Row[]): Row[] {
  assignPlanTypes(rows)
  return rows
}
