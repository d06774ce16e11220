import type { Db } from './client.ts'

const STARTUP_LOCK = 727_012

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so N instances starting together on one
 * database migrate and load the dataset one after the other (the later ones find both current)
 * instead of racing on CREATE TABLE and on the dataset tables. The lock lives in a transaction
 * held open on one pooled connection; `fn` uses the others. Embedded PGlite has one process and
 * one connection (a held transaction would block `fn`), so there it just runs `fn`.
 */
export async function withStartupLock<T>(db: Db, isPostgres: boolean, fn: () => Promise<T>): Promise<T> {
  if (!isPostgres) return fn()
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let acquired = () => {}
  const gotLock = new Promise<void>((resolve) => {
    acquired = resolve
  })
  const holder = db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK])
    acquired()
    await held
  })
  // a failure to take the lock (database down) must surface instead of waiting forever
  await Promise.race([gotLock, holder])
  try {
    return await fn()
  } finally {
    release()
    await holder
  }
}
