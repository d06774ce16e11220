// Password hashing shared by every module that checks or sets a password (accounts, open-id login).
import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's second recommended profile (19 MiB, t=2) keeps login under ~50 ms here
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** A valid hash of a random secret: verifying against it costs the same as a real account. */
export const decoyHash = hashPassword('decoy-password-for-timing-1')
