import { StorageKey } from '@gk/contract'

export { StorageKey }

/** What older builds kept under `userPassWord`; only ever read to be deleted. */
export type LegacyCredentials = { Mobile: string; Password: string }

type StoredValues = {
  token: string
  UserId: number
  openID: string
  ChannelCode: string
  userPassWord: LegacyCredentials
  rememberToken: string
  deviceId: string
  consentVersion: string
  /** the batch last chosen, with the province, track and year it belongs to (`draftSlotOf`) */
  TBInfo: { BatchId: string; Slot?: string }
  wishType: number
  batchTypeTotalList: { batchId: string; selectedSchool: unknown[]; wishId?: number; version?: number }[]
  batchTypeTotalListForecast: { slot?: string; batchId: string; selectedSchool: unknown[]; wishId?: number; version?: number }[]
  comWeburl: Record<string, unknown>
  provinceID: number
  scoreFormData: Record<string, unknown>
}

// Values are JSON so objects round-trip; a raw string written by an older build still reads back.
function read<K extends StorageKey>(key: K): StoredValues[K] | null {
  let raw: string | null
  try {
    raw = localStorage.getItem(key)
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    return JSON.parse(raw) as StoredValues[K]
  } catch {
    return raw as StoredValues[K]
  }
}

function write<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // private mode or a full quota: the session still works for this page view
  }
}

function remove(key: StorageKey): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // see write()
  }
}

/** What this device's user agreed to in the first-launch dialog outlives any account's logout. */
const DEVICE_KEYS: readonly StorageKey[] = ['consentVersion']

/** Clears every key except those listed (logout in WeChat keeps the openID). */
function clear(keep: readonly StorageKey[] = []): void {
  for (const key of Object.values(StorageKey)) if (!keep.includes(key) && !DEVICE_KEYS.includes(key)) remove(key)
}

/** Typed access to the local storage keys */
export const storage = { get: read, set: write, remove, clear }
