import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'

/** Keeps a new session: token in state and storage, user id in storage. */
export function storeSession(session: { token: string; UserId: number }): void {
  storage.set('token', session.token)
  storage.set('UserId', session.UserId)
  sessionStore.set({ token: session.token, authState: true, timestamp: Date.now() })
}

/** Forgets the session token everywhere (launch found it invalid). */
export function dropToken(): void {
  storage.remove('token')
  sessionStore.set({ token: '', authState: false, userInfo: null })
}
