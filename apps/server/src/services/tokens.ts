import { createHash, randomBytes } from 'node:crypto'

/** An opaque session token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 is enough here: tokens are high-entropy random values, not passwords. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
