/**
 * The one table of response codes. Every business outcome travels with HTTP 200 and one of these
 * codes in the envelope; each code carries the Chinese message a person can act on.
 */
export const ErrorCode = {
  Ok: 0,
  /** client runs the silent re-login flow */
  SessionExpired: 112,
  /** client opens the open-member page */
  MembershipRequired: 113,
  /** no toast; the caller's error handler runs (optional data that is absent) */
  Silent: 116,
  InvalidInput: 1001,
  UnknownEndpoint: 1002,
  MalformedJson: 1003,
  BodyTooLarge: 1004,
  RateLimited: 1005,
  NotFound: 1006,
  Conflict: 1007,
  MobileInvalid: 1101,
  PasswordWeak: 1102,
  MobileTaken: 1103,
  LoginFailed: 1104,
  OldPasswordWrong: 1105,
  TooManyAttempts: 1106,
  // sign-in and identity (issue 7): 1120–1139
  CodeInvalid: 1120,
  CodeTooFrequent: 1121,
  CodeDailyLimit: 1122,
  CodeRequired: 1123,
  OpenIdInvalid: 1124,
  OpenIdTaken: 1125,
  SignInvalid: 1126,
  UploadTypeInvalid: 1127,
  UploadTooLarge: 1128,
  Internal: 5000,
  Unavailable: 5003,
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Default Chinese message per code; handlers may send a more precise one. */
export const errorMessages: Record<ErrorCode, string> = {
  0: '成功',
  112: '登录已失效，请重新登录',
  113: '该功能需开通会员后使用',
  116: '暂无数据',
  1001: '请求参数有误',
  1002: '接口不存在',
  1003: '请求格式有误，请检查后重试',
  1004: '提交的内容过大',
  1005: '操作太频繁，请稍后再试',
  1006: '内容不存在或已删除',
  1007: '数据已在其他设备更新，请刷新后重试',
  1101: '请输入正确的手机号',
  1102: '密码需为6-20位，且同时包含字母和数字',
  1103: '该手机号已注册，请直接登录',
  1104: '手机号或密码错误',
  1105: '原密码错误',
  1106: '尝试次数过多，请稍后再试',
  1120: '验证码错误或已过期',
  1121: '验证码发送太频繁，请稍后再试',
  1122: '今日验证码发送次数已达上限，请明天再试',
  1123: '请输入短信验证码',
  1124: '授权已失效，请重新授权',
  1125: '该第三方账号已绑定其他用户',
  1126: '登录链接无效或已过期，请重新进入',
  1127: '仅支持 PNG、JPEG、WebP 格式的图片',
  1128: '图片不能超过2MB',
  5000: '服务繁忙，请稍后再试',
  5003: '服务暂不可用，请稍后重试',
}
