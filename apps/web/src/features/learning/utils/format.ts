import { beijingDay, beijingMinute } from '@gk/domain'
import { apiBaseUrl } from '../../../config/env.ts'

/** Media paths from the server (`/media/...`) live next to the API; absolute URLs pass through. */
export function mediaSrc(url: string): string {
  if (!url) return ''
  return /^https?:\/\//.test(url) ? url : `${apiBaseUrl()}${url}`
}

/** 95 → "1:35" */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const m = Math.floor(s / 60)
  return `${m}:${String(s % 60).padStart(2, '0')}`
}

/** "2026-09-01T00:00:00.000Z" → "2026-09-01" in China time */
export function formatDay(iso: string): string {
  if (!iso) return ''
  return beijingDay(iso)
}

/** "…T11:30:00Z" → "11-08 19:30" in China time */
export function formatClock(iso: string): string {
  return beijingMinute(iso).slice(5)
}

export const priceLabel = (price: number) => `¥${price.toFixed(2)}`

/** A line of facts joined by " · ", leaving out the empty ones (an article without a source or category showed a lone "·"). */
export const metaLine = (...parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== '' && p !== null && p !== undefined).join(' · ')
