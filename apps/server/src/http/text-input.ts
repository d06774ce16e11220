import { ErrorCode } from '@gk/contract'
import { AppError } from '../kernel/app-error.ts'

/** What a person reads when a text holds a character the database cannot store. */
export const UNSTORABLE_TEXT_MESSAGE = '内容含有无法识别的字符（如 \\u0000），请删除后重试'

// U+0000, a high surrogate with no low one after it, or a low one with no high one before it
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const storable = (text: string) => !UNSTORABLE.test(text)

/**
 * Whether every string of a JSON body (keys too) can be stored: PostgreSQL refuses U+0000 and lone
 * surrogates in text, and a handler would meet them only as a database error. Checked for every
 * API input before its schema, so no endpoint needs to remember it.
 */
export function hasUnstorableText(body: unknown): boolean {
  const pending: unknown[] = [body]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (!storable(value)) return true
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) pending.push(item)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!storable(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
}

/** Refuses a body with unstorable text as bad input (1001) with a Chinese message. */
export function assertStorableText(body: unknown): void {
  if (hasUnstorableText(body)) throw new AppError(ErrorCode.InvalidInput, UNSTORABLE_TEXT_MESSAGE)
}
