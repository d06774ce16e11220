// A copy of an embedded database that a clean `npm start` seeded (smoke-start saves it after the
// clean stop), so the e2e servers start from it instead of loading the whole reference dataset a
// second and third time (about two minutes each on a 2-core machine). The key is a hash of what
// decides the seeded contents: the built server (every migration is bundled into it), the dataset
// manifest and the installed PGlite. The server checks the dataset and content versions on every
// start anyway, so a copy can only make a start faster, never serve other data.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cacheRoot = path.join(repoRoot, 'node_modules/.cache/gk-seeded-db')
const KEY_FILES = ['apps/server/dist/main.js', 'packages/dataset/data/manifest.json', 'node_modules/@electric-sql/pglite/package.json']

/** The key of a database seeded by the server built now, or null while something it hashes is missing. */
export function snapshotKey() {
  const hash = createHash('sha256')
  for (const file of KEY_FILES) {
    const full = path.join(repoRoot, file)
    if (!existsSync(full)) return null
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/** The saved copy for the current build and dataset, or null. */
export function findSnapshot() {
  const key = snapshotKey()
  const dir = key && path.join(cacheRoot, key)
  return dir && existsSync(path.join(dir, 'PG_VERSION')) ? dir : null
}

/** Saves a cleanly stopped data directory as the copy for the current key (older copies are removed). */
export function saveSnapshot(dataDir) {
  const key = snapshotKey()
  if (!key || !existsSync(path.join(dataDir, 'PG_VERSION'))) return null
  mkdirSync(cacheRoot, { recursive: true })
  for (const old of readdirSync(cacheRoot)) rmSync(path.join(cacheRoot, old), { recursive: true, force: true })
  // copy under a temporary name and rename, so a reader never sees half a directory
  const partial = path.join(cacheRoot, `.partial-${process.pid}`)
  cpSync(dataDir, partial, { recursive: true })
  const dir = path.join(cacheRoot, key)
  renameSync(partial, dir)
  return dir
}

/** Copies the saved snapshot into an empty data directory; false when there is none. */
export function restoreSnapshot(dataDir) {
  const dir = findSnapshot()
  if (!dir) return false
  cpSync(dir, dataDir, { recursive: true })
  return true
}
