import { z } from 'zod'

/**
 * The strength rule for a console password the account holder chooses (issue 34 item 2): shared by
 * the console's form and the server, so the form never accepts what the server refuses. At least 10
 * characters with letters and digits (a console account can refund orders and print card secrets),
 * never the account's own name, at most 64 (argon2 hashes all of it).
 */
export function consolePasswordProblem(password: string, userName: string): string | null {
  if (password.length < 10) return '新密码至少10位'
  if (password.length > 64) return '新密码最多64位'
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return '新密码须同时包含字母和数字'
  if (/\s/.test(password)) return '新密码不能包含空格'
  if (userName && password.toLowerCase().includes(userName.toLowerCase())) return '新密码不能包含用户名'
  return null
}

export const ConsolePasswordChangeInput = z.object({
  OldPassword: z.string({ error: '请输入当前密码' }).min(1, { error: '请输入当前密码' }).max(100),
  NewPassword: z.string({ error: '请输入新密码' }).min(1, { error: '请输入新密码' }).max(100, { error: '新密码最多64位' }),
})

/** The session's end, sliding with use (decision 057): the console warns before it and keeps the page after it. */
export const CONSOLE_EXPIRES_HEADER = 'x-console-expires-at'
