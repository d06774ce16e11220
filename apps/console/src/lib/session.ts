import { useSyncExternalStore } from 'react'
import type { ConsoleAccount } from '@gk/contract'

/** The console session: its own storage key, never the student app's token. */
const KEY = 'gk-console-session'
/**
 * `expiresAt`: the server's end of the session, sliding with each call (decision 057).
 * `expired`: the server said the session is over; the page stays mounted under a sign-in dialog so
 * nothing typed on it is lost (a review, a mark), and the same account signs in again in place.
 */
export type Session = { token: string; account: ConsoleAccount; expiresAt?: string; expired?: boolean } | null

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

function write(next: Session) {
  current = next
  if (next) localStorage.setItem(KEY, JSON.stringify(next))
  else localStorage.removeItem(KEY)
  listeners.forEach((l) => l())
}

export const consoleSession = {
  get: () => current,
  set: write,
  /** the end the server just gave (x-console-expires-at); unchanged ends do not wake the listeners */
  touch(expiresAt: string) {
    if (current && !current.expired && current.expiresAt !== expiresAt) write({ ...current, expiresAt })
  },
  /** the server refused the token as expired or revoked: keep the account (and the page), drop the right to call */
  expire() {
    if (current && !current.expired) write({ ...current, expired: true })
  },
  updateAccount(account: ConsoleAccount) {
    if (current) write({ ...current, account })
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
