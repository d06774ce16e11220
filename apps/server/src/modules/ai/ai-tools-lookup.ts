import { z } from 'zod'
import { AppError } from '../../kernel/app-error.ts'
import { ErrorCode } from '@gk/contract'
import {
  ProvinceArg,
  RankArg,
  SchoolIdArg,
  ScoreArg,
  SubjectTypeArg,
  YearArg,
  defineTool,
  majorCard,
  pickRankTable,
  provinceCodeOf,
  rankCard,
  schoolCard,
  trackLabels,
} from './ai-tool-kit.ts'

const noTable = () => new AppError(ErrorCode.NotFound, '该省份暂无这一科类的一分一段表')

/** score → rank (位次) and 等位分 of earlier years, from the province's 一分一段表. */
export const scoreToRankTool = defineTool({
  name: 'score_to_rank',
  description: '按一分一段表把分数换算成位次，并给出往年等位分',
  schema: z.object({ ProvinceId: ProvinceArg, Score: ScoreArg, SubjectType: SubjectTypeArg, Year: YearArg.optional() }),
  async run(args, ctx) {
    const tables = await ctx.readModel.rankTables()
    const table = pickRankTable(tables, provinceCodeOf(args.ProvinceId), args.SubjectType, args.Year)
    if (!table) throw noTable()
    const r = await ctx.invoke('Public/LineRank', { ProvinceId: args.ProvinceId, Year: table.year, SubjectType: table.subjectType, Score: args.Score })
    // a table that stops at the 本科 line (山西, 江苏, 上海 …): a 专科 score under its floor has no rank in it, only "after the last"
    const floor = table.table.bottomScore
    const below = args.Score < floor
    // an earlier table that stops above this rank (甘肃 2025 from 450分) has no 等位分 for it, only its own floor
    const reaches = (e: { Year: number; SubjectType: string }) =>
      (tables.get(provinceCodeOf(args.ProvinceId), e.Year, e.SubjectType)?.table.total ?? Infinity) >= (r.WorstRank ?? 0)
    const equivalents = below ? [] : r.Equivalents.filter((e) => e.Year !== r.Year && reaches(e))
    return {
      data: {
        ...(below ? { BelowTable: { Floor: floor, LastRank: table.table.total } } : {}),
        Year: r.Year,
        SubjectType: r.SubjectType,
        Score: r.Score,
        BestRank: r.BestRank,
        WorstRank: r.WorstRank,
        Total: r.Total,
        SameScoreCount: r.SameScoreCount,
        Quality: r.Quality,
        Equivalents: equivalents.map((e) => ({ Year: e.Year, SubjectType: e.SubjectType, Score: e.Score, Rank: e.Rank })),
      },
      sources: [
        { Label: `${r.Year}年${r.SubjectType}一分一段表`, Source: r.Source, Year: r.Year },
        ...equivalents.map((e) => ({ Label: `${e.Year}年等位分`, Source: e.Source, Year: e.Year })),
      ],
      cards: [rankCard(args.ProvinceId, `${r.Year}年${r.SubjectType} ${args.Score}分`)],
    }
  },
})

/** rank → score of the table year. */
export const rankToScoreTool = defineTool({
  name: 'rank_to_score',
  description: '按一分一段表把位次换算成分数',
  schema: z.object({ ProvinceId: ProvinceArg, Rank: RankArg, SubjectType: SubjectTypeArg, Year: YearArg.optional() }),
  async run(args, ctx) {
    const table = pickRankTable(await ctx.readModel.rankTables(), provinceCodeOf(args.ProvinceId), args.SubjectType, args.Year)
    if (!table) throw noTable()
    const r = await ctx.invoke('Public/LineRank', { ProvinceId: args.ProvinceId, Year: table.year, SubjectType: table.subjectType, Rank: args.Rank })
    return {
      data: { Year: r.Year, SubjectType: r.SubjectType, Rank: args.Rank, Score: r.Score, Total: r.Total },
      sources: [{ Label: `${r.Year}年${r.SubjectType}一分一段表`, Source: r.Source, Year: r.Year }],
      cards: [rankCard(args.ProvinceId, `${r.Year}年${r.SubjectType} 位次${args.Rank}`)],
    }
  },
})

/** Finds colleges by name (current, former or alias): how the model gets a SchoolId. */
export const schoolSearchTool = defineTool({
  name: 'school_search',
  description: '按名称查找院校，返回院校标识码 SchoolId',
  schema: z.object({ Name: z.string().trim().min(1).max(40) }),
  async run(args, ctx) {
    const page = await ctx.invoke('School/SchoolListBySchoolName', { SchoolName: args.Name, PageSize: 5 })
    return {
      data: { List: page.List.map((s) => ({ SchoolId: s.SchoolId, SchoolName: s.SchoolName, City: s.City })) },
      sources: [],
      cards: [],
    }
  },
})

