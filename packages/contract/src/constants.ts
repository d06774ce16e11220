/** Business constants, in one place for web and server. */
export const TOAST_DURATION_MS = 2000
export const LOADING_TEXT = '加载中...'
export const LOADING_HIDE_DELAY_MS = 300
export const REQUEST_TIMEOUT_MS = 60_000
export const CHUNK_TIMEOUT_MS = 120_000
export const ASYNC_PAGE_DELAY_MS = 200
export const ASYNC_PAGE_TIMEOUT_MS = 5000
export const REACH_BOTTOM_DISTANCE = 10
export const APP_VERSION = 'v6.7'
export const APP_VERSION_CODE = 57
export const TAB_COLOR_SELECTED = '#3686E2'
export const TAB_COLOR_DEFAULT = '#8F8F94'
export const TAB_BADGE_INDEX = 2
/** password login from the H5 app */
export const TERMINAL_TYPE_H5 = 2
/** WeChat open-id type */
export const OPEN_TYPE_WECHAT = 2
export const SUBJECT_TYPE_DEFAULT = 1
export const PLATFORM_DEFAULT = 0
/** Subject type labels of the score form. */
export const subjectTypeLabels = { 1: '文科', 2: '理科', 3: '—' } as const

/**
 * Version of the 用户协议 and 隐私政策 a new account accepts; the server records it on the account
 * and refuses a sign-up without it. Raise it when either text changes materially.
 */
export const AGREEMENT_VERSION = '2026-11-27'

/** Local storage keys */
export const StorageKey = {
  token: 'token',
  userId: 'UserId',
  openId: 'openID',
  channelCode: 'ChannelCode',
  /** legacy: older builds kept mobile + password here; the app deletes it at launch */
  userPassword: 'userPassWord',
  /** the remember-me device credential (never a password) and this install's device id */
  rememberToken: 'rememberToken',
  deviceId: 'deviceId',
  /** the agreement version accepted in the first-launch consent dialog */
  consentVersion: 'consentVersion',
  tbInfo: 'TBInfo',
  wishType: 'wishType',
  batchTypeTotalList: 'batchTypeTotalList',
  batchTypeTotalListForecast: 'batchTypeTotalListForecast',
  comWebUrl: 'comWeburl',
  provinceId: 'provinceID',
  scoreFormData: 'scoreFormData',
} as const
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey]

export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
