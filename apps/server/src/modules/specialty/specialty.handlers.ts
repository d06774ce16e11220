import { ErrorCode } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { AppError } from '../../kernel/app-error.ts'
import { referenceLabels, toQuality } from '../../db/read-model/reference-labels.ts'
import type { RequestContext } from '../../http/context.ts'
import { buildSpecialtyIndex, relatedOccupations, searchSpecialties } from './specialty-index.ts'
import { loadInstitutionTags, specialtyColleges } from './specialty-colleges.ts'
import { majorHolderRows, ruankeMajorRanking } from './specialty.repository.ts'
import type { SpecialtyCollege } from '@gk/contract'

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
    return page(
      list.map((e) => e.summary),
      input.PageIndex,
      input.PageSize,
    )
  },

  async 'Specialty/SpecialtySearch'(input, ctx) {
    const hits = searchSpecialties(await specialtyIndex(ctx), input.Keyword, input.Level)
    return page(
      hits.map((e) => e.summary),
      input.PageIndex,
      input.PageSize,
    )
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
    return {
      Categories: categories.slice(0, 20),
      Specialties: searchSpecialties(index, input.Keyword)
        .slice(0, 20)
        .map((e) => e.summary),
    }
  },

  async 'Specialty/SpecialtyInfo'(input, ctx) {
    const index = await specialtyIndex(ctx)
    const entry = index.byId.get(input.SpecialtyId)
    if (!entry) throw new AppError(ErrorCode.NotFound, '专业不存在')
    const labels = await referenceLabels(ctx.readModel)
    const m = entry.summary
    const province = input.ProvinceId === undefined ? null : String(input.ProvinceId)
    const found = province
      ? await specialtyColleges(ctx, {
          major: { id: m.SpecialtyId, name: m.Name, subCategory: m.SubCategory },
          provinceCode: province,
          subjectType: input.SubjectType,
          schools: await ctx.readModel.index('institution-tags', loadInstitutionTags),
          labels,
        })
      : { subjectTypes: [], subjectType: null, entries: [] }
    const holders = await majorHolders(ctx, m.SpecialtyId, labels)
    return {
      ...m,
      Quality: toQuality(entry.quality),
      Source: labels.sourceName(entry.sourceId),
      ProvinceName: province ? labels.provinceName(province) : null,
      CollegeCount: found.entries.length,
      Colleges: found.entries.slice((input.PageIndex - 1) * input.PageSize, input.PageIndex * input.PageSize),
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      CollegeNote: collegeNote(found.entries),
      SubjectTypes: found.subjectTypes,
      SubjectType: found.subjectType,
      RelatedMajors: index.all
        .filter(
          (e) => e.summary.Level === m.Level && e.summary.SubCategory && e.summary.SubCategory === m.SubCategory && e.summary.SpecialtyId !== m.SpecialtyId,
        )
        .slice(0, 30)
        .map((e) => e.summary),
      ...holders,
      Occupations: relatedOccupations(index, m.Name).map((o) => ({ Code: o.code, Name: o.name })),
      OccupationsNote: '数据中没有专业与职业的对应表：以下按专业名称与职业名称的关键词关联，仅供参考',
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
    if (!input.SpecialtyId && !input.SchoolId) throw new AppError(ErrorCode.InvalidInput, '请选择专业或院校')
    const { total, rows } = await ruankeMajorRanking(ctx.db, { specialtyId: input.SpecialtyId, schoolId: input.SchoolId }, input.PageIndex, input.PageSize)
    const name = input.SpecialtyId ? (index.byId.get(input.SpecialtyId)?.summary.Name ?? null) : null
    return {
      List: rows.map((r) => ({
        Rank: r.rank,
        Grade: r.grade ?? '',
        SchoolId: r.institution_id,
        SchoolName: input.SpecialtyId ? r.institution_name : r.subject_name,
        Year: r.year,
        Source: labels.sourceName(r.source_id),
        Quality: toQuality(r.quality),
      })),
      Total: total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      SpecialtyName: name,
      Title: '软科中国大学专业排名 2026',
    }
  },
})

const BASIS_WORDS: Record<SpecialtyCollege['Basis'], string> = {
  major: '本专业录取线',
  category: '所在专业类录取线',
  school: '仅院校最低线（该省数据未细分到专业）',
  plan: '仅招生计划',
}

/** How the list was built, in one line a student can read. */
function collegeNote(entries: SpecialtyCollege[]): string {
  if (entries.length === 0) return ''
  const counts = (Object.keys(BASIS_WORDS) as SpecialtyCollege['Basis'][])
    .map((b) => [b, entries.filter((e) => e.Basis === b).length] as const)
    .filter(([, n]) => n > 0)
  return `共${entries.length}所院校（${counts.map(([b, n]) => `${BASIS_WORDS[b]}${n}所`).join('，')}），按最低位次从高到低排列，每所院校取最近一年`
}

/** 软科专业排名 (first ten and the count) and the 国家级一流本科专业建设点 of a major. */
async function majorHolders(ctx: RequestContext, majorId: string, labels: Awaited<ReturnType<typeof referenceLabels>>) {
  const { ranked, count, firstClass } = await majorHolderRows(ctx.db, majorId)
  const year = count[0]?.year
  return {
    RankTop: ranked.map((r) => ({
      Rank: r.rank,
      Grade: r.grade ?? '',
      SchoolId: r.institution_id,
      SchoolName: r.institution_name,
      Year: r.year,
      Source: labels.sourceName(r.source_id),
      Quality: toQuality(r.quality),
    })),
    RankTotal: count[0]?.n ?? 0,
    RankTitle: year ? `软科中国大学专业排名 ${year}` : '软科中国大学专业排名',
    FirstClassHolders: firstClass.map((r) => ({ SchoolId: r.institution_id, SchoolName: r.institution_name })),
    FirstClassSource: firstClass.length ? `国家级一流本科专业建设点（2019–2021年公布） · ${labels.sourceName(firstClass[0]!.source_id)}` : '',
  }
}
