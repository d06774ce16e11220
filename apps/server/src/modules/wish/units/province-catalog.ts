import { ErrorCode } from '@gk/contract'
import { findProvincePolicy, provinceCodes, subjectTypeLabels, type ProvinceCode, type ProvincePolicy, type SubjectType } from '@gk/domain'
import type { Db } from '../../../db/client.ts'
import type { RankTableIndex } from '@gk/domain'
import { AppError } from '../../../kernel/app-error.ts'
import { provinceRows } from './reference.repository.ts'
import type { RequestContext } from '../../../http/context.ts'

export type ProvinceEntry = { code: string; id: number; name: string; shortName: string; slug: ProvinceCode }

/** Provinces of the reference data keyed by GB code, with the engine's policy slug. */
export type ProvinceCatalog = { byCode: Map<string, ProvinceEntry>; all: ProvinceEntry[] }

async function loadCatalog(db: Db): Promise<ProvinceCatalog> {
  const rows = await provinceRows(db)
  const slugs = new Set<string>(provinceCodes)
  const all = rows
    .filter((r) => slugs.has(r.slug))
    .map((r) => ({ code: r.code, id: Number(r.code), name: r.name, shortName: r.short_name, slug: r.slug as ProvinceCode }))
  return { byCode: new Map(all.map((p) => [p.code, p])), all }
}

export function provinceCatalog(ctx: RequestContext): Promise<ProvinceCatalog> {
  return ctx.readModel.index('wish:provinces', loadCatalog)
}

export async function requireProvince(ctx: RequestContext, provinceId: number): Promise<ProvinceEntry> {
  const entry = (await provinceCatalog(ctx)).byCode.get(String(provinceId))
  if (!entry) throw new AppError(ErrorCode.WishProvinceUnknown)
  return entry
}

export function requirePolicy(province: ProvinceEntry, year: number): ProvincePolicy {
  const policy = findProvincePolicy(province.slug, year)
  if (!policy) throw new AppError(ErrorCode.WishYearUnsupported, `暂无${province.shortName}${year}年的招生政策数据`)
  return policy
}

/** The spec's SubjectType numbers (1 文科/历史类, 2 理科/物理类, 3 综合) under a policy's exam model. */
export function subjectTypeFor(policy: ProvincePolicy, value: number): SubjectType | null {
  const wanted: SubjectType | undefined =
    policy.examModel === '3+3'
      ? value === 3
        ? 'combined'
        : undefined
      : policy.examModel === '3+1+2'
        ? value === 1
          ? 'history'
          : value === 2
            ? 'physics'
            : undefined
        : value === 1
          ? 'liberal'
          : value === 2
            ? 'science'
            : undefined
  return wanted !== undefined && policy.subjectTypes.includes(wanted) ? wanted : null
}

export const subjectTypeValue: Record<SubjectType, number> = { liberal: 1, history: 1, science: 2, physics: 2, combined: 3 }

/** Labels as the reference tables spell the subject type (`score_rank_tables.subject_type`). */
export const subjectTypeLabel = subjectTypeLabels

export const fillingModeNames = { 'major-group': '院校专业组', major: '专业+院校', school: '院校' } as const

/** Years of a province that have a 一分一段表 for some subject type, newest first. */
export function rankYears(tables: RankTableIndex, provinceCode: string): number[] {
  return [...new Set(tables.forProvince(provinceCode).map((t) => t.year))].sort((a, b) => b - a)
}
