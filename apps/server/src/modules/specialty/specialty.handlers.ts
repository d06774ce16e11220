import { ErrorCode } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { AppError } from '../../http/app-error.ts'
import { referenceLabels, toQuality, toQualityOrNull } from '../../db/read-model/reference-labels.ts'
import type { RequestContext } from '../../http/context.ts'
import { buildSpecialtyIndex, relatedOccupations, searchSpecialties } from './specialty-index.ts'

const specialtyIndex = (ctx: RequestContext) => ctx.readModel.index('specialty', buildSpecialtyIndex)
const page = <T>(all: T[], pageIndex: number, pageSize: number) => ({
  List: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  Total: all.length,
  PageIndex: pageIndex,
  PageSize: pageSize,
})

/** 查专业: tree, lists, search, detail, hot list and ranking. */
export const specialtyHandlers = defineHandlers({
  async 'Specialty/SpecialtyCategoryList'(input, ctx) {
    return (await specialtyIndex(ctx)).trees.get(input.Level) ?? []
  },

  async 'Specialty/SpecialtyList'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const list = index.all.filter(
      (e) =>
        (!input.Level || e.summary.Level === input.Level) &&
        (!input.Category || e.summary.Category === input.Category) &&
        (!input.SubCategory || e.summary.SubCategory === input.SubCategory),
    )
    return page(list.map((e) => e.summary), input.PageIndex, input.PageSize)
  },

  async 'Specialty/SpecialtySearch'(input, ctx) {
    const hits = searchSpecialties(await specialtyIndex(ctx), input.Keyword, input.Level)
    return page(hits.map((e) => e.summary), input.PageIndex, input.PageSize)
  },

  async 'Specialty/SpecialtyOrCategorySearch'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const seen = new Set<string>()
    const categories: { Name: string; Kind: '门类' | '专业类'; Level: string }[] = []
    for (const { summary: s } of index.all) {
      for (const [name, kind] of [
        [s.Category, '门类'],
        [s.SubCategory, '专业类'],
      ] as const) {
        const key = `${s.Level}|${kind}|${name}`
        if (name && name.includes(input.Keyword) && !seen.has(key)) {
          seen.add(key)
          categories.push({ Name: name, Kind: kind, Level: s.Level })
        }
      }
    }
    return { Categories: categories.slice(0, 20), Specialties: searchSpecialties(index, input.Keyword).slice(0, 20).map((e) => e.summary) }
  },

  async 'Specialty/SpecialtyInfo'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const entry = index.byId.get(input.SpecialtyId)
    if (!entry) throw new AppError(ErrorCode.NotFound, '专业不存在')
    const labels = await referenceLabels(ctx.readModel)
    const province = input.ProvinceId === undefined ? null : String(input.ProvinceId)
    let colleges: Awaited<ReturnType<typeof collegeLinesOf>> = []
    let collegeCount = 0
    if (province) {
      colleges = await collegeLinesOf(ctx, input.SpecialtyId, entry.summary.Name, province)
      collegeCount = new Set(colleges.map((c) => c.institution_id)).size
    }
    return {
      ...entry.summary,
      Quality: toQuality(entry.quality),
      Source: labels.sourceName(entry.sourceId),
      ProvinceName: province ? labels.provinceName(province) : null,
      CollegeCount: collegeCount,
      Colleges: colleges.slice(0, 30).map((c) => ({
        SchoolId: c.institution_id ?? '',
        SchoolName: c.institution_name,
        Year: c.year,
        SubjectType: c.subject_type,
        MinScore: c.min_score,
        MinRank: c.min_rank,
        MinRankQuality: toQualityOrNull(c.min_rank_quality),
        Quality: toQuality(c.quality),
        Source: labels.sourceName(c.source_id),
      })),
      Occupations: relatedOccupations(index, entry.summary.Name).map((o) => ({ Code: o.code, Name: o.name })),
      OccupationsNote: '按专业名称与职业名称的关键词关联，仅供参考',
    }
  },

  async 'Specialty/SpecialtyHotList'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const list = index.all
      .filter((e) => e.summary.Level === input.Level && e.schoolCount > 0)
      .sort((a, b) => b.schoolCount - a.schoolCount)
      .slice(0, input.Count)
    return { List: list.map((e) => ({ ...e.summary, SchoolCount: e.schoolCount })), Basis: '按招生计划中开设该专业的院校数排序' }
  },

  async 'Specialty/SpecialtyRankList'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const labels = await referenceLabels(ctx.readModel)
    const params: unknown[] = []
    let where = `kind = 'ruanke-major'`
    if (input.SpecialtyId) where += ` AND major_id = $${params.push(input.SpecialtyId)}`
    if (input.SchoolId) where += ` AND institution_id = $${params.push(input.SchoolId)}`
    if (!input.SpecialtyId && !input.SchoolId) throw new AppError(ErrorCode.InvalidInput, '请选择专业或院校')
    const [count] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rankings WHERE ${where}`, params)
    const rows = await ctx.db.query<{ rank: number; grade: string | null; institution_id: string | null; institution_name: string; subject_name: string; year: number; source_id: string; quality: string }>(
      `SELECT rank, grade, institution_id, institution_name, subject_name, year, source_id, quality FROM rankings WHERE ${where}
       ORDER BY rank, institution_name LIMIT ${input.PageSize} OFFSET ${(input.PageIndex - 1) * input.PageSize}`,
      params,
    )
    const name = input.SpecialtyId ? (index.byId.get(input.SpecialtyId)?.summary.Name ?? null) : null
    return {
      List: rows.map((r) => ({ Rank: r.rank, Grade: r.grade ?? '', SchoolId: r.institution_id, SchoolName: input.SpecialtyId ? r.institution_name : r.subject_name, Year: r.year, Source: labels.sourceName(r.source_id), Quality: toQuality(r.quality) })),
      Total: count?.n ?? 0,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      SpecialtyName: name,
      Title: '软科中国大学专业排名 2026',
    }
  },
})

/** Lines of colleges for one major in a province, newest year, highest first. */
async function collegeLinesOf(ctx: RequestContext, specialtyId: string, name: string, province: string) {
  const rows = await ctx.db.query<{ institution_id: string | null; institution_name: string; year: number; subject_type: string; min_score: number | null; min_rank: number | null; min_rank_quality: string | null; source_id: string; quality: string }>(
    `WITH hits AS (
       SELECT institution_id, institution_name, year, subject_type, min_score, min_rank, min_rank_quality, source_id, quality FROM admission_results
       WHERE province_code = $1 AND unit_level = 'major' AND (major_id = $2 OR major_name = $3) AND min_score IS NOT NULL AND institution_id IS NOT NULL
     )
     SELECT DISTINCT ON (institution_id) * FROM hits WHERE year = (SELECT max(year) FROM hits)
     ORDER BY institution_id, min_score DESC`,
    [province, specialtyId, name],
  )
  return rows.sort((a, b) => (b.min_score ?? 0) - (a.min_score ?? 0))
}
