import { equivalentScore, HOLLAND_TYPES, rankToScore, scoreToRank, toRank, toScore } from '@gk/domain'
import { defineHandlers } from '../../http/endpoint.ts'
import { referenceLabels, toQuality } from '../../db/read-model/reference-labels.ts'
import type { RankTableEntry } from '../../db/read-model/rank-tables.ts'
import { controlLines } from './line-rank.repository.ts'

const SUBJECT_ORDER = ['物理类', '历史类', '综合', '理科', '文科']
const bySubjectOrder = (a: string, b: string) => {
  const rank = (t: string) => (SUBJECT_ORDER.includes(t) ? SUBJECT_ORDER.indexOf(t) : SUBJECT_ORDER.length)
  return rank(a) - rank(b) || a.localeCompare(b, 'zh-Hans-CN')
}
// after the reform the 物理类/历史类 cohorts continue the 理科/文科 ones (same students, same ranking use)
const PREDECESSOR: Record<string, string> = { 物理类: '理科', 历史类: '文科' }
// the ordinary lines first, then the special routes
const CATEGORY_ORDER = ['普通类', '特殊类型', '艺术类', '体育类', '对口类']
const categoryRank = (c: string) => (CATEGORY_ORDER.includes(c) ? CATEGORY_ORDER.indexOf(c) : CATEGORY_ORDER.length)
const provinceCode = (id: number) => String(id).padStart(2, '0')

/** 查位次 and 查批次, dictionary and app version. */
export const lineRankHandlers = defineHandlers({
  async 'Public/LineRank'(input, ctx) {
    const index = await ctx.readModel.rankTables()
    const labels = await referenceLabels(ctx.readModel)
    const tables = index.forProvince(provinceCode(input.ProvinceId))
    const years = [...new Set(tables.map((t) => t.year))].sort((a, b) => b - a)
    const year = input.Year ?? years[0]
    const ofYear = tables.filter((t) => t.year === year)
    const subjectTypes = [...new Set(ofYear.map((t) => t.subjectType))].sort(bySubjectOrder)
    const entry: RankTableEntry | undefined = ofYear.find((t) => t.subjectType === (input.SubjectType ?? subjectTypes[0]))
    const empty = {
      ProvinceId: input.ProvinceId,
      Year: year ?? null,
      SubjectType: entry?.subjectType ?? input.SubjectType ?? null,
      Years: years,
      SubjectTypes: subjectTypes,
      Score: null,
      BestRank: null,
      WorstRank: null,
      SameScoreCount: null,
      Total: null,
      Quality: null,
      Source: '',
      Equivalents: [],
      Distribution: [],
    }
    if (!entry) return empty
    const table = entry.table
    const distribution = table.rows.map((r) => [r.score, r.count] as [number, number])
    const base = {
      ...empty,
      Total: table.total,
      Quality: toQuality(entry.quality),
      Source: labels.rankTableSourceName(entry.sourceId, provinceCode(input.ProvinceId)),
      Distribution: distribution,
    }
    let score: number | undefined = input.Score
    if (score === undefined && input.Rank !== undefined) score = rankToScore(table, toRank(input.Rank))
    if (score === undefined) return base
    const range = scoreToRank(table, toScore(score))
    const row = table.rows.find((r) => r.score === score)
    // 等位分: the score with the same rank in each earlier year of the same subject type
    const equivalents = tables
      .filter((t) => t.year < entry.year && (t.subjectType === entry.subjectType || t.subjectType === PREDECESSOR[entry.subjectType]))
      .map((t) => {
        const eq = equivalentScore(table, t.table, toScore(score))
        return {
          Year: t.year,
          SubjectType: t.subjectType,
          Score: eq,
          Rank: scoreToRank(t.table, eq).worst,
          Quality: t.quality === 'official' ? ('derived' as const) : toQuality(t.quality),
          Source: labels.rankTableSourceName(t.sourceId, provinceCode(input.ProvinceId)),
        }
      })
    // a score between two published anchors reads an interpolated row: an estimate (ADR 093)
    const quality = table.interpolated.has(Math.floor(score)) ? ('estimated' as const) : base.Quality
    return {
      ...base,
      Quality: quality,
      Score: score,
      BestRank: range.best,
      WorstRank: range.worst,
      SameScoreCount: row?.count ?? null,
      Equivalents: equivalents,
    }
  },

  async 'Public/LineBatchList'(input, ctx) {
    const labels = await referenceLabels(ctx.readModel)
    const rows = await controlLines(ctx.db, provinceCode(input.ProvinceId), input.Category)
    rows.sort((a, b) => b.year - a.year || categoryRank(a.category) - categoryRank(b.category))
    const subjectTypes = [...new Set(rows.map((r) => r.subject_type))].sort(bySubjectOrder)
    return {
      Years: [...new Set(rows.map((r) => r.year))],
      SubjectTypes: subjectTypes,
      List: rows
        .filter((r) => !input.SubjectType || r.subject_type === input.SubjectType)
        .map((r) => ({
          Year: r.year,
          SubjectType: r.subject_type,
          Category: r.category,
          Batch: r.batch,
          Score: r.score,
          Quality: toQuality(r.quality),
          Source: labels.sourceName(r.source_id),
        })),
    }
  },

  async 'Public/Dictionary'(input) {
    const all: Record<string, { Value: string; Label: string }[]> = {
      SchoolLevel: ['本科', '专科'].map((v) => ({ Value: v, Label: v })),
      SchoolNature: ['公办', '民办', '中外合作', '内地与港澳台地区合作'].map((v) => ({ Value: v, Label: v })),
      SchoolTag: [
        { Value: 'Is985', Label: '985' },
        { Value: 'Is211', Label: '211' },
        { Value: 'IsDoubleFirstClass', Label: '双一流' },
      ],
      SubjectType: SUBJECT_ORDER.map((v) => ({ Value: v, Label: v })),
      Quality: [
        { Value: 'official', Label: '官方' },
        { Value: 'third-party', Label: '第三方整理' },
        { Value: 'derived', Label: '由一分一段推算' },
        { Value: 'estimated', Label: '估算' },
      ],
      Holland: HOLLAND_TYPES.map((t) => ({ Value: t.code, Label: t.name })),
    }
    if (!input.Type) return all
    return Object.hasOwn(all, input.Type) ? { [input.Type]: all[input.Type] ?? [] } : {}
  },

  async 'Public/AppVersion'() {
    // the H5 build is always current; native shells compare VersionCode (spec: v6.7, code 57)
    return { Version: '6.7', VersionCode: 57, DownloadUrl: '', ForceUpdate: false, Notes: '' }
  },
})
