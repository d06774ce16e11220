import { ErrorCode } from '@gk/contract'
import { beijingDay, findProvincePolicy, policyYears, provinceCodes, subjectLabel, type ProvinceCode, type ProvincePolicy, type Subject } from '@gk/domain'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { comboDetail, comboStat, enumerateCombos, filterUnits, totalsOf, type Combo, type ComboStat } from './combo-stats.ts'
import { rankCombos } from './rank-combos.ts'
import { latestHollandCode, loadProvinceUnits, provinceRows, type StatSource } from './select-exam.repository.ts'

type Province = { code: string; name: string; slug: ProvinceCode }

async function loadProvinces(db: Db): Promise<Map<string, Province>> {
  const rows = await provinceRows(db)
  const known = new Set<string>(provinceCodes)
  return new Map(rows.filter((r) => known.has(r.slug)).map((r) => [r.code, { code: r.code, name: r.short_name, slug: r.slug as ProvinceCode }]))
}

/** The province and its newest policy record; traditional 文/理 provinces have no combinations. */
async function provinceModel(ctx: RequestContext, provinceId: number): Promise<{ province: Province; policy: ProvincePolicy; combos: Combo[] }> {
  const province = (await ctx.readModel.index('select-exam:provinces', loadProvinces)).get(String(provinceId))
  if (!province) throw new AppError(ErrorCode.NotFound, '没有这个省份')
  const policy = findProvincePolicy(province.slug, policyYears.last)!
  if (policy.examModel === 'traditional') throw new AppError(ErrorCode.InvalidInput, `${province.name}${policy.year}年仍为文理分科，没有选科组合`)
  return { province, policy, combos: enumerateCombos(policy) }
}

async function unitsOf(ctx: RequestContext, province: Province) {
  const data = await ctx.readModel.index(`select-exam:units:${province.code}`, (db) => loadProvinceUnits(db, province.code, province.name))
  if (!data.source) throw new AppError(ErrorCode.NotFound, `暂无${province.name}的选科要求数据`)
  return { source: data.source, units: data.units }
}

const sourceOut = (s: StatSource) => ({ Table: s.table, Year: s.year, Label: s.label, Notes: s.notes })
const comboOut = (c: Combo) => ({ Key: c.key, Name: c.name, First: c.first, Subjects: c.subjects })
const statOut = (c: Combo, s: ComboStat) => ({
  Key: c.key,
  Name: c.name,
  Units: s.units,
  UnitShare: s.unitShare,
  Seats: s.seats,
  SeatShare: s.seatShare,
  Majors: s.majors,
  MajorShare: s.majorShare,
})
const option = (s: Subject) => ({ Key: s, Name: subjectLabel(s) })

export const selectExamHandlers = defineHandlers({
  'Career/SelectExamList': async (input, ctx) => {
    const { province, policy, combos } = await provinceModel(ctx, input.ProvinceId)
    return {
      ProvinceId: Number(province.code),
      ProvinceName: province.name,
      Year: policy.year,
      ExamModel: policy.examModel,
      ElectiveCount: policy.electiveCount,
      FirstSubjects: policy.examModel === '3+1+2' ? (['physics', 'history'] as const).map(option) : [],
      ElectiveSubjects: policy.electiveSubjects.map(option),
      Combos: combos.map(comboOut),
    }
  },
  'Career/SelectExamStat': async (input, ctx) => {
    const { province, policy, combos } = await provinceModel(ctx, input.ProvinceId)
    const { source, units: all } = await unitsOf(ctx, province)
    const hasFilter = input.InstitutionNames.length + input.MajorNames.length > 0
    const compute = async () => {
      const units = hasFilter ? filterUnits(all, { institutionNames: input.InstitutionNames, majorNames: input.MajorNames }) : all
      const totals = totalsOf(units)
      return { totals, pairs: combos.map((combo) => ({ combo, stat: comboStat(units, combo, totals) })) }
    }
    // the whole-province table is the same for everyone until the data changes: computed once
    const { totals, pairs } = hasFilter ? await compute() : await ctx.readModel.index(`select-exam:stats:${province.code}`, compute)
    const holland = input.Scores && ctx.user ? await latestHollandCode(ctx.db, ctx.user.userId) : null
    const suggestions = input.Scores ? rankCombos({ combos: pairs, scores: input.Scores, hollandCode: holland?.code ?? null }) : []
    return {
      ProvinceName: province.name,
      ExamModel: policy.examModel,
      Source: sourceOut(source),
      Totals: { Units: totals.units, Seats: totals.seats, Majors: totals.majors },
      Combos: pairs
        .map(({ combo, stat }) => statOut(combo, stat))
        .sort((a, b) => (b.SeatShare ?? b.UnitShare) - (a.SeatShare ?? a.UnitShare) || a.Key.localeCompare(b.Key)),
      Suggestions: suggestions.map((s) => ({ Key: s.key, Name: s.name, Points: s.points, Reasons: s.reasons })),
      AssessmentUsed: holland ? `霍兰德 ${holland.code}（${beijingDay(holland.at)}）` : null,
    }
  },
  'Career/SelectExamStatTotalNumber': async (input, ctx) => {
    const { province, combos } = await provinceModel(ctx, input.ProvinceId)
    const combo = combos.find((c) => c.key === input.Combo)
    if (!combo) throw new AppError(ErrorCode.InvalidInput, `该组合不符合${province.name}的选科规则`)
    const { source, units: all } = await unitsOf(ctx, province)
    const units = filterUnits(all, { institutionNames: input.InstitutionNames, majorNames: input.MajorNames })
    // long lists so the web page can compare two combinations by name
    const detail = comboDetail(units, combo, 300)
    return {
      Combo: comboOut(combo),
      Stat: statOut(combo, comboStat(units, combo)),
      Source: sourceOut(source),
      Opens: detail.opens.map((o) => ({ Name: o.name, Units: o.units, Seats: o.seats })),
      Closes: detail.closes.map((c) => ({ Name: c.name, Units: c.units, Reason: c.reason })),
    }
  },
})
