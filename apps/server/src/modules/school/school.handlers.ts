import { ErrorCode } from '@gk/contract'
import { findProvincePolicy, freshnessNote, officialBatchName, provinceCodes, type ProvinceCode } from '@gk/domain'
import { defineHandlers } from '../../http/endpoint.ts'
import { AppError } from '../../kernel/app-error.ts'
import { referenceLabels, toQuality } from '../../db/read-model/reference-labels.ts'
import type { RequestContext } from '../../http/context.ts'
import { answerOf, buildSchoolSearchIndex, matchesFilter, type SchoolEntry } from './school-search-index.ts'
import * as repo from './school.repository.ts'
import { collegeLines, sortSubjectTypes, toLine } from './school-lines.ts'
import { seasonOf } from '../../db/read-model/season.ts'
import { PLAN_TYPES, provinceShortName } from '@gk/domain'
import { lineTracks } from './school-tracks.ts'
import { schoolProfile } from './school-profile.ts'
import { selectExam } from './school-select-exam.ts'

const schoolIndex = (ctx: RequestContext) => ctx.readModel.index('school-search', buildSchoolSearchIndex)
const page = <T>(all: T[], pageIndex: number, pageSize: number) => ({
  List: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  Total: all.length,
  PageIndex: pageIndex,
  PageSize: pageSize,
})
const provinceCode = (id: number) => String(id).padStart(2, '0')

async function school(ctx: RequestContext, id: string): Promise<SchoolEntry> {
  const entry = (await schoolIndex(ctx)).byId.get(id)
  if (!entry) throw new AppError(ErrorCode.NotFound, '院校不存在')
  return entry
}

