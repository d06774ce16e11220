import { ErrorCode, type AssessmentKind, type Submission } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { readAnswerSheet } from './answer-sheet.ts'
import { hollandReport, mbtiReport, personalityReport } from './assessment-reports.ts'
import { hollandTest, mbtiTest, personalityTest, type AssessmentTest } from './assessment-tests.ts'
import { createAssessmentRepository, loadMatchReference } from './assessment.repository.ts'

const titles: Record<AssessmentKind, string> = {
  holland: hollandTest.title,
  mbti: mbtiTest.title,
  personality: personalityTest.title,
}

/** Validates, scores and stores a finished sheet; only signed-in students keep results. */
async function submit<R>(test: AssessmentTest<R>, input: Submission, ctx: RequestContext) {
  const user = ctx.requireUser()
  const answers = readAnswerSheet(test.spec, input)
  const { result, summary } = test.score(answers)
  const id = await createAssessmentRepository(ctx.db).insert({
    userId: user.userId,
    kind: test.kind,
    version: test.spec.version,
    answers: Object.fromEntries(answers),
    result,
    summary,
    at: ctx.now(),
  })
  return { TestId: id, Kind: test.kind, Summary: summary }
}

async function findOwn(ctx: RequestContext, kind: AssessmentKind, id: number | undefined) {
  const user = ctx.requireUser()
  const row = await createAssessmentRepository(ctx.db).find(user.userId, kind, id)
  if (!row) throw new AppError(ErrorCode.NotFound, id ? '没有找到这份测评报告' : `你还没有完成${titles[kind]}`)
  return row
}

export const assessmentHandlers = defineHandlers({
  'Career/HollandQuestionList': async () => hollandTest.questionList(),
  'Career/MBTIQuestionList': async () => mbtiTest.questionList(),
  'Career/PersonalityQuestionList': async () => personalityTest.questionList(),
  'Career/HollandTest': (input, ctx) => submit(hollandTest, input, ctx),
  'Career/MBTITest': (input, ctx) => submit(mbtiTest, input, ctx),
  'Career/PersonalityTest': (input, ctx) => submit(personalityTest, input, ctx),
  'User/TestList': async (input, ctx) => {
    const user = ctx.requireUser()
    const rows = await createAssessmentRepository(ctx.db).list(user.userId, input.Kind)
    return rows.map((r) => ({ TestId: r.id, Kind: r.kind, Title: titles[r.kind], Summary: r.summary, CreatedAt: r.created_at.toISOString() }))
  },
  'User/TestHollandInfo': async (input, ctx) => {
    const row = await findOwn(ctx, 'holland', input.TestId)
    const ref = await ctx.readModel.index('assessment:match-reference', loadMatchReference)
    return hollandReport(row, ref)
  },
  'User/TestMBTIInfo': async (input, ctx) => mbtiReport(await findOwn(ctx, 'mbti', input.TestId)),
  'User/TestPersonalityInfo': async (input, ctx) => personalityReport(await findOwn(ctx, 'personality', input.TestId)),
})
