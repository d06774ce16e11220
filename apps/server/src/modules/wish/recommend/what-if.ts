import { applicableBatches, type Subject, type SubjectType, subjectTypeFromLabel } from '@gk/domain'
import { seasonOf } from '../../../db/read-model/season.ts'
import type { RequestContext } from '../../../http/context.ts'
import { buildCandidate, type Candidate } from '../profile/candidate.ts'
import { controlLineScores } from '../units/control-lines.ts'
import { requirePolicy, requireProvince, subjectTypeLabel, subjectTypeValue } from '../units/province-catalog.ts'
import { AppError } from '../../../kernel/app-error.ts'
import { ErrorCode } from '@gk/contract'
import { loadBatchFor, type BatchContext } from './recommend.ts'
import type { ProfileRecord } from '../profile/score-profile.repository.ts'
import { userState } from '../profile/user-state.ts'

/** What a chat question gives about the candidate (any of it may be missing; the profile fills the rest). */
export type ChatCandidateArgs = {
  ProvinceId: number
  SubjectType?: string | undefined
  Score?: number | undefined
  Rank?: number | undefined
  Subjects?: string[] | undefined
}

/** 选科 assumed when the question names none (stated in the answer): the most common combination of each track. */
const assumedSubjects: Record<SubjectType, Subject[]> = {
  physics: ['physics', 'chemistry', 'biology'],
  history: ['history', 'politics', 'geography'],
  combined: ['physics', 'chemistry', 'biology'],
  science: [],
  liberal: [],
}

const otherModel: Partial<Record<SubjectType, SubjectType>> = { science: 'physics', liberal: 'history', physics: 'science', history: 'liberal' }

export type ChatCandidate = { candidate: Candidate; subjectsAssumed: boolean; fromProfile: boolean }

/**
 * What-if candidates (the AI assistant). The candidate of the 志愿推荐 engine for a question: the signed-in user's saved profile when
 * it is the same province (and the question does not change score/track), else a profile built
 * from the question for the season's exam year. Same validation (score range, 科类, 选科) as the
 * score page: a bad value throws the same Chinese 12xx error.
 */
export async function chatCandidate(ctx: RequestContext, args: ChatCandidateArgs): Promise<ChatCandidate> {
  const province = await requireProvince(ctx, args.ProvinceId)
  const saved = ctx.user ? (await userState(ctx, ctx.user.userId)).record : null
  const season = await seasonOf(ctx, province.code)
  const savedFits = saved && saved.provinceCode === province.code && args.Score === undefined && args.Rank === undefined
  if (saved && savedFits) return { candidate: await buildCandidate(ctx, ctx.user!.userId, saved), subjectsAssumed: false, fromProfile: true }
  if (args.Score === undefined && args.Rank === undefined) throw new AppError(ErrorCode.WishProfileRequired, '需要分数或位次')
  const policy = requirePolicy(province, season.targetYear)
  let type: SubjectType | undefined = args.SubjectType ? subjectTypeFromLabel.get(args.SubjectType) : undefined
  // a 3+1+2 province asked with the old labels (理科/文科) means its successor track, and the reverse
  if (type && !policy.subjectTypes.includes(type)) type = otherModel[type]
  if (!type || !policy.subjectTypes.includes(type)) type = policy.subjectTypes.length === 1 ? policy.subjectTypes[0] : undefined
  if (!type)
    throw new AppError(
      ErrorCode.WishSubjectComboInvalid,
      `请说明科类：${policy.year}年${province.shortName}分${policy.subjectTypes.map((t) => subjectTypeLabel[t]).join('和')}`,
    )
  const subjectType = type
  const subjects: string[] = args.Subjects?.length ? args.Subjects : assumedSubjects[subjectType]
  const record: ProfileRecord = {
    provinceCode: province.code,
    year: season.targetYear,
    score: args.Score ?? 0,
    finalScore: null,
    subjectType: subjectTypeValue[subjectType],
    subjects,
    manualRank: args.Score === undefined ? (args.Rank ?? null) : null,
    riskAppetite: 'balanced',
    updatedAt: ctx.now(),
  }
  return { candidate: await buildCandidate(ctx, ctx.user?.userId ?? 0, record), subjectsAssumed: !args.Subjects?.length, fromProfile: false }
}

/** The batch the candidate fills first (the 本科 batch the score reaches, as the 志愿推荐 page picks it). */
export async function mainBatchOf(ctx: RequestContext, candidate: Candidate): Promise<BatchContext | null> {
  const lines = await controlLineScores(ctx, candidate)
  const applicable = applicableBatches(candidate.policy, {
    subjectType: candidate.subjectType,
    controlLines: lines,
    ...(candidate.record.manualRank !== null && candidate.record.score === 0 ? {} : { score: candidate.record.finalScore ?? candidate.record.score }),
  })
  const batch = applicable.mainBatch ?? applicable.batches[0]
  if (!batch) return null
  return loadBatchFor(ctx, candidate, batch.id)
}
