/** SQLSTATE classes and codes that mean "the database is not there right now", not a bug. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53400'])
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'])
const MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'the database system is',
  'terminating connection due to administrator command',
  'PGlite is closed',
]

/**
 * True when a thrown error is a lost or refused database connection (PostgreSQL restart, failover,
 * network): answered as 5003 "请稍后重试" and the pool reconnects on the next query.
 */
export function isDatabaseUnavailable(thrown: unknown, depth = 0): boolean {
  if (!thrown || typeof thrown !== 'object' || depth > 3) return false
  const error = thrown as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown }
  if (typeof error.code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(error.code) || error.code.startsWith('08') || NETWORK_CODES.has(error.code)) return true
  }
  if (typeof error.message === 'string' && MESSAGES.some((m) => (error.message as string).includes(m))) return true
  // Node reports a refused dual-stack connect as an AggregateError of both attempts
  if (Array.isArray(error.errors) && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable(error.cause, depth + 1)
}

/** SQLSTATE class 22 "data exception": the input (not the server) is at fault. */
export function isDataException(thrown: unknown): boolean {
  const code = (thrown as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)
}
