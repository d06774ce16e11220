import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Exit code of every process that finds the embedded database held by another one. */
export const DATA_DIR_LOCKED_EXIT_CODE = 3

/** Another live process holds the data directory: opening it too would lose one side's writes. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `数据库目录 ${dataDir} 正被另一个进程（pid ${holderPid}）使用，请先停止该进程（如正在运行的服务器）后重试；` +
        `若确认该进程已不存在，可删除 ${lockPathOf(dataDir)}。\n` +
        `The database directory ${dataDir} is in use by another process (pid ${holderPid}); stop it (e.g. the running server) and retry, ` +
        `or delete ${lockPathOf(dataDir)} if that process is gone.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export type DataDirLock = { path: string; release(): void }

export function lockPathOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(path: string): number | null {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim(), 10)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o644)
    try {
      writeSync(fd, `${process.pid}\n`)
    } finally {
      closeSync(fd)
    }
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/**
 * Takes the embedded database directory for this process: `<dir>.lock` is created with O_EXCL and
 * holds our pid. PGlite has no locking of its own, and two processes on one directory each keep
 * their own copy in memory, so the later writer silently wins. A lock left by a dead process (kill -9,
 * power loss) is taken over. Also creates the parent folders, which PGlite does not.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = lockPathOf(dataDir)
  mkdirSync(dirname(path), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) return holding(path)
    const holder = readHolder(path)
    if (holder === null) continue // released between our two calls
    if (holder === process.pid) throw new DataDirLockedError(resolve(dataDir), holder)
    if (isAlive(holder)) throw new DataDirLockedError(resolve(dataDir), holder)
    // stale: re-read right before removing so a lock another taker just wrote is not removed
    if (readHolder(path) === holder) {
      try {
        unlinkSync(path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
  }
  throw new DataDirLockedError(resolve(dataDir), readHolder(path) ?? 0)
}

function holding(path: string): DataDirLock {
  let held = true
  const release = () => {
    if (!held) return
    held = false
    process.off('exit', release)
    // only our own lock: never remove one a later process took over
    if (readHolder(path) === process.pid) {
      try {
        unlinkSync(path)
      } catch {
        // already gone
      }
    }
  }
  // process.exit() skips close(); the lock must not outlive us (a dead pid is taken over anyway)
  process.on('exit', release)
  return { path, release }
}
