import { z } from 'zod'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { ProvinceArg, SchoolIdArg, SubjectTypeArg, YearArg, defineTool, provinceCodeOf, schoolCard } from './ai-tool-kit.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { newestGroupAdmissionRows, planRowsOfYear, planYearRows, type PlanRow } from './ai-reference.repository.ts'

/** The newest plan year of a college in a province (not after `year` when given), or the asked year. */
async function planRows(db: Parameters<Parameters<typeof defineTool>[0]['run']>[1]['db'], schoolId: string, code: string, year?: number) {
  const years = (await planYearRows(db, schoolId, code)).map((r) => r.year)
  const chosen = year ?? years[0]
  if (chosen === undefined || !years.includes(chosen)) return { years, year: chosen ?? null, rows: [] as PlanRow[] }
  const rows = await planRowsOfYear(db, schoolId, code, chosen)
  return { years, year: chosen, rows }
}

const isOrdinary = (r: PlanRow) => r.plan_type === null || r.plan_type === '普通类'
const sum = (rows: PlanRow[]) => rows.reduce((n, r) => n + (r.plan_count ?? 0), 0)

/**
 * Seats per 科类 and 专业组 of the ordinary groups, in the plan's order. A group is one 志愿 unit: its seats are all its rows,
 * a joint programme marked apart inside it too (广西大学 152组 prints 797 with its 联合培养 rows); a group of special rows
 * only (专项, 预科) is not listed.
 */
function groupsOf(all: PlanRow[]) {
  const ordinary = new Set(all.filter(isOrdinary).map((r) => `${r.subject_type}|${r.major_group}`))
  const rows = all.filter((r) => ordinary.has(`${r.subject_type}|${r.major_group}`))
  const by = new Map<string, { SubjectType: string; Batch: string; MajorGroup: string; Seats: number; Majors: number }>()
  for (const r of rows) {
    if (!r.major_group) continue
    const key = `${r.subject_type}|${r.major_group}`
    const g = by.get(key) ?? { SubjectType: r.subject_type, Batch: r.batch, MajorGroup: r.major_group, Seats: 0, Majors: 0 }
    g.Seats += r.plan_count ?? 0
    g.Majors += 1
    by.set(key, g)
  }
  return [...by.values()].slice(0, 40)
}

/** Seats per batch and 科类 over every plan type: what the plan book prints as a batch's count. */
function byBatch(rows: PlanRow[]) {
  const by = new Map<string, { Batch: string; SubjectType: string; Seats: number }>()
  for (const r of rows) {
    const key = `${r.batch}|${r.subject_type}`
    const b = by.get(key) ?? { Batch: r.batch, SubjectType: r.subject_type, Seats: 0 }
    b.Seats += r.plan_count ?? 0
    by.set(key, b)
  }
  return [...by.values()]
}

/** 招生计划 of a college in a province and year: ordinary seats (and special plans apart), per 科类, optionally one major. */
export const enrollmentPlansTool = defineTool({
  name: 'enrollment_plans',
  description: '查询院校在某省某年的招生计划（普通类计划人数，按科类、专业组、专业；特殊类型计划单列）',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, Year: YearArg.optional(), Major: z.string().trim().min(1).max(30).optional() }),
  async run(args, ctx) {
    const code = provinceCodeOf(args.ProvinceId)
    const { years, year, rows } = await planRows(ctx.db, args.SchoolId, code, args.Year)
    const ordinary = rows.filter(isOrdinary)
    const hit = args.Major ? ordinary.filter((r) => r.major_name?.includes(args.Major!)) : ordinary
    const byType = [...new Set(hit.map((r) => r.subject_type))].map((t) => ({ SubjectType: t, Seats: sum(hit.filter((r) => r.subject_type === t)) }))
    const schoolName = (await loadLexicon(ctx)).schools.get(args.SchoolId)?.name ?? ''
    return {
      data: {
        SchoolName: schoolName,
        Year: year,
        YearsInData: years,
        Major: args.Major ?? null,
        OrdinarySeats: sum(hit),
        BySubjectType: byType,
        SpecialPlanSeats: args.Major ? null : sum(rows.filter((r) => !isOrdinary(r))),
        // every plan type a batch prints (广西 本科普通批 holds its 中外合作, 专项 and 定向 groups): a batch's count asked is these
        ByBatch: args.Major ? [] : byBatch(rows),
        Majors: hit.slice(0, 15).map((r) => ({ SubjectType: r.subject_type, MajorGroup: r.major_group, Major: r.major_name, Seats: r.plan_count })),
        // every ordinary 专业组 with its seats (ADR 144): a table of the groups needs them all, not the first 15 majors
        Groups: args.Major ? [] : groupsOf(rows),
      },
      sources: rows.length ? [{ Label: `${year}年招生计划`, Source: sourceLabel(rows[0]!.source_id ?? '', undefined), Year: year }] : [],
      cards: [schoolCard(args.SchoolId, schoolName, '招生计划')],
    }
  },
})

