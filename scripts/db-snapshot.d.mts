// Types for db-snapshot.mjs (plain JavaScript so smoke-start.mjs runs it without a loader).
export function snapshotKey(): string | null
export function findSnapshot(): string | null
export function saveSnapshot(dataDir: string): string | null
export function restoreSnapshot(dataDir: string): boolean