/** A college's facts: location, level, 985/211/双一流, ranking, sites. */
export const schoolFactsTool = defineTool({
  name: 'school_facts',
  description: '查询院校基本信息（所在地、层次、985/211/双一流、排名、官网）',
  schema: z.object({ SchoolId: SchoolIdArg }),
  async run(args, ctx) {
    const s = await ctx.invoke('School/SchoolInfo', { SchoolId: args.SchoolId })
    const tags = [s.Is985 ? '985' : null, s.Is211 ? '211' : null, s.IsDoubleFirstClass ? '双一流' : null].filter(Boolean)
    return {
      data: {
        SchoolId: s.SchoolId,
        SchoolName: s.SchoolName,
        ProvinceName: s.ProvinceName,
        City: s.City,
        Level: s.Level,
        Nature: s.Nature,
        Type: s.Type,
        Authority: s.Authority,
        Tags: tags,
        Rank: s.Rank,
        RankLabel: s.RankLabel,
        RankSource: s.RankSource,
        Website: s.Website,
        AdmissionSite: s.AdmissionSite,
        Address: s.Address,
        Phone: s.Phone,
        FormerNames: s.FormerNames,
        FirstClassSubjects: s.FirstClassSubjects,
      },
      sources: [{ Label: '院校信息', Source: s.Source, Year: null }, ...(s.Rank !== null ? [{ Label: '院校排名', Source: s.RankSource, Year: null }] : [])],
      cards: [schoolCard(s.SchoolId, s.SchoolName, [s.City, ...tags].join(' · '))],
    }
  },
})

/** A college's admission lines in one province (all years and batches in the data). */
export const admissionHistoryTool = defineTool({
  name: 'admission_history',
  description: '查询院校在某省历年录取最低分和最低位次',
  schema: z.object({ SchoolId: SchoolIdArg, ProvinceId: ProvinceArg, SubjectType: SubjectTypeArg }),
  async run(args, ctx) {
    const r = await ctx.invoke('School/SchoolEnrollment', {
      SchoolId: args.SchoolId,
      ProvinceId: args.ProvinceId,
      ...(args.SubjectType ? { SubjectType: args.SubjectType } : {}),
    })
    const rows = r.List.filter((l) => !/体育|艺术/.test(l.SubjectType)).sort((a, b) => b.Year - a.Year)
    const years = [...new Set(rows.map((l) => l.Year))]
    return {
      data: {
        SubjectTypes: r.SubjectTypes,
        List: rows.slice(0, 12).map((l) => ({
          Year: l.Year,
          SubjectType: l.SubjectType,
          Batch: l.Batch,
          MajorGroup: l.MajorGroup,
          MinScore: l.MinScore,
          MinRank: l.MinRank,
          Quality: l.Quality,
        })),
      },
      sources: years.slice(0, 4).map((y) => ({ Label: `${y}年录取数据`, Source: rows.find((l) => l.Year === y)?.Source ?? '', Year: y })),
      cards: [],
    }
  },
})

/** A major's facts: category, degree, years, colleges with lines in a province, occupations. */
export const majorFactsTool = defineTool({
  name: 'major_facts',
  description: '查询专业信息（门类、学位、学制、开设院校、相关职业）',
  schema: z.object({ Name: z.string().trim().min(1).max(40), ProvinceId: ProvinceArg.optional() }),
  async run(args, ctx) {
    const found = await ctx.invoke('Specialty/SpecialtySearch', { Keyword: args.Name, PageSize: 5 })
    const hit = found.List.find((m) => m.Name === args.Name) ?? found.List[0]
    if (!hit) throw new AppError(ErrorCode.NotFound, `专业目录中没有找到“${args.Name}”`)
    const m = await ctx.invoke('Specialty/SpecialtyInfo', { SpecialtyId: hit.SpecialtyId, ...(args.ProvinceId ? { ProvinceId: args.ProvinceId } : {}) })
    const colleges = [...m.Colleges].sort((a, b) => (a.MinRank ?? Infinity) - (b.MinRank ?? Infinity)).slice(0, 8)
    return {
      data: {
        SpecialtyId: m.SpecialtyId,
        Name: m.Name,
        Code: m.Code,
        Level: m.Level,
        Category: m.Category,
        SubCategory: m.SubCategory,
        Degree: m.Degree,
        Years: m.Years,
        ProvinceName: m.ProvinceName,
        CollegeCount: m.CollegeCount,
        Colleges: colleges.map((c) => ({
          SchoolId: c.SchoolId,
          SchoolName: c.SchoolName,
          Year: c.Year,
          SubjectType: c.SubjectType,
          MinScore: c.MinScore,
          MinRank: c.MinRank,
        })),
        Occupations: m.Occupations.slice(0, 8).map((o) => o.Name),
        OccupationsNote: m.OccupationsNote,
        Source: m.Source,
      },
      sources: [
        { Label: '专业目录', Source: m.Source, Year: null },
        ...[...new Set(colleges.map((c) => c.Year))]
          .slice(0, 2)
          .map((y) => ({ Label: `${y}年专业录取数据`, Source: colleges.find((c) => c.Year === y)?.Source ?? '', Year: y })),
      ],
      cards: [majorCard(m.SpecialtyId, m.Name, `${m.Category} · ${m.Degree || m.Level}`)],
    }
  },
})

