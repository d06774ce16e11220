import { randomBytes } from 'node:crypto'
import { importOfficialTable } from '@gk/dataset'
import { ErrorCode, type AdminContentItem } from '@gk/contract'
import sanitizeHtml from 'sanitize-html'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'

/** Console content kinds → the content store's kinds (career resources are its study resources). */
const STORE_KIND = { news: 'news', ad: 'ad', course: 'course', live: 'live', career: 'study', notice: 'notice' } as const

type ItemRow = {
  id: number
  kind: string
  title: string
  summary: string
  cover: string
  body_html: string
  link: string
  media_url: string
  starts_at: Date | null
  ends_at: Date | null
  published: boolean
  published_at: Date
}
const toItem = (r: ItemRow): AdminContentItem => ({
  Id: r.id,
  Kind: r.kind,
  Title: r.title,
  Summary: r.summary,
  Cover: r.cover,
  BodyHtml: r.body_html,
  Link: r.link,
  MediaUrl: r.media_url,
  StartsAt: r.starts_at ? new Date(r.starts_at).toISOString() : null,
  EndsAt: r.ends_at ? new Date(r.ends_at).toISOString() : null,
  Published: r.published,
  PublishedAt: new Date(r.published_at).toISOString(),
})

/** Operators write HTML; students' pages render it, so it is cleaned the same way imported content is. */
function clean(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
    allowedSchemes: ['https', 'http', 'data'],
  })
}

/** The import library reports in English for its CLI; the console shows Chinese where it knows the text. */
const WARNINGS_ZH: Record<string, string> = {
  'dry run; nothing written': '校验模式：尚未写入数据',
  'identical file already imported; nothing changed': '与已导入的文件内容相同，数据没有变化',
}

/** Operators: content with preview, and the yearly official data import with its validation report. */
export const contentImportHandlers = defineHandlers({
  async 'Admin/ContentList'(input, ctx) {
    await requireConsole(ctx, 'Admin/ContentList')
    const kind = STORE_KIND[input.Kind]
    const total = Number(
      (await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM content_items WHERE kind = $1 AND parent_id IS NULL', [kind]))[0]?.n ?? 0,
    )
    const rows = await ctx.db.query<ItemRow>(
      'SELECT * FROM content_items WHERE kind = $1 AND parent_id IS NULL ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3',
      [kind, input.PageSize, (input.PageIndex - 1) * input.PageSize],
    )
    return { List: rows.map(toItem), Total: total, PageIndex: input.PageIndex, PageSize: input.PageSize }
  },

  async 'Admin/ContentSave'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/ContentSave')
    const now = ctx.now()
    const kind = STORE_KIND[input.Kind]
    const body = clean(input.BodyHtml)
    const startsAt = input.StartsAt ? new Date(input.StartsAt) : null
    const endsAt = input.EndsAt ? new Date(input.EndsAt) : null
    if (input.Kind === 'live' && (!startsAt || !endsAt)) throw new AppError(ErrorCode.InvalidInput, '直播需要开始和结束时间')
    if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(ErrorCode.InvalidInput, '结束时间需晚于开始时间')
    if (input.Id !== undefined) {
      const before = (await ctx.db.query<ItemRow>('SELECT * FROM content_items WHERE id = $1 AND kind = $2', [input.Id, kind]))[0]
      if (!before) throw new AppError(ErrorCode.NotFound)
      const after = (
        await ctx.db.query<ItemRow>(
          `UPDATE content_items SET title = $2, summary = $3, cover = $4, body_html = $5, link = $6, published = $7, updated_at = $8,
             media_url = $9, starts_at = $10, ends_at = $11 WHERE id = $1 RETURNING *`,
          [before.id, input.Title, input.Summary, input.Cover, body, input.Link, input.Published, now, input.MediaUrl, startsAt, endsAt],
        )
      )[0]!
      await writeAudit(ctx.db, me, 'content.update', `content:${before.id}`, toItem(before), toItem(after), now)
      return toItem(after)
    }
    const created = (
      await ctx.db.query<ItemRow>(
        `INSERT INTO content_items (slug, kind, title, summary, cover, body_html, link, published, published_at, created_at, updated_at, media_url, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, $10, $11, $12) RETURNING *`,
        [
          `console-${kind}-${randomBytes(6).toString('hex')}`,
          kind,
          input.Title,
          input.Summary,
          input.Cover,
          body,
          input.Link,
          input.Published,
          now,
          input.MediaUrl,
          startsAt,
          endsAt,
        ],
      )
    )[0]!
    await writeAudit(ctx.db, me, 'content.create', `content:${created.id}`, null, toItem(created), now)
    return toItem(created)
  },

  /**
   * The dataset import tool behind a form: a dry run shows the validation report; committing writes
   * the table in one transaction, bumps the data version and drops the in-memory indexes so the
   * next request (rank lookups, recommendations) sees the new table.
   */
  async 'Admin/DataImport'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/DataImport')
    const content = Buffer.from(input.Content, 'base64')
    if (content.length === 0) throw new AppError(ErrorCode.InvalidInput, '文件为空')
    const report = await importOfficialTable(ctx.db, {
      kind: input.Kind,
      province: input.Province,
      year: input.Year,
      fileName: input.FileName,
      content,
      dryRun: input.DryRun,
    })
    const committed = !input.DryRun && report.ok && report.changed
    if (committed) {
      ctx.readModel.invalidate()
      await writeAudit(
        ctx.db,
        me,
        'data.import',
        `${input.Kind}:${input.Province}:${input.Year}`,
        null,
        { FileName: input.FileName, Rows: report.rowsWritten, DataVersion: report.dataVersion },
        ctx.now(),
      )
    }
    return {
      Ok: report.ok,
      Committed: committed,
      RowsRead: report.rowsRead,
      RowsWritten: report.rowsWritten,
      Changed: report.changed,
      Errors: report.errors.slice(0, 200).map((e) => ({ Line: e.line, Message: e.message })),
      UnknownInstitutions: report.unknownInstitutions.slice(0, 200).map((u) => ({ Line: u.line, Name: u.name, Suggestions: u.suggestions })),
      Warnings: report.warnings.map((w) => WARNINGS_ZH[w] ?? w),
      DataVersion: report.dataVersion,
    }
  },
})
