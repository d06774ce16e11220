import { z } from 'zod'
import { EmptyInputSchema, PageInputSchema, pageOf } from './common.ts'

const IdSchema = z.coerce.number({ error: '参数 ID 不正确' }).int({ error: '参数 ID 不正确' }).min(1, { error: '参数 ID 不正确' })
const OptionalText = z.string().trim().max(30).optional()

/**
 * Where a study resource lives: online study, military-training (军训) study, or one of the career
 * resource shelves the career pages list.
 */
export const ResourceTrackSchema = z.enum([
  'online',
  'drill',
  'career-book',
  'career-story',
  'career-case',
  'career-teachplan',
  'career-courseware',
  'career-video',
])
export type ResourceTrack = z.infer<typeof ResourceTrackSchema>

/** What a resource holds: a video (MP4 or HLS), a document (PDF) or an article. */
export const ResourceTypeSchema = z.enum(['video', 'document', 'article'])
export const MediaTypeSchema = z.enum(['mp4', 'hls', 'pdf', 'none'])

/** Prices travel in yuan; `Locked` is computed for the caller (paid and no membership). */
const PriceFields = { Price: z.number(), IsFree: z.boolean(), Locked: z.boolean() }

export const CategorySchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Icon: z.string(),
  Count: z.number().int(),
})
export type Category = z.infer<typeof CategorySchema>

export const CourseSummarySchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string(),
  Grade: z.string(),
  Subject: z.string(),
  Teacher: z.string(),
  LessonCount: z.number().int(),
  /** lessons that need membership even when the course itself is free */
  PaidLessonCount: z.number().int(),
  ViewCount: z.number().int(),
  PublishedAt: z.string(),
  ...PriceFields,
})
export type CourseSummary = z.infer<typeof CourseSummarySchema>

export const LessonSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Duration: z.number().int(),
  MediaType: MediaTypeSchema,
  /** seconds watched by the caller (0 when signed out or never played) */
  Position: z.number(),
  Completed: z.boolean(),
  ...PriceFields,
})
export type Lesson = z.infer<typeof LessonSchema>

export const ChapterSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Lessons: z.array(LessonSchema),
})

export const ResourceSummarySchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Summary: z.string(),
  Cover: z.string(),
  Track: z.string(),
  Grade: z.string(),
  Subject: z.string(),
  ResourceType: z.string(),
  Duration: z.number().int(),
  ViewCount: z.number().int(),
  PublishedAt: z.string(),
  ...PriceFields,
})
export type ResourceSummary = z.infer<typeof ResourceSummarySchema>

export const ResourceDetailSchema = ResourceSummarySchema.extend({
  /** sanitized HTML */
  Content: z.string(),
  MediaUrl: z.string(),
  MediaType: MediaTypeSchema,
  AttachmentUrl: z.string(),
  Author: z.string(),
  /** the course this lesson belongs to, when it is a lesson */
  CourseId: z.number().int().nullable(),
  Position: z.number(),
})
export type ResourceDetail = z.infer<typeof ResourceDetailSchema>

const NamedSchema = z.object({ ID: z.string(), Name: z.string() })

const ResourceFilterSchema = z.object({
  Track: ResourceTrackSchema.default('online'),
  Grade: OptionalText,
  Subject: OptionalText,
  ResourceType: ResourceTypeSchema.optional(),
})

export const CourseCategoryList = { input: EmptyInputSchema, output: z.array(CategorySchema) }
export const CourseInfoList = {
  input: PageInputSchema.extend({
    CategoryId: IdSchema.optional(),
    Grade: OptionalText,
    Keyword: OptionalText,
  }),
  output: pageOf(CourseSummarySchema),
}
export const CatelogList = {
  input: z.object({ CourseId: IdSchema }),
  output: z.object({
    Course: CourseSummarySchema.extend({ Content: z.string() }),
    Chapters: z.array(ChapterSchema),
  }),
}
export const GradeList = {
  input: z.object({ Track: ResourceTrackSchema.default('online') }),
  output: z.array(NamedSchema),
}
export const SubjectList = GradeList
export const ResourceList = {
  input: PageInputSchema.extend(ResourceFilterSchema.shape),
  output: pageOf(ResourceSummarySchema),
}
export const ResourceInfo = { input: z.object({ ID: IdSchema }), output: ResourceDetailSchema }
export const ResourceListBySearch = {
  input: PageInputSchema.extend(ResourceFilterSchema.shape).extend({
    Keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, { error: '请输入搜索关键词' }).max(30, { error: '关键词最多30个字' }),
  }),
  output: pageOf(ResourceSummarySchema),
}

/** Courses (Career/Course*) and study resources (Course/*) of the learning issue. */
export const courseEndpoints = {
  'Career/CourseCategoryList': CourseCategoryList,
  'Career/CourseInfoList': CourseInfoList,
  'Course/CatelogList': CatelogList,
  'Course/GradeList': GradeList,
  'Course/SubjectList': SubjectList,
  'Course/ResourceList': ResourceList,
  'Course/ResourceInfo': ResourceInfo,
  'Course/ResourceListBySearch': ResourceListBySearch,
}
