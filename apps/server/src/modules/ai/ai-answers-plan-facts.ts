import type { Entities } from './ai-nlu.ts'
import type { AnswerFn } from './ai-answers-school.ts'
import { loadLexicon } from './ai-lexicon.ts'
import { institutionProvince, majorPlanProvinces, planProvinces } from './ai-reference.repository.ts'
import { dataOf, failureOf, type Plan } from './ai-plan.ts'
import { selectExamAnswer } from './ai-answers-select-exam.ts'
import { requirementInWords, subjectVerdict, trackVerdict } from './ai-subject-verdict.ts'
import { courseTotals } from './ai-tuition-total.ts'
import { feesByProgramme, otherProgrammes, type FactRow } from './ai-tuition-programmes.ts'

type Facts = {
  SchoolName: string
  Year: number | null
  YearsInData: number[]
  Matched: boolean
  MatchedSeats: number
  List: FactRow[]
}

/** Said beside a province the question did not name, read as the college's own (provinceFor's `guessed`). */
export const GUESSED_HOME = '（你没说省份，按学校所在省）'

/**
 * The province a plan question is about: the one named or saved, else the college's own province
 * (a 中外合作 university's fees and 外语要求 are the same wherever it recruits), said so in the answer.
 */
export async function provinceFor(plan: Plan, e: Entities): Promise<{ id: number; name: string; guessed: boolean } | null> {
  if (e.province) return { id: e.province.id, name: e.province.shortName, guessed: false }
  const code = await institutionProvince(plan.ctx.db, e.schools[0]!.id)
  if (!code) return null
  const p = (await loadLexicon(plan.ctx)).provinces.find((x) => x.code === code || String(x.id) === code)
  return p ? { id: p.id, name: p.shortName, guessed: true } : null
}

export type Focus = 'tuition' | 'subjects' | 'seats'

/** The 中外合作 programme, as a question names it (after ai-plan-words.ts) and as the plan types it. */
const COOP = /中外合作|合作办学/

/** A row that names the major itself (临床医学(5+3一体化) for 临床医学, 计算机类 for 计算机科学与技术's 计算机). */
const sharesName = (row: string | null, major: string) => {
  if (!row) return false
  const stem = major.replace(/(科学与技术|科学与工程|与技术|与工程|类)$/, '')
  return row.includes(major) || (stem.length >= 2 && row.includes(stem))
}

