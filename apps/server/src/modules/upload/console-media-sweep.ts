import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/client.ts'
import { contentTextsNamingConsoleMedia } from './console-media.repository.ts'

/**
 * An image uploaded from the console's editor but never saved into an item (the operator picked
 * another, closed the editor, or the item's body dropped it) stays on disk until swept. The grace
 * period covers an editor still open: an upload is at most a few hours from the save that uses it.
 */
export const ORPHAN_GRACE_MS = 24 * 3_600_000

/** the upload route's file names (content-addressed), so nothing else in the folder is ever touched */
const UPLOAD_NAME = /^[a-f0-9]{64}\.(png|jpg|webp)$/
const REFERENCE = /\/media\/console\/([a-f0-9]{64}\.(?:png|jpg|webp))/g

export type SweepReport = { scanned: number; referenced: number; young: number; removed: string[] }

/** Every console upload a content item names anywhere (cover, body, links, media, replays). */
async function referencedUploads(db: Db): Promise<Set<string>> {
  const names = new Set<string>()
  for (const text of await contentTextsNamingConsoleMedia(db)) for (const match of text.matchAll(REFERENCE)) names.add(match[1]!)
  return names
}

/**
 * Removes console uploads no content item references and older than the grace period (by the file's
 * modification time: uploading the same image again rewrites it, which restarts its grace). Drafts
 * count as references: an unpublished item keeps its images. `dryRun` reports without removing.
 */
export async function sweepConsoleMedia(db: Db, mediaDir: string, options: { now: Date; graceMs?: number; dryRun?: boolean }): Promise<SweepReport> {
  const dir = path.join(mediaDir, 'console')
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const uploads = names.filter((n) => UPLOAD_NAME.test(n))
  // read after listing: an item saved meanwhile is seen, and a file uploaded meanwhile is young
  const referenced = await referencedUploads(db)
  const cutoff = options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS)
  const report: SweepReport = { scanned: uploads.length, referenced: 0, young: 0, removed: [] }
  for (const name of uploads) {
    if (referenced.has(name)) {
      report.referenced += 1
      continue
    }
    const file = path.join(dir, name)
    const modified = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    )
    if (modified === null) continue
    if (modified > cutoff) {
      report.young += 1
      continue
    }
    if (!options.dryRun) await unlink(file).catch(() => undefined)
    report.removed.push(name)
  }
  return report
}
