import { ErrorCode } from '@gk/contract'
import { equivalentScore, rankToScore, toRank, toScore } from '@gk/domain'
import { AppError } from '../../../kernel/app-error.ts'
import { defineHandlers } from '../../../http/endpoint.ts'
import { buildCandidate } from './candidate.ts'
import { requirePolicy, requireProvince, subjectTypeLabel } from '../units/province-catalog.ts'
import { createScoreProfileRepository, type ProfileRecord } from './score-profile.repository.ts'
import { forgetUserState } from './user-state.ts'
import { requireSeasonYear } from '../../../db/read-model/season.ts'
import type { RequestContext } from '../../../http/context.ts'

const riskAppetites = [
  { Value: 'conservative', Label: '稳妥' },
  { Value: 'balanced', Label: '均衡' },
  { Value: 'aggressive', Label: '激进' },
]

async function storedProfile(ctx: RequestContext): Promise<{ userId: number; record: ProfileRecord }> {
  const { userId } = ctx.requireUser()
  const record = await createScoreProfileRepository(ctx.db).find(userId)
  if (!record) throw new AppError(ErrorCode.WishProfileRequired)
  return { userId, record }
}

async function saveAndDescribe(ctx: RequestContext, userId: number, record: ProfileRecord) {
  const candidate = await buildCandidate(ctx, userId, record)
  await createScoreProfileRepository(ctx.db).save(userId, record)
  forgetUserState(ctx, userId)
  return candidate.profile
}

/** 成绩: the candidate's province, year, score, 科类/选科 and rank. */
export const scoreProfileHandlers = defineHandlers({
  async 'User/EditUserScore'(input, ctx) {
    const { userId } = ctx.requireUser()
    const old = await createScoreProfileRepository(ctx.db).find(userId)
    const province = await requireProvince(ctx, input.ProvinceId)
    await requireSeasonYear(ctx, province, input.Year)
    const isSameExam = old !== null && old.provinceCode === province.code && old.year === input.Year && old.subjectType === input.SubjectType
    const record: ProfileRecord = {
      provinceCode: province.code,
      year: input.Year,
      score: input.Score,
      // a new estimate keeps the real score and the manual rank only for the same exam
      finalScore: isSameExam ? old.finalScore : null,
      subjectType: input.SubjectType,
      subjects: input.SelectSubjectList,
      manualRank: isSameExam && old.score === input.Score ? old.manualRank : null,
      riskAppetite: input.RiskAppetite ?? old?.riskAppetite ?? 'balanced',
      updatedAt: ctx.now(),
    }
    return saveAndDescribe(ctx, userId, record)
  },

  async 'User/EditScoreRecordNumber'(input, ctx) {
    const { userId, record } = await storedProfile(ctx)
    return saveAndDescribe(ctx, userId, { ...record, manualRank: input.Rank, updatedAt: ctx.now() })
  },

  async 'User/UpdateStudentFinalScore'(input, ctx) {
    const { userId, record } = await storedProfile(ctx)
    return saveAndDescribe(ctx, userId, { ...record, finalScore: input.FinalScore, manualRank: null, updatedAt: ctx.now() })
  },

  async 'User/SysScoreConfig'(input, ctx) {
    const province = await requireProvince(ctx, input.ProvinceId)
    const policy = requirePolicy(province, input.Year)
    const tables = (await ctx.readModel.rankTables()).forProvince(province.code).filter((t) => t.year === input.Year)
    const rules = [
      `总分${policy.totalScore}分`,
      policy.examModel === 'traditional'
        ? '文理分科：选择文科或理科'
        : policy.examModel === '3+1+2'
          ? '3+1+2：首选物理或历史（即科类），再选2门'
          : `3+3：从${policy.electiveSubjects.length}门中选考3门`,
    ]
    return {
      MinScore: 0,
      MaxScore: policy.totalScore,
      TableMaxScore: tables.length ? Math.max(...tables.map((t) => t.table.topScore)) : null,
      TableMinScore: tables.length ? Math.min(...tables.map((t) => t.table.bottomScore)) : null,
      SubjectCount: policy.electiveCount,
      Rules: rules,
    }
  },

  async 'User/SysDWFConfig'(input, ctx) {
    const { userId, record } = await storedProfile(ctx)
    const candidate = await buildCandidate(ctx, userId, record)
    const tables = (await ctx.readModel.rankTables())
      .forProvince(candidate.province.code)
      .filter((t) => t.subjectType === subjectTypeLabel[candidate.subjectType])
    const from = candidate.rankTable
    const score = input.Score ?? record.finalScore ?? record.score
    const items = tables
      .filter((t) => t.year < record.year || (from !== null && t.year !== from.year))
      .map((t) => ({
        Year: t.year,
        Score: from ? equivalentScore(from.table, t.table, toScore(score)) : null,
        Rank: from && candidate.rank !== null ? candidate.rank : null,
      }))
    if (from && record.manualRank !== null) {
      for (const item of items) {
        const table = tables.find((t) => t.year === item.Year)!
        item.Score = rankToScore(table.table, toRank(record.manualRank))
      }
    }
    return { Items: items, Note: '等位分：往年取得相同位次所需的分数，用于对比往年录取分数线' }
  },

  async 'User/SysUserConfig'(_input, ctx) {
    const { userId } = ctx.requireUser()
    const record = await createScoreProfileRepository(ctx.db).find(userId)
    let profile = null
    if (record) {
      try {
        profile = (await buildCandidate(ctx, userId, record)).profile
      } catch {
        // a stored profile the policy no longer accepts is shown as missing, so the form asks again
        profile = null
      }
    }
    return { ScoreProfile: profile, RiskAppetites: riskAppetites }
  },
})
