import { z } from 'zod'
import { AnalysisSchema, WishEntrySchema } from './wish-table.ts'
import { UnitListRowSchema, UnitRowSchema } from './wish-unit.ts'

/**
 * The expert's table editor and the console's landing page (issue 34 items 1 and 5, ADR 056). The
 * editor's calls act for the ticket's student through the student's own wish endpoints, so a unit
 * found, a chance shown and an analysis run are the ones the student's app would give.
 */
const TicketIdInput = z.object({ TicketId: z.coerce.number({ error: '工单不存在' }).int().positive() })
const BatchIdSchema = z.string({ error: '请选择批次' }).trim().min(1, { error: '请选择批次' }).max(40)

export const TicketUnitSearchInputSchema = TicketIdInput.extend({
  BatchId: BatchIdSchema,
  /** college name or pinyin (empty with a major: every college offering it) */
  Keyword: z.string().trim().max(40).default(''),
  /** 专业组 code, e.g. 03 (group-mode provinces) */
  GroupCode: z.string().trim().max(10).default(''),
  /** a major name or part of one */
  Major: z.string().trim().max(40).default(''),
  PageSize: z.coerce.number().int().min(1).max(50).default(20),
})

/** Counts of today (Beijing day) for the console's landing page; order figures only for operators and admins. */
export const ConsoleDashboardSchema = z.object({
  /** the Beijing day counted, YYYY-MM-DD */
  Day: z.string(),
  /** orders paid today and their amount (null for experts) */
  PaidOrders: z.object({ Count: z.number().int(), AmountFen: z.number().int() }).nullable(),
  /** orders refunded today and their amount (null for experts) */
  Refunds: z.object({ Count: z.number().int(), AmountFen: z.number().int() }).nullable(),
  /** paid tickets past their deadline and not delivered (an expert: their own and unassigned ones) */
  OverdueTickets: z.number().int(),
  /** open tickets with no expert yet */
  UnassignedTickets: z.number().int(),
  /** tickets with a student's message the expert has not read (an expert: their own; others: all) */
  UnreadTickets: z.number().int(),
})
export type ConsoleDashboard = z.infer<typeof ConsoleDashboardSchema>

export const adminExpertEndpoints = {
  /** units of the ticket's batch by college, group and major, each with the student's chance and 冲稳保 */
  'Admin/TicketUnitSearch': {
    input: TicketUnitSearchInputSchema,
    output: z.object({ List: z.array(UnitListRowSchema), Total: z.number().int(), DataNote: z.string() }),
  },
  /** the student's analysis of a draft table: one row per wish (null = not a unit of the batch) */
  'Admin/TicketTableAnalysis': {
    input: TicketIdInput.extend({ BatchId: BatchIdSchema, Wishes: z.array(WishEntrySchema).max(200) }),
    output: z.object({ Rows: z.array(UnitRowSchema.nullable()), Analysis: AnalysisSchema }),
  },
  /** the student's one-tap table for a batch, as a starting point for a custom table */
  'Admin/TicketAutoTable': {
    input: TicketIdInput.extend({ BatchId: BatchIdSchema }),
    output: z.object({
      Wishes: z.array(WishEntrySchema.extend({ Row: UnitRowSchema })),
      Advice: z.array(z.string()),
      /** how many wishes the batch allows */
      MaxWishes: z.number().int(),
    }),
  },
  /**
   * the majors of one 专业组 (or a college's majors where there are no groups) with the student's chance of
   * each: the student's own major picker answer (`Wish/SpecialtyForecast`), for the expert to choose from
   */
  'Admin/TicketGroupMajors': {
    input: TicketIdInput.extend({
      BatchId: BatchIdSchema,
      SchoolId: z.string({ error: '请选择院校' }).trim().min(1, { error: '请选择院校' }).max(20),
      GroupCode: z.string().trim().max(20).default(''),
    }),
    output: z.object({ List: z.array(UnitRowSchema) }),
  },
  /** how many of my tickets carry a student's message I have not read (the navigation's count) */
  'Admin/TicketUnreadCount': { input: z.object({}).loose(), output: z.object({ Count: z.number().int() }) },
  'Admin/Dashboard': { input: z.object({}).loose(), output: ConsoleDashboardSchema },
}

type Role = 'operator' | 'expert' | 'admin'
const EXPERTS: readonly Role[] = ['expert', 'admin']

export const adminExpertRoles: Record<keyof typeof adminExpertEndpoints, readonly Role[]> = {
  'Admin/TicketUnitSearch': EXPERTS,
  'Admin/TicketTableAnalysis': EXPERTS,
  'Admin/TicketAutoTable': EXPERTS,
  'Admin/TicketGroupMajors': EXPERTS,
  'Admin/TicketUnreadCount': EXPERTS,
  'Admin/Dashboard': ['operator', 'expert', 'admin'],
}
