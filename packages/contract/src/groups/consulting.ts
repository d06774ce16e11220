import { z } from 'zod'

/**
 * Expert consulting: the three services are products of the membership catalogue, so they
 * are bought through the same order and pay flow (decision 012). The ids are printed nowhere else.
 */
export const ConsultingProductId = { review: 501, custom: 502, parentCourse: 503 } as const
export const ConsultingServiceSchema = z.enum(['review', 'custom'], { error: '请选择服务' })
export type ConsultingService = z.infer<typeof ConsultingServiceSchema>

/** paid → assigned → in_progress → delivered → closed; refunded only before delivery. */
export const TicketStateSchema = z.enum(['unpaid', 'paid', 'assigned', 'in_progress', 'delivered', 'closed', 'refunded'])
export type TicketState = z.infer<typeof TicketStateSchema>
export const ticketStateNames: Record<TicketState, string> = {
  unpaid: '待支付',
  paid: '已支付，待分配专家',
  assigned: '专家已接单',
  in_progress: '专家处理中',
  delivered: '已交付',
  closed: '已完成',
  refunded: '已退款',
}

export const ExpertSchema = z.object({
  ExpertId: z.number().int(),
  Name: z.string(),
  Title: z.string(),
  Years: z.number().int(),
  Provinces: z.array(z.string()),
  Specialties: z.array(z.string()),
  Rating: z.number(),
  Served: z.number().int(),
  Intro: z.string(),
  /** data: URL of a generated initials avatar */
  Photo: z.string(),
})
export type Expert = z.infer<typeof ExpertSchema>

export const ServiceSchema = z.object({
  Service: z.enum(['review', 'custom', 'parentCourse']),
  ProductId: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  /** fen */
  Price: z.number().int(),
  OriginalPrice: z.number().int(),
  /** working days the expert has from payment */
  DeliveryDays: z.number().int(),
})

export const QuestionnaireSchema = z.object({
  Interests: z.array(z.string().trim().min(1).max(30)).max(10, { error: '兴趣最多选10项' }).default([]),
  Cities: z.array(z.string().trim().min(1).max(20)).max(10, { error: '城市最多选10个' }).default([]),
  /** yearly tuition the family accepts, yuan */
  Budget: z.enum(['any', 'under10k', 'under20k', 'under50k']).default('any'),
  RiskAppetite: z.enum(['conservative', 'balanced', 'aggressive'], { error: '请选择风险偏好' }).default('balanced'),
  Notes: z.string().trim().max(500, { error: '补充说明最多500字' }).default(''),
})
export type Questionnaire = z.infer<typeof QuestionnaireSchema>

export const MarkSchema = z.object({
  /** 1-based position in the reviewed table */
  Position: z.number().int().min(1).max(200),
  Level: z.enum(['ok', 'warn', 'bad']),
  Note: z.string().trim().min(1, { error: '请填写批注' }).max(200, { error: '批注最多200字' }),
  /** the wish's college and group (and major) when marked, so a mark still names its wish after the order changed */
  Label: z.string().trim().max(80).default(''),
})
export type Mark = z.infer<typeof MarkSchema>

export const TicketMessageSchema = z.object({
  MessageId: z.number().int(),
  Author: z.enum(['student', 'expert', 'system']),
  AuthorName: z.string(),
  Body: z.string(),
  CreatedAt: z.string(),
})

export const TicketSummarySchema = z.object({
  TicketId: z.number().int(),
  Service: ConsultingServiceSchema,
  ServiceName: z.string(),
  State: TicketStateSchema,
  StateName: z.string(),
  OrderNo: z.string(),
  WishId: z.number().int().nullable(),
  WishName: z.string(),
  ExpertName: z.string().nullable(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  DueAt: z.string().nullable(),
  DeliveredAt: z.string().nullable(),
})
export type TicketSummary = z.infer<typeof TicketSummarySchema>

export const TicketDetailSchema = TicketSummarySchema.extend({
  Questionnaire: QuestionnaireSchema.nullable(),
  Review: z.string(),
  Marks: z.array(MarkSchema),
  /** the revised (review) or built (custom) table, saved into the student's table list */
  ResultWishId: z.number().int().nullable(),
  Messages: z.array(TicketMessageSchema),
  CanRefund: z.boolean(),
  CanClose: z.boolean(),
})
export type TicketDetail = z.infer<typeof TicketDetailSchema>

const TicketIdInput = z.object({ TicketId: z.coerce.number({ error: '工单不存在' }).int().positive() })
/** H5 WeChat Pay for now (the sandbox plays it); other channels can follow the membership pages */
const PayChannelSchema = z.enum(['wechat_h5']).default('wechat_h5')
const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '请求标识有误' })

/** Our own calls (the spec shows the pages but no calls for this area). */
export const consultingEndpoints = {
  'Consulting/Home': {
    input: z.object({}).loose(),
    output: z.object({ Services: z.array(ServiceSchema), Experts: z.array(ExpertSchema) }),
  },
  /** opens a ticket and its order; the client then pays like any order (SandboxPayUrl / h5_url) */
  'Consulting/TicketCreate': {
    input: z
      .object({
        Service: ConsultingServiceSchema,
        WishId: z.coerce.number().int().positive().optional(),
        Questionnaire: QuestionnaireSchema.optional(),
        PayChannel: PayChannelSchema,
        IdempotencyKey: IdempotencyKeySchema.optional(),
      })
      .refine((v) => v.Service !== 'review' || v.WishId !== undefined, { error: '请选择要审核的志愿表' })
      .refine((v) => v.Service !== 'custom' || v.Questionnaire !== undefined, { error: '请填写定制问卷' }),
    output: z.object({
      TicketId: z.number().int(),
      OrderNo: z.string(),
      Amount: z.number().int(),
      SandboxPayUrl: z.string().nullable(),
      PayUrl: z.string().nullable(),
    }),
  },
  'Consulting/TicketList': { input: z.object({}).loose(), output: z.array(TicketSummarySchema) },
  'Consulting/TicketDetail': { input: TicketIdInput, output: TicketDetailSchema },
  'Consulting/TicketMessage': {
    input: TicketIdInput.extend({ Body: z.string({ error: '请输入留言' }).trim().min(1, { error: '请输入留言' }).max(1000, { error: '留言最多1000字' }) }),
    output: z.null(),
  },
  /** the student accepts a delivered ticket */
  'Consulting/TicketClose': { input: TicketIdInput, output: z.null() },
  /** parent course: whether it is owned, and the course bundle it opens */
  'Consulting/ParentCourse': {
    input: z.object({}).loose(),
    output: z.object({
      Service: ServiceSchema,
      Owned: z.boolean(),
      ExpireAt: z.string().nullable(),
      Courses: z.array(z.object({ Id: z.number().int(), Title: z.string(), Summary: z.string(), Cover: z.string() })),
    }),
  },
  'Consulting/ParentCourseBuy': {
    input: z.object({ PayChannel: PayChannelSchema, IdempotencyKey: IdempotencyKeySchema.optional() }),
    output: z.object({ OrderNo: z.string(), Amount: z.number().int(), SandboxPayUrl: z.string().nullable(), PayUrl: z.string().nullable() }),
  },
}
