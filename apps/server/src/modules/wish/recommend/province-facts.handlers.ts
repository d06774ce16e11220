import type { ExamModelInfo, WishProvince } from '@gk/contract'
import { findProvincePolicy, policyYears, subjectLabel, type ProvincePolicy, lacksRankTables } from '@gk/domain'
import { defineHandlers } from '../../../http/endpoint.ts'
import type { RequestContext } from '../../../http/context.ts'
import { requireSeasonYear, scoreYears, seasonOf } from '../../../db/read-model/season.ts'
import {
  fillingModeNames,
  provinceCatalog,
  rankYears,
  requirePolicy,
  requireProvince,
  subjectTypeLabel,
  subjectTypeValue,
  type ProvinceEntry,
} from '../units/province-catalog.ts'
import { controlLineRows } from '../units/control-lines.ts'

/** The exam year the app fills for by default: the season's target year of the province. */
async function defaultYear(ctx: RequestContext, province: ProvinceEntry): Promise<number> {
  return (await seasonOf(ctx, province.code)).targetYear
}

async function provinces(ctx: RequestContext): Promise<WishProvince[]> {
  const catalog = await provinceCatalog(ctx)
  const tables = await ctx.readModel.rankTables()
  return Promise.all(
    catalog.all.map(async (p) => {
      const years = rankYears(tables, p.code)
      const year = await defaultYear(ctx, p)
      const policy = findProvincePolicy(p.slug, year)
      // a track without any 一分一段表 (西藏) is answered from its score lines (ADR 026, 069), so it has data when it has lines
      const someTrackByLines = policy?.subjectTypes.some((st) => lacksRankTables(tables, p.code, subjectTypeLabel[st])) ?? false
      const answersByLines = someTrackByLines && (await controlLineRows(ctx, p.code, year)).length > 0
      return {
        ID: p.id,
        ProvinceName: p.shortName,
        IsNewExam: policy !== undefined && policy.examModel !== 'traditional',
        LatestYear: years[0] ?? 0,
        HasData: years.length > 0 || answersByLines,
      }
    }),
  )
}

function examModelOf(province: ProvinceEntry, policy: ProvincePolicy): ExamModelInfo {
  const main = policy.batches.find((b) => b.id === policy.mainBatchId) ?? policy.batches[0]!
  return {
    ProvinceId: province.id,
    ProvinceName: province.shortName,
    Year: policy.year,
    IsNewExam: policy.examModel !== 'traditional',
    ExamModel: policy.examModel,
    SubjectTypes: policy.subjectTypes.map((t) => ({ Value: subjectTypeValue[t], Label: subjectTypeLabel[t] })),
    Subjects: policy.electiveSubjects.map((s) => ({ Value: s, Label: subjectLabel(s) })),
    SubjectCount: policy.electiveCount,
    TotalScore: policy.totalScore,
    FillingMode: main.fillingMode,
    FillingModeName: fillingModeNames[main.fillingMode],
    Sources: [...policy.sources],
    IsUnverified: policy.batches.some((b) => b.isUnverified === true),
  }
}

async function examModel(ctx: RequestContext, provinceId: number, year: number | undefined): Promise<ExamModelInfo> {
  const province = await requireProvince(ctx, provinceId)
  const y = year ?? (await defaultYear(ctx, province))
  await requireSeasonYear(ctx, province, y)
  return examModelOf(province, requirePolicy(province, y))
}

/** Province facts from the policy records and the reference data. */
export const provinceFactsHandlers = defineHandlers({
  async 'Wish/WishProvince'(_input, ctx) {
    return (await provinces(ctx)).filter((p) => p.HasData)
  },
  async 'Wish/WishProvinceAll'(_input, ctx) {
    return provinces(ctx)
  },
  async 'Wish/WishYear'(input, ctx) {
    const province = await requireProvince(ctx, input.ProvinceId)
    // the season's target year first (an estimated score until its table is out), then the years with a table
    return scoreYears(province, await seasonOf(ctx, province.code), rankYears(await ctx.readModel.rankTables(), province.code))
  },
  async 'Public/ProvinceIsNewExam'(input, ctx) {
    return examModel(ctx, input.ProvinceId, input.Year)
  },
  async 'Public/NewExamSubject'(input, ctx) {
    return examModel(ctx, input.ProvinceId, input.Year)
  },
  async 'Public/ProvinceIsFinalScore'(input, ctx) {
    const province = await requireProvince(ctx, input.ProvinceId)
    const years = rankYears(await ctx.readModel.rankTables(), province.code)
    const year = input.Year ?? (await defaultYear(ctx, province))
    // the real score exists once that year's 一分一段表 is published
    return { IsFinalScore: years.includes(year), Year: year }
  },
  async 'Public/NewExamProvince'(input, ctx) {
    const list = await provinces(ctx)
    if (input.Year === undefined) return list.filter((p) => p.IsNewExam)
    const catalog = await provinceCatalog(ctx)
    return list.filter((p) => {
      const policy = findProvincePolicy(catalog.byCode.get(String(p.ID))!.slug, input.Year!)
      return policy !== undefined && policy.examModel !== 'traditional'
    })
  },
  async 'Public/NewExamProvinceYear'(input, ctx) {
    const province = await requireProvince(ctx, input.ProvinceId)
    const years: number[] = []
    const last = Math.max(policyYears.last, await defaultYear(ctx, province))
    for (let y = policyYears.first; y <= last; y++) {
      const p = findProvincePolicy(province.slug, y)
      if (p && p.examModel !== 'traditional') years.push(y)
    }
    return { FirstYear: years[0] ?? null, Years: years }
  },
})
