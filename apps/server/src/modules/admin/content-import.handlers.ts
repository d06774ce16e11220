import { randomBytes } from 'node:crypto'
import { importOfficialTable } from '@gk/dataset'
import { ErrorCode, type AdminContentItem } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { sanitizeRichText } from '../../services/rich-text.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'
import { CATEGORY_SCOPE, contentCategories, contentItem, contentPage, insertContentItem, updateContentItem, type ItemRow } from './content-items.repository.ts'
import { importMessageZh } from './import-messages.ts'

/** Console content kinds → the content store's kinds (career resources are its study resources). */
const STORE_KIND = { news: 'news', ad: 'ad', course: 'course', live: 'live', career: 'study', notice: 'notice' } as const

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
  CategoryId: r.category_id,
  CategoryName: r.category_name ?? '',
  Published: r.published,
  PublishedAt: new Date(r.published_at).toISOString(),
})

/** The import library reports in English for its CLI; the console shows Chinese where it knows the text. */
const IDENTICAL = 'identical file already imported; nothing changed'
const WARNINGS_ZH: Record<string, string> = {
  'dry run; nothing written': '校验模式：尚未写入数据',
  [IDENTICAL]: '与已导入的文件内容相同，数据没有变化',
}

/** Operators: content with preview, and the yearly official data import with its validation report. */
export const contentImportHandlers = defineHandlers({
  async 'Admin/ContentList'(input, ctx) {
    await requireConsole(ctx, 'Admin/ContentList')
    const kind = STORE_KIND[input.Kind]
    const { total, rows } = await contentPage(ctx.db, kind, input.PageIndex, input.PageSize)
    return { List: rows.map(toItem), Total: total, PageIndex: input.PageIndex, PageSize: input.PageSize }
  },

  async 'Admin/ContentCategories'(input, ctx) {
    await requireConsole(ctx, 'Admin/ContentCategories')
    const scope = CATEGORY_SCOPE[STORE_KIND[input.Kind]]
    return scope ? (await contentCategories(ctx.db, scope)).map((c) => ({ CategoryId: c.id, Name: c.name })) : []
  },

  async 'Admin/ContentSave'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/ContentSave')
    const now = ctx.now()
    const kind = STORE_KIND[input.Kind]
    // the allow-list students' pages apply on read, applied on write too: what is stored is what is shown
    const body = sanitizeRichText(input.BodyHtml)
    const startsAt = input.StartsAt ? new Date(input.StartsAt) : null
    const endsAt = input.EndsAt ? new Date(input.EndsAt) : null
    if (input.Kind === 'live' && (!startsAt || !endsAt)) throw new AppError(ErrorCode.InvalidInput, '直播需要开始和结束时间')
    if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(ErrorCode.InvalidInput, '结束时间需晚于开始时间')
    const before = input.Id !== undefined ? await contentItem(ctx.db, input.Id, kind) : undefined
    if (input.Id !== undefined && !before) throw new AppError(ErrorCode.NotFound)
    // one of the kind's categories; an item keeps the category it was imported with even where the console offers none
    if (input.CategoryId !== null && input.CategoryId !== before?.category_id) {
      const scope = CATEGORY_SCOPE[kind]
      const known = scope ? await contentCategories(ctx.db, scope) : []
      if (!known.some((c) => c.id === input.CategoryId)) throw new AppError(ErrorCode.InvalidInput, '请从列表中选择分类')
    }
    const fields = {
      title: input.Title,
      summary: input.Summary,
      cover: input.Cover,
      bodyHtml: body,
      link: input.Link,
      // a new item is a draft unless published on purpose; an edit that leaves it out keeps the state
      published: input.Published ?? before?.published ?? false,
      mediaUrl: input.MediaUrl,
      startsAt,
      endsAt,
      categoryId: input.CategoryId,
    }
    if (before) {
      const after = await updateContentItem(ctx.db, before.id, { ...fields, now })
      await writeAudit(ctx.db, me, 'content.update', `content:${before.id}`, toItem(before), toItem(after), now)
      return toItem(after)
    }
    const created = await insertContentItem(ctx.db, `console-${kind}-${randomBytes(6).toString('hex')}`, kind, { ...fields, now })
    await writeAudit(ctx.db, me, 'content.create', `content:${created.id}`, null, toItem(created), now)
    return toItem(created)
  },

  async 'Admin/ContentPreview'(input, ctx) {
    await requireConsole(ctx, 'Admin/ContentPreview')
    return { BodyHtml: sanitizeRichText(input.BodyHtml) }
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
    // a partial 一分一段表 is a refusal of its own (ADR 069): every lower score would read its last row
    if (report.incomplete) {
      const why = report.errors.map((e) => importMessageZh(e.message)).join('；')
      throw new AppError(ErrorCode.DataImportIncomplete, `${why}。请导入从最高分到本科线以下的完整一分一段表，整份文件未写入`)
    }
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
      // would change (dry run) or changed the data: false for a file identical to the one imported, so
      // the console offers no 确认写入 that would write nothing
      Changed: report.ok && (report.changed || !report.warnings.includes(IDENTICAL)),
      Errors: report.errors.slice(0, 200).map((e) => ({ Line: e.line, Message: importMessageZh(e.message) })),
      UnknownInstitutions: report.unknownInstitutions.slice(0, 200).map((u) => ({ Line: u.line, Name: u.name, Suggestions: u.suggestions })),
      Warnings: report.warnings.map((w) => WARNINGS_ZH[w] ?? importMessageZh(w)),
      DataVersion: report.dataVersion,
    }
  },
})
