import { beijingDay, beijingTimeOfDayMs } from '@gk/domain'
import type { CourseSummary, LiveSession, NewsSummary, ResourceSummary, VideoSummary } from '@gk/contract'
import type { ItemRow, LessonCount } from './content.repository.ts'
import { sanitizeRichText } from './sanitize.ts'

export const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : '')

type MediaType = 'mp4' | 'hls' | 'pdf' | 'none'
export const mediaTypeOf = (value: string): MediaType => (value === 'mp4' || value === 'hls' || value === 'pdf' ? value : 'none')

/** Price fields; `Locked` when the item costs money and the caller has no access. */
export function priceOf(row: Pick<ItemRow, 'price_cents'>, hasAccess: boolean) {
  const isFree = row.price_cents === 0
  return { Price: row.price_cents / 100, IsFree: isFree, Locked: !isFree && !hasAccess }
}

/** Stored HTML was sanitized on write; sanitizing again on read covers rows written by other tools. */
export const safeHtml = (html: string) => sanitizeRichText(html)

export function toCourseSummary(row: ItemRow, lessonCount: LessonCount | undefined, hasAccess: boolean): CourseSummary {
  return {
    ID: row.id,
    Title: row.title,
    Summary: row.summary,
    Cover: row.cover,
    CategoryId: row.category_id,
    CategoryName: row.category_name ?? '',
    Grade: row.grade,
    Subject: row.subject,
    Teacher: row.author,
    LessonCount: lessonCount?.lessons ?? 0,
    PaidLessonCount: lessonCount?.paid ?? 0,
    ViewCount: row.view_count,
    PublishedAt: iso(row.published_at),
    ...priceOf(row, hasAccess),
  }
}

export function toResourceSummary(row: ItemRow, hasAccess: boolean): ResourceSummary {
  return {
    ID: row.id,
    Title: row.title,
    Summary: row.summary,
    Cover: row.cover,
    Track: row.track,
    Grade: row.grade,
    Subject: row.subject,
    ResourceType: row.resource_type,
    Duration: row.duration_sec,
    ViewCount: row.view_count,
    PublishedAt: iso(row.published_at),
    ...priceOf(row, hasAccess),
  }
}

export function toVideoSummary(row: ItemRow, hasAccess: boolean): VideoSummary {
  const price = priceOf(row, hasAccess)
  return {
    ID: row.id,
    Title: row.title,
    Summary: row.summary,
    Cover: row.cover,
    CategoryId: row.category_id,
    CategoryName: row.category_name ?? '',
    Duration: row.duration_sec,
    // a locked video's address is not handed out in lists either
    MediaUrl: price.Locked ? '' : row.media_url,
    MediaType: mediaTypeOf(row.media_type),
    ViewCount: row.view_count,
    PublishedAt: iso(row.published_at),
    ...price,
  }
}

export function toNewsSummary(row: ItemRow): NewsSummary {
  return {
    ID: row.id,
    Title: row.title,
    Summary: row.summary,
    Cover: row.cover,
    CategoryId: row.category_id,
    CategoryName: row.category_name ?? '',
    Source: row.source,
    ClickNum: row.view_count,
    PublishedAt: iso(row.published_at),
  }
}

/** A live session's window: absolute times, or today's occurrence (China date) of a daily class. */
export function liveWindow(row: ItemRow, now: Date): { starts: Date; ends: Date } {
  if (row.starts_at && row.ends_at) return { starts: new Date(row.starts_at), ends: new Date(row.ends_at) }
  const [hh = 0, mm = 0] = row.daily_at.split(':').map(Number)
  const starts = new Date(beijingTimeOfDayMs(now, hh, mm))
  return { starts, ends: new Date(starts.getTime() + row.duration_sec * 1000) }
}

/** The China calendar day of an instant, for "today" on the schedule. */
export const chinaDay = (at: Date) => beijingDay(at)

export function toLiveSession(row: ItemRow, now: Date): LiveSession {
  const { starts, ends } = liveWindow(row, now)
  const t = now.getTime()
  const state = t < starts.getTime() ? 'upcoming' : t < ends.getTime() ? 'live' : row.replay_url ? 'replay' : 'ended'
  const playUrl = state === 'live' ? row.media_url : state === 'replay' ? row.replay_url : ''
  return {
    ID: row.id,
    Title: row.title,
    Summary: row.summary,
    Cover: row.cover,
    Teacher: row.author,
    StartsAt: starts.toISOString(),
    EndsAt: ends.toISOString(),
    State: state,
    PlayUrl: playUrl,
    MediaType: playUrl.includes('.m3u8') ? 'hls' : playUrl ? 'mp4' : 'none',
  }
}
