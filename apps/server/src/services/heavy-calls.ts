import { ErrorCode, type EndpointName } from '@gk/contract'
import { AppError } from '../kernel/app-error.ts'
import { createPerKeyLimit } from '../kernel/per-key-limit.ts'

/**
 * The calls that assess a whole batch (tens of thousands of units) or may wait for a province index:
 * one account holding many of them at once takes the server's time from everyone else (issue 33),
 * so each account gets a few at a time. The AI chat stream counts as one (it calls what-if).
 */
export const HEAVY_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'Wish/WhatIfRecommend',
  'Wish/WhatIfSchool',
  'Wish/AutoTable',
  'Wish/SchoolFirstList',
  'Wish/SchoolFirstListForecast',
  'Wish/SpecialtyFirstList',
  'Wish/SpecialtyFirstListForecast',
  'Wish/SchoolFirstStat',
  'Wish/SchoolFirstStatForecast',
  'Wish/SpecialtyFirstStat',
  'Wish/SpecialtyFirstStatForecast',
  'Wish/MySelf',
  'Wish/MySelfForecast',
  'Wish/MySelfSearch',
  'Wish/MySelfSearchForecast',
  'Wish/SpecialtyList',
  'Wish/SpecialtyListForecast',
  'Wish/BatchList',
  'User/WishAnalysis',
])

export const AI_CHAT_CALL = 'AI/ChatStream'

export type HeavyCallGate = {
  /** Runs `fn` counted against `who` (a user id, or the IP of a caller without one); code 1011 when `who` has `max` running. */
  guard<T>(who: string, fn: () => Promise<T>): Promise<T>
}

export function createHeavyCallGate(maxPerUser: number): HeavyCallGate {
  const limit = createPerKeyLimit(maxPerUser)
  return {
    async guard(who, fn) {
      const release = limit.enter(who)
      if (!release) throw new AppError(ErrorCode.HeavyCallBusy)
      try {
        return await fn()
      } finally {
        release()
      }
    },
  }
}

/** Whose share a call counts against: the account when signed in, else the address. */
export function heavyCallKey(user: { userId: number } | null, ip: string): string {
  return user ? `u${user.userId}` : `ip${ip}`
}