/** 查大学, college detail, compare and ranking. */
export const schoolHandlers = defineHandlers({
  async 'School/BaseCondition'(_input, ctx) {
    const index = await schoolIndex(ctx)
    const labels = await referenceLabels(ctx.readModel)
    return {
      Provinces: labels.provinceCodes().map((p) => ({ ID: Number(p.code), Name: p.name })),
      Levels: ['本科', '专科'],
      Types: index.types,
      Natures: index.natures,
    }
  },

  async 'School/SchoolList'(input, ctx) {
    return page(answerOf(await schoolIndex(ctx), input.Keyword?.trim() || undefined, input), input.PageIndex, input.PageSize)
  },

  async 'School/SchoolListBySchoolName'(input, ctx) {
    return page(answerOf(await schoolIndex(ctx), input.SchoolName, input), input.PageIndex, input.PageSize)
  },

  async 'School/SchoolInfo'(input, ctx) {
    const entry = await school(ctx, input.SchoolId)
    const index = await schoolIndex(ctx)
    const labels = await referenceLabels(ctx.readModel)
    const profile = await schoolProfile(ctx.db, input.SchoolId, labels)
    return {
      ...entry.summary,
      NationalCode: entry.nationalCode,
      Address: entry.address,
      Phone: entry.phone,
      Website: entry.website,
      AdmissionSite: entry.admissionSite,
      RankLabel: entry.rankLabel,
      RankSource: entry.summary.Rank && index.rank ? `软科中国大学排名 ${index.rank.year}` : '',
      FormerNames: entry.formerNames,
      ...profile,
      Quality: toQuality(entry.quality),
      Source: labels.sourceName(entry.sourceId),
    }
  },

  async 'School/SchoolEnrollment'(input, ctx) {
    const entry = await school(ctx, input.SchoolId)
    const labels = await referenceLabels(ctx.readModel)
    const rows = await repo.schoolLines(ctx.db, input.SchoolId, provinceCode(input.ProvinceId))
    const lookup = { tables: await ctx.readModel.rankTables(), provinceCode: provinceCode(input.ProvinceId) }
    const planTypes = input.IncludeSpecial ? PLAN_TYPES : input.PlanTypes
    const lines = collegeLines(rows, labels, entry.name, lookup, planTypes)
    const list = lines.filter((l) => (!input.SubjectType || l.SubjectType === input.SubjectType) && (!input.Year || l.Year === input.Year))
    return {
      SubjectTypes: sortSubjectTypes(lines.map((l) => l.SubjectType)),
      Tracks: lineTracks(lines),
      List: list,
      Freshness: await freshness(
        ctx,
        input.ProvinceId,
        list.map((l) => l.Year),
      ),
    }
  },

  async 'School/SchoolSpecialtyScoreLine'(input, ctx) {
    const entry = await school(ctx, input.SchoolId)
    const labels = await referenceLabels(ctx.readModel)
    const province = provinceCode(input.ProvinceId)
    const found = await repo.majorLineYears(ctx.db, input.SchoolId, province)
    const years = found.map((r) => r.year)
    // default: the newest year of ordinary results, never a later year of 专升本 or 艺术 rows alone
    const year = input.Year ?? found.find((r) => r.ordinary)?.year ?? years[0]
    const empty = {
      List: [],
      Total: 0,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      Years: years,
      Year: year ?? null,
      Freshness: await freshness(ctx, input.ProvinceId, year === undefined ? [] : [year]),
    }
    if (year === undefined) return empty
    const { total, rows } = await repo.majorLines(ctx.db, {
      schoolId: input.SchoolId,
      provinceCode: province,
      year,
      subjectType: input.SubjectType,
      offset: (input.PageIndex - 1) * input.PageSize,
      limit: input.PageSize,
    })
    return {
      ...empty,
      Total: total,
      List: rows.map((r) => ({ ...toLine(r, labels, entry.name), SpecialtyName: r.major_name ?? '', SpecialtyCode: r.major_code })),
    }
  },

  async 'School/SchoolEnrollmentPlan'(input, ctx) {
    await school(ctx, input.SchoolId)
    const labels = await referenceLabels(ctx.readModel)
    const province = provinceCode(input.ProvinceId)
    const slug = await policySlug(ctx, province)
    const { year, subjectType, subjectTypes } = planTrackOf(await repo.planTracks(ctx.db, province, input.SchoolId), input.Year, input.SubjectType)
    const result = await repo.planRows(ctx.db, {
      provinceCode: province,
      schoolId: input.SchoolId,
      year,
      subjectType: subjectType ?? undefined,
      offset: (input.PageIndex - 1) * input.PageSize,
      limit: input.PageSize,
    })
    return {
      List: result.rows.map((r) => planRow(r, labels, slug)),
      Total: result.total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      Years: result.years,
      Year: result.year,
      SubjectTypes: subjectTypes,
      SubjectType: subjectType,
      Note: missingNote(labels.provinceName(province), (await seasonOf(ctx, province)).targetYear, result.year, '招生计划'),
    }
  },

  async 'School/SchoolEnrollmentDirection'(input, ctx) {
    await school(ctx, input.SchoolId)
    const labels = await referenceLabels(ctx.readModel)
    const { year, rows } = await repo.planDirection(ctx.db, input.SchoolId, input.Year)
    return { Year: year, List: rows.map((r) => ({ ProvinceId: Number(r.province_code), ProvinceName: labels.provinceName(r.province_code), PlanCount: r.n })) }
  },

  async 'School/SchoolSpecialty'(input, ctx) {
    await school(ctx, input.SchoolId)
    const [majors, subjects] = await Promise.all([repo.offeredMajors(ctx.db, input.SchoolId), repo.firstClassSubjects(ctx.db, input.SchoolId)])
    const firstClass = new Set(subjects.filter((s) => s.kind === 'first-class-major').map((s) => s.subject_name))
    return {
      List: majors.map((m) => ({ SpecialtyName: m.major_name, SpecialtyId: m.major_id, IsFirstClass: firstClass.has(m.major_name) })),
      Source: '招生计划与录取数据中出现的专业（2022年起）',
    }
  },

  async 'School/SchoolSelectExam'(input, ctx) {
    await school(ctx, input.SchoolId)
    const labels = await referenceLabels(ctx.readModel)
    const province = provinceCode(input.ProvinceId)
    const found = await selectExam(ctx.db, input.SchoolId, province, labels)
    const year = found.List[0]?.Year ?? null
    return { ...found, Note: missingNote(labels.provinceName(province), (await seasonOf(ctx, province)).targetYear, year, '选科要求') }
  },

  async 'School/SchoolConstitutionList'(input, ctx) {
    const entry = await school(ctx, input.SchoolId)
    const rows = await repo.charters(ctx.db, input.SchoolId)
    return {
      List: rows.map((r) => ({ ID: r.id, SchoolId: r.institution_id, Title: r.title, Year: r.year, PublishedAt: new Date(r.published_at).toISOString() })),
      AdmissionSite: entry.admissionSite || entry.website,
    }
  },

  async 'School/SchoolConstitutionInfo'(input, ctx) {
    const row = await repo.charter(ctx.db, input.ID)
    if (!row) throw new AppError(ErrorCode.NotFound, '招生章程不存在')
    const entry = (await schoolIndex(ctx)).byId.get(row.institution_id)
    return {
      ID: row.id,
      SchoolId: row.institution_id,
      SchoolName: entry?.name ?? '',
      Title: row.title,
      Year: row.year,
      PublishedAt: new Date(row.published_at).toISOString(),
      Content: row.content,
    }
  },

  async 'School/CompareCollege'(input, ctx) {
    const ids = [...new Set(input.SchoolIds)]
    const entries = await Promise.all(ids.map((id) => school(ctx, id)))
    const labels = await referenceLabels(ctx.readModel)
    const province = provinceCode(input.ProvinceId)
    const lookup = { tables: await ctx.readModel.rankTables(), provinceCode: province }
    const perSchool = await Promise.all(
      entries.map(async (e) => ({
        entry: e,
        lines: collegeLines(await repo.schoolLines(ctx.db, e.summary.SchoolId, province), labels, e.name, lookup),
        plan: (await repo.planTotal(ctx.db, e.summary.SchoolId, province))[0] ?? null,
      })),
    )
    // one subject type for the whole table: the asked one, else the most common among the colleges
    const counts = new Map<string, number>()
    for (const s of perSchool) for (const t of new Set(s.lines.map((l) => l.SubjectType))) counts.set(t, (counts.get(t) ?? 0) + 1)
    const subjectType = input.SubjectType ?? sortSubjectTypes(counts.keys()).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? null
    return {
      SubjectType: subjectType,
      List: perSchool.map((s) => ({
        School: s.entry.summary,
        Lines: s.lines.filter((l) => l.SubjectType === subjectType),
        PlanTotal: s.plan?.n ?? null,
        PlanYear: s.plan?.year ?? null,
      })),
    }
  },

  async 'School/SchoolRank'(input, ctx) {
    const index = await schoolIndex(ctx)
    const labels = await referenceLabels(ctx.readModel)
    let ranked = index.ordered.filter((e) => e.summary.Rank !== null && matchesFilter(e, { ProvinceId: input.ProvinceId, Type: input.Type }))
    if (input.Keyword) {
      const keyword = input.Keyword
      ranked = ranked.filter((e) => e.name.includes(keyword))
    }
    const source = index.rank
    const rows = ranked.map((e) => ({
      Rank: e.summary.Rank ?? 0,
      School: e.summary,
      Year: source?.year ?? 0,
      Source: labels.sourceName(source?.sourceId),
      Quality: toQuality(source?.quality),
    }))
    return { ...page(rows, input.PageIndex, input.PageSize), Title: source ? `软科中国大学排名（主榜）${source.year}` : '院校排名' }
  },
})

