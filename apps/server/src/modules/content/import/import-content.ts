import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { marked } from 'marked'
import type { Db } from '../../../db/client.ts'
import { plainText, sanitizeRichText } from '../sanitize.ts'
import type { ImportItem } from './import-schema.ts'
import { type ImportReport, isUrl, readContentFolder } from './read-folder.ts'

/** One content_items row as the importer writes it (parent and category by slug). */
type Row = {
  slug: string
  kind: string
  parentSlug: string | null
  categorySlug: string | null
  title: string
  summary: string
  cover: string
  body_html: string
  media_url: string
  media_type: string
  attachment_url: string
  duration_sec: number
  track: string
  grade: string
  subject: string
  resource_type: string
  tags: string
  author: string
  source: string
  link: string
  position: string
  price_cents: number
  sort_order: number
  is_hot: boolean
  published: boolean
  published_at: string | null
  starts_at: string | null
  ends_at: string | null
  daily_at: string
  replay_url: string
}

const COLUMNS = [
  'kind',
  'title',
  'summary',
  'cover',
  'body_html',
  'media_url',
  'media_type',
  'attachment_url',
  'duration_sec',
  'track',
  'grade',
  'subject',
  'resource_type',
  'tags',
  'author',
  'source',
  'link',
  'position',
  'price_cents',
  'sort_order',
  'is_hot',
  'published',
  'starts_at',
  'ends_at',
  'daily_at',
  'replay_url',
] as const

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
    const categoryIds = new Map<string, number>()
    for (const { item } of items) {
      if (item.kind !== 'category') continue
      const hash = hashOf(item)
      const [existing] = await tx.query<{ id: number; content_hash: string }>('SELECT id, content_hash FROM content_categories WHERE slug = $1', [item.slug])
      if (!existing) {
        const [created] = await tx.query<{ id: number }>(
          'INSERT INTO content_categories (slug, scope, name, icon, sort_order, content_hash, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
          [item.slug, item.scope, plainText(item.name), mediaUrl(item.icon), item.sort, hash, options.now],
        )
        categoryIds.set(item.slug, created!.id)
        report.created += 1
      } else {
        categoryIds.set(item.slug, existing.id)
        if (existing.content_hash === hash) report.unchanged += 1
        else {
          await tx.query('UPDATE content_categories SET scope=$2, name=$3, icon=$4, sort_order=$5, content_hash=$6, updated_at=$7 WHERE id=$1', [
            existing.id,
            item.scope,
            plainText(item.name),
            mediaUrl(item.icon),
            item.sort,
            hash,
            options.now,
          ])
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
        const values = COLUMNS.map((c) => row[c])
        const [existing] = await tx.query<{ id: number; content_hash: string }>('SELECT id, content_hash FROM content_items WHERE slug = $1', [row.slug])
        if (!existing) {
          const placeholders = COLUMNS.map((_, i) => `$${i + 6}`).join(', ')
          const [created] = await tx.query<{ id: number }>(
            `INSERT INTO content_items (slug, parent_id, category_id, content_hash, published_at, ${COLUMNS.join(', ')}, created_at, updated_at)
             VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, $${COLUMNS.length + 6}), ${placeholders}, $${COLUMNS.length + 6}, $${COLUMNS.length + 6}) RETURNING id`,
            [row.slug, parentId, categoryId, hash, row.published_at, ...values, options.now],
          )
          itemIds.set(row.slug, created!.id)
          report.created += 1
        } else {
          itemIds.set(row.slug, existing.id)
          if (existing.content_hash === hash) {
            report.unchanged += 1
            continue
          }
          const sets = COLUMNS.map((c, i) => `${c} = $${i + 7}`).join(', ')
          // view counts and the first publish time survive an update
          await tx.query(
            `UPDATE content_items SET parent_id = $2, category_id = $3, content_hash = $4,
               published_at = COALESCE($5::timestamptz, published_at), updated_at = $6, ${sets} WHERE id = $1`,
            [existing.id, parentId, categoryId, hash, row.published_at, options.now, ...values],
          )
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
