import type { AiCard, AiSource } from '@gk/contract'
import { z } from 'zod'
import type { RankTableEntry, RankTableIndex } from '../../db/read-model/rank-tables.ts'
import type { RequestContext } from '../../http/context.ts'

/** What a tool hands back: the facts, where each number came from, and pages to open. */
export type ToolOutput = { data: Record<string, unknown>; sources: AiSource[]; cards: AiCard[] }

export type ToolDefinition<S extends z.ZodType = z.ZodType> = {
  name: string
  /** Chinese description for the model's function list */
  description: string
  schema: S
  run(args: z.output<S>, ctx: RequestContext): Promise<ToolOutput>
}

export const defineTool = <S extends z.ZodType>(tool: ToolDefinition<S>): ToolDefinition => tool

/** Shared argument schemas: the only shapes a tool ever runs with (what the model sends is untrusted). */
export const ProvinceArg = z.coerce.number().int().min(11).max(82).describe('省份代码（国标两位数，如 河南=41）')
export const SubjectTypeArg = z.enum(['物理类', '历史类', '理科', '文科', '综合']).optional().describe('科类')
export const SchoolIdArg = z
  .string()
  .regex(/^\d{10}$/)
  .describe('院校标识码（10位数字，来自 school_search）')
export const ScoreArg = z.coerce.number().int().min(0).max(900)
export const RankArg = z.coerce.number().int().min(1).max(5_000_000)
export const YearArg = z.coerce.number().int().min(2015).max(2035)

/** 新高考 ↔ 老高考 labels of the same track: earlier years of a reformed province use the old one. */
const sameTrack: Record<string, string[]> = {
  物理类: ['物理类', '理科', '综合'],
  历史类: ['历史类', '文科', '综合'],
  理科: ['理科', '物理类', '综合'],
  文科: ['文科', '历史类', '综合'],
  综合: ['综合', '物理类', '理科'],
}

/** The 一分一段表 to use: the requested track's newest table (not after `year` when given). */
export function pickRankTable(tables: RankTableIndex, provinceCode: string, subjectType: string | undefined, year?: number): RankTableEntry | null {
  const all = tables.forProvince(provinceCode).filter((t) => year === undefined || t.year <= year)
  const order = subjectType ? (sameTrack[subjectType] ?? [subjectType]) : ['物理类', '理科', '综合', '历史类', '文科']
  for (const label of order) {
    const hit = all.find((t) => t.subjectType === label)
    if (hit) return hit
  }
  return null
}

/** Labels of the same track, for history rows of earlier exam models. */
export function trackLabels(subjectType: string): string[] {
  return sameTrack[subjectType] ?? [subjectType]
}

export const provinceCodeOf = (provinceId: number) => String(provinceId).padStart(2, '0')

export function schoolCard(schoolId: string, name: string, subtitle: string): AiCard {
  return { Kind: 'school', Title: name, Subtitle: subtitle, Path: 'pages/home/schoolDetail/schoolDetail', Query: { id: schoolId } }
}

export function rankCard(provinceId: number, subtitle: string): AiCard {
  return {
    Kind: 'rank',
    Title: '查位次',
    Subtitle: subtitle,
    Path: 'pages/home/searcharrangement/searcharrangement',
    Query: { provinceId: String(provinceId) },
  }
}

export function majorCard(specialtyId: string, name: string, subtitle: string): AiCard {
  return { Kind: 'major', Title: name, Subtitle: subtitle, Path: 'pages/home/specialityDetails/specialityDetails', Query: { id: specialtyId } }
}

/** 99.6 % shown as “≥99%”: the model's bounds are not certainty. */
export const percent = (p: number) => (p >= 0.99 ? '≥99%' : p <= 0.01 ? '≤1%' : `${Math.round(p * 100)}%`)