async function policySlug(ctx: RequestContext, code: string): Promise<ProvinceCode | undefined> {
  const slug = await repo.provinceSlug(ctx.db, code)
  return (provinceCodes as readonly string[]).includes(slug ?? '') ? (slug as ProvinceCode) : undefined
}

/**
 * The plan year and track a college page shows: the student's track (SubjectType) in the newest year that has it, else
 * the newest year with every track (a 河南 物理类 student reads 2026's 物理类 plan, not 2022's 理科 one; a track the plans
 * never name, e.g. an old profile's, lists them all rather than nothing).
 */
export function planTrackOf(pairs: readonly { year: number; subject_type: string }[], year: number | undefined, subjectType: string | undefined) {
  const withTrack = subjectType ? pairs.find((p) => p.subject_type === subjectType && (year === undefined || p.year === year)) : undefined
  const chosen = year ?? withTrack?.year ?? pairs[0]?.year
  return {
    year: chosen,
    subjectType: withTrack ? subjectType! : null,
    subjectTypes: [...new Set(pairs.filter((p) => p.year === chosen).map((p) => p.subject_type))],
  }
}

export function planRow(r: repo.PlanRowDb, labels: Awaited<ReturnType<typeof referenceLabels>>, province?: ProvinceCode) {
  return {
    Year: r.year,
    SubjectType: r.subject_type,
    // a source's legacy 本科一批 in a reformed year is shown as the official batch (issue #32 item 7)
    Batch: province ? officialBatchName(findProvincePolicy(province, r.year), r.batch ?? '') : (r.batch ?? ''),
    SchoolId: r.institution_id,
    SchoolName: r.institution_name,
    MajorGroup: r.major_group,
    SpecialtyName: r.major_name ?? '',
    PlanCount: r.plan_count,
    Years: r.years,
    Tuition: r.tuition,
    Requirement: r.requirement_text,
    Quality: toQuality(r.quality),
    Source: labels.sourceName(r.source_id),
  }
}

