import { apartGroup } from '@gk/domain'
import { z } from 'zod'
import { planTypeOfRow } from '../../db/read-model/plan-type.ts'
import { sourceLabel } from '../../db/read-model/source-labels.ts'
import { ProvinceArg, SchoolIdArg, SubjectTypeArg, YearArg, defineTool, provinceCodeOf, schoolCard, trackLabels } from './ai-tool-kit.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { ordinaryLineRows, type LineRow } from './ai-reference.repository.ts'
import { matchUnits } from './ai-unit-match.ts'
import { groupRowsByCode, groupsByCollegeCode } from './ai-unit-code.ts'
import { supplementaryGroup } from './ai-supplementary-groups.ts'

/**
 * A unit that recruits apart from the college's own: a sub-unit the source names (北京大学医学部 beside 北京大学, its
 * own 院校代码) or a branch campus (盘锦校区, 威海分校; not 主校区/本部). The college's lowest line is read from its own
 * units, so a medical school's or a branch campus's lower line is not given as 「北京大学在广东的线」.
 */
export function subUnitOf(r: LineRow, schoolName: string): string | null {
  // 「河北大学(保定市)[公办]」 is the college itself: a [公办] tag is no unit of its own
  const source = (r.institution_name ?? '').replace(/[（(][^）)]*[）)]|\[[^\]]*\]/g, '')
  if (source && source !== schoolName && source.startsWith(schoolName)) return source
  // 「(按高考文化课成绩录取的艺术类专业)」: art or sport majors under a 院校代码 of their own are not the college's ordinary line
  const arts = /[（(]([^（）()]*(?:艺术|体育)类[^（）()]*)[）)]/.exec(r.institution_name ?? '')?.[1]
  if (arts) return arts
  // the same in brackets: 南昌大学(抚州医学院), 合肥工业大学（宜城校区） have 院校代码 of their own (their 504, 006 are other groups)
  const bracket = /[（(]([^（）()]*(?:校区|分校|医学院|医学部))[）)]\s*$/.exec(r.institution_name ?? '')?.[1]
  if (bracket && !/主校区|本部/.test(bracket) && !schoolName.includes(bracket)) return bracket
  const label = `${r.major_group ?? ''}${r.major_name ?? ''}`
  // 「主校区（含开发区校区）」 is the college's own campus, whatever else it names
  if (/主校区|本部/.test(label)) return null
  const campus = /([\u4e00-\u9fa5]{2,4}(?:校区|分校))/.exec(label)
  return campus ? campus[1]! : null
}

/** The bracket of a unit's source name (厦门大学（面向漳州） → 面向漳州) where rows of one group code carry different names. */
function sharedGroupNames(rows: LineRow[]): (r: LineRow) => string | null {
  const names = new Map<string, Set<string>>()
  for (const r of rows) {
    const key = `${r.subject_type}|${r.major_group}`
    if (!names.has(key)) names.set(key, new Set())
    names.get(key)!.add(r.institution_name ?? '')
  }
  return (r) =>
    (names.get(`${r.subject_type}|${r.major_group}`)?.size ?? 0) > 1 ? (/[（(]([^（）()]+)[）)]\s*$/.exec(r.institution_name ?? '')?.[1] ?? null) : null
}

/**
 * One line of lines_by_year's rows (PerYear, GroupsOfYear, UnitLines): the one shape the answers read them in, so a
 * field renamed here is renamed for every reader. An answer that reads a few fields takes a Pick<> of it.
 */
export type YearLine = {
  Year: number
  SubjectType: string
  Batch: string
  Group: string | null
  Major: string | null
  MinScore: number | null
  MinRank: number | null
}

/** A PerYear row: the year's lowest line, of how many units (Level), and the sub-units (校区, 医学部) left out of it. */
/** Supplementary: the lowest of 上海's Q组 (补充投档表), left out of the year's lowest and said beside it */
export type YearLowest = YearLine & { Units: number; Level: string; Apart: string[]; Supplementary?: (YearLine & { Groups: number }) | null }

const view = (r: LineRow): YearLine => ({
  Year: r.year,
  SubjectType: r.subject_type,
  Batch: r.batch,
  Group: r.major_group || null,
  Major: r.major_name || null,
  MinScore: r.min_score,
  MinRank: r.min_rank,
})

