import { useSyncExternalStore } from 'react'
import type { ConsoleAccount } from '@gk/contract'

/** The console session: its own storage key, never the student app's token. */
const KEY = 'gk-console-session'
type Session = { token: string; account: ConsoleAccount } | null

let current: Session = read()
const listeners = new Set<() => void>()

function read(): Session {
  try {
    const raw = localStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as Session) : null
  } catch {
    return null
  }
}

export const consoleSession = {
  get: () => current,
  set(next: Session) {
    current = next
    if (next) localStorage.setItem(KEY, JSON.stringify(next))
    else localStorage.removeItem(KEY)
    listeners.forEach((l) => l())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const useConsoleSession = () =>
  useSyncExternalStore(
    (listener) => consoleSession.subscribe(listener),
    () => consoleSession.get(),
  )
