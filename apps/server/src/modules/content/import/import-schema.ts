import { z } from 'zod'

// What an operator writes in a content folder: Markdown front matter or JSON, camelCase keys.
// Media fields name a file under the folder (`media/video/x.mp4`) or an absolute http(s) URL.

const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'slug: lowercase letters, digits and "-" only')
const MediaRef = z.string().min(1).max(500)
const Day = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const date = v instanceof Date ? v : new Date(v)
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: `not a date: ${String(v)}` })
    return z.NEVER
  }
  return date.toISOString()
})
const Price = z.number().min(0).max(100_000).default(0)

const Base = {
  slug: Slug,
  title: z.string().trim().min(1).max(120),
  summary: z.string().max(500).default(''),
  cover: MediaRef.optional(),
  tags: z.array(z.string().max(20)).max(20).default([]),
  author: z.string().max(60).default(''),
  source: z.string().max(60).default(''),
  publishedAt: Day.optional(),
  published: z.boolean().default(true),
  sort: z.number().int().default(0),
  hot: z.boolean().default(false),
  /** Markdown (front-matter files put it after the header) */
  body: z.string().max(200_000).default(''),
}

const Lesson = z.object({
  slug: Slug,
  title: z.string().trim().min(1).max(120),
  summary: z.string().max(500).default(''),
  video: MediaRef,
  duration: z.number().int().min(0).max(86_400).default(0),
  price: Price,
})
const Chapter = z.object({
  slug: Slug,
  title: z.string().trim().min(1).max(120),
  lessons: z.array(Lesson).min(1),
})

export const TrackSchema = z.enum(['online', 'drill', 'career-book', 'career-story', 'career-case', 'career-teachplan', 'career-courseware', 'career-video'])

export const ImportItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('category'),
    slug: Slug,
    scope: z.enum(['course', 'video', 'news']),
    name: z.string().trim().min(1).max(30),
    icon: MediaRef.optional(),
    sort: z.number().int().default(0),
  }),
  z.object({
    kind: z.literal('course'),
    ...Base,
    category: Slug.optional(),
    grade: z.string().max(20).default(''),
    subject: z.string().max(20).default(''),
    price: Price,
    chapters: z.array(Chapter).min(1),
  }),
  z.object({
    kind: z.literal('video'),
    ...Base,
    category: Slug.optional(),
    video: MediaRef,
    duration: z.number().int().min(0).max(86_400).default(0),
    price: Price,
  }),
  z.object({
    kind: z.literal('live'),
    ...Base,
    /** an absolute start, or `dailyAt` "HH:MM" China time for a recurring class */
    startsAt: Day.optional(),
    dailyAt: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'dailyAt: HH:MM')
      .optional(),
    durationMinutes: z.number().int().min(1).max(600),
    stream: MediaRef,
    replay: MediaRef.optional(),
  }),
  z.object({
    kind: z.literal('study'),
    ...Base,
    track: TrackSchema,
    grade: z.string().max(20).default(''),
    subject: z.string().max(20).default(''),
    type: z.enum(['video', 'document', 'article']),
    video: MediaRef.optional(),
    document: MediaRef.optional(),
    duration: z.number().int().min(0).max(86_400).default(0),
    price: Price,
  }),
  z.object({ kind: z.literal('news'), ...Base, category: Slug.optional() }),
  z.object({
    kind: z.literal('ad'),
    ...Base,
    image: MediaRef,
    link: z.string().max(500).default(''),
    position: z.string().max(30).default('home'),
  }),
  z.object({ kind: z.literal('page'), ...Base }),
  z.object({ kind: z.literal('notice'), ...Base }),
])
export type ImportItem = z.infer<typeof ImportItemSchema>
