import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { newAccumulator } from './accumulator.ts'
import { chooseControlLines, linesFromFirstStageTables, linesFromRecordFields, readControlLines } from './control-lines.ts'
import { buildInstitutions } from './institutions.ts'
import { majorRows } from './majors.ts'
import { MajorMatcher } from '../normalize/major-matcher.ts'
import { industryRows, occupationRows } from './occupations.ts'
import { readHebeiPlan, readZhejiangPlan } from './plans.ts'
import { readJiangsu2023, readShandong, readShanghai, readZhejiang } from './provincial-admissions.ts'
import { policyRows, provinceRows } from './provinces.ts'
import { advisorCandidates, chongqingCandidates, hebeiCandidates, shandongCandidates, zhejiangCandidates } from './rank-candidates.ts'
import { chooseRankTables, rankTableRows } from './rank-tables.ts'
import { repairRanks } from './repair-ranks.ts'
import { dropRepeatedLines, markArtComposite, relevelUnits, resolveConflicts } from './repair-units.ts'
import { rankingRows } from './rankings.ts'
import { rawReader } from './raw-files.ts'
import { regionRows } from './regions.ts'
import { sourceRows } from './sources.ts'
import { subjectRequirementRows } from './subject-requirements.ts'
import { writeTables, type Row } from './write-tables.ts'
import { dedupeRows } from './dedupe.ts'
import { assignPlanTypes, planTypeReview } from './plan-types.ts'
import { separateXizangClasses, xizangLines } from './xizang-classes.ts'
import { placeXizangRows } from './xizang-batches.ts'
import { mergedBatchNote, placeMergedBatchRows } from './merged-batches.ts'
import { readZhiyuanShard, type Shard } from './zhiyuan-shard.ts'
import { ShortNameIndex } from '../normalize/short-names.ts'
import { EditorialAliasIndex } from '../normalize/editorial-aliases.ts'
import { SCHOOL_ALIASES } from '../editorial/school-aliases.ts'
import { editorialAliasReport, type EditorialAliasReport } from './editorial-alias-report.ts'
import { shortNameReport, type ShortNameReport } from './short-name-report.ts'
import { readThirdRound } from './third-round/index.ts'
import { thirdRoundSourceRows } from './third-round/sources.ts'
import { readFourthRound } from './fourth-round/index.ts'
import { readHebeiEarlySpecial } from './hebei-early-special.ts'
import { newCtx, schoolsOf } from './third-round/unit-rows.ts'
import { fourthRoundSourceRows } from './fourth-round/sources.ts'
import { keepPrintedRanks } from './fourth-round/printed-ranks.ts'
import type { Manifest } from '../load/manifest.ts'
import { dropUpgradeRows, typeMixedPreparatory } from './defects/routes.ts'
import { dropSchoolLinesAboveGroups } from './defects/school-lines.ts'
import { dropGroupsOutsideCompleteTables } from './defects/complete-group-tables.ts'
import { splitGroupLabels } from './defects/group-labels.ts'
import { completeGroupPlanTypes } from './defects/group-plan-types.ts'
import { separateSameNameMajors } from './defects/same-name-majors.ts'
import { dropAnotherYearsRows } from './defects/another-years-rows.ts'

