/**
 * Beijing time: China keeps UTC+8 all year (no daylight saving), so every calendar date, quota day, payment
 * timestamp and season turn in the product is this fixed offset from UTC, whatever zone the server runs in.
 * Pure arithmetic on epoch milliseconds (the engine has no clock): callers pass the instant in.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** An instant: a Date, epoch milliseconds, or an ISO string with its zone. */
export type Instant = Date | number | string

const toMs = (at: Instant): number => (typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime())
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Year, month, day of a count of days since 1970-01-01 (H. Hinnant's civil_from_days). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const doe = z - era * 146_097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1
  const month = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day]
}

/** The Beijing wall clock of an instant: "2026-11-27T23:30:05". */
function wallClock(at: Instant): string {
  const ms = toMs(at)
  if (!Number.isFinite(ms)) throw new RangeError(`invalid instant: ${String(at)}`)
  const local = ms + BEIJING_OFFSET_MS
  const days = Math.floor(local / DAY_MS)
  const [y, m, d] = civilFromDays(days)
  const secs = Math.floor((local - days * DAY_MS) / 1000)
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}:${pad(secs % 60)}`
}

/** "2026-11-27": the calendar day in Beijing. */
export function beijingDay(at: Instant): string {
  return wallClock(at).slice(0, 10)
}

/** "2026-11-27 23:30": what a user reads as a time. */
export function beijingMinute(at: Instant): string {
  return wallClock(at).slice(0, 16).replace('T', ' ')
}

/** "2026-11-27 23:30:05": Alipay's timestamp format. */
export function beijingSecond(at: Instant): string {
  return wallClock(at).replace('T', ' ')
}

/** "2026-11-27T23:30:05+08:00": RFC 3339 with the offset, as WeChat Pay wants it. */
export function beijingRfc3339(at: Instant): string {
  return `${wallClock(at)}+08:00`
}

/** "20261127233005": digits only, for order numbers. */
export function beijingDigits(at: Instant): string {
  return wallClock(at).replace(/\D/g, '')
}

/** Epoch ms at which Beijing's day "2026-11-27" starts (00:00 +08:00); `days` moves it by whole days. NaN for a bad day. */
export function beijingMidnightMs(day: string, days = 0): number {
  return Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS + days * DAY_MS
}

/** Epoch ms of "HH:mm" on the Beijing day that contains `at`. */
export function beijingTimeOfDayMs(at: Instant, hour: number, minute: number): number {
  return beijingMidnightMs(beijingDay(at)) + (hour * 60 + minute) * 60_000
}