/** 院校专业组 of a college in a province (newest plan year, else the newest results), with their majors and 选科. */
export const majorGroupsTool = defineTool({
  name: 'major_groups',
  description: '查询院校在某省的院校专业组及组内专业、选科要求（普通类）',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, SubjectType: SubjectTypeArg }),
  async run(args, ctx) {
    const code = provinceCodeOf(args.ProvinceId)
    let { year, rows } = await planRows(ctx.db, args.SchoolId, code)
    let from = '招生计划'
    const admitted = await newestGroupAdmissionRows(ctx.db, args.SchoolId, code)
    if (!rows.some((r) => r.major_group)) {
      rows = admitted
      year = rows[0]?.year ?? null
      from = '录取数据'
    }
    // each group's 投档线 of the same year beside it (a table of groups is read for their lines first)
    const lineOf = (type: string, group: string) => {
      const digits = group.replace(/^.*?(\d+).*$/, '$1')
      const same = admitted.filter(
        (r) => r.year === year && r.subject_type === type && r.major_group?.replace(/^.*?(\d+).*$/, '$1') === digits && r.min_score !== null,
      )
      const low = same.reduce<(typeof same)[number] | null>((a, b) => (a === null || b.min_score! < a.min_score! ? b : a), null)
      return { MinScore: low?.min_score ?? null, MinRank: low?.min_rank ?? null }
    }
    const wanted = rows.filter((r) => isOrdinary(r) && r.major_group && (!args.SubjectType || r.subject_type === args.SubjectType))
    const groups = [...new Set(wanted.map((r) => `${r.subject_type}|${r.major_group}`))].map((key) => {
      const [type, group] = key.split('|') as [string, string]
      const inGroup = wanted.filter((r) => r.subject_type === type && r.major_group === group)
      return {
        SubjectType: type,
        GroupCode: group.replace(/^.*?(\d+).*$/, '$1'),
        GroupName: group,
        Requirement: inGroup.find((r) => r.requirement_text)?.requirement_text ?? '',
        Majors: [...new Set(inGroup.map((r) => r.major_name).filter((m): m is string => !!m))].slice(0, 12),
        Seats: from === '招生计划' ? sum(inGroup) : null,
        ...lineOf(type, group),
      }
    })
    const lined = groups.filter((g) => g.MinScore !== null)
    const pick = (better: (a: number, b: number) => boolean) =>
      lined.reduce<(typeof lined)[number] | null>((a, b) => (a === null || better(b.MinScore!, a.MinScore!) ? b : a), null)
    const [high, low] = [pick((a, b) => a > b), pick((a, b) => a < b)]
    const schoolName = (await loadLexicon(ctx)).schools.get(args.SchoolId)?.name ?? ''
    return {
      data: {
        SchoolName: schoolName,
        Year: year,
        From: from,
        Count: groups.length,
        Groups: groups.slice(0, 12),
        // the span of the groups' lines, all groups counted (the table shows the first 12)
        LineSpan: high && low ? { High: high, Low: low } : null,
      },
      sources: rows.length ? [{ Label: `${year}年${from}（专业组）`, Source: sourceLabel(rows[0]!.source_id ?? '', undefined), Year: year }] : [],
      cards: [schoolCard(args.SchoolId, schoolName, '专业组')],
    }
  },
})

/** Major-level lines (专业录取分, as 山东/浙江 and other 专业+院校 provinces publish them). */
export const majorLinesTool = defineTool({
  name: 'major_lines',
  description: '查询院校在某省各专业的录取最低分和位次（专业级录取数据，如山东、浙江）',
  schema: z.object({
    SchoolId: SchoolIdArg,
    ProvinceId: ProvinceArg,
    Major: z.string().trim().min(1).max(30).optional(),
    SubjectType: SubjectTypeArg,
    /** with the special plans' rows (中外合作, 专项 …), each with its PlanType: what a quoted line is checked against */
    IncludeSpecial: z.boolean().optional(),
  }),
  async run(args, ctx) {
    const ask = (PageIndex: number) =>
      ctx.invoke('School/SchoolSpecialtyScoreLine', {
        SchoolId: args.SchoolId,
        ProvinceId: args.ProvinceId,
        PageIndex,
        PageSize: 50,
        ...(args.SubjectType ? { SubjectType: args.SubjectType } : {}),
      })
    const page = await ask(1)
    const lines = [...page.List]
    // 青岛大学 has 120+ rows in 山东: read up to 200 so one major, and the lowest lines, are found
    for (let i = 2; lines.length < page.Total && i <= 4; i++) lines.push(...(await ask(i)).List)
    const ordinary = args.IncludeSpecial ? lines : lines.filter((l) => l.PlanType === '普通类')
    const rows = args.Major ? ordinary.filter((l) => l.SpecialtyName.includes(args.Major!)) : ordinary
    const schoolName = (await loadLexicon(ctx)).schools.get(args.SchoolId)?.name ?? ''
    return {
      data: {
        SchoolName: schoolName,
        Year: page.Year,
        Total: page.Total,
        Major: args.Major ?? null,
        List: (rows.length > 12 ? [...rows.slice(0, 6), ...rows.slice(-6)] : rows).map((l) => ({
          Major: l.SpecialtyName,
          SubjectType: l.SubjectType,
          Batch: l.Batch,
          MinScore: l.MinScore,
          MinRank: l.MinRank,
          ...(args.IncludeSpecial ? { PlanType: l.PlanType } : {}),
        })),
      },
      sources: rows.length ? [{ Label: `${page.Year}年专业录取数据`, Source: rows[0]!.Source, Year: page.Year }] : [],
      cards: [schoolCard(args.SchoolId, schoolName, '专业分数线')],
    }
  },
})
