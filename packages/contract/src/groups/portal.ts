import { z } from 'zod'
import { EmptyInputSchema, PageInputSchema, pageOf } from './common.ts'
import { CategorySchema, MediaTypeSchema } from './course.ts'

const IdSchema = z.coerce.number({ error: '参数 ID 不正确' }).int({ error: '参数 ID 不正确' }).min(1, { error: '参数 ID 不正确' })
const CountSchema = z.coerce.number().int().min(1).max(20)

export const VideoSummarySchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string(),
  Duration: z.number().int(),
  MediaUrl: z.string(),
  MediaType: MediaTypeSchema,
  ViewCount: z.number().int(),
  PublishedAt: z.string(),
  Price: z.number(),
  IsFree: z.boolean(),
  Locked: z.boolean(),
})
export type VideoSummary = z.infer<typeof VideoSummarySchema>

export const NewsSummarySchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string(),
  Source: z.string(),
  ClickNum: z.number().int(),
  PublishedAt: z.string(),
})
export type NewsSummary = z.infer<typeof NewsSummarySchema>

export const NewsDetailSchema = NewsSummarySchema.extend({
  Content: z.string(),
  Author: z.string(),
})
export type NewsDetail = z.infer<typeof NewsDetailSchema>

export const AdSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Image: z.string(),
  Link: z.string(),
})
export type Ad = z.infer<typeof AdSchema>

export const VideoCategoryList = { input: EmptyInputSchema, output: z.array(CategorySchema) }
export const VideoList = {
  input: PageInputSchema.extend({ CategoryId: IdSchema.optional() }),
  output: pageOf(VideoSummarySchema),
}
export const MainVideoList = {
  input: z.object({ Count: CountSchema.default(6) }),
  output: z.array(VideoSummarySchema),
}
export const NewsCategoryList = { input: EmptyInputSchema, output: z.array(CategorySchema) }
export const NewsList = {
  input: PageInputSchema.extend({
    CategoryId: IdSchema.optional(),
    Keyword: z.string().trim().max(30, { error: '关键词最多30个字' }).optional(),
  }),
  output: pageOf(NewsSummarySchema),
}
export const NewsHotList = {
  input: z.object({ Count: CountSchema.default(5) }),
  output: z.array(NewsSummarySchema),
}
export const NewsDetail = { input: z.object({ ID: IdSchema }), output: NewsDetailSchema }
export const NewsClickNumIncrement = {
  input: z.object({ ID: IdSchema }),
  output: z.object({ ClickNum: z.number().int() }),
}
export const AdInfoList = {
  input: z.object({ Position: z.string().trim().max(30).default('home') }),
  output: z.array(AdSchema),
}

/** A page of operator text by key: agreements, about, help (sanitized HTML). */
export const ContentPage = {
  input: z.object({
    Key: z
      .string({ error: '参数 Key 不正确' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: '参数 Key 不正确' }),
  }),
  output: z.object({
    Key: z.string(),
    Title: z.string(),
    Content: z.string(),
    UpdatedAt: z.string(),
  }),
}

/** Videos, news and ads (Portal/*), and generic content pages (Public/Content). */
export const portalEndpoints = {
  'Portal/VideoCategoryList': VideoCategoryList,
  'Portal/VideoList': VideoList,
  'Portal/MainVideoList': MainVideoList,
  'Portal/NewsCategoryList': NewsCategoryList,
  'Portal/NewsList': NewsList,
  'Portal/NewsHotList': NewsHotList,
  'Portal/NewsDetail': NewsDetail,
  'Portal/NewsClickNumIncrement': NewsClickNumIncrement,
  'Portal/AdInfoList': AdInfoList,
  'Public/Content': ContentPage,
}
