import { z } from 'zod'
import { LinkSchema, PageInputSchema, pageOf } from './common.ts'

/**
 * The console's content editor (issue 34 item 8): items of the learning store, their categories and
 * the images uploaded from the editor. A new item is a draft until an operator publishes it.
 */
export const ContentItemSchema = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  BodyHtml: z.string(),
  Link: z.string(),
  MediaUrl: z.string(),
  StartsAt: z.string().nullable(),
  EndsAt: z.string().nullable(),
  /** one of the kind's categories (资讯: 政策解读…; 课程: 学习方法…), null for none */
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string(),
  Published: z.boolean(),
  PublishedAt: z.string(),
})
export type AdminContentItem = z.infer<typeof ContentItemSchema>
export const ContentKindSchema = z.enum(['news', 'ad', 'course', 'live', 'career', 'notice'], { error: '请选择内容类型' })

/** An image uploaded from the editor: `POST /api/Admin/MediaUpload` with the bytes as the body and the `admin-token` header. */
export const CONSOLE_MEDIA_UPLOAD_PATH = '/api/Admin/MediaUpload'
export const CONSOLE_MEDIA_MAX_BYTES = 5 * 1024 * 1024

export const adminContentEndpoints = {
  'Admin/ContentList': { input: PageInputSchema.extend({ Kind: ContentKindSchema }), output: pageOf(ContentItemSchema) },
  /** the categories an item of this kind can be filed under (empty for kinds without categories) */
  'Admin/ContentCategories': {
    input: z.object({ Kind: ContentKindSchema }),
    output: z.array(z.object({ CategoryId: z.number().int(), Name: z.string() })),
  },
  'Admin/ContentSave': {
    input: z.object({
      Id: z.coerce.number().int().positive().optional(),
      Kind: ContentKindSchema,
      Title: z.string({ error: '请填写标题' }).trim().min(1, { error: '请填写标题' }).max(100),
      Summary: z.string().trim().max(300).default(''),
      Cover: LinkSchema,
      BodyHtml: z.string().max(100_000).default(''),
      Link: LinkSchema,
      /** video or live stream address (courses, live sessions) */
      MediaUrl: LinkSchema,
      /** live sessions: the window, ISO 8601 */
      StartsAt: z.string().datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
      EndsAt: z.string().datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
      CategoryId: z.coerce.number({ error: '分类不存在' }).int().positive().nullable().default(null),
      /**
       * a new item is a draft unless published on purpose (after the preview); left out on an edit,
       * the item keeps its state (an edit never publishes or withdraws by omission)
       */
      Published: z.boolean().optional(),
    }),
    output: ContentItemSchema,
  },
  /**
   * The article body as students' pages will show it: the same server-side sanitiser the article
   * endpoints apply, so the editor's preview renders exactly the app's HTML.
   */
  'Admin/ContentPreview': {
    input: z.object({ BodyHtml: z.string().max(100_000).default('') }),
    output: z.object({ BodyHtml: z.string() }),
  },
}

type Role = 'operator' | 'expert' | 'admin'
const OPS: readonly Role[] = ['operator', 'admin']

export const adminContentRoles: Record<keyof typeof adminContentEndpoints, readonly Role[]> = {
  'Admin/ContentList': OPS,
  'Admin/ContentCategories': OPS,
  'Admin/ContentSave': OPS,
  'Admin/ContentPreview': OPS,
}