/** Province-wide plan and admission searches (enrollmentplan/*, enrollData/searchEnrollment). */
export const schoolSearchHandlers = defineHandlers({
  async 'Public/EnrollmentPlan'(input, ctx) {
    const labels = await referenceLabels(ctx.readModel)
    const slug = await policySlug(ctx, provinceCode(input.ProvinceId))
    const result = await repo.planRows(ctx.db, {
      provinceCode: provinceCode(input.ProvinceId),
      schoolId: input.SchoolId,
      specialtyName: input.SpecialtyName,
      year: input.Year,
      subjectType: input.SubjectType,
      offset: (input.PageIndex - 1) * input.PageSize,
      limit: input.PageSize,
    })
    return {
      List: result.rows.map((r) => planRow(r, labels, slug)),
      Total: result.total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      Years: result.years,
      Year: result.year,
    }
  },

  async 'Public/AdmissionResultSearch'(input, ctx) {
    const labels = await referenceLabels(ctx.readModel)
    const result = await repo.admissionSearch(ctx.db, {
      provinceCode: provinceCode(input.ProvinceId),
      schoolId: input.SchoolId,
      specialtyName: input.SpecialtyName,
      year: input.Year,
      subjectType: input.SubjectType,
      offset: (input.PageIndex - 1) * input.PageSize,
      limit: input.PageSize,
    })
    return {
      List: result.rows.map((r) => ({
        ...toLine(r, labels),
        SpecialtyName: r.major_name ?? '',
        SpecialtyCode: r.major_code,
        SchoolId: r.institution_id,
        SchoolName: r.institution_name,
      })),
      Total: result.total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      Years: result.years,
      Year: result.year,
      Freshness: await freshness(ctx, input.ProvinceId, result.year === null ? [] : [result.year]),
    }
  },
})

/**
 * What the app lacks, said plainly with the year: the newest plan (or 选科) a student can read before
 * filling for the target year is the previous year's (the target year's is published in June).
 */
export function missingNote(provinceName: string, targetYear: number, year: number | null, what: string): string {
  const expected = targetYear - 1
  const short = provinceShortName(provinceName)
  if (year === null) return `本应用暂未收录${short}${expected}年及以前的${what}`
  if (year < expected) return `本应用暂未收录${short}${expected}年${what}，以下为${year}年数据`
  return ''
}

/** Which years a section rests on, against the province's season (the target year is never in the results). */
async function freshness(ctx: RequestContext, provinceId: number, years: number[]): Promise<string> {
  const season = await seasonOf(ctx, provinceCode(provinceId))
  return freshnessNote(season.targetYear, years)
}
