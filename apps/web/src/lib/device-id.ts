import { storage } from './storage.ts'

/** This install's random id: a remember token works only with the id it was issued with. */
export function deviceId(): string {
  const kept = storage.get('deviceId')
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  storage.set('deviceId', id)
  return id
}
