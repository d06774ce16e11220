import { useCallback, useState } from 'react'

const PREFIX = 'gk-console-draft:'
/** a draft older than this is stale (the work was done another way); it is dropped when read */
const MAX_AGE_MS = 7 * 86_400_000

type Stored<T> = { value: T; savedAt: number }

function readDraft<T>(key: string, now: number): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    if (!raw) return undefined
    const stored = JSON.parse(raw) as Stored<T>
    if (now - stored.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(PREFIX + key)
      return undefined
    }
    return stored.value
  } catch {
    return undefined
  }
}

/**
 * A value typed on a console page (a review, marks) kept in this browser until it is submitted
 * (decision 057): a reload or a closed tab while the session is expired loses nothing. `key` names
 * the work, e.g. `ticket:41:review`; `clear()` after the server accepted it.
 */
export function useLocalDraft<T>(key: string, initial: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => readDraft<T>(key, Date.now()) ?? initial)
  const set = useCallback(
    (next: T) => {
      setValue(next)
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify({ value: next, savedAt: Date.now() } satisfies Stored<T>))
      } catch {
        // a full storage keeps the value in memory only
      }
    },
    [key],
  )
  const clear = useCallback(() => {
    localStorage.removeItem(PREFIX + key)
  }, [key])
  return [value, set, clear]
}
