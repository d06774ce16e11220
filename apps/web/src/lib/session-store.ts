import { useSyncExternalStore } from 'react'
import type { UserInfo } from '@gk/contract'
import { storage } from './storage.ts'

/** Notice and message lists; their total drives the tab badge. */
export type News = { notices: unknown[]; messages: unknown[] }

export type ScoreFormData = {
  SProvince: { ID: number; IsNewExam: boolean; ProvinceName: string }
  Score: number
  SubjectType: number
  SelectSubjectList: string[]
  Year: number
}

/** Session state */
export type SessionState = {
  token: string
  userInfo: UserInfo | null
  authState: boolean
  provinceID: number | null
  isMicromessenger: boolean
  nickname: string
  avatar: string
  cardId: string
  phone: string
  villageCode: string
  news: News
  timestamp: number
  scoreFormData: ScoreFormData | null
  rect: { top: number; height: number } | null
}

export function initialSessionState(): SessionState {
  return {
    token: '',
    userInfo: null,
    authState: false,
    provinceID: null,
    isMicromessenger: false,
    nickname: '',
    avatar: '',
    cardId: '',
    phone: '',
    villageCode: '',
    news: { notices: [], messages: [] },
    timestamp: 0,
    scoreFormData: null,
    rect: null,
  }
}

type Listener = () => void

let state: SessionState = initialSessionState()
const listeners = new Set<Listener>()

function emit(): void {
  for (const listener of listeners) listener()
}

/** A tiny external store (no zustand): snapshot, patch, reset, subscribe. */
export const sessionStore = {
  get: (): SessionState => state,
  set: (patch: Partial<SessionState>): void => {
    state = { ...state, ...patch }
    emit()
  },
  /** Back to the initial state; the WeChat flag describes the browser, not the user, so it stays. */
  reset: (): void => {
    state = { ...initialSessionState(), isMicromessenger: state.isMicromessenger }
    emit()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Reads a slice of the session; re-renders only when that slice changes (by Object.is). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => selector(sessionStore.get()),
    () => selector(sessionStore.get()),
  )
}

/**
 * Applies a fresh user info to the state fields derived from it. The exam province is also kept on the device:
 * the next cold start reads it before the account answers (the college page's first calls are started with the
 * app and must guess the same 生源地 the page will use, or they are asked twice).
 */
export function applyUserInfo(info: UserInfo): void {
  if (info.ExamProvinceId != null) storage.set('provinceID', info.ExamProvinceId)
  sessionStore.set({
    userInfo: info,
    authState: true,
    nickname: info.NickName,
    avatar: info.Avatar,
    phone: info.Mobile,
    provinceID: info.ExamProvinceId ?? sessionStore.get().provinceID,
  })
}
