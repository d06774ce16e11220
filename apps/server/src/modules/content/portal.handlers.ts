import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { accessOf } from './access.ts'
import { createContentRepository } from './content.repository.ts'
import { iso, safeHtml, toNewsSummary, toVideoSummary } from './mappers.ts'

export const portalHandlers = defineHandlers({
  async 'Portal/VideoCategoryList'(_input, ctx) {
    const rows = await createContentRepository(ctx.db).categories('video', 'video', ctx.now())
    return rows.map((r) => ({ ID: r.id, Name: r.name, Icon: r.icon, Count: r.count }))
  },

  async 'Portal/VideoList'(input, ctx) {
    const { rows, total } = await createContentRepository(ctx.db).page(
      { kind: 'video', now: ctx.now(), categoryId: input.CategoryId },
      input.PageIndex,
      input.PageSize,
    )
    const hasAccess = await accessOf(ctx)()
    return {
      List: rows.map((r) => toVideoSummary(r, hasAccess)),
      Total: total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
    }
  },

  async 'Portal/MainVideoList'(input, ctx) {
    // featured first, then the newest, so the home strip is never empty
    const rows = await createContentRepository(ctx.db).top(
      { kind: 'video', now: ctx.now() },
      input.Count,
      'i.is_hot DESC, i.sort_order, i.published_at DESC, i.id',
    )
    const hasAccess = await accessOf(ctx)()
    return rows.map((r) => toVideoSummary(r, hasAccess))
  },

  async 'Portal/NewsCategoryList'(_input, ctx) {
    const rows = await createContentRepository(ctx.db).categories('news', 'news', ctx.now())
    return rows.map((r) => ({ ID: r.id, Name: r.name, Icon: r.icon, Count: r.count }))
  },

  async 'Portal/NewsList'(input, ctx) {
    const { rows, total } = await createContentRepository(ctx.db).page(
      { kind: 'news', now: ctx.now(), categoryId: input.CategoryId, keyword: input.Keyword },
      input.PageIndex,
      input.PageSize,
      'i.published_at DESC, i.id DESC',
    )
    return {
      List: rows.map(toNewsSummary),
      Total: total,
      PageIndex: input.PageIndex,
      PageSize: input.PageSize,
    }
  },

  async 'Portal/NewsHotList'(input, ctx) {
    const rows = await createContentRepository(ctx.db).top(
      { kind: 'news', now: ctx.now() },
      input.Count,
      'i.is_hot DESC, i.view_count DESC, i.published_at DESC, i.id',
    )
    return rows.map(toNewsSummary)
  },

  async 'Portal/NewsDetail'(input, ctx) {
    const row = await createContentRepository(ctx.db).byId(input.ID, ['news'], ctx.now())
    if (!row) throw new AppError(ErrorCode.NotFound, '资讯不存在或已下架')
    return { ...toNewsSummary(row), Content: safeHtml(row.body_html), Author: row.author }
  },

  async 'Portal/NewsClickNumIncrement'(input, ctx) {
    const repo = createContentRepository(ctx.db)
    const row = await repo.byId(input.ID, ['news'], ctx.now())
    if (!row) throw new AppError(ErrorCode.NotFound, '资讯不存在或已下架')
    return { ClickNum: await repo.incrementViews(row.id) }
  },

  async 'Portal/AdInfoList'(input, ctx) {
    const rows = await createContentRepository(ctx.db).top({ kind: 'ad', now: ctx.now(), position: input.Position }, 10, 'i.sort_order, i.id')
    return rows.map((r) => ({ ID: r.id, Title: r.title, Image: r.cover, Link: r.link }))
  },

  async 'Public/Content'(input, ctx) {
    const row = await createContentRepository(ctx.db).bySlug(input.Key, 'page', ctx.now())
    if (!row) throw new AppError(ErrorCode.NotFound, '页面内容不存在')
    return {
      Key: row.slug,
      Title: row.title,
      Content: safeHtml(row.body_html),
      UpdatedAt: iso(row.updated_at),
    }
  },
})
