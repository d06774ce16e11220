import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

// apps/server/{src,dist}/env.* → the repository root is three levels up
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  /** Server tests also run against this PostgreSQL when set (a fresh schema per test app). */
  TEST_DATABASE_URL: z.string().optional(),
  /** Embedded PGlite directory; "memory://" keeps it in memory (tests). */
  PGLITE_DATA_DIR: z.string().default(path.join(repoRoot, 'var/db')),
  /** Built web app served at "/". */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted JSON body in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Session lifetime in days (sliding: use extends it). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Load the reference dataset into the database at start ("false" only for tests that need no data). */
  DATASET_AUTOLOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Behind nginx: trust X-Forwarded-For for client IPs. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
})
export type Env = z.infer<typeof EnvSchema>

/** Reads and validates the environment once; the only reader of process.env on the server. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
  }
  return parsed.data
}

export { repoRoot }
