import { ErrorCode, type ScoreProfile } from '@gk/contract'
import {
  scoreToRank,
  subjectComboProblems,
  toScore,
  type ProvincePolicy,
  type Rank,
  type Subject,
  type SubjectCombo,
  type SubjectType,
  lacksRankTables,
  trackScoreLineLabel,
  predecessorLabel,
  offTableLabel,
  vocationalOffTable,
} from '@gk/domain'
import type { RankTableEntry } from '../../../db/read-model/rank-tables.ts'
import { AppError } from '../../../kernel/app-error.ts'
import type { RequestContext } from '../../../http/context.ts'
import { requirePolicy, requireProvince, subjectTypeFor, subjectTypeLabel, type ProvinceEntry } from '../units/province-catalog.ts'
import type { ProfileRecord } from './score-profile.repository.ts'
import { userState } from './user-state.ts'
import { seasonOf } from '../../../db/read-model/season.ts'
import { controlLineRows } from '../units/control-lines.ts'
import { scoreLineStanding, type ScoreLineStanding } from './score-line-candidate.ts'

/**
 * Which table the rank comes from, said honestly for the season: a score for the season's own exam
 * before its table is out is a 模拟/预估分 converted through the newest table (估算); an earlier year
 * whose table the data lacks says 暂未收录, never 未发布.
 */
async function rankSource(ctx: RequestContext, province: ProvinceEntry, label: string, examYear: number, tableYear: number | null): Promise<string> {
  if (tableYear === null) return '暂无一分一段表，无法换算位次'
  const table = `${tableYear}年${province.shortName}${label}一分一段表`
  if (tableYear === examYear) return table
  const { targetYear } = await seasonOf(ctx, province.code)
  if (examYear >= targetYear && tableYear < examYear) return `模拟/预估分按${table}换算（估算：${examYear}年一分一段表尚未发布）`
  return `${table}（估算：${examYear}年一分一段表暂未收录）`
}

/** A validated profile with the rank looked up: what every recommendation call starts from. */
export type Candidate = {
  userId: number
  record: ProfileRecord
  province: ProvinceEntry
  policy: ProvincePolicy
  subjectType: SubjectType
  combo: SubjectCombo
  rank: Rank | null
  rankBest: Rank | null
  rankTable: RankTableEntry | null
  profile: ScoreProfile
  /** set when the province has no 一分一段表: `rank` is then a position on the 线差 scale, never shown (ADR 026) */
  scoreLine: ScoreLineStanding | null
}

/** Checks score range and 科类/选科 against the policy of that province and year; throws Chinese 12xx errors. */
export function validateProfile(
  province: ProvinceEntry,
  policy: ProvincePolicy,
  record: Pick<ProfileRecord, 'score' | 'finalScore' | 'subjectType' | 'subjects'>,
) {
  for (const value of [record.score, record.finalScore]) {
    if (value !== null && (value < 0 || value > policy.totalScore)) {
      throw new AppError(ErrorCode.WishScoreOutOfRange, `${province.shortName}高考总分为${policy.totalScore}分，请输入0–${policy.totalScore}之间的分数`)
    }
  }
  const subjectType = subjectTypeFor(policy, record.subjectType)
  if (!subjectType) {
    const names = policy.subjectTypes.map((t) => subjectTypeLabel[t]).join('或')
    throw new AppError(ErrorCode.WishSubjectComboInvalid, `${policy.year}年${province.shortName}不设该科类，请选择${names}`)
  }
  const combo: SubjectCombo = { subjectType, subjects: record.subjects as Subject[] }
  const problems = subjectComboProblems(combo, policy)
  if (problems.length > 0) throw new AppError(ErrorCode.WishSubjectComboInvalid, `选考科目不符合${province.shortName}规则：${problems.join('；')}`)
  return { subjectType, combo }
}