/** A college's plan rows for the unit asked (seats, tuition, 学制, 选科, notes) with year and source. */
export async function planFactsAnswer(plan: Plan, e0: Entities, question: string, focus: Focus): Promise<string> {
  const e = await plan.withProfile(e0)
  const school = e.schools[0]!
  let province: { id: number; name: string; guessed: boolean; elsewhere?: boolean } | null = await provinceFor(plan, e)
  if (!province) return `招生计划按省份公布，请告诉我你所在的省份（例如“${school.name}在河南”）。`
  const unit = [...e.majors.map((m) => m.name), question].join(' ')
  const run = await plan.call('college_plan_facts', {
    SchoolId: school.id,
    ProvinceId: province.id,
    Unit: unit.slice(0, 80),
    ...(e.subjectType ? { SubjectType: e.subjectType } : {}),
    ...(e.year ? { Year: e.year } : {}),
  })
  let d = dataOf(run) as Facts | null
  if (!d) return `暂时查不到${school.name}的招生计划：${failureOf(run)}。`
  // 选科 with no province said, and no plan in the college's own: its own published 选科要求 first (南京师范大学's 江苏
  // table), before another province's plan that may not list the major (ADR 090)
  if (focus === 'subjects' && province.guessed && (d.Year === null || d.List.length === 0)) {
    const own = await selectExamAnswer(plan, e, province, question, true)
    if (own) return own
  }
  // no province said and none in the college's own: the province its plans are in (上海中华职院 recruits in 湖北), said so;
  // a fee asked in a province whose plan the data lacks: another province's fee, said so (fees rarely differ, ADR 090)
  // a province that is the candidate's (named or saved) is never answered with another province's plan rows for what
  // differs by province (人数, 选科, 专业组): its plan is said missing instead (ADR 114; 广西 历史类 asked 广西医科大学
  // 临床医学 and was shown 浙江's rows); a fee or 学制 asked keeps ADR 090's labelled fallback (they rarely differ)
  const askedIn = province
  let missingHere: string | null = null
  if ((province.guessed || focus === 'tuition') && (d.Year === null || d.List.length === 0)) {
    const lexicon = await loadLexicon(plan.ctx)
    // a 中外合作 fee asked: a province whose plan lists that programme before one that lists only ordinary rows
    const wantsCoop = focus === 'tuition' && COOP.test(question)
    let found: { d: Facts; p: (typeof lexicon.provinces)[number] } | null = null
    for (const code of await planProvinces(plan.ctx.db, school.id)) {
      const p = lexicon.provinces.find((x) => x.code === code || String(x.id) === code)
      if (!p || p.id === province.id) continue
      const other = dataOf(await plan.call('college_plan_facts', { SchoolId: school.id, ProvinceId: p.id, Unit: unit.slice(0, 80) })) as Facts | null
      if (!other || other.Year === null || !other.List.length) continue
      const fits = !wantsCoop || other.List.some((r) => COOP.test(r.PlanType))
      if (!found || fits) found = { d: other, p }
      if (fits) break
    }
    if (found) {
      d = found.d
      province = { id: found.p.id, name: found.p.shortName, guessed: false, elsewhere: askedIn.guessed }
      if (!askedIn.guessed)
        missingHere = `数据里没有${school.name}在${askedIn.name}的招生计划，下面是它在${found.p.shortName}的计划（学费、学制各省通常相同，以你所在省公布的为准）。`
    }
  }
  // a row matched only by a pair the asked major shares with another (临床医学 → 生物医学工程 by 医学) is not the major:
  // the province's plan lacks it, and the college's plan elsewhere that lists it by name is shown, said so
  const named = e.majors[0]?.name
  const lacks = (facts: Facts, major: string) => !facts.List.some((r) => sharesName(`${r.Major ?? ''} ${r.Notes ?? ''}`, major))
  // the candidate's track has no row of it: the province's own plan of the other tracks (临床医学 物理类 only) comes first
  if (named && d.Year !== null && e.subjectType && lacks(d, named)) {
    const any = dataOf(
      await plan.call('college_plan_facts', { SchoolId: school.id, ProvinceId: province.id, Unit: unit.slice(0, 80), Year: d.Year }),
    ) as Facts | null
    if (any && any.Year !== null && !lacks(any, named)) d = { ...any, List: any.List.filter((r) => sharesName(r.Major, named)) }
  }
  if (named && d.Year !== null && !province.guessed && focus !== 'tuition' && lacks(d, named)) {
    // 选科 of a major the province's plan lacks: the college's published 选科要求 of that province, when it lists the major
    const own = focus === 'subjects' ? await selectExamAnswer(plan, e, province, question, true) : null
    if (own) return own
    const elsewhere = await majorPlanProvinces(plan.ctx.db, school.id, named)
    const lexicon = await loadLexicon(plan.ctx)
    const names = elsewhere.map((c) => lexicon.provinces.find((x) => x.code === c || String(x.id) === c)).filter((p) => p && p.id !== province!.id)
    return `数据里${school.name}${d.Year}年在${province.name}的招生计划没有“${named}”${names.length ? `（数据里它在${names.map((p) => p!.shortName).join('、')}的计划有这个专业，但各省计划不同，不能当作${province.name}的）` : ''}，我不会编造人数、学费或选科；请以${province.name}公布的招生计划和学校招生章程为准。`
  }
  if (named && d.Year !== null && lacks(d, named)) {
    const lexicon = await loadLexicon(plan.ctx)
    for (const code of await majorPlanProvinces(plan.ctx.db, school.id, named)) {
      const p = lexicon.provinces.find((x) => x.code === code || String(x.id) === code)
      if (!p || p.id === province.id) continue
      const other = dataOf(await plan.call('college_plan_facts', { SchoolId: school.id, ProvinceId: p.id, Unit: unit.slice(0, 80) })) as Facts | null
      if (other && other.Year !== null && other.List.some((r) => sharesName(r.Major, named))) {
        missingHere = `${school.name}${d.Year}年在${province.name}${province.guessed ? GUESSED_HOME : ''}的招生计划里没有“${named}”，下面是它在${p.shortName}的计划（学费、学制各省通常相同，以你所在省公布的为准）。`
        d = { ...other, List: other.List.filter((r) => sharesName(r.Major, named)) }
        province = { id: p.id, name: p.shortName, guessed: false }
        break
      }
    }
  }
  if (d.Year === null || d.List.length === 0) {
    // no plan of that province: 选科 can still be read from the college's published 选科要求
    const alt = focus === 'subjects' ? await selectExamAnswer(plan, e, province, question) : null
    if (alt) return alt
    return `数据里没有${school.name}在${province.name}的招生计划${d.YearsInData.length ? `（有${d.YearsInData.join('、')}年）` : ''}，我不会编造人数、学费或选科；请以学校招生章程为准。`
  }
  // a fee asked of a major: its other programmes' rows (中外合作, 国际本科) beside the one matched, each labelled (ADR 090)
  if (focus === 'tuition' && d.Matched) {
    const extra = await otherProgrammes(
      plan,
      { SchoolId: school.id, ProvinceId: province.id, Year: d.Year, ...(e.subjectType ? { SubjectType: e.subjectType } : {}) },
      d.List,
    )
    if (extra.length) d = { ...d, List: [...d.List, ...extra], MatchedSeats: d.MatchedSeats + extra.reduce((n, r) => n + (r.Seats ?? 0), 0) }
  }
  // 中外合作 asked of a plan that has none: said, so an ordinary fee below is not taken for the programme's
  const coopAsked = focus === 'tuition' && COOP.test(question)
  const coopRows = d.List.filter((r) => COOP.test(r.PlanType))
  // 「浙工大 中外合作 学费」 with no major: the programme's rows only (the list is the dearest first; ordinary rows add nothing)
  if (coopAsked && !d.Matched && coopRows.length) d = { ...d, List: coopRows }
  const noCoop =
    coopAsked && !coopRows.length
      ? d.Matched
        ? `这份计划里没有你问的专业的中外合作办学，下面是普通类的学费。`
        : `这份计划里没有中外合作办学的专业，下面是普通类的学费。`
      : null
  const yearNote = e.year && e.year !== d.Year ? `（数据里没有${e.year}年的计划，下面是最新的${d.Year}年）` : ''
  const guessNote = province.guessed ? GUESSED_HOME : province.elsewhere ? '（你没说省份，学校所在省没有它的计划，按数据里它招生计划最多的省）' : ''
  const where = `${school.name}${d.Year}年在${province.name}${guessNote}的招生计划${yearNote}`
  const asked = e.majors[0]?.name
  // A total of seats only over rows of one plan type: 35 中外合作 + 120 普通类 seats are two programmes with their own
  // lines and fees, and their sum is a number no row holds.
  const oneType = new Set(d.List.map((r) => r.PlanType)).size === 1
  const lead = d.Matched
    ? `**${where}**中与你问的专业对应的 ${d.List.length} 行${oneType ? `（计划共 ${d.MatchedSeats} 人）` : '（各行计划人数见下表）'}：`
    : `**${where}**${asked ? `里没有找到“${asked}”，` : ''}共列出 ${d.List.length} 行：`
  const row = (r: Facts['List'][number]) =>
    `| ${r.SubjectType} | ${r.MajorGroup ?? '—'} | ${r.Major ?? '—'}${r.PlanType !== '普通类' ? `（${r.PlanType}${r.Programme ? `：${r.Programme}` : ''}）` : ''} | ${r.Seats ?? '—'} | ${r.Tuition ?? '—'} | ${r.Years ? `${r.Years}年` : '—'} | ${r.Requirement || '—'} |`
  const notes = d.List.filter((r) => r.Notes).map((r) => `- ${r.Major ?? ''}：${r.Notes}`)
  const special = d.List.some((r) => r.PlanType !== '普通类')
  const first = d.List[0]!
  // another province's plan shown for a fee (ADR 090): its seats are that province's, never said as the candidate's
  const elsewhere = missingHere !== null && !askedIn.guessed
  const byProgramme = d.Matched && focus === 'tuition' ? feesByProgramme(d.List) : null
  // a 3+3 province's 「物理,化学(…)」 said as what to take (2门都须选考), the way an asker without the jargon reads it
  const plainly = (r: FactRow) => {
    const words = requirementInWords(r.Requirement, r.SubjectType)
    return words ? `，即${words}` : ''
  }
  const summary = byProgramme
    ? byProgramme
    : d.Matched && focus === 'tuition' && first.Tuition
      ? `学费 **${first.Tuition}**，学制 ${first.Years ? `**${first.Years}年**` : '未列'}${first.Seats !== null && !elsewhere ? `，计划 **${first.Seats}** 人` : ''}。`
      : d.Matched && focus === 'subjects'
        ? `选科要求：**${first.Requirement || '数据未列'}**（${first.SubjectType}）${plainly(first)}。`
        : ''
  // the candidate's own 选科 said (「我物理生物技术可以吗」): can they apply, before the rows
  const verdict =
    d.Matched && focus === 'subjects'
      ? e.subjects.length
        ? subjectVerdict(d.List, e.subjects, e.subjectType, asked ?? first.Major ?? school.name)
        : trackVerdict(d.List, e.subjectType, asked ?? first.Major ?? school.name)
      : null
  // 「四年一共多少」: yearly fee × 学制, computed and said so (ai-tuition-total.ts); the product is grounded by being stated
  const whole = d.Matched && focus === 'tuition' ? courseTotals(question, d.List) : null
  if (whole) plan.outputs.push(whole)
  return [
    ...(missingHere ? [missingHere, ''] : []),
    ...(noCoop ? [noCoop, ''] : []),
    ...(verdict ? [verdict, ''] : []),
    lead,
    ...(summary ? ['', summary] : []),
    ...(whole ? ['', whole] : []),
    '',
    '| 科类 | 专业组 | 专业 | 计划人数 | 学费 | 学制 | 选科要求 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...d.List.map(row),
    ...(notes.length ? ['', '招生计划备注（外语要求、所含专业等）：', ...notes.slice(0, 6)] : []),
    ...(special ? ['', '中外合作、专项等特殊计划单独投档，它们的线不代表普通类，我不会用它们估算录取概率。'] : []),
  ].join('\n')
}

/** 学费 (and 学制, seats, notes) of a college's unit. */
export const tuitionFacts: AnswerFn = (plan, e, question) => planFactsAnswer(plan, e, question, 'tuition')
/** 选科 of a college's unit when the candidate's own 选科 is not known. */
export const subjectFacts: AnswerFn = (plan, e, question) => planFactsAnswer(plan, e, question, 'subjects')
