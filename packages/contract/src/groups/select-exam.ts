import { z } from 'zod'

const ProvinceIdSchema = z.coerce.number({ error: '请选择省份' }).int({ error: '请选择省份' }).min(11, { error: '请选择省份' }).max(82, { error: '请选择省份' })
const SubjectKeySchema = z.enum(['physics', 'chemistry', 'biology', 'politics', 'history', 'geography', 'technology'])
/** a combination key: subject keys joined by '+', first choice first (e.g. 'physics+chemistry+biology') */
const ComboKeySchema = z.string({ error: '请选择选科组合' }).regex(/^[a-z]+(\+[a-z]+){2}$/, { error: '选科组合格式不正确' })

/** Narrow the statistics to target colleges and/or majors (names match by containment). */
const TargetFilter = {
  InstitutionNames: z.array(z.string().trim().min(1).max(30)).max(20, { error: '目标院校最多20所' }).default([]),
  MajorNames: z.array(z.string().trim().min(1).max(30)).max(20, { error: '目标专业最多20个' }).default([]),
}

export const SubjectOptionSchema = z.object({ Key: SubjectKeySchema, Name: z.string() })
export const ComboSchema = z.object({ Key: z.string(), Name: z.string(), First: z.string().nullable(), Subjects: z.array(SubjectKeySchema) })
export type SelectCombo = z.infer<typeof ComboSchema>

export const StatSourceSchema = z.object({
  /** 'enrollment_plans' or 'admission_results' */
  Table: z.string(),
  Year: z.number().int(),
  /** e.g. '2026年河北招生计划（20,657条，含计划人数）' */
  Label: z.string(),
  /** caveats: missing seat counts, one track under-represented, fallback used */
  Notes: z.array(z.string()),
})

export const ComboStatSchema = z.object({
  Key: z.string(),
  Name: z.string(),
  Units: z.number().int(),
  UnitShare: z.number(),
  /** null when the source has no seat counts */
  Seats: z.number().int().nullable(),
  SeatShare: z.number().nullable(),
  Majors: z.number().int(),
  MajorShare: z.number(),
})
export type ComboStat = z.infer<typeof ComboStatSchema>

export const SuggestionSchema = z.object({ Key: z.string(), Name: z.string(), Points: z.number(), Reasons: z.array(z.string()) })
export type Suggestion = z.infer<typeof SuggestionSchema>

const ScoresSchema = z
  .partialRecord(SubjectKeySchema, z.number({ error: '成绩必须是数字' }).min(0, { error: '成绩不能为负数' }).max(150, { error: '单科成绩不超过150分' }))
  .optional()

/** 新高考选科. */
export const selectExamEndpoints = {
  'Career/SelectExamList': {
    input: z.object({ ProvinceId: ProvinceIdSchema }),
    output: z.object({
      ProvinceId: z.number().int(),
      ProvinceName: z.string(),
      Year: z.number().int(),
      ExamModel: z.string(),
      ElectiveCount: z.number().int(),
      FirstSubjects: z.array(SubjectOptionSchema),
      ElectiveSubjects: z.array(SubjectOptionSchema),
      Combos: z.array(ComboSchema),
    }),
  },
  'Career/SelectExamStat': {
    input: z.object({
      ProvinceId: ProvinceIdSchema,
      ...TargetFilter,
      /** the student's subject scores (sort-score); with them the answer carries ranked suggestions */
      Scores: ScoresSchema,
    }),
    output: z.object({
      ProvinceName: z.string(),
      ExamModel: z.string(),
      Source: StatSourceSchema,
      Totals: z.object({ Units: z.number().int(), Seats: z.number().int().nullable(), Majors: z.number().int() }),
      Combos: z.array(ComboStatSchema),
      Suggestions: z.array(SuggestionSchema),
      /** the assessment the suggestions used, e.g. '霍兰德 IRC（2026-11-20）' */
      AssessmentUsed: z.string().nullable(),
    }),
  },
  'Career/SelectExamStatTotalNumber': {
    input: z.object({ ProvinceId: ProvinceIdSchema, Combo: ComboKeySchema, ...TargetFilter }),
    output: z.object({
      Combo: ComboSchema,
      Stat: ComboStatSchema,
      Source: StatSourceSchema,
      /** majors this combination can apply to, most seats first */
      Opens: z.array(z.object({ Name: z.string(), Units: z.number().int(), Seats: z.number().int().nullable() })),
      /** majors (by name) it cannot apply to anywhere, with the most common unmet requirement */
      Closes: z.array(z.object({ Name: z.string(), Units: z.number().int(), Reason: z.string() })),
    }),
  },
}