export type BuildReport = {
  manifest: Manifest
  notes: string[]
  defects: string[]
  unmatched: [string, number][]
  /** Every short school name resolved (for review) and every one left unmatched as ambiguous. */
  shortNames: ShortNameReport
  /** The reviewed alias list's uses, unused entries, and rows still unmatched per province. */
  editorialAliases: EditorialAliasReport
  /** Rows per plan type, and wordings left 普通类 that do not read as an ordinary batch. */
  planTypes: { admissions: Record<string, number>; plans: Record<string, number>; review: ReturnType<typeof planTypeReview> }
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const SHARDS = 'liuguanghui0226__gaokao-zhiyuan-site/site/data/release-v3.275'

/** Reads every raw source, cleans and joins, and writes the committed dataset to outDir. */
export function buildDataset(rawDir: string, outDir: string, log: (m: string) => void = () => {}): BuildReport {
  const raw = rawReader(rawDir)
  const acc = newAccumulator()
  const inst = buildInstitutions(raw)
  const nationalCodes = new Map(inst.rows.map((r) => [String(r.id), String(r.national_code)]))
  log(`institutions: ${inst.rows.length}`)
  acc.shortNames = new ShortNameIndex(
    inst.rows.map((r) => ({ id: String(r.id), name: String(r.name), provinceCode: text(r.province_code), level: text(r.level) })),
  )
  // Throws on an entry whose target is missing from the college list or cannot fit the row's level.
  acc.editorialAliases = new EditorialAliasIndex(
    SCHOOL_ALIASES,
    inst.rows.map((r) => ({ id: String(r.id), name: String(r.name), level: text(r.level) })),
  )

  for (const f of readdirSync(join(rawDir, SHARDS))
    .filter((f) => f.endsWith('.json.gz') && f !== 'manifest.json.gz')
    .sort()) {
    readZhiyuanShard(raw.gzJson<Shard>(`${SHARDS}/${f}`), acc, inst.matcher, nationalCodes)
    log(`shard ${f}: admissions so far ${acc.admissions.length}`)
  }
  readShandong(raw, acc, inst.matcher)
  readZhejiang(raw, acc, inst.matcher)
  readShanghai(raw, acc, inst.matcher)
  readJiangsu2023(raw, acc, inst.matcher)
  readHebeiPlan(raw, acc, inst.matcher)
  readZhejiangPlan(raw, acc, inst.matcher)
  readControlLines(raw, acc)
  acc.rankCandidates.push(
    ...chongqingCandidates(raw),
    ...advisorCandidates(raw),
    ...hebeiCandidates(raw),
    ...shandongCandidates(raw),
    ...zhejiangCandidates(raw),
  )
  const thirdRoundNotes = readThirdRound(raw, acc, inst.matcher, inst.rows)
  thirdRoundNotes.push(...readFourthRound(raw, acc, inst.matcher, inst.rows))
  const early = readHebeiEarlySpecial(raw, newCtx(acc, inst.matcher, schoolsOf(inst.rows)))
  acc.admissions.push(...early.rows)
  thirdRoundNotes.push(
    `河北 本科提前批B段 special-plan majors 2023–2025 (ADR 077): ${early.rows.length} rows; ${early.noTrack} not read (rank fits neither track's table), ${early.solicitation} 征集 rows not read.`,
  )
  const upgradeAdm = dropUpgradeRows(acc.admissions)
  const upgradePlans = dropUpgradeRows(acc.plans)
  acc.admissions = upgradeAdm.rows
  acc.plans = upgradePlans.rows

  const groupLabels = splitGroupLabels(acc.admissions)
  const levels = relevelUnits(acc.admissions)
  const sameName = separateSameNameMajors(acc.admissions, new Map(inst.rows.map((r) => [String(r.id), String(r.name)])))
  const adm = dedupeRows(acc.admissions, [
    'province_code',
    'year',
    'subject_type',
    'batch',
    'institution_id',
    'unit_level',
    'major_group',
    'major_name',
    'min_score',
    'min_rank',
    'plan_count',
  ])
  acc.admissions = adm.rows
  const plansDeduped = dedupeRows(acc.plans, [
    'province_code',
    'year',
    'subject_type',
    'batch',
    'institution_id',
    'provincial_code',
    'major_group',
    'major_code',
    'major_name',
    'plan_count',
  ])
  acc.plans = plansDeduped.rows
  assignPlanTypes(acc.admissions)
  assignPlanTypes(acc.plans)
  const mixedPreparatory = typeMixedPreparatory(acc.admissions) + typeMixedPreparatory(acc.plans)
  const groupTypes = completeGroupPlanTypes(acc.admissions)
  const lines = chooseControlLines(acc.controlLines)
  const tibetPlaced = placeXizangRows(acc.admissions, acc.plans)
  const tibet = separateXizangClasses(acc.admissions, xizangLines(lines.rows))
  const review = planTypeReview([...acc.admissions, ...acc.plans])
  const art = markArtComposite(acc.admissions)
  const repeats = dropRepeatedLines(acc.admissions)
  const conflicts = resolveConflicts(repeats.rows)
  const schoolLines = dropSchoolLinesAboveGroups(conflicts.rows)
  const completeTables = dropGroupsOutsideCompleteTables(schoolLines.rows)
  acc.admissions = completeTables.rows
  const { tables, defects } = chooseRankTables(acc.rankCandidates)
  const rank = rankTableRows(tables)
  const printed = keepPrintedRanks(acc.admissions, tables)
  const ranks = repairRanks(acc.admissions, tables)
  const stageLines = linesFromFirstStageTables(rank.tables, lines.rows)
  const recordLines = linesFromRecordFields(acc.recordLines, [...lines.rows, ...stageLines])
  const merged = placeMergedBatchRows(acc.admissions, [...lines.rows, ...stageLines, ...recordLines])
  // last, on the rows as written: a row that is another year's line (ADR 120, 121) reads its batch and rank as the app will
  const anotherYears = dropAnotherYearsRows(acc.admissions, tables)
  acc.admissions = anotherYears.rows
  const notes = [
    ...inst.notes,
    `${acc.admissions.length} admission rows; ${ranks.derivedFromTable} ranks derived from the app's table of that province/year/subject type; ${[...acc.unmatched.values()].reduce((a, b) => a + b, 0)} rows dropped for ${acc.unmatched.size} unmatched institution names.`,
    `repairs: ${levels.labelled} major rows named by a line label moved to group/school level; ${levels.numeric} majors named by a number re-levelled; ${art.relabelled} rows above the province total relabelled 艺术 (${art.alreadyArt} already art/sport); ${repeats.schoolRepeats} school rows repeating a group line and ${repeats.uncodedCopies} uncoded copies of coded rows dropped; ${conflicts.conflictingKeys} units with conflicting minimum scores resolved (${conflicts.dropped} rows dropped).`,
    `ranks: ${ranks.zeroRanks} rank-0 and ${ranks.rankEqualsScore} rank=score placeholders cleared; ${ranks.sourceDerivedCleared} source-derived ranks cleared and re-derived where a table exists; ${ranks.inconsistentPublished} published ranks more than 15 points from their score's place dropped; ${ranks.scoresFromRank} scores filled from rank (derived); ${ranks.derivedKeptNoTable} derived ranks without a table.`,
    `printed group ranks (江西/安徽 2025, ADR 089): ${printed.inside} kept in their score's bucket of the year's table (${printed.atBucketEnd} of them at its end), ${printed.outside} outside it dropped and derived, ${printed.noTable} without a table or ranked on their own list.`,
    `${adm.dropped} admission and ${plansDeduped.dropped} plan rows dropped as exact duplicates of another source's row.`,
    `${recordLines.length} 本科 lines taken from the controlLine field of admission records (no line table had them).`,
    `${stageLines.length} 本科 lines derived from first-stage rank tables (Jiangsu).`,
    `${lines.dropped} control-line rows dropped as duplicates or superseded by an official line.`,
    `西藏 batches (ADR 036): ${tibetPlaced} ordinary 本科 rows without 一批/二批 placed in the one batch their school's ordinary plans of the track name.`,
    `西藏 candidate classes (ADR 036): ${tibet.labelledA} ordinary rows named A类/少数民族 and ${tibet.belowLine + tibet.spread + tibet.belowSchool} unnamed rows below their batch's B line (${tibet.belowLine}), more than the A–B 一批 line distance below their school's highest 一批 row (${tibet.spread}) or below their school's minimum of the batch (${tibet.belowSchool}) filed as 民族班; ${tibet.labelledB} rows named B类/汉族 and ${tibet.unknown} unnamed rows left 普通类.`,
    mergedBatchNote(merged),
    anotherYearsNote(anotherYears.dropped),
    ...thirdRoundNotes,
    `defect rules (ADR 041): ${upgradeAdm.dropped} admission and ${upgradePlans.dropped} plan 专升本 rows dropped; ${mixedPreparatory} rows of batches that admit 预科 with the ordinary route typed 预科; ${schoolLines.dropped} school lines more than 5 above their lowest ordinary group dropped and ${schoolLines.relevelled} re-levelled to the group they name; ${completeTables.dropped} unranked group rows of schools a complete group table covers (广东 2022–2026) dropped; ${groupLabels.split} major names carrying their group split and ${groupLabels.relevelled} bare group labels moved to group level; one plan type per 专业组 (ADR 051): ${groupTypes.groups} groups typed from their majors, ${groupTypes.byScore} from the score of a special plan's major (${groupTypes.keptLabelled} left 普通类: their source labels that plan's groups itself, ADR 110), ${groupTypes.majors} majors from their group; same-name programmes (ADR 051): ${sameName.campus} majors named with their campus, ${sameName.copies} second listings of one name under one 院校代码 numbered.`,
  ]
  const shortNames = shortNameReport(acc)
  notes.push(shortNames.summary)
  const editorialAliases = editorialAliasReport(acc, SCHOOL_ALIASES)
  notes.push(editorialAliases.summary)
  const majors = majorRows(raw, acc.vocationalNames)
  const majorMatcher = new MajorMatcher(majors.map((m) => ({ id: String(m.id), name: String(m.name), level: String(m.level) })))
  const vocationalBatch = (b: unknown) => typeof b === 'string' && /专科|高职|高专/.test(b)
  for (const a of acc.admissions)
    a.major_id = a.unit_level === 'major' ? majorMatcher.match(a.major_name as string | null, vocationalBatch(a.batch) ? '专科' : '本科') : null
  for (const p of acc.plans) p.major_id = majorMatcher.match(p.major_name as string | null, p.level === '专科' ? '专科' : '本科')
  const rankings = rankingRows(raw, inst.matcher)
  for (const r of rankings)
    r.major_id = r.kind === 'ruanke-major' || r.kind === 'first-class-major' ? majorMatcher.match(r.subject_name as string | null) : null
  const linked = (rows: Row[]) => `${rows.filter((r) => r.major_id).length}/${rows.length}`
  notes.push(
    `major_id linked: admissions (major level) ${linked(acc.admissions.filter((a) => a.unit_level === 'major'))}, plans ${linked(acc.plans)}, rankings ${linked(rankings.filter((r) => r.kind === 'ruanke-major' || r.kind === 'first-class-major'))}.`,
  )
  const aliasRows = new Map<string, Row>()
  for (const r of [...inst.formerAliases, ...acc.aliases.values()]) if (!aliasRows.has(String(r.alias))) aliasRows.set(String(r.alias), r)

  const data = new Map<string, Row[]>([
    ['sources', [...sourceRows(), ...thirdRoundSourceRows(), ...fourthRoundSourceRows()]],
    ['provinces', provinceRows()],
    ['province_policies', policyRows()],
    ['regions', regionRows()],
    ['institutions', inst.rows],
    ['institution_aliases', [...aliasRows.values()]],
    ['institution_codes', [...acc.codes.values()]],
    ['majors', majors],
    ['rankings', rankings],
    ['score_rank_tables', rank.tables],
    ['score_rank_rows', rank.rows],
    ['control_lines', [...lines.rows, ...stageLines, ...recordLines]],
    ['admission_results', acc.admissions],
    ['enrollment_plans', acc.plans],
    ['subject_requirements', subjectRequirementRows(raw, inst.matcher, new Set(nationalCodes.keys()))],
    ['occupations', occupationRows(raw)],
    ['industries', industryRows(raw)],
  ])
  const manifest = writeTables(outDir, data)
  const unmatched = [...acc.unmatched].sort((a, b) => b[1] - a[1])
  const planTypes = { admissions: Object.fromEntries(countTypes(acc.admissions)), plans: Object.fromEntries(countTypes(acc.plans)), review }
  return {
    manifest,
    notes,
    planTypes,
    defects: [...defects, ...lines.conflicts.map((c) => `control line conflict ${c}`)],
    unmatched,
    shortNames,
    editorialAliases,
  }
}

/** The rows left out as another year's line (ADR 120, 121), per province: 四川 282 (copied 282) … */
function anotherYearsNote(dropped: ReturnType<typeof dropAnotherYearsRows>['dropped']): string {
  const all = Object.entries(dropped).map(([slug, c]) => [slug, c['earlier-years-score'], c['read-in-another-year']] as const)
  const total = all.reduce((a, [, e, r]) => a + e + r, 0)
  const each = all.sort((a, b) => b[1] + b[2] - (a[1] + a[2])).map(([slug, e, r]) => `${slug} ${e + r}${r ? ` (${r} ranks read in another year's table)` : ''}`)
  return `another year's rows (ADR 120, 121): ${total} admission rows dropped — a numbered 本科 batch its year did not run repeating the unit's earlier score, or a published rank that fits another year's table only: ${each.join(', ')}.`
}

/** Rows per plan type after every repair, most common first. */
function countTypes(rows: Row[]): [string, number][] {
  const m = new Map<string, number>()
  for (const r of rows) m.set(String(r.plan_type), (m.get(String(r.plan_type)) ?? 0) + 1)
  return [...m].sort((a, b) => b[1] - a[1])
}
