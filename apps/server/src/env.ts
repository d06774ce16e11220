import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

// apps/server/{src,dist}/env.* → the repository root is three levels up
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** Development secrets, printed here: they sign only where SANDBOX_ENDPOINTS=true (ADR 043). */
export const DEV_SIGNIN_SECRET = 'dev-only-signin-secret-change-me'
export const DEV_PARTNER_SECRETS = {
  sso: 'sandbox-sso-secret-for-dev-only',
  gankao: 'sandbox-gankao-secret-for-dev-only',
  jsy: 'sandbox-jsy-secret-for-dev-only',
} as const
const isDevSecret = (value: string) => value === DEV_SIGNIN_SECRET || value.startsWith('sandbox-')

/** A secret of 16+ characters; empty (`SSO_SECRET=` in a compose file) is the same as unset. */
const optionalSecret = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional())

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Real PostgreSQL; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  /** Read replica of DATABASE_URL for the reference-data read model (user data always reads the primary). */
  DATABASE_READ_URL: z.string().optional(),
  /** Redis shared by instances (rate limits); unset or down = per-instance memory, logged. */
  REDIS_URL: z.string().optional(),
  /** Server tests also run against this PostgreSQL when set (a fresh schema per test app). */
  TEST_DATABASE_URL: z.string().optional(),
  /** With TEST_DATABASE_URL: the scale-path tests run two instances sharing this Redis. */
  TEST_REDIS_URL: z.string().optional(),
  /** Province matrix test only: "北京,吉林" measures just these provinces (no table, no exactness check). */
  PROVINCE_MATRIX_ONLY: z.string().optional(),
  /** Embedded PGlite directory; "memory://" keeps it in memory (tests). */
  PGLITE_DATA_DIR: z.string().default(path.join(repoRoot, 'var/db')),
  /** Built web app served at "/". */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The built operator console, served at /admin/. */
  CONSOLE_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/console/dist')),
  /** The operator's details on 关于我们; an empty one is not shown (never a placeholder). */
  COMPANY_NAME: z.string().default(''),
  COMPANY_ADDRESS: z.string().default(''),
  COMPANY_PHONE: z.string().default(''),
  COMPANY_EMAIL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted JSON body in bytes. */
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
  /** Requests per minute per client IP across the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Heavy calls (推荐列表、一键填报、what-if、AI 问答) one account may have running at once; more answer code 1011. */
  HEAVY_CALLS_PER_USER: z.coerce.number().int().min(1).default(2),
  /** Build province indexes in a worker thread (off the event loop); "false" builds them in the request's thread. */
  INDEX_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The province indexes kept at once, MB of the main thread's heap (estimated from their units, ADR 060):
   * the least recently used one is dropped beyond it and rebuilt when asked again. 200 MB keeps 4–8 provinces.
   */
  INDEX_CACHE_MB: z.coerce.number().int().min(1).default(200),
  /** Province indexes waiting for the builder at most; one more distinct province answers code 1012 at once. */
  INDEX_BUILD_QUEUE: z.coerce.number().int().min(1).default(4),
  /** Session lifetime in days (sliding: use extends it). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The committed reference dataset (manifest.json and gzipped tables). */
  DATASET_DIR: z.string().default(path.join(repoRoot, 'packages/dataset/data')),
  /** Load the reference dataset into the database at start ("false" only for tests that need no data). */
  DATASET_AUTOLOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Starts the server clock at this instant (ISO date) and lets it run on from there: end-to-end runs
   * of another season (the yearly rollover) without touching the machine's clock. Refused in production.
   */
  CLOCK_START: z
    .string()
    .optional()
    .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), { message: 'CLOCK_START must be an ISO date' }),
  /** Behind nginx: trust X-Forwarded-For for client IPs. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // ---- sign-in and identity ----
  /** "console" logs codes (dev, tests); "aliyun" sends them through Aliyun SMS. */
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().default(''),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().default(''),
  ALIYUN_SMS_SIGN_NAME: z.string().default(''),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  /** Aliyun template (no parameters) telling a number's owner that someone tried to register it. */
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com'),
  /** Test hooks (/sandbox/sms/last-code, OAuth sandbox pages). Refused in production. */
  SANDBOX_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Registration by mobile and password needs an SMS code (default). "false" only for closed test
   * installs: anyone could then register anyone's number.
   */
  REGISTER_REQUIRES_SMS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Uploaded avatars. */
  UPLOAD_DIR: z.string().default(path.join(repoRoot, 'var/uploads')),
  /**
   * Server secret: hashes SMS codes, signs OAuth state. Must be set in production and with several
   * instances; unset, a random one per process (the development value only with SANDBOX_ENDPOINTS=true).
   */
  SIGNIN_SECRET: optionalSecret,
  /** "sandbox" = local OAuth pages; "real" = open.weixin.qq.com / Alipay open platform. */
  OAUTH_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  OAUTH_WECHAT_H5_APP_ID: z.string().default(''),
  OAUTH_WECHAT_H5_SECRET: z.string().default(''),
  OAUTH_WECHAT_MINI_APP_ID: z.string().default(''),
  OAUTH_WECHAT_MINI_SECRET: z.string().default(''),
  OAUTH_ALIPAY_APP_ID: z.string().default(''),
  /** PEM (PKCS#8 or PKCS#1) app private key for RSA2 request signing. */
  OAUTH_ALIPAY_PRIVATE_KEY: z.string().default(''),
  /** PEM Alipay public key for verifying response signatures. */
  OAUTH_ALIPAY_PUBLIC_KEY: z.string().default(''),
  OAUTH_ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  /**
   * HMAC secrets of the partner sign-on tokens (SSOSign, Gankao, JSY). Unset = that partner's sign-on
   * is refused (合作方登录未配置), except with SANDBOX_ENDPOINTS=true, where DEV_PARTNER_SECRETS above
   * sign (ADR 043).
   */
  SSO_SECRET: optionalSecret,
  GANKAO_SECRET: optionalSecret,
  JSY_SECRET: optionalSecret,
  // ---- membership and money ----
  /** "sandbox" = local confirm page that sends signed notifications; "real" = WeChat Pay v3 / Alipay. */
  PAY_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  /** Origin the gateways and phones reach us at (notify_url, QR codes); empty = relative URLs. */
  PUBLIC_BASE_URL: z.string().optional(),
  /** Unpaid orders close after this many minutes. */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(120),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_MCH_ID: z.string().optional(),
  /** serial number of the merchant API certificate */
  WECHATPAY_MCH_SERIAL: z.string().optional(),
  /** merchant API private key: PEM text (\n allowed) or a file path */
  WECHATPAY_MCH_PRIVATE_KEY: z.string().optional(),
  /** platform certificate serial or WeChat Pay public key id (PUB_KEY_ID_…) */
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  /** platform / WeChat Pay public key: PEM text or a file path */
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** APIv3 key, 32 characters */
  WECHATPAY_APIV3_KEY: z.string().length(32).optional(),
  WECHATPAY_API_BASE: z.string().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().optional(),
  /** app private key for RSA2: PEM text or a file path */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  /** Alipay public key: PEM text or a file path */
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  // ---- learning and content ----
  /** Imported and uploaded media, served at /media/ (after this, the starter folder's media/). */
  MEDIA_DIR: z.string().default(path.join(repoRoot, 'var/media')),
  /** The committed starter content set, imported at start when its files changed. */
  CONTENT_STARTER_DIR: z.string().default(path.join(repoRoot, 'content/starter')),
  /** Import content folders at start ("false" skips even the starter set). */
  CONTENT_AUTOLOAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** More content folders imported at start, comma-separated (operators, e2e sandboxes). */
  CONTENT_IMPORT_DIRS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    ),
  // ---- AI assistant ----
  /** "builtin" = the offline engine; "openai" = any OpenAI-compatible endpoint (falls back to builtin on error). */
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  /** e.g. https://api.deepseek.com/v1 or a Qwen / vLLM deployment */
  AI_BASE_URL: z.string().default(''),
  AI_API_KEY: z.string().default(''),
  AI_MODEL: z.string().default(''),
  /** the model's answer (all tool rounds) must finish within this, else the built-in engine answers */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /** questions per day: free users and members (groups) */
  AI_DAILY_QUOTA_FREE: z.coerce.number().int().min(0).default(10),
  AI_DAILY_QUOTA_MEMBER: z.coerce.number().int().min(0).default(200),
  /** questions per user per minute */
  AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(6),
})
export type Env = Omit<z.infer<typeof EnvSchema>, 'SIGNIN_SECRET'> & { SIGNIN_SECRET: string }

