import { CONSOLE_TOKEN_HEADER } from '@gk/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { resolveConsoleSession } from './console-auth.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Who may read `/health?caches=1` (cache sizes, hit rates, memory: what an attacker would use to time
 * a heavy call): a caller on this machine that no proxy forwarded (the benchmarks, an operator's
 * curl), or a console admin. The socket's address is used, not `request.ip`: behind a proxy that
 * trusts X-Forwarded-For the client would choose it.
 */
export async function mayReadHealthDetail(request: FastifyRequest, db: Db, now: () => Date): Promise<boolean> {
  const direct = request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  if (direct && LOOPBACK.has(request.socket.remoteAddress ?? '')) return true
  const raw = request.headers[CONSOLE_TOKEN_HEADER]
  const token = Array.isArray(raw) ? raw[0] : raw
  const user = await resolveConsoleSession(db, token && token.length <= 200 ? token : null, now())
  return user?.role === 'admin'
}
