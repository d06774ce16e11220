import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { marked } from 'marked'
import type { Db } from '../../../db/client.ts'
import { plainText, sanitizeRichText } from '../sanitize.ts'
import { createContentImportRepository, type Row } from './content-import.repository.ts'
import type { ImportItem } from './import-schema.ts'
import { type ImportReport, isUrl, readContentFolder } from './read-folder.ts'

/** `media/video/a.mp4` → `/media/video/a.mp4`; URLs pass through. */
export const mediaUrl = (ref: string | undefined) => (!ref ? '' : isUrl(ref) ? ref : `/${ref}`)

function mediaTypeOf(ref: string | undefined): string {
  if (!ref) return 'none'
  const clean = ref.split('?')[0] ?? ''
  if (clean.endsWith('.m3u8')) return 'hls'
  if (clean.endsWith('.pdf')) return 'pdf'
  return 'mp4'
}

function renderBody(markdown: string): string {
  const html = marked.parse(markdown, { async: false })
  // media written relative to the folder become served paths
  return sanitizeRichText(html.replace(/(src|href)="media\//g, '$1="/media/'))
}

function baseRow(item: Exclude<ImportItem, { kind: 'category' }>): Row {
  return {
    slug: item.slug,
    kind: item.kind,
    parentSlug: null,
    categorySlug: 'category' in item ? (item.category ?? null) : null,
    title: plainText(item.title),
    summary: plainText(item.summary),
    cover: mediaUrl(item.cover),
    body_html: renderBody(item.body),
    media_url: '',
    media_type: 'none',
    attachment_url: '',
    duration_sec: 0,
    track: '',
    grade: '',
    subject: '',
    resource_type: '',
    tags: item.tags.join(','),
    author: item.author,
    source: item.source,
    link: '',
    position: '',
    price_cents: 0,
    sort_order: item.sort,
    is_hot: item.hot,
    published: item.published,
    published_at: item.publishedAt ?? null,
    starts_at: null,
    ends_at: null,
    daily_at: '',
    replay_url: '',
  }
}

const cents = (yuan: number) => Math.round(yuan * 100)

/** Flattens an item into rows: a course becomes course, chapter and lesson rows. */
export function rowsOf(item: Exclude<ImportItem, { kind: 'category' }>): Row[] {
  const row = baseRow(item)
  switch (item.kind) {
    case 'course': {
      const rows: Row[] = [{ ...row, grade: item.grade, subject: item.subject, price_cents: cents(item.price) }]
      item.chapters.forEach((chapter, c) => {
        rows.push({
          ...baseRow({
            ...item,
            slug: chapter.slug,
            title: chapter.title,
            summary: '',
            body: '',
            cover: undefined,
          }),
          kind: 'chapter',
          parentSlug: item.slug,
          categorySlug: null,
          sort_order: c,
        })
        chapter.lessons.forEach((lesson, l) => {
          rows.push({
            ...baseRow({
              ...item,
              slug: lesson.slug,
              title: lesson.title,
              summary: lesson.summary,
              body: '',
            }),
            kind: 'lesson',
            parentSlug: chapter.slug,
            categorySlug: null,
            media_url: mediaUrl(lesson.video),
            media_type: mediaTypeOf(lesson.video),
            duration_sec: lesson.duration,
            resource_type: 'video',
            price_cents: cents(lesson.price),
            sort_order: l,
          })
        })
      })
      return rows
    }
    case 'video':
      return [
        {
          ...row,
          media_url: mediaUrl(item.video),
          media_type: mediaTypeOf(item.video),
          duration_sec: item.duration,
          resource_type: 'video',
          price_cents: cents(item.price),
        },
      ]
    case 'live': {
      const starts = item.startsAt ?? null
      const ends = starts ? new Date(new Date(starts).getTime() + item.durationMinutes * 60_000).toISOString() : null
      return [
        {
          ...row,
          media_url: mediaUrl(item.stream),
          media_type: mediaTypeOf(item.stream),
          replay_url: mediaUrl(item.replay),
          duration_sec: item.durationMinutes * 60,
          starts_at: starts,
          ends_at: ends,
          daily_at: item.dailyAt ?? '',
        },
      ]
    }
    case 'study': {
      const media = item.video ?? item.document
      return [
        {
          ...row,
          track: item.track,
          grade: item.grade,
          subject: item.subject,
          resource_type: item.type,
          media_url: mediaUrl(media),
          media_type: mediaTypeOf(media),
          attachment_url: mediaUrl(item.document),
          duration_sec: item.duration,
          price_cents: cents(item.price),
        },
      ]
    }
    case 'ad':
      return [{ ...row, cover: mediaUrl(item.image), link: item.link, position: item.position }]
    default:
      return [row]
  }
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32)

const fileHash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** Copies media/ of a folder into MEDIA_DIR, skipping files already there with the same bytes. */
function copyMedia(dir: string, mediaDir: string): number {
  let copied = 0
  const walk = (rel: string) => {
    const from = path.join(dir, rel)
    if (!existsSync(from)) return
    if (statSync(from).isDirectory()) {
      for (const name of readdirSync(from)) if (!name.startsWith('.')) walk(path.join(rel, name))
      return
    }
    // the media/ prefix is dropped: /media/<rest> is served from MEDIA_DIR/<rest>
    const to = path.join(mediaDir, path.relative('media', rel))
    if (existsSync(to) && statSync(to).size === statSync(from).size && fileHash(to) === fileHash(from)) return
    mkdirSync(path.dirname(to), { recursive: true })
    copyFileSync(from, to)
    copied += 1
  }
  walk('media')
  return copied
}

export type ImportOptions = {
  /** copy the folder's media/ into this directory (not needed for the starter folder, served in place) */
  copyMediaTo?: string | undefined
  now: Date
}

/** Validates a folder, then upserts by slug in one transaction; a second run changes nothing. */
export async function importContent(db: Db, dir: string, options: ImportOptions): Promise<ImportReport> {
  const { items, files } = readContentFolder(dir)
  const report: ImportReport = {
    folder: dir,
    files: files.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    mediaCopied: 0,
  }
  if (options.copyMediaTo) report.mediaCopied = copyMedia(dir, options.copyMediaTo)
  await db.transaction(async (tx) => {
    const store = createContentImportRepository(tx)
    const categoryIds = new Map<string, number>()
    for (const { item } of items) {
      if (item.kind !== 'category') continue
      const hash = hashOf(item)
      const category = { slug: item.slug, scope: item.scope, name: plainText(item.name), icon: mediaUrl(item.icon), sort: item.sort, hash }
      const existing = await store.categoryBySlug(item.slug)
      if (!existing) {
        categoryIds.set(item.slug, await store.insertCategory(category, options.now))
        report.created += 1
      } else {
        categoryIds.set(item.slug, existing.id)
        if (existing.content_hash === hash) report.unchanged += 1
        else {
          await store.updateCategory(existing.id, category, options.now)
          report.updated += 1
        }
      }
    }
    const itemIds = new Map<string, number>()
    for (const { item } of items) {
      if (item.kind === 'category') continue
      for (const row of rowsOf(item)) {
        const parentId = row.parentSlug ? (itemIds.get(row.parentSlug) ?? null) : null
        const categoryId = row.categorySlug ? (categoryIds.get(row.categorySlug) ?? null) : null
        const hash = hashOf(row)
        const existing = await store.itemBySlug(row.slug)
        if (!existing) {
          itemIds.set(row.slug, await store.insertItem(row, parentId, categoryId, hash, options.now))
          report.created += 1
        } else {
          itemIds.set(row.slug, existing.id)
          if (existing.content_hash === hash) {
            report.unchanged += 1
            continue
          }
          await store.updateItem(existing.id, row, parentId, categoryId, hash, options.now)
          report.updated += 1
        }
      }
    }
  })
  return report
}

/** A fingerprint of a folder's files (names, sizes, content) used to skip unchanged start-up imports. */
export function folderVersion(dir: string): string {
  const hash = createHash('sha256')
  const walk = (rel: string) => {
    const full = path.join(dir, rel)
    for (const name of readdirSync(full).sort()) {
      if (name.startsWith('.')) continue
      const child = path.join(rel, name)
      if (statSync(path.join(dir, child)).isDirectory()) walk(child)
      else hash.update(child).update(readFileSync(path.join(dir, child)))
    }
  }
  walk('')
  return hash.digest('hex').slice(0, 32)
}
