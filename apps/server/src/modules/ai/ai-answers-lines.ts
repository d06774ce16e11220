import type { AnswerFn } from './ai-answers-school.ts'
import type { Entities } from './ai-nlu.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { unnamedClass } from './ai-unit-fit.ts'
import { provinceForLine } from './ai-home-province.ts'
import { sharedReadings } from './ai-local-names.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { yearsAsked } from './ai-answers-years.ts'
import { batchLineLead } from './ai-answers-batch-line.ts'
import { lineCell, unitLabel } from './ai-unit-code.ts'
import type { YearLine, YearLowest } from './ai-tools-lines.ts'
import { SUPPLEMENTARY_TABLE } from './ai-supplementary-groups.ts'
import { linesLead } from './ai-answers-relative.ts'
import { otherReadingsLine } from './ai-answers-shared-name.ts'
import { groupRows, laterGroups } from './ai-answers-later-groups.ts'
import { linesElsewhere } from './ai-answers-lines-elsewhere.ts'

type Lines = {
  SchoolName: string
  YearsInData: number[]
  PerYear: YearLowest[]
  FocusYear: number | null
  GroupsOfYear: YearLine[]
  Unit: string[]
  UnitLines: YearLine[]
  /** campuses or schools of the college filed under their own 院校代码 with the same group number (not the group asked) */
  UnitApart?: string[]
}

const YEARS_ASKED = /近(三|3|两|2|五|5|几)年|前(三|3|几)年|这(几|三|两)年|(三|3|几)年(的|来)|历年|往年|每年|最近几年|\d{4}\s*[-到至~]\s*\d{4}/

/**
 * 院校历年录取线: per year the college's lowest ordinary line with its rank (the bar for getting in at
 * all), the groups of the newest or asked year, and the named unit's line each year. Ordinary plans
 * only; every number from the tool with its year.
 */
export const linesByYear: AnswerFn = (plan, e0, question) => linesOfPlan(plan, e0, question, '普通类')

