import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { type ImportItem, ImportItemSchema } from './import-schema.ts'

export type SourcedItem = { file: string; item: ImportItem }

/** Every problem of a folder, each naming its file, so an operator fixes them in one pass. */
export class ContentImportError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`content import refused, ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
    this.problems = problems
  }
}

const SKIPPED_DIRS = new Set(['media', 'node_modules'])

function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...listFiles(dir, child))
    } else if (/\.(md|json)$/.test(entry.name) && entry.name.toLowerCase() !== 'readme.md') {
      out.push(child)
    }
  }
  return out.sort()
}

/** Splits `---\nyaml\n---\nmarkdown` into its header object and body. */
function parseMarkdown(text: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (!match) throw new Error('missing front matter (a "---" header block)')
  const header: unknown = parseYaml(match[1] ?? '')
  if (!header || typeof header !== 'object' || Array.isArray(header)) throw new Error('front matter is not a mapping')
  return { ...header, body: (match[2] ?? '').trim() }
}

function mediaRefsOf(item: ImportItem): string[] {
  const refs: (string | undefined)[] = []
  if ('cover' in item) refs.push(item.cover)
  switch (item.kind) {
    case 'category':
      refs.push(item.icon)
      break
    case 'course':
      for (const chapter of item.chapters) for (const lesson of chapter.lessons) refs.push(lesson.video)
      break
    case 'video':
      refs.push(item.video)
      break
    case 'live':
      refs.push(item.stream, item.replay)
      break
    case 'study':
      refs.push(item.video, item.document)
      break
    case 'ad':
      refs.push(item.image)
      break
    default:
      break
  }
  return refs.filter((r): r is string => typeof r === 'string' && !isUrl(r))
}

export const isUrl = (ref: string) => /^https?:\/\//.test(ref)

/** Reads and validates a content folder; throws ContentImportError listing every problem. */
export function readContentFolder(dir: string): { items: SourcedItem[]; files: string[] } {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ContentImportError([`${dir}: not a folder`])
  const files = listFiles(dir)
  const problems: string[] = []
  const items: SourcedItem[] = []
  for (const file of files) {
    let raw: unknown
    try {
      const text = readFileSync(path.join(dir, file), 'utf8')
      raw = file.endsWith('.json') ? JSON.parse(text) : parseMarkdown(text)
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
      continue
    }
    const list: unknown[] = Array.isArray(raw) ? (raw as unknown[]) : [raw]
    list.forEach((entry, index) => {
      const where = Array.isArray(raw) ? `${file}[${index}]` : file
      // a Markdown file may leave the slug out: its file name is the slug
      const withSlug: unknown =
        entry && typeof entry === 'object' && !('slug' in entry) && file.endsWith('.md') ? { ...entry, slug: path.basename(file, '.md') } : entry
      const parsed = ImportItemSchema.safeParse(withSlug)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push(`${where}: ${issue.path.join('.') || '(item)'}: ${issue.message}`)
        }
        return
      }
      items.push({ file: where, item: parsed.data })
    })
  }
  checkReferences(dir, items, problems)
  if (problems.length > 0) throw new ContentImportError(problems)
  return { items, files }
}

function checkReferences(dir: string, items: SourcedItem[], problems: string[]) {
  const seen = new Map<string, string>()
  const note = (slug: string, file: string) => {
    const first = seen.get(slug)
    if (first) problems.push(`${file}: slug "${slug}" is already used in ${first}`)
    else seen.set(slug, file)
  }
  const categories = new Set(items.filter((s) => s.item.kind === 'category').map((s) => s.item.slug))
  const root = path.resolve(dir)
  for (const { file, item } of items) {
    note(item.slug, file)
    if (item.kind === 'course') {
      for (const chapter of item.chapters) {
        note(chapter.slug, file)
        for (const lesson of chapter.lessons) note(lesson.slug, file)
      }
    }
    if ('category' in item && item.category && !categories.has(item.category)) {
      problems.push(`${file}: category "${item.category}" is not defined in this folder`)
    }
    if (item.kind === 'live' && !item.startsAt === !item.dailyAt) {
      problems.push(`${file}: a live session needs exactly one of startsAt or dailyAt`)
    }
    for (const ref of mediaRefsOf(item)) {
      const full = path.resolve(root, ref)
      if (!ref.startsWith('media/') || !full.startsWith(root + path.sep)) {
        problems.push(`${file}: media "${ref}" must be a file under media/ or an http(s) URL`)
      } else if (!existsSync(full)) {
        problems.push(`${file}: media file "${ref}" not found`)
      }
    }
  }
}

export const ImportReportSchema = z.object({
  folder: z.string(),
  files: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  mediaCopied: z.number(),
})
export type ImportReport = z.infer<typeof ImportReportSchema>
