import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir, lockPathOf } from './data-dir-lock.ts'
import { openPglite } from './open-db.ts'

const dirs: string[] = []
function tempRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gk-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** The pid of a process that has exited (a lock it left is stale). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(child.stdout.toString())
}

describe('the data directory lock', () => {
  it('creates missing parents, writes our pid, and removes the lock on release', () => {
    const dataDir = join(tempRoot(), 'var', 'deep', 'db')
    const lock = lockDataDir(dataDir)
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
    expect(existsSync(lockPathOf(dataDir))).toBe(false)
  })

  it('refuses a second holder in Chinese and English while a live process holds it', async () => {
    const dataDir = join(tempRoot(), 'db')
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
    try {
      writeFileSync(lockPathOf(dataDir), `${holder.pid}\n`)
      let thrown: unknown
      try {
        lockDataDir(dataDir)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(DataDirLockedError)
      const message = (thrown as Error).message
      expect(message).toContain(`pid ${holder.pid}`)
      expect(message).toContain('正被另一个进程')
      expect(message).toContain('in use by another process')
      // the holder's lock is untouched
      expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe(String(holder.pid))
    } finally {
      holder.kill('SIGKILL')
    }
  })

  it('refuses this same process opening the directory twice', () => {
    const dataDir = join(tempRoot(), 'db')
    const lock = lockDataDir(dataDir)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
    lock.release()
  })

  it('takes over the lock of a process that died without releasing it', () => {
    const dataDir = join(tempRoot(), 'db')
    writeFileSync(lockPathOf(dataDir), `${deadPid()}\n`)
    const lock = lockDataDir(dataDir)
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe(String(process.pid))
    lock.release()
  })

  it('never removes a lock another process took over meanwhile', () => {
    const dataDir = join(tempRoot(), 'db')
    const lock = lockDataDir(dataDir)
    writeFileSync(lockPathOf(dataDir), '424242\n')
    lock.release()
    expect(readFileSync(lockPathOf(dataDir), 'utf8').trim()).toBe('424242')
  })

  it('is taken by the CLI database opener, so a second opener is refused until the first closes', async () => {
    const dataDir = join(tempRoot(), 'var', 'db')
    const first = await openPglite(dataDir)
    await expect(openPglite(dataDir)).rejects.toThrow(DataDirLockedError)
    await first.close()
    const again = await openPglite(dataDir)
    await again.close()
    expect(existsSync(lockPathOf(dataDir))).toBe(false)
  })
})
