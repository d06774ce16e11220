import { z } from 'zod'
import { EmptyInputSchema, PageInputSchema, pageOf } from './common.ts'
import { CourseSummarySchema, MediaTypeSchema } from './course.ts'

const IdSchema = z.coerce.number({ error: '参数 ID 不正确' }).int({ error: '参数 ID 不正确' }).min(1, { error: '参数 ID 不正确' })
const SecondsSchema = z.coerce.number({ error: '播放进度不正确' }).min(0, { error: '播放进度不正确' }).max(86_400, { error: '播放进度不正确' })

/** Live session state, derived from its times and the server clock. */
export const LiveStateSchema = z.enum(['upcoming', 'live', 'replay', 'ended'])
export type LiveState = z.infer<typeof LiveStateSchema>

export const LiveSessionSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  Teacher: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  State: LiveStateSchema,
  /** the stream while live, the replay afterwards, empty before the start */
  PlayUrl: z.string(),
  MediaType: MediaTypeSchema,
})
export type LiveSession = z.infer<typeof LiveSessionSchema>

export const ProgressSchema = z.object({
  ItemId: z.number().int(),
  Position: z.number(),
  Duration: z.number(),
  Completed: z.boolean(),
  UpdatedAt: z.string(),
})

export const ContinueItemSchema = ProgressSchema.extend({
  Title: z.string(),
  Cover: z.string(),
  CourseId: z.number().int().nullable(),
  CourseTitle: z.string(),
})
export type ContinueItem = z.infer<typeof ContinueItemSchema>

export const NoticeSchema = z.object({
  ID: z.number().int(),
  /** notice: to everyone; message: to this user */
  Kind: z.enum(['notice', 'message']),
  Title: z.string(),
  Summary: z.string(),
  PublishedAt: z.string(),
  IsRead: z.boolean(),
})
export type Notice = z.infer<typeof NoticeSchema>

export const UnreadCountSchema = z.object({
  Notices: z.number().int(),
  Messages: z.number().int(),
  Total: z.number().int(),
})
export type UnreadCount = z.infer<typeof UnreadCountSchema>

export const ProgressSave = {
  input: z.object({
    ItemId: IdSchema,
    Position: SecondsSchema,
    Duration: SecondsSchema.default(0),
  }),
  output: ProgressSchema,
}
export const ProgressGet = { input: z.object({ ItemId: IdSchema }), output: ProgressSchema }
export const ContinueList = {
  input: z.object({ Count: z.coerce.number().int().min(1).max(20).default(5) }),
  output: z.array(ContinueItemSchema),
}
export const RecommendCourses = {
  input: z.object({ Count: z.coerce.number().int().min(1).max(20).default(6) }),
  output: z.object({ Grade: z.string(), List: z.array(CourseSummarySchema) }),
}
export const LiveSchedule = {
  input: PageInputSchema.extend({ Scope: z.enum(['today', 'all']).default('all') }),
  output: pageOf(LiveSessionSchema).extend({ ServerTime: z.string() }),
}
export const LiveInfo = {
  input: z.object({ ID: IdSchema }),
  output: LiveSessionSchema.extend({ ServerTime: z.string(), Content: z.string() }),
}
export const NoticeList = {
  input: PageInputSchema.extend({
    Kind: z.enum(['notice', 'message']).optional(),
    /** only what is still unread (the tab badge lists) */
    UnreadOnly: z.boolean().default(false),
  }),
  output: pageOf(NoticeSchema),
}
const NoticeRefSchema = z.object({
  ID: IdSchema,
  Kind: z.enum(['notice', 'message'], { error: '参数 Kind 不正确' }),
})
export const NoticeDetail = {
  input: NoticeRefSchema,
  output: NoticeSchema.extend({ Content: z.string() }),
}
export const NoticeRead = { input: NoticeRefSchema, output: UnreadCountSchema }
export const NoticeReadAll = { input: EmptyInputSchema, output: UnreadCountSchema }
export const NoticeUnreadCount = { input: EmptyInputSchema, output: UnreadCountSchema }

/**
 * Our own calls where the spec names none: playback progress, the live schedule and the
 * notices + messages behind the precise-learning tab badge.
 */
export const learningEndpoints = {
  'Learning/ProgressSave': ProgressSave,
  'Learning/ProgressGet': ProgressGet,
  'Learning/ContinueList': ContinueList,
  'Learning/RecommendCourses': RecommendCourses,
  'Live/Schedule': LiveSchedule,
  'Live/Info': LiveInfo,
  'Notice/List': NoticeList,
  'Notice/Detail': NoticeDetail,
  'Notice/Read': NoticeRead,
  'Notice/ReadAll': NoticeReadAll,
  'Notice/UnreadCount': NoticeUnreadCount,
}