export async function buildCandidate(ctx: RequestContext, userId: number, record: ProfileRecord): Promise<Candidate> {
  const province = await requireProvince(ctx, Number(record.provinceCode))
  const policy = requirePolicy(province, record.year)
  const { subjectType, combo } = validateProfile(province, policy, record)
  const tables = await ctx.readModel.rankTables()
  const label = subjectTypeLabel[subjectType]
  const before = predecessorLabel(policy, subjectType)
  const rankTable =
    tables.get(province.code, record.year, label) ??
    tables.latest(province.code, label, record.year) ??
    (before === null ? null : tables.latest(province.code, before, record.year))
  const score = record.finalScore ?? record.score
  let rank: Rank | null = null
  let rankBest: Rank | null = null
  if (rankTable) {
    const range = scoreToRank(rankTable.table, toScore(score))
    rank = range.worst
    rankBest = range.best
  }
  const isOtherYear = rankTable !== null && rankTable.year !== record.year
  // no table of the track in any year (西藏, or 西藏 文科 once only its 理科 has one: ADR 069): the score is
  // compared on 线差 instead of a rank
  const noTables = rankTable === null && record.manualRank === null && lacksRankTables(tables, province.code, label)
  const why = trackScoreLineLabel(tables, province.code, province.shortName, label)
  const scoreLine = noTables ? await scoreLineStanding(ctx, province.code, why, label, record.year, score) : null
  // the candidate's own rank was checked as a whole number ≥ 1 by the contract when saved
  const manualRank = record.manualRank as Rank | null
  const finalRank = manualRank ?? rank
  const source = scoreLine?.note ?? (await rankSource(ctx, province, rankTable?.subjectType ?? label, record.year, rankTable?.year ?? null))
  // a table that starts above the score (some provinces publish it from the 本科 line only) can only give
  // its last row: where the 专科 batch is compared by 线差 instead (ADR 030) say so, elsewhere say that
  // the rank is the last row, so nobody reads such a probability as a real estimate
  const belowTable = rankTable !== null && record.manualRank === null && Math.floor(score) < rankTable.table.bottomScore
  const rankNote = belowTable ? `${source}；${await belowTableNote(ctx, province, label, record.year, score, rankTable.table.bottomScore, rank!)}` : source
  const profile: ScoreProfile = {
    ProvinceId: province.id,
    ProvinceName: province.shortName,
    Year: record.year,
    IsNewExam: policy.examModel !== 'traditional',
    Score: record.score,
    FinalScore: record.finalScore,
    SubjectType: record.subjectType,
    SubjectTypeName: label,
    SelectSubjectList: record.subjects,
    Rank: finalRank,
    RankBest: record.manualRank ?? rankBest,
    ManualRank: record.manualRank,
    RankTableYear: rankTable?.year ?? null,
    RankIsEstimate: record.manualRank === null && (isOtherYear || rankTable === null),
    RankSource: record.manualRank !== null ? '考生填写的位次' : rankNote,
    RiskAppetite: record.riskAppetite,
    UpdatedAt: record.updatedAt.toISOString(),
  }
  return {
    userId,
    record,
    province,
    policy,
    subjectType,
    combo,
    // without tables the 线差 position stands in for the rank (ADR 026)
    rank: finalRank ?? scoreLine?.position ?? null,
    rankBest: manualRank ?? rankBest,
    rankTable,
    profile,
    scoreLine,
  }
}

/** What a score below the start of its table can say: the 专科 batch's 线差, else that the rank is the last row. */
async function belowTableNote(
  ctx: RequestContext,
  province: ProvinceEntry,
  label: string,
  year: number,
  score: number,
  bottom: number,
  rank: number,
): Promise<string> {
  const tables = await ctx.readModel.rankTables()
  const off = vocationalOffTable(tables, await controlLineRows(ctx, province.code, year), province.code, label, year)
  const standing = off ? await scoreLineStanding(ctx, province.code, offTableLabel(province.shortName, off), label, year, score) : null
  if (off && standing) return `分数低于该表最低分${bottom}分，表中查不到位次（至少${rank}名）；${standing.note}`
  return `分数低于该表最低分${bottom}分，位次只能取表底（至少${rank}名），据此估算的概率参考性很低`
}

/**
 * Candidates built from the user cache's frozen profile records, kept for a second: every list call
 * starts from one, and building it (province, rank table, season note) was a measurable share of a
 * cached list call. A saved profile is a new record (a miss); a new dataset is a new rank-table index
 * (a miss); the season's wording depends on the date, which a second does not change in practice.
 * Candidates are shared, so nothing may change one after it is built.
 */
const recent = new WeakMap<ProfileRecord, { userId: number; tables: object; at: number; candidate: Candidate }>()
const CANDIDATE_REUSE_MS = 1000

/** The signed-in user's candidate, or 1205 (请先填写高考成绩). */
export async function requireCandidate(ctx: RequestContext): Promise<Candidate> {
  const { userId } = ctx.requireUser()
  const { record } = await userState(ctx, userId)
  if (!record) throw new AppError(ErrorCode.WishProfileRequired)
  const tables = await ctx.readModel.rankTables()
  const at = ctx.now().getTime()
  const hit = recent.get(record)
  let candidate: Candidate
  if (hit && hit.userId === userId && hit.tables === tables && at >= hit.at && at - hit.at < CANDIDATE_REUSE_MS) candidate = hit.candidate
  else {
    candidate = await buildCandidate(ctx, userId, record)
    recent.set(record, { userId, tables, at, candidate })
  }
  if (candidate.rank === null) throw new AppError(ErrorCode.WishProfileRequired, '暂无该省份的一分一段表，无法换算位次，请在成绩页填写位次')
  return candidate
}
