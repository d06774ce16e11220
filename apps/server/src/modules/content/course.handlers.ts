import { fenToYuan } from '@gk/domain'
import { ErrorCode, type Params } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { accessOf } from './access.ts'
import { createContentRepository, type ItemRow } from './content.repository.ts'
import { createLearningRepository, type ProgressRow } from './learning.repository.ts'
import { mediaTypeOf, priceOf, safeHtml, toCourseSummary, toResourceSummary } from './mappers.ts'

/** Kinds a player or detail page may open by id through Course/ResourceInfo. */
const PLAYABLE = ['lesson', 'study', 'video']

// grades in school order; anything else sorts after them by name
const GRADE_ORDER = ['初一', '初二', '初三', '高一', '高二', '高三', '通用']
const byGrade = (a: string, b: string) => {
  const ia = GRADE_ORDER.indexOf(a)
  const ib = GRADE_ORDER.indexOf(b)
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b, 'zh')
}

async function courseSummaries(ctx: RequestContext, rows: ItemRow[]) {
  const counts = await createContentRepository(ctx.db).lessonCounts(
    rows.map((r) => r.id),
    ctx.now(),
  )
  const hasAccess = await accessOf(ctx)()
  return rows.map((r) => toCourseSummary(r, counts.get(r.id), hasAccess))
}

/**
 * A page of 学习资源 by track, grade, subject and type, locked where the caller has no access: the list and the search
 * (a keyword, the most viewed first; the list in the editors' order) are this one query.
 */
async function studyResources(ctx: RequestContext, input: Params<'Course/ResourceList'> & { Keyword?: string }, order?: string) {
  const { rows, total } = await createContentRepository(ctx.db).page(
    {
      kind: 'study',
      now: ctx.now(),
      track: input.Track,
      grade: input.Grade,
      subject: input.Subject,
      resourceType: input.ResourceType,
      keyword: input.Keyword,
    },
    input.PageIndex,
    input.PageSize,
    order,
  )
  const hasAccess = await accessOf(ctx)()
  return {
    List: rows.map((r) => toResourceSummary(r, hasAccess)),
    Total: total,
    PageIndex: input.PageIndex,
    PageSize: input.PageSize,
  }
}

/** The 113 answer for paid content, naming its price so the member page makes sense. */
export function lockedError(row: Pick<ItemRow, 'price_cents'>) {
  return new AppError(ErrorCode.MembershipRequired, `该内容为付费内容（¥${fenToYuan(row.price_cents)}），开通会员后即可观看`)
}

export const courseHandlers = defineHandlers({
  async 'Career/CourseCategoryList'(_input, ctx) {
    const rows = await createContentRepository(ctx.db).categories('course', 'course', ctx.now())
    return rows.map((r) => ({ ID: r.id, Name: r.name, Icon: r.icon, Count: r.count }))
  },

  async 'Career/CourseInfoList'(input, ctx) {
    const { rows, total } = await createContentRepository(ctx.db).page(
      {
        kind: 'course',
        now: ctx.now(),
        categoryId: input.CategoryId,
        grade: input.Grade,
        keyword: input.Keyword,
      },
      input.PageIndex,
      input.PageSize,
    )
    return {
      List: await courseSummaries(ctx, rows),
      Total: total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
    }
  },

  async 'Course/CatelogList'(input, ctx) {
    const repo = createContentRepository(ctx.db)
    const course = await repo.byId(input.CourseId, ['course'], ctx.now())
    if (!course) throw new AppError(ErrorCode.NotFound, '课程不存在或已下架')
    const chapters = await repo.children([course.id], ctx.now())
    const lessons = await repo.children(
      chapters.map((c) => c.id),
      ctx.now(),
    )
    const hasAccess = await accessOf(ctx)()
    const progress = ctx.user
      ? await createLearningRepository(ctx.db).progressOf(
          ctx.user.userId,
          lessons.map((l) => l.id),
        )
      : new Map<number, ProgressRow>()
    await repo.incrementViews(course.id)
    const [summary] = await courseSummaries(ctx, [course])
    return {
      Course: { ...summary!, Content: safeHtml(course.body_html) },
      Chapters: chapters.map((ch) => ({
        ID: ch.id,
        Title: ch.title,
        Lessons: lessons
          .filter((l) => l.parent_id === ch.id)
          .map((l) => ({
            ID: l.id,
            Title: l.title,
            Duration: l.duration_sec,
            MediaType: mediaTypeOf(l.media_type),
            Position: progress.get(l.id)?.position_sec ?? 0,
            Completed: progress.get(l.id)?.completed ?? false,
            ...priceOf(l, hasAccess),
          })),
      })),
    }
  },

  async 'Course/GradeList'(input, ctx) {
    const grades = await createContentRepository(ctx.db).distinct('grade', input.Track, ctx.now())
    return grades.sort(byGrade).map((g) => ({ ID: g, Name: g }))
  },

  async 'Course/SubjectList'(input, ctx) {
    const subjects = await createContentRepository(ctx.db).distinct('subject', input.Track, ctx.now())
    return subjects.sort((a, b) => a.localeCompare(b, 'zh')).map((s) => ({ ID: s, Name: s }))
  },

  async 'Course/ResourceList'(input, ctx) {
    return studyResources(ctx, input)
  },

  async 'Course/ResourceListBySearch'(input, ctx) {
    return studyResources(ctx, input, 'i.view_count DESC, i.published_at DESC, i.id')
  },

  async 'Course/ResourceInfo'(input, ctx) {
    const repo = createContentRepository(ctx.db)
    const row = await repo.byId(input.ID, PLAYABLE, ctx.now())
    if (!row) throw new AppError(ErrorCode.NotFound, '内容不存在或已下架')
    const hasAccess = await accessOf(ctx)()
    if (row.price_cents > 0 && !hasAccess) throw lockedError(row)
    const views = await repo.incrementViews(row.id)
    const course = row.kind === 'lesson' ? await repo.courseOfLesson(row.id) : null
    const progress = ctx.user ? (await createLearningRepository(ctx.db).progressOf(ctx.user.userId, [row.id])).get(row.id) : undefined
    return {
      ...toResourceSummary({ ...row, view_count: views }, hasAccess),
      ResourceType: row.resource_type || 'video',
      Content: safeHtml(row.body_html),
      MediaUrl: row.media_url,
      MediaType: mediaTypeOf(row.media_type),
      AttachmentUrl: row.attachment_url,
      Author: row.author,
      CourseId: course?.id ?? null,
      Position: progress?.position_sec ?? 0,
    }
  },
})