/** Reads and validates the environment once; the only reader of process.env on the server. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
  }
  assertSafeForProduction(parsed.data)
  return { ...parsed.data, SIGNIN_SECRET: signinSecret(parsed.data) }
}

/** The configured secret; else the printed development one in a sandbox, else one nobody else knows. */
function signinSecret(env: Pick<z.infer<typeof EnvSchema>, 'SIGNIN_SECRET' | 'SANDBOX_ENDPOINTS'>): string {
  if (env.SIGNIN_SECRET !== undefined && !isDevSecret(env.SIGNIN_SECRET)) return env.SIGNIN_SECRET
  return env.SANDBOX_ENDPOINTS ? DEV_SIGNIN_SECRET : randomBytes(32).toString('base64url')
}

export type PartnerName = keyof typeof DEV_PARTNER_SECRETS

/**
 * A partner's HMAC secret: the configured one, the printed development one only in a sandbox, else
 * null (that partner's sign-on is refused as not configured).
 */
export function partnerSecretOf(env: Pick<Env, 'SSO_SECRET' | 'GANKAO_SECRET' | 'JSY_SECRET' | 'SANDBOX_ENDPOINTS'>, partner: PartnerName): string | null {
  const configured = { sso: env.SSO_SECRET, gankao: env.GANKAO_SECRET, jsy: env.JSY_SECRET }[partner]
  if (configured !== undefined && !isDevSecret(configured)) return configured
  return env.SANDBOX_ENDPOINTS ? DEV_PARTNER_SECRETS[partner] : null
}

