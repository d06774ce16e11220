// `npm run build`: builds web, console and server, unless the three dist folders were built from
// exactly the files on disk now. CI runs `npm start` (smoke-start) and then the e2e journeys, which
// both build; the second build was a minute and a half of the same output. The skip is decided by a
// content hash of every file that can change the output (tracked and untracked, not ignored), kept
// in each dist folder: an edit, a checkout, a new dependency or a deleted dist all rebuild.
//   node scripts/build.mjs            build if stale
//   BUILD_FORCE=1 node scripts/build.mjs   build anyway
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = '.build-stamp'
// what the three builds read: their own sources, the workspace packages they inline, the root config
const INPUTS = [
  'apps/web',
  'apps/console',
  'apps/server',
  'packages',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'scripts/build.mjs',
]
const OUTPUTS = [
  { dist: 'apps/web/dist', file: 'index.html', workspace: '@gk/web' },
  { dist: 'apps/console/dist', file: 'index.html', workspace: '@gk/console' },
  { dist: 'apps/server/dist', file: 'main.js', workspace: '@gk/server' },
]

/** Hash of the input files' paths and contents, or null where git cannot list them (then always build). */
function inputHash() {
  let listed
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...INPUTS], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch {
    return null
  }
  const files = [...new Set(listed.toString('utf8').split('\0').filter(Boolean))].sort()
  const hash = createHash('sha256')
  hash.update(`node ${process.version}\n`)
  for (const file of files) {
    const full = path.join(repoRoot, file)
    if (!existsSync(full)) continue // deleted in the work tree but still in the index
    hash.update(`${file}\0`)
    hash.update(readFileSync(full))
    hash.update('\0')
  }
  return hash.digest('hex')
}

const stampOf = (o) => {
  const p = path.join(repoRoot, o.dist, STAMP)
  return existsSync(p) && existsSync(path.join(repoRoot, o.dist, o.file)) ? readFileSync(p, 'utf8').trim() : null
}

const started = Date.now()
const hash = inputHash()
if (!process.env.BUILD_FORCE && hash && OUTPUTS.every((o) => stampOf(o) === hash)) {
  console.log(`build: web, console and server are up to date (inputs ${hash.slice(0, 12)}), skipped`)
  process.exit(0)
}
for (const o of OUTPUTS) {
  const run = spawnSync('npm', ['run', 'build', '-w', o.workspace], { cwd: repoRoot, stdio: 'inherit' })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
// the stamp goes in last, after every build passed: a failed or interrupted build leaves none
if (hash) for (const o of OUTPUTS) writeFileSync(path.join(repoRoot, o.dist, STAMP), `${hash}\n`)
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
