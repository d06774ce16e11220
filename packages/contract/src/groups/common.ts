import { z } from 'zod'
import { MOBILE_PATTERN, PASSWORD_PATTERN } from '../constants.ts'
import { errorMessages } from '../error-codes.ts'

/** An endpoint: zod schema of what the client sends and of what the server answers. */
export type EndpointSchema = { input: z.ZodType; output: z.ZodType }

export const EmptyInputSchema = z.object({}).loose()
export const NullOutputSchema = z.null()

export const MobileSchema = z.string({ error: errorMessages[1101] }).trim().regex(MOBILE_PATTERN, { error: errorMessages[1101] })
export const PasswordSchema = z.string({ error: '请输入密码' }).regex(PASSWORD_PATTERN, { error: errorMessages[1102] })

/** Page request used by every list; size is capped so nothing loads thousands of rows. */
export const PageInputSchema = z.object({
  PageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(50).default(20),
})
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ List: z.array(item), Total: z.number().int(), PageIndex: z.number().int(), PageSize: z.number().int() })

/**
 * The agreement version the user ticked on a sign-up form; the server refuses to create an account
 * without the current one (AGREEMENT_VERSION).
 */
export const AgreementVersionSchema = z.string().max(32).optional()

/**
 * A link or media address an operator stores for students to open: empty, http(s), or relative to
 * this site (`/media/…`, `#/pages/…`). `javascript:`, `data:` and other schemes are refused, as is
 * whitespace inside (browsers drop tabs and newlines, so `java\tscript:` would pass a prefix check).
 */
export function isSafeLink(value: string): boolean {
  if (value === '') return true
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)
  return scheme === null || /^https?$/i.test(scheme[1]!)
}
export const LinkSchema = z
  .string()
  .trim()
  .max(500, { error: '链接最多500个字符' })
  .refine(isSafeLink, { error: '链接须以 http://、https:// 或 / 开头' })
  .default('')