/** Occupations whose Holland code matches (兴趣找职业). */
export const occupationsByHollandTool = defineTool({
  name: 'occupations_by_holland',
  description: '按霍兰德兴趣代码（RIASEC 的1-3个字母）查询匹配的职业',
  schema: z.object({
    Code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[RIASEC]{1,3}$/),
  }),
  async run(args, ctx) {
    const page = await ctx.invoke('Profession/ProfessionSearchByInterestCode', { InterestCode: args.Code, PageSize: 10 })
    return {
      data: { Code: args.Code, Total: page.Total, List: page.List.map((o) => ({ Code: o.Code, Name: o.Name, Holland: o.Holland })) },
      sources: [{ Label: '职业分类与兴趣代码', Source: '中华人民共和国职业分类大典（本应用整理）', Year: null }],
      cards: [
        {
          Kind: 'occupation',
          Title: '兴趣找职业',
          Subtitle: `霍兰德代码 ${args.Code}`,
          Path: 'pages/home/occupation/occupationtypesearch',
          Query: { code: args.Code },
        },
      ],
    }
  },
})

/** Control lines (批次线) of a province. */
export const batchLinesTool = defineTool({
  name: 'batch_lines',
  description: '查询某省批次控制线（本科线、特控线等）：默认最新一年，Year 指定某一年（数据里有才返回该年）',
  schema: z.object({
    ProvinceId: ProvinceArg,
    SubjectType: SubjectTypeArg,
    Year: YearArg.optional(),
    Score: ScoreArg.optional().describe('考生分数：给出时每条线返回 Gap（分数减线，负数为差多少分）'),
    Category: z.string().trim().min(2).max(8).optional().describe('只看该类别的线（如 地方专项、国家专项、普通类）'),
    BatchWord: z.string().trim().min(2).max(6).optional().describe('问题点名的批次用词（如 专项、对口）：名称含该词的线排在前面'),
  }),
  async run(args, ctx) {
    const r = await ctx.invoke('Public/LineBatchList', { ProvinceId: args.ProvinceId })
    // the year asked when the data has it (河南2024年的理科一本线), else the newest (YearsInData says which exist)
    const latest = args.Year && r.Years.includes(args.Year) ? args.Year : r.Years.length ? Math.max(...r.Years) : null
    const ofYear = r.List.filter((l) => l.Year === latest && !/体育|艺术/.test(l.SubjectType + l.Category))
    // the track under the name that year's lines use: 「河南理科520能上本科吗」 is 物理类 since 2025, 西藏's 物理类 is 理科
    const label = args.SubjectType ? trackLabels(args.SubjectType).find((t) => ofYear.some((l) => l.SubjectType === t)) : undefined
    // a category asked (广东's 地方专项 line) is kept before the list is cut at 12 rows
    const ofTrack = ofYear.filter((l) => (!args.SubjectType || l.SubjectType === label) && (!args.Category || l.Category === args.Category))
    // a batch word asked (内蒙古's 「专项类」 本科线, listed after 12 others): its lines first, so the cut below keeps them
    const named = (l: (typeof ofTrack)[number]) => !!args.BatchWord && (l.Batch + l.Category).includes(args.BatchWord)
    const rows = [...ofTrack.filter(named), ...ofTrack.filter((l) => !named(l))]
    return {
      data: {
        Year: latest,
        YearsInData: [...r.Years].sort((a, b) => b - a),
        // the gap is computed here, so an answer that says “低于本科线119分” quotes a tool, not its own arithmetic
        List: rows.slice(0, 12).map((l) => ({
          Year: l.Year,
          SubjectType: l.SubjectType,
          Category: l.Category,
          Batch: l.Batch,
          Score: l.Score,
          ...(args.Score !== undefined ? { Gap: args.Score - l.Score } : {}),
        })),
      },
      sources: rows.length ? [{ Label: `${latest}年批次线`, Source: rows[0]?.Source ?? '', Year: latest }] : [],
      cards: [{ Kind: 'batch', Title: '查批次线', Subtitle: `${latest ?? ''}年批次控制线`, Path: 'pages/home/searchbatch/searchbatch', Query: {} }],
    }
  },
})
