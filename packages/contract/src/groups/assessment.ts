import { z } from 'zod'
import { EmptyInputSchema } from './common.ts'

/** The three assessments */
export const AssessmentKindSchema = z.enum(['holland', 'mbti', 'personality'])
export type AssessmentKind = z.infer<typeof AssessmentKindSchema>

const OptionSchema = z.object({ Value: z.number().int(), Label: z.string() })

/** One item as the test screen shows it: the answer is one of `Options[].Value`. */
export const QuestionSchema = z.object({
  ID: z.string(),
  /** section key, e.g. 'activities' */
  Section: z.string(),
  Text: z.string(),
  Options: z.array(OptionSchema),
})
export type Question = z.infer<typeof QuestionSchema>

export const QuestionListSchema = z.object({
  Kind: AssessmentKindSchema,
  /** item-bank version; a submission must name the version it answered */
  Version: z.string(),
  Title: z.string(),
  Intro: z.string(),
  /** what the tips page shows before the first item */
  Tips: z.array(z.string()),
  Minutes: z.number().int(),
  Sections: z.array(z.object({ Key: z.string(), Name: z.string(), Hint: z.string() })),
  Questions: z.array(QuestionSchema),
})
export type QuestionList = z.infer<typeof QuestionListSchema>

const AnswerSchema = z.object({
  ID: z.string({ error: '答卷格式不正确' }).min(1, { error: '答卷格式不正确' }).max(40, { error: '答卷格式不正确' }),
  Value: z.number({ error: '答案必须是数字' }).int({ error: '答案必须是整数' }),
})
/** A finished answer sheet; the server checks completeness, ids and ranges against the bank. */
export const SubmissionSchema = z.object({
  Version: z.string({ error: '请重新开始测评' }).min(1, { error: '请重新开始测评' }).max(40),
  Answers: z.array(AnswerSchema, { error: '请完成全部题目后再提交' }).min(1, { error: '请完成全部题目后再提交' }).max(500, { error: '答卷题目过多' }),
})
export type Submission = z.infer<typeof SubmissionSchema>

export const TestRefSchema = z.object({ TestId: z.number().int(), Kind: AssessmentKindSchema, Summary: z.string() })

const TestIdInput = z.object({ TestId: z.coerce.number().int().min(1, { error: '参数 TestId 不正确' }).optional() })

export const TestListItemSchema = z.object({
  TestId: z.number().int(),
  Kind: AssessmentKindSchema,
  Title: z.string(),
  /** e.g. 'IAS', 'INTJ', '外向性较高' */
  Summary: z.string(),
  CreatedAt: z.string(),
})
export type TestListItem = z.infer<typeof TestListItemSchema>

const RiasecLetter = z.enum(['R', 'I', 'A', 'S', 'E', 'C'])

export const HollandReportSchema = z.object({
  TestId: z.number().int(),
  CreatedAt: z.string(),
  Version: z.string(),
  Code: z.string(),
  AlternativeCodes: z.array(z.string()),
  /** six scales in hexagon order */
  Scales: z.array(z.object({ Type: RiasecLetter, Name: z.string(), Score: z.number(), Max: z.number() })),
  Ties: z.array(z.array(RiasecLetter)),
  Types: z.array(z.object({ Type: RiasecLetter, Name: z.string(), Summary: z.string(), Traits: z.string(), Environments: z.string() })),
  Majors: z.array(z.object({ ID: z.string(), Name: z.string(), Category: z.string(), SubCategory: z.string(), Holland: z.string() })),
  Occupations: z.array(z.object({ Code: z.string(), Name: z.string(), Holland: z.string(), Description: z.string().nullable() })),
  /** where the major codes come from (editorial mapping of 专业类 → Holland code) */
  MatchNote: z.string(),
})
export type HollandReport = z.infer<typeof HollandReportSchema>

export const MbtiReportSchema = z.object({
  TestId: z.number().int(),
  CreatedAt: z.string(),
  Version: z.string(),
  Type: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Strengths: z.array(z.string()),
  Cautions: z.array(z.string()),
  Fields: z.array(z.string()),
  Dimensions: z.array(
    z.object({
      Key: z.string(),
      Left: z.string(),
      LeftName: z.string(),
      LeftCount: z.number().int(),
      Right: z.string(),
      RightName: z.string(),
      RightCount: z.number().int(),
      Pole: z.string(),
      Clarity: z.number(),
      ClarityLabel: z.string(),
    }),
  ),
  Disclaimer: z.string(),
})
export type MbtiReport = z.infer<typeof MbtiReportSchema>

export const PersonalityReportSchema = z.object({
  TestId: z.number().int(),
  CreatedAt: z.string(),
  Version: z.string(),
  Summary: z.string(),
  Domains: z.array(z.object({ Key: z.string(), Name: z.string(), Raw: z.number(), Max: z.number(), Mean: z.number(), Level: z.string(), Text: z.string() })),
  Advice: z.array(z.string()),
  Disclaimer: z.string(),
})
export type PersonalityReport = z.infer<typeof PersonalityReportSchema>

/** Holland, MBTI-style and middle-school personality assessments. */
export const assessmentEndpoints = {
  'Career/HollandQuestionList': { input: EmptyInputSchema, output: QuestionListSchema },
  'Career/HollandTest': { input: SubmissionSchema, output: TestRefSchema },
  'Career/MBTIQuestionList': { input: EmptyInputSchema, output: QuestionListSchema },
  'Career/MBTITest': { input: SubmissionSchema, output: TestRefSchema },
  'Career/PersonalityQuestionList': { input: EmptyInputSchema, output: QuestionListSchema },
  'Career/PersonalityTest': { input: SubmissionSchema, output: TestRefSchema },
  'User/TestList': { input: z.object({ Kind: AssessmentKindSchema.optional() }), output: z.array(TestListItemSchema) },
  'User/TestHollandInfo': { input: TestIdInput, output: HollandReportSchema },
  'User/TestMBTIInfo': { input: TestIdInput, output: MbtiReportSchema },
  'User/TestPersonalityInfo': { input: TestIdInput, output: PersonalityReportSchema },
}