export { repoRoot }

/** The server clock: the real one, or one started at CLOCK_START that runs on at real speed. */
export function serverClock(env: Pick<Env, 'CLOCK_START'>, real: () => number = () => Date.now()): () => Date {
  if (env.CLOCK_START === undefined) return () => new Date()
  const offset = Date.parse(env.CLOCK_START) - real()
  return () => new Date(real() + offset)
}

/** Test hooks and development secrets must never reach production. */
function assertSafeForProduction(env: z.infer<typeof EnvSchema>) {
  if (env.NODE_ENV !== 'production') return
  if (env.SANDBOX_ENDPOINTS) throw new Error('Invalid environment: SANDBOX_ENDPOINTS=true is refused in production')
  if (env.CLOCK_START !== undefined) throw new Error('Invalid environment: CLOCK_START is refused in production')
  const devSecrets = [
    ['SIGNIN_SECRET', env.SIGNIN_SECRET === undefined || isDevSecret(env.SIGNIN_SECRET)],
    // a partner without a secret is refused at sign-on; a printed one is refused here
    ['SSO_SECRET', env.SSO_SECRET !== undefined && isDevSecret(env.SSO_SECRET)],
    ['GANKAO_SECRET', env.GANKAO_SECRET !== undefined && isDevSecret(env.GANKAO_SECRET)],
    ['JSY_SECRET', env.JSY_SECRET !== undefined && isDevSecret(env.JSY_SECRET)],
  ] as const
  for (const [name, isDev] of devSecrets) {
    if (isDev) throw new Error(`Invalid environment: ${name} must be set in production (not a development value)`)
  }
}
