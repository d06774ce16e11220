import { z } from 'zod'
import { BatchSchema, CollegeReachSchema, UnitFilterSchema, UnitListInputSchema, UnitListOutputSchema, UnitRowSchema, UnitStatSchema } from './wish-unit.ts'
import { PageInputSchema } from './common.ts'

const BatchInput = z.object({ BatchId: z.string({ error: '请选择批次' }).min(1, { error: '请选择批次' }).max(40) })
const PlanTypes = UnitFilterSchema.shape.PlanTypes
/** SchoolCode (院校代码) tells apart same-numbered groups of one institution's campuses or codes (a group is keyed by institution, code and number) */
const SchoolInput = BatchInput.extend({
  SchoolId: z.string({ error: '请选择院校' }).min(1).max(20),
  SchoolCode: z.string().max(20).optional(),
  GroupCode: z.string().max(20).optional(),
  PlanTypes,
})
const UnitInput = BatchInput.extend({ UnitId: z.string({ error: '请选择院校' }).min(1).max(200) })
const UnitsInput = BatchInput.extend({ UnitIds: z.array(z.string().min(1).max(200)).max(200) })
const SearchInput = BatchInput.extend({ Keyword: z.string().trim().max(40).default(''), PlanTypes }).extend(PageInputSchema.shape)
const TableHead = { input: BatchInput, output: z.object({ Years: z.array(z.number().int()), TargetYear: z.number().int() }) }

/** A school's units (groups/majors) or a unit's majors, with history and (Forecast) probabilities. */
const UnitListOfSchool = {
  input: SchoolInput,
  output: z.object({
    List: z.array(UnitRowSchema),
    IsPreview: z.boolean(),
    /** a school's ordinary units summed up for the candidate (members, Forecast, the school's units): ADR 050 */
    Reach: CollegeReachSchema.nullable().optional(),
  }),
}
const MajorOption = z.object({ Name: z.string(), Category: z.string(), UnitCount: z.number().int() })

/** Recommendations for the signed-in candidate's score profile. */
export const wishRecommendEndpoints = {
  'Wish/BatchList': { input: z.object({}).loose(), output: z.array(BatchSchema) },
  'Wish/NewExamBatchList': { input: z.object({}).loose(), output: z.array(BatchSchema) },
  'Wish/TableHeadYear': TableHead,
  'Wish/NewExamTableHeadYear': TableHead,
  'Wish/SchoolFirstList': { input: UnitListInputSchema, output: UnitListOutputSchema },
  'Wish/SchoolFirstListForecast': { input: UnitListInputSchema, output: UnitListOutputSchema },
  'Wish/SchoolFirstStat': { input: UnitFilterSchema, output: UnitStatSchema },
  'Wish/SchoolFirstStatForecast': { input: UnitFilterSchema, output: UnitStatSchema },
  'Wish/SpecialtyFirstList': { input: UnitListInputSchema, output: UnitListOutputSchema },
  'Wish/SpecialtyFirstListForecast': { input: UnitListInputSchema, output: UnitListOutputSchema },
  'Wish/SpecialtyFirstStat': { input: UnitFilterSchema, output: UnitStatSchema },
  'Wish/SpecialtyFirstStatForecast': { input: UnitFilterSchema, output: UnitStatSchema },
  'Wish/SpecialtyList': {
    input: BatchInput.extend({ Keyword: z.string().trim().max(40).default('') }),
    output: z.array(MajorOption),
  },
  'Wish/SpecialtyListForecast': {
    input: BatchInput.extend({ Keyword: z.string().trim().max(40).default('') }),
    output: z.array(MajorOption),
  },
  'Wish/NewExamSchoolScoreLine': UnitListOfSchool,
  'Wish/NewExamSchoolScoreLineForecast': UnitListOfSchool,
  'Wish/SpecialtySuggestGroup': UnitListOfSchool,
  'Wish/SpecialtyForecastSuggestGroup': UnitListOfSchool,
  'Wish/Specialty': UnitListOfSchool,
  'Wish/SpecialtyForecast': UnitListOfSchool,
  'Wish/NewExamScoreLine': { input: UnitInput, output: UnitRowSchema },
  'Wish/NewExamScoreLineForecast': { input: UnitInput, output: UnitRowSchema },
  'Wish/ForecastGroup': { input: UnitsInput, output: z.array(UnitRowSchema) },
  'Wish/MySelf': { input: UnitInput, output: UnitRowSchema },
  'Wish/MySelfForecast': { input: UnitInput, output: UnitRowSchema },
  'Wish/MySelfSearch': { input: SearchInput, output: UnitListOutputSchema },
  'Wish/MySelfSearchForecast': { input: SearchInput, output: UnitListOutputSchema },
}
