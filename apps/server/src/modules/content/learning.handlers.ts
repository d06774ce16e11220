import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { accessOf } from './access.ts'
import { createContentRepository } from './content.repository.ts'
import { createLearningRepository, type NoticeRow, type ProgressRow } from './learning.repository.ts'
import { chinaDay, iso, safeHtml, toCourseSummary, toLiveSession } from './mappers.ts'

/** Watching this share of a lesson counts as finishing it. */
const COMPLETE_SHARE = 0.9
/** The schedule reads at most this many sessions before sorting by state (operators keep a few dozen). */
const LIVE_WINDOW = 500

const progressOut = (row: ProgressRow) => ({
  ItemId: row.item_id,
  Position: row.position_sec,
  Duration: row.duration_sec,
  Completed: row.completed,
  UpdatedAt: iso(row.updated_at),
})

const WELCOME_HTML =
  '<p>欢迎使用！在“精准学”里可以继续上次的课程、查看今日直播和学习资源。</p><p>志愿填报前，建议先看看“平行志愿怎么投档”和“读懂一分一段表”两节课。</p>'

async function unreadOf(ctx: RequestContext, userId: number) {
  const repo = createLearningRepository(ctx.db)
  // every account gets one welcome message, so the messages list is never empty on day one
  await repo.sendMessage(userId, 'welcome', '欢迎来到精准学', WELCOME_HTML, ctx.now())
  const { notices, messages } = await repo.unread(userId, ctx.now())
  return { Notices: notices, Messages: messages, Total: notices + messages }
}

const noticeOut = (row: NoticeRow) => ({
  ID: row.id,
  Kind: row.kind,
  Title: row.title,
  Summary: row.summary || row.body_html.replace(/<[^>]*>/g, '').slice(0, 60),
  PublishedAt: iso(row.published_at),
  IsRead: row.is_read,
})

export const learningHandlers = defineHandlers({
  async 'Learning/ProgressSave'(input, ctx) {
    const { userId } = ctx.requireUser()
    const item = await createContentRepository(ctx.db).byId(input.ItemId, ['lesson', 'study', 'video'], ctx.now())
    if (!item) throw new AppError(ErrorCode.NotFound, '内容不存在或已下架')
    if (item.price_cents > 0 && !(await accessOf(ctx)())) throw new AppError(ErrorCode.MembershipRequired)
    const duration = input.Duration || item.duration_sec
    const position = duration > 0 ? Math.min(input.Position, duration) : input.Position
    const completed = duration > 0 && position >= duration * COMPLETE_SHARE
    const row = await createLearningRepository(ctx.db).saveProgress(userId, item.id, position, duration, completed, ctx.now())
    return progressOut(row)
  },

  async 'Learning/ProgressGet'(input, ctx) {
    const { userId } = ctx.requireUser()
    const row = (await createLearningRepository(ctx.db).progressOf(userId, [input.ItemId])).get(input.ItemId)
    return row ? progressOut(row) : { ItemId: input.ItemId, Position: 0, Duration: 0, Completed: false, UpdatedAt: '' }
  },

  async 'Learning/ContinueList'(input, ctx) {
    const { userId } = ctx.requireUser()
    const rows = await createLearningRepository(ctx.db).recent(userId, input.Count)
    return rows.map((r) => ({
      ...progressOut(r),
      Title: r.title,
      Cover: r.cover || r.course_cover || '',
      CourseId: r.course_id,
      CourseTitle: r.course_title ?? '',
    }))
  },

  async 'Learning/RecommendCourses'(input, ctx) {
    const repo = createContentRepository(ctx.db)
    const grade = ctx.user ? await repo.userGrade(ctx.user.userId) : ''
    const now = ctx.now()
    let rows = await repo.top({ kind: 'course', now, grade: grade || undefined }, input.Count, 'i.is_hot DESC, i.view_count DESC, i.id')
    // a grade with nothing of its own still gets the popular courses
    if (rows.length === 0) rows = await repo.top({ kind: 'course', now }, input.Count, 'i.is_hot DESC, i.view_count DESC, i.id')
    const counts = await repo.lessonCounts(
      rows.map((r) => r.id),
      now,
    )
    const hasAccess = await accessOf(ctx)()
    return {
      Grade: grade,
      List: rows.map((r) => toCourseSummary(r, counts.get(r.id), hasAccess)),
    }
  },

  async 'Live/Schedule'(input, ctx) {
    const now = ctx.now()
    const rows = await createContentRepository(ctx.db).top({ kind: 'live', now }, LIVE_WINDOW, 'i.id')
    const rank = { live: 0, upcoming: 1, replay: 2, ended: 3 } as const
    const sessions = rows
      .map((r) => toLiveSession(r, now))
      .filter((s) => input.Scope === 'all' || chinaDay(new Date(s.StartsAt)) === chinaDay(now))
      .sort((a, b) => {
        const byState = rank[a.State] - rank[b.State]
        if (byState !== 0) return byState
        // upcoming soonest first; past sessions most recent first
        const dir = a.State === 'upcoming' || a.State === 'live' ? 1 : -1
        return dir * a.StartsAt.localeCompare(b.StartsAt) || a.ID - b.ID
      })
    const start = (input.PageIndex - 1) * input.PageSize
    return {
      List: sessions.slice(start, start + input.PageSize),
      Total: sessions.length,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
      ServerTime: now.toISOString(),
    }
  },

  async 'Live/Info'(input, ctx) {
    const row = await createContentRepository(ctx.db).byId(input.ID, ['live'], ctx.now())
    if (!row) throw new AppError(ErrorCode.NotFound, '直播不存在或已下架')
    return {
      ...toLiveSession(row, ctx.now()),
      ServerTime: ctx.now().toISOString(),
      Content: safeHtml(row.body_html),
    }
  },

  async 'Notice/List'(input, ctx) {
    const { userId } = ctx.requireUser()
    await unreadOf(ctx, userId)
    const { rows, total } = await createLearningRepository(ctx.db).notices(userId, ctx.now(), input.Kind, input.UnreadOnly, input.PageIndex, input.PageSize)
    return {
      List: rows.map(noticeOut),
      Total: total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
    }
  },

  async 'Notice/Detail'(input, ctx) {
    const { userId } = ctx.requireUser()
    const row = await createLearningRepository(ctx.db).notice(userId, ctx.now(), input.Kind, input.ID)
    if (!row) throw new AppError(ErrorCode.NotFound, '消息不存在或已删除')
    return { ...noticeOut(row), Content: safeHtml(row.body_html) }
  },

  async 'Notice/Read'(input, ctx) {
    const { userId } = ctx.requireUser()
    const repo = createLearningRepository(ctx.db)
    const row = await repo.notice(userId, ctx.now(), input.Kind, input.ID)
    if (!row) throw new AppError(ErrorCode.NotFound, '消息不存在或已删除')
    await repo.markRead(userId, input.Kind, input.ID, ctx.now())
    return unreadOf(ctx, userId)
  },

  async 'Notice/ReadAll'(_input, ctx) {
    const { userId } = ctx.requireUser()
    await unreadOf(ctx, userId)
    await createLearningRepository(ctx.db).markAllRead(userId, ctx.now())
    return unreadOf(ctx, userId)
  },

  async 'Notice/UnreadCount'(_input, ctx) {
    const { userId } = ctx.requireUser()
    return unreadOf(ctx, userId)
  },
})