/** 不限选科, 选考科目不限, 不提科目要求, 没有选科要求, 不限科目: a group asked by having no 选科要求. */
const OPEN_GROUP = /不限选?科|选[考科](科目)?不限|科目不限|不提(科目|选科)?要求|(没有|无)(选科|科目)要求|不限科目|不限制选科/
const NO_REQUIREMENT = /^(不提科目要求|不限|无|不提要求|不限科目|再选科目不限)$/

/** The group rows (not majors) with no 选科要求, each shown under its group's name. */
function groupsWithoutRequirement(rows: LineRow[]): LineRow[] {
  return rows
    .filter((r) => !r.major_name && r.major_group && NO_REQUIREMENT.test((r.requirement_text ?? '').trim()))
    .map((r) => ({ ...r, major_name: `${r.major_group}（不提科目要求）` }))
}

/**
 * A college's ordinary lines in a province over several years: per year and track the lowest of its
 * groups (the line a student must clear to get into the college at all), the groups of the newest or
 * asked year, and — when the question names a unit (人文科学试验班, 临床医学(五年制)) — that unit's line
 * each year. Special plans and 中外合作 are left out: their lines are not the ordinary route.
 */
export const linesByYearTool = defineTool({
  name: 'lines_by_year',
  description:
    '查询院校在某省近几年（默认3年）的普通类录取最低分和位次：每年该校各专业组中最低的线、某一年各专业组的线，以及问题里点名的专业/试验班每年的线（Unit）',
  schema: z.object({
    SchoolId: SchoolIdArg,
    ProvinceId: ProvinceArg,
    SubjectType: SubjectTypeArg,
    Unit: z.string().trim().max(80).optional().describe('问题里的专业、试验班或专业组名称'),
    Year: YearArg.optional().describe('只看某一年的各专业组'),
    Years: z.coerce.number().int().min(1).max(6).optional(),
    FromYear: YearArg.optional().describe('问题给出年份范围时的起始年（如2023到2025年）'),
    ToYear: YearArg.optional().describe('年份范围的结束年'),
    PlanType: z
      .enum(['普通类', '中外合作', '国家专项', '地方专项', '高校专项', '预科', '民族班'])
      .optional()
      .describe('默认普通类；问的是中外合作、专项、预科或民族班的线时填它（它们单独划线，不代表普通类）'),
  }),
  async run(args, ctx) {
    const lexicon = await loadLexicon(ctx)
    const schoolName = lexicon.schools.get(args.SchoolId)?.name ?? ''
    const tracks = args.SubjectType ? trackLabels(args.SubjectType).slice(0, 2) : null
    const planType = args.PlanType ?? '普通类'
    const provinceCode = provinceCodeOf(args.ProvinceId)
    const supplementary = (r: LineRow) => supplementaryGroup(provinceCode, r.major_group)
    const all = (await ordinaryLineRows(ctx.db, args.SchoolId, provinceCode, planType !== '普通类')).filter(
      (r) => planTypeOfRow({ ...r, institution_name: r.institution_name ?? schoolName }) === planType && (!tracks || tracks.includes(r.subject_type)),
    )
    const years = [...new Set(all.map((r) => r.year))].sort((a, b) => b - a)
    const ruledOut = [...(args.Unit ?? '').matchAll(/〔不含([^〕]+)〕/g)].map((m) => m[1]!)
    // a range asked (2023到2025年) is that range, else the newest years
    const inRange = years.filter((y) => (!args.FromYear || y >= args.FromYear) && (!args.ToYear || y <= args.ToYear))
    const wanted = inRange.slice(0, args.Years ?? 3)
    const aliases = [schoolName, ...[...lexicon.phrases].filter(([, h]) => h.kind === 'school' && h.school.id === args.SchoolId).map(([p]) => p)]
    aliases.sort((a, b) => b.length - a.length)
    // a group asked (「同济02组」): a group's own row (上海 「同济大学(02)」, no major) is a unit too, by its short name; a
    // bare code (201, 10302) or a long source label (「北京大学2020北京本科批/普通批|…」) names nothing
    // a bare code is a group too where it cannot be a year or a score: a leading 0 (北京 02, 天津 005602) or six digits (天津 121301)
    const bareCode = /(?<![\dA-Za-z.])(0\d{1,5}|\d{6})(?![\dA-Za-z.])/.exec(args.Unit ?? '')?.[1]
    const groupAsked = /组/.test(args.Unit ?? '') || bareCode !== undefined
    // 天津's 「院校专业组 005602」 is as short as 上海's 「同济大学(02)」 once its prefix is left out
    const shortGroup = (g: string | null) => g !== null && /[\u4e00-\u9fa5]/.test(g) && g.replace(schoolName, '').replace(/院校专业组/, '').length <= 8
    const unitRows = all
      .filter((r) => r.major_name || (groupAsked && shortGroup(r.major_group)))
      .map((r) => (r.major_name ? r : { ...r, major_name: r.major_group }))
    // per year: a unit's name changes between years (人文科学试验班 → 人文科学试验班(中文与传播))
    const fuzzy = args.Unit
      ? years.flatMap((y) =>
          matchUnits(
            unitRows.filter((r) => r.year === y),
            args.Unit!,
            aliases,
          ),
        )
      : []
    // 「内大229组」: a group's code is its name, matched whole (229, not 225 that shares pairs with it; 03 is 上海大学(03))
    const code = /(?<![\dA-Za-z])([A-Za-z]?\d{1,6}[A-Za-z]?)\s*(?:专业)?组/.exec(args.Unit ?? '')?.[1] ?? bareCode
    const whole = code ? new RegExp(`(?<![\\dA-Za-z])0*${code.replace(/^0+(?=.)/, '')}(?![\\dA-Za-z])`, 'i') : null
    const exact = whole ? fuzzy.filter((r) => whole.test(r.major_name ?? '')) : []
    // a group asked by its code is found by the code (a group's row often has no name); a campus's same number stays apart
    const byCode = code ? groupRowsByCode(all, code, (r) => subUnitOf(r, schoolName)) : { own: [], apart: [] }
    // a group known only by its bare code (上海 2026 「11901」, no major, no name): its own row is the group asked
    const codeRows =
      whole && !exact.length
        ? all.filter((r) => !r.major_name && r.major_group && whole.test(r.major_group)).map((r) => ({ ...r, major_name: r.major_group }))
        : []
    // 「不限选科的那个专业组」「选考科目不限的组」: the groups whose 选科要求 is none (不提科目要求, 不限), by their own row
    const openRows = !code && OPEN_GROUP.test(args.Unit ?? '') ? groupsWithoutRequirement(all) : []
    const found = byCode.own.length ? byCode.own : exact.length ? exact : openRows.length ? openRows : [...codeRows, ...fuzzy]
    // a year that prints the group as the college's code and the group's (上海 2026 「11901」 for 上海大学(01)) has it too
    const matched =
      code && found.length ? [...found, ...groupsByCollegeCode(all, code, new Set(found.map((r) => r.year)))].sort((a, b) => b.year - a.year) : found
    const perYear = wanted.flatMap((y) => {
      const ofYear = all.filter((r) => r.year === y)
      return [...new Set(ofYear.map((r) => r.subject_type))].map((t) => {
        const ofTrack = ofYear.filter((r) => r.subject_type === t)
        const groups = ofTrack.filter((r) => !r.major_name || r.major_group)
        const every = groups.length ? groups : ofTrack
        // a 护理, one-sex or one-locality group (apart-group.ts) is listed apart too: it is no bar to the college; the row's own
        // college name is read, whose bracket may name the locality (「华侨大学（面向厦门）」, ADR 121)
        const restricted = (r: LineRow) =>
          r.unit_level === undefined ? null : apartGroup({ ...r, unit_level: r.unit_level, institution_name: r.institution_name ?? schoolName })
        const own = every.filter((r) => !subUnitOf(r, schoolName) && !restricted(r))
        // every unit names its campus (南京医科大学 2026): the campuses the question rules out are left out
        const kept = every.filter((r) => !ruledOut.includes(subUnitOf(r, schoolName) ?? ''))
        const wide = own.length ? own : kept.length ? kept : every
        // 上海's Q组 (补充投档表) are not the main table's groups: the college's line is its main groups' lowest, the Q组's said beside
        const main = wide.filter((r) => !supplementary(r))
        const pool = main.length ? main : wide
        const lowestOf = (rows: LineRow[]) => rows.reduce((a, b) => ((b.min_score ?? Infinity) < (a.min_score ?? Infinity) ? b : a))
        const lowest = lowestOf(pool)
        // a locality is named as its source printed it (「面向厦门专业组」), the other classes by their name (「护理类专业组」):
        // both from the domain's reading of the row, the one the college's line was kept apart by (ADR 130)
        const label = (r: LineRow) => {
          const apart = restricted(r)!
          return `${apart.class === '限地区' ? apart.printed : apart.class}专业组`
        }
        const apart = [...new Set(every.filter((r) => !wide.includes(r)).map((r) => subUnitOf(r, schoolName) ?? label(r)))]
        const extra = wide.filter((r) => !pool.includes(r))
        const beside = extra.length ? { ...view(lowestOf(extra)), Groups: new Set(extra.map(supplementary)).size } : null
        return { ...view(lowest), Units: pool.length, Level: groups.length ? '专业组/院校' : '专业', Apart: apart, Supplementary: beside } satisfies YearLowest
      })
    })
    const focusYear = args.Year && years.includes(args.Year) ? args.Year : years[0]
    // the groups of a year: group-level rows, or (where only major rows exist) each group's lowest major
    const ofFocus = all.filter((r) => r.year === focusYear)
    const groupRows = ofFocus.filter((r) => !r.major_name)
    const byGroup = new Map<string, LineRow>()
    const focusRows = groupRows.length ? groupRows : ofFocus.filter((x) => x.major_group)
    const shared = sharedGroupNames(focusRows)
    for (const r of focusRows) {
      // one code under several 院校代码 (福建 厦门大学 999 of 面向厦门 and 面向漳州) is several groups: each named (ADR 081)
      const sub = subUnitOf(r, schoolName) ?? shared(r)
      // 205 of 北京大学 and 205 of 北京大学医学部 are two groups: the sub-unit's is named
      const q = supplementary(r)
      const keyed =
        sub && r.major_group && !r.major_group.includes(sub)
          ? { ...r, major_group: `${r.major_group}（${sub}）` }
          : q
            ? { ...r, major_group: `${r.major_group}（补充投档）` }
            : r
      // a college's rows with no group code (新疆 2025's 本科一批 and 本科二批) are one line per batch, not one line
      const key = `${r.subject_type}|${keyed.major_group ?? r.major_name ?? r.batch}`
      const had = byGroup.get(key)
      if (!had || (r.min_score ?? Infinity) < (had.min_score ?? Infinity)) byGroup.set(key, { ...keyed, major_name: groupRows.length ? r.major_name : null })
    }
    const groupsOfYear = [...byGroup.values()]
      .sort((a, b) => (b.min_score ?? 0) - (a.min_score ?? 0))
      .slice(0, 14)
      .map(view)
    // the unit's own newest years: a group that has no line in the college's newest years (同济 02组 in 2025–2026)
    // still has its three years, which is what 「近三年」 of that group asks
    const unitYears = [...new Set(matched.map((r) => r.year))]
      .filter((y) => (!args.FromYear || y >= args.FromYear) && (!args.ToYear || y <= args.ToYear))
      .slice(0, args.Years ?? 3)
    const seen = new Set<string>()
    const unitLines = matched
      .filter((r) => unitYears.includes(r.year) || r.year === focusYear)
      // the same line printed twice (a group's row in two batch spellings) is said once
      .filter((r) => {
        const key = `${r.year}|${r.subject_type}|${r.major_name}|${r.min_score}|${r.min_rank}`
        return seen.has(key) ? false : (seen.add(key), true)
      })
      .slice(0, 10)
      .map(view)
    const used = [...new Set([...wanted, ...unitYears, ...(focusYear ? [focusYear] : [])])]
    return {
      data: {
        SchoolName: schoolName,
        PlanType: planType,
        YearsInData: years,
        PerYear: perYear,
        FocusYear: focusYear ?? null,
        GroupsOfYear: groupsOfYear,
        Unit: matched.length ? [...new Set(matched.map((r) => r.major_name))].slice(0, 3) : [],
        UnitLines: unitLines,
        UnitApart: byCode.own.length ? byCode.apart : [],
      },
      sources: used.map((y) => ({
        Label: `${y}年录取数据（${planType}）`,
        Source: sourceLabel(all.find((r) => r.year === y)?.source_id ?? '', undefined),
        Year: y,
      })),
      cards: [schoolCard(args.SchoolId, schoolName, '历年分数线')],
    }
  },
})
