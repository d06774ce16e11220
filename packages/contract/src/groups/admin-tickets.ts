import { z } from 'zod'
import { MarkSchema, QuestionnaireSchema, TicketMessageSchema, TicketStateSchema, TicketSummarySchema } from './consulting.ts'
import { WishEntrySchema, WishTableDetailSchema } from './wish-table.ts'

/** The console's consulting tickets: the queue, one ticket with the student's side, reply and delivery (experts). */
const TicketIdInput = z.object({ TicketId: z.coerce.number({ error: '工单不存在' }).int().positive() })

export const AdminTicketSchema = TicketSummarySchema.extend({
  UserId: z.number().int(),
  Mobile: z.string(),
  ExpertAccountId: z.number().int().nullable(),
  /** the student's messages the assigned expert has not read yet (ADR 056) */
  Unread: z.number().int(),
})
export type AdminTicket = z.infer<typeof AdminTicketSchema>

export const AdminTicketDetailSchema = AdminTicketSchema.extend({
  Questionnaire: QuestionnaireSchema.nullable(),
  Review: z.string(),
  Marks: z.array(MarkSchema),
  ResultWishId: z.number().int().nullable(),
  Messages: z.array(TicketMessageSchema),
  /** the student's score profile as the filling engine knows it */
  Profile: z
    .object({
      ProvinceName: z.string(),
      Year: z.number().int(),
      Score: z.number(),
      Rank: z.number().int().nullable(),
      SubjectType: z.string(),
      Subjects: z.array(z.string()),
      RiskAppetite: z.string(),
    })
    .nullable(),
  /** the reviewed table with the engine's analysis; for a custom application the student's newest own table (ADR 056), if any */
  Table: WishTableDetailSchema.nullable(),
  Result: WishTableDetailSchema.nullable(),
  /** batches the student can fill (for the custom table), from their score profile */
  Batches: z.array(
    z.object({
      BatchId: z.string(),
      BatchName: z.string(),
      IsAvailable: z.boolean(),
      /** how the batch is filled: 'major-group' and 'school' wishes carry chosen majors, 'major' wishes are one major */
      FillingMode: z.enum(['major-group', 'major', 'school']),
      /** how many majors one wish may list */
      MaxMajorsPerWish: z.number().int(),
    }),
  ),
})
export type AdminTicketDetail = z.infer<typeof AdminTicketDetailSchema>

export const adminTicketEndpoints = {
  'Admin/TicketList': {
    input: z.object({ Scope: z.enum(['mine', 'open', 'all']).default('open'), State: TicketStateSchema.optional() }),
    output: z.array(AdminTicketSchema),
  },
  'Admin/TicketDetail': { input: TicketIdInput, output: AdminTicketDetailSchema },
  'Admin/TicketAssign': { input: TicketIdInput, output: z.null() },
  'Admin/TicketStart': { input: TicketIdInput, output: z.null() },
  'Admin/TicketReply': {
    input: TicketIdInput.extend({ Body: z.string({ error: '请输入回复' }).trim().min(1, { error: '请输入回复' }).max(2000) }),
    output: z.null(),
  },
  'Admin/TicketDeliver': {
    input: TicketIdInput.extend({
      Review: z.string({ error: '请填写审核意见' }).trim().min(10, { error: '审核意见至少10个字' }).max(5000, { error: '审核意见最多5000字' }),
      Marks: z.array(MarkSchema).max(200).default([]),
      /** the revised / built table; saved into the student's list */
      BatchId: z.string().trim().min(1).max(40).optional(),
      Wishes: z.array(WishEntrySchema).max(200).optional(),
    }),
    output: z.object({ ResultWishId: z.number().int().nullable() }),
  },
}

type Role = 'operator' | 'expert' | 'admin'
const ANY: readonly Role[] = ['operator', 'expert', 'admin']
const EXPERTS: readonly Role[] = ['expert', 'admin']

export const adminTicketRoles: Record<keyof typeof adminTicketEndpoints, readonly Role[]> = {
  'Admin/TicketList': ANY,
  'Admin/TicketDetail': ANY,
  'Admin/TicketAssign': EXPERTS,
  'Admin/TicketStart': EXPERTS,
  'Admin/TicketReply': EXPERTS,
  'Admin/TicketDeliver': EXPERTS,
}