/** The lines of one plan type (普通类, or 中外合作/专项 when that is what is asked: labelled as not the ordinary route). */
export const linesOfPlan = async (
  plan: Plan,
  e0: Entities,
  question: string,
  planType: string,
  /** the province to read when none is named, saved or found by a group code (a special plan's: the college's own, ADR 090) */
  fallback?: { id: number; name: string; why: string } | null,
): Promise<string> => {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  // no province named, saved or said earlier: the province of the group code asked, or the home of a college a province
  // runs (武汉铁路职院, 浙江工业大学), said so; a national one (武汉大学) recruits everywhere with lines that differ by
  // province, so the province is asked in one short question (ADR 081, narrowing ADR 067 for lines)
  // a one-year record is read at the college's home only for a name that means one college: a shared short name
  // (华师 of 华中/华南/华东师范) keeps ADR 115's reading, so a later 咁前年呢 still finds the college the asker meant (ADR 140)
  // read only where no province is known: the shared-name scan walks the whole lexicon
  const unshared = async () => sharedReadings(question, school, await loadLexicon(plan.ctx)).length === 0
  const home = e.province ? null : ((await provinceForLine(plan, e, question, await unshared())) ?? fallback ?? null)
  const province = e.province ? { id: e.province.id, shortName: e.province.shortName } : home ? { id: home.id, shortName: home.name } : null
  if (!province) return `${school.name}在各省的录取线不同，你在哪个省份参加高考？`
  // several years named (2023和2024, 22到24, 23、24年), or asked in words (近三年)
  const named = e.years.length >= 2 ? ([e.years[0]!, e.years[e.years.length - 1]!] as const) : null
  const multi = YEARS_ASKED.test(question) || named !== null
  const spanMatch = /(\d{4})\s*[-到至~]\s*(\d{4})/.exec(question)
  const yearsMatch = named ? [null, String(named[0]), String(named[1])] : spanMatch
  // a count said (近两年 is two years, not three)
  const counted = yearsAsked(question, e)
  const span = yearsMatch
    ? Math.min(6, Math.max(1, Number(yearsMatch[2]) - Number(yearsMatch[1]) + 1))
    : counted && 'count' in counted
      ? counted.count
      : /五|5/.test(question) && multi
        ? 5
        : 3
  const special = planType !== '普通类'
  const ask = (track: string | null, year?: number) =>
    plan.call('lines_by_year', {
      SchoolId: school.id,
      ProvinceId: province.id,
      // the track words (物理, 历史类) are not a unit: “武大 湖北 2026 物理” is not 物理学类
      Unit: [
        ...e.majors.map((m) => m.name),
        // the 专业类 as a hint (ai-unit-match.ts): a college recruiting 计算机类 lists 计算机科学与技术 under it
        ...e.majors.filter((m) => m.subCategory).map((m) => `〔${m.subCategory}〕`),
        // a campus the question rules out (〔不含常州校区〕, ai-unit-exclusions.ts), ahead of the question's own words
        ...(question.match(/〔不含[^〕]+〕/g) ?? []),
        question.replace(/(物理|历史)(?!学)类?|理科|文科/g, ' '),
      ]
        .join(' ')
        .slice(0, 80),
      ...(track ? { SubjectType: track } : {}),
      ...(year ? { Year: year } : e.year && !multi ? { Year: e.year } : {}),
      ...(yearsMatch ? { FromYear: Number(yearsMatch[1]), ToYear: Number(yearsMatch[2]) } : {}),
      ...(special ? { PlanType: planType } : {}),
      Years: span,
    })
  let track = e.subjectType
  let run = await ask(track)
  // no line of that track (a 文科 read from 人文科学, a track the province does not use): every track, said so
  let trackNote = ''
  if (e.subjectType && run.ok && (run.output.data as Lines).PerYear.length === 0) {
    track = null
    run = await ask(track)
    trackNote = `（数据里没有${e.subjectType}的线，下面是该校在这个省的全部科类）`
  }
  const d = dataOf(run) as Lines | null
  if (!d) return `暂时查不到${school.name}的录取线：${failureOf(run)}。`
  if (d.PerYear.length === 0)
    return `数据里没有${school.name}在${province.shortName}${e.subjectType ?? ''}的${planType}录取线，我不会编造。可以换个科类，或打开院校详情查看。`
  const where = `${school.name}在${province.shortName}${home ? `（你没说省份；${home.why}）` : ''}${trackNote || (e.subjectType ?? '')}`
  const out: string[] = []
  // 近两年 where the province assumed has none of those years: what exists, what is missing, and where it does (ADR 129)
  const elsewhere = home && multi && !yearsMatch && !special ? await linesElsewhere(plan, school, province, d.YearsInData, span, e.subjectType) : null
  if (elsewhere) out.push(elsewhere, '')
  // 「去年」: the year it answers named, with the later years beside it (ADR 115); a unit asked, that unit's own lines
  const focusRows = d.PerYear.some((l) => l.Year === d.FocusYear) ? [] : d.GroupsOfYear.map((l) => ({ ...l, Year: d.FocusYear ?? l.Year }))
  // two units asked together (软件工程 and its 创新班): the table says each, a one-line lead would blur them
  const units = new Set(d.UnitLines.map((l) => l.Major ?? l.Group)).size
  const lead =
    units > 1
      ? null
      : linesLead(
          plan,
          e,
          d.UnitLines.length ? d.UnitLines : [...d.PerYear, ...focusRows],
          d.YearsInData,
          `${d.UnitLines.length ? d.Unit[0] : school.name}${special ? planType : ''}`,
        )
  if (lead) out.push(lead, '')
  // 「2024 理科 一本 投档线」: the line of the old-model batch named, first (the years-table's lowest may be another batch's)
  const batchLead = special ? null : await batchLineLead(plan, (y) => ask(track, y), d, e, question, { school: school.name, province: province.shortName })
  if (batchLead) out.push(batchLead, '')
  const listed = [...new Set(d.PerYear.flatMap((l) => l.Apart ?? []))]
  // a 护理 or one-sex group (「护理类专业组」, apart-group.ts) is said apart from a campus or sub-unit with its own code
  const restricted = listed.filter((a) => a.endsWith('专业组')).slice(0, 3)
  const apart = listed.filter((a) => !a.endsWith('专业组')).slice(0, 3)
  // every year asked that the data lacks is said (「去年和今年」 with no line of this year yet), never filled with another
  const lacking = (e.years.length >= 2 ? e.years : e.year ? [e.year] : []).filter((y) => !d.YearsInData.includes(y))
  const missingYear = lacking.length ? `（数据里没有${lacking.join('、')}年，有${d.YearsInData.slice(0, 4).join('、')}年）` : ''
  // 「那前年呢」 of a group that has lines only in other years: said, not a table that seems to answer that year
  const unitMissing =
    e.year && !multi && d.UnitLines.length && !d.UnitLines.some((l) => l.Year === e.year)
      ? `（这个单位数据里没有${e.year}年的线，有${[...new Set(d.UnitLines.map((l) => l.Year))].join('、')}年）`
      : ''
  if (d.UnitLines.length) {
    out.push(
      // several units fit the name as well (计算机类 and 计算机类(软件工程…)): each is named, each row has its year, line and rank
      `**${where}${d.Unit.map((u) => `“${u}”`).join('、')}的${special ? planType : ''}录取线**${missingYear || unitMissing}：`,
      // only a class apart matched (no ordinary unit of that name): said so, it is not the major's ordinary line
      ...(d.Unit.every((u) => unnamedClass(u, question)) ? [`（数据里只有单独选拔的“${d.Unit[0]}”，不是该专业普通招生的线。）`] : []),
      // 南昌大学(抚州医学院)'s own 504: another group sharing the number, said apart and not given as a second line of this one
      ...(d.UnitApart?.length ? [`（${d.UnitApart.join('、')}另设院校代码、单独投档，同号的专业组不是这一组，未列入。）`] : []),
      '',
      '| 年份 | 科类 | 专业 | 最低分 | 最低位次 |',
      '| --- | --- | --- | --- | --- |',
      ...d.UnitLines.map((l) => `| ${l.Year} | ${l.SubjectType} | ${l.Major} | ${lineCell(l.MinScore)} | ${lineCell(l.MinRank)} |`),
      '',
    )
  }
  const extra = d.PerYear.filter((l) => l.Supplementary)
  out.push(
    `**${where}近${new Set(d.PerYear.map((l) => l.Year)).size}年的${planType}最低录取线**（每年取该校${apart.length ? '本部' : ''}${extra.length ? '主表' : ''}各专业组/院校线中最低的一个${apart.length ? `；${apart.join('、')}另设代码或校区、单独投档，不计入` : ''}${restricted.length ? `；${restricted.join('、')}是只招部分考生或单一专业的组，不计入` : ''}）${d.UnitLines.length ? '' : missingYear}：`,
    '',
    '| 年份 | 科类 | 批次 | 最低分 | 最低位次 | 对应 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...d.PerYear.map(
      (l) => `| ${l.Year} | ${l.SubjectType} | ${l.Batch} | ${lineCell(l.MinScore)} | ${lineCell(l.MinRank)} | ${unitLabel(l)}（共 ${l.Units} 个${l.Level}） |`,
    ),
  )
  // 上海's Q组: ordinary groups of the supplementary filing table, said with their lines beside the main table's lowest (ADR 118)
  if (extra.length)
    out.push(
      '',
      `另：${SUPPLEMENTARY_TABLE}里的Q组（普通类，可以填报；不属于上表各年取最低的主表专业组）：${extra
        .map(
          (l) =>
            `${l.Year}年 ${unitLabel(l.Supplementary!)} ${lineCell(l.Supplementary!.MinScore)}分、位次 ${lineCell(l.Supplementary!.MinRank)}${l.Supplementary!.Groups > 1 ? `（${l.Supplementary!.Groups} 个Q组中最低）` : ''}`,
        )
        .join('；')}。`,
    )
  // a special plan's few groups are shown even over several years asked (「往年」): its lowest line alone hides them (ADR 090)
  if (d.GroupsOfYear.length > 0 && (!multi || e.year || special) && (e.year || d.GroupsOfYear.length > 1)) {
    out.push('', `**${d.FocusYear}年各专业组**：`, '', ...groupRows(d.GroupsOfYear))
    // 「去年各组的线列个表」: the newest year's groups too, as a table of their own (ADR 129), the asker may mean that round
    for (const later of await laterGroups(plan, e, question, d, (y) => ask(track, y)))
      out.push('', `**${later.year}年${later.newest ? '（最新）' : ''}各专业组**：`, '', ...groupRows(later.rows))
  }
  // 河大 with nowhere said: the other college the short name stands for, in one sentence (ai-answers-shared-name.ts)
  const other = home && !special ? await otherReadingsLine(plan, e, question, school) : null
  if (other) out.push('', other)
  out.push(
    '',
    special
      ? `只含${planType}：它单独投档、单独划线，这些线不代表同校普通类，也不用来估算普通类的录取概率。年份之间比较请看位次。`
      : '只含普通类：国家专项、高校专项、中外合作等特殊计划的线单独划定，不代表普通类。年份之间比较请看位次（分数受试卷难度影响）。',
  )
  return out.join('\n')
}
