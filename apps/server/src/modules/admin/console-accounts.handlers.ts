import { consolePasswordProblem, ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { type AttemptRule, createAttemptLimiter } from '../../services/attempt-limiter.ts'
import { createConsoleSession, requireConsole, revokeConsoleSession } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { revokeOtherConsoleSessions } from '../../http/console-sessions.repository.ts'
import { decoyHash, hashPassword, verifyPassword } from '../../services/passwords.ts'
import { createConsoleAccount, resetConsolePassword, toAccount } from './accounts.ts'
import { auditPage, writeAudit } from './audit.ts'
import {
  accountById,
  accountByName,
  listAccounts,
  passwordHashOf,
  revokeAccountSessions,
  setPasswordHash,
  updateAccount,
} from './console-accounts.repository.ts'

const WINDOW_MS = 15 * 60_000

/**
 * Wrong console passwords lock a name only for the address they came from (5) and an address for
 * every name (30); across all addresses a name is slowed past 10, one try every 3 s queued up to
 * 15 s, never locked: strangers cannot lock an operator out (ADR 043).
 */
const consoleLoginRules = (userName: string, ip: string): AttemptRule[] => [
  { key: `console:name-ip:${userName.toLowerCase()}:${ip}`, maxFailures: 5, windowMs: WINDOW_MS },
  { key: `console-ip:${ip}`, maxFailures: 30, windowMs: WINDOW_MS },
  { key: `console:${userName.toLowerCase()}`, maxFailures: 10, windowMs: WINDOW_MS, backoff: { stepMs: 3000, maxWaitMs: 15_000 } },
]

/** Console sign-in, accounts and roles, the audit log. */
export const consoleAccountHandlers = defineHandlers({
  async 'Admin/Login'(input, ctx) {
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = consoleLoginRules(input.UserName, ctx.ip)
    await limiter.take(rules)
    const account = await accountByName(ctx.db, input.UserName)
    // an unknown name costs the same as a wrong password
    const ok = await verifyPassword(account?.password_hash ?? (await decoyHash), input.Password)
    if (!account || !ok || account.disabled) throw new AppError(ErrorCode.ConsoleLoginFailed)
    await limiter.giveBack(rules)
    await limiter.clear([rules[0]!.key])
    const session = await createConsoleSession(ctx.db, account.id, ctx.ip, ctx.now())
    return { Token: session.token, Account: toAccount(account), ExpiresAt: session.expiresAt.toISOString() }
  },

  async 'Admin/Logout'(_input, ctx) {
    const me = await requireConsole(ctx, 'Admin/Logout')
    await revokeConsoleSession(ctx.db, me.sessionId, ctx.now())
    return null
  },

  async 'Admin/Me'(_input, ctx) {
    const me = await requireConsole(ctx, 'Admin/Me')
    const row = await accountById(ctx.db, me.accountId)
    if (!row) throw new AppError(ErrorCode.ConsoleLoginRequired)
    return toAccount(row)
  },

  /**
   * The holder replaces a one-time password (or any password) with one only they know: the old one
   * proves it is them at this desk, the shared strength rule decides, every other session ends.
   */
  async 'Admin/PasswordChange'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/PasswordChange')
    const hash = await passwordHashOf(ctx.db, me.accountId)
    if (!hash || !(await verifyPassword(hash, input.OldPassword))) throw new AppError(ErrorCode.InvalidInput, '当前密码不正确')
    const problem = consolePasswordProblem(input.NewPassword, me.userName)
    if (problem) throw new AppError(ErrorCode.InvalidInput, problem)
    if (input.NewPassword === input.OldPassword) throw new AppError(ErrorCode.InvalidInput, '新密码不能与当前密码相同')
    const now = ctx.now()
    await setPasswordHash(ctx.db, me.accountId, await hashPassword(input.NewPassword), true, now)
    await revokeOtherConsoleSessions(ctx.db, me.accountId, me.sessionId, now)
    await writeAudit(ctx.db, me, 'account.password', `account:${me.accountId}`, null, null, now)
    return toAccount((await accountById(ctx.db, me.accountId))!)
  },

  async 'Admin/AccountList'(_input, ctx) {
    await requireConsole(ctx, 'Admin/AccountList')
    return (await listAccounts(ctx.db)).map(toAccount)
  },

  async 'Admin/AccountSave'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/AccountSave')
    const now = ctx.now()
    if (input.AccountId === undefined) {
      if (await accountByName(ctx.db, input.UserName)) throw new AppError(ErrorCode.Conflict, '用户名已存在')
      const { row, password } = await createConsoleAccount(ctx.db, { userName: input.UserName, displayName: input.DisplayName, role: input.Role, now })
      await writeAudit(ctx.db, me, 'account.create', `account:${row.id}`, null, toAccount(row), now)
      return { Account: toAccount(row), OneTimePassword: password }
    }
    const before = await accountById(ctx.db, input.AccountId)
    if (!before) throw new AppError(ErrorCode.NotFound, '账号不存在')
    if (before.id === me.accountId && (input.Disabled || input.Role !== 'admin')) throw new AppError(ErrorCode.Conflict, '不能停用自己或取消自己的管理员角色')
    await updateAccount(ctx.db, before.id, { displayName: input.DisplayName, role: input.Role, disabled: input.Disabled }, now)
    if (input.Disabled) await revokeAccountSessions(ctx.db, before.id, now)
    const password = input.ResetPassword ? await resetConsolePassword(ctx.db, before.id, now) : null
    const after = (await accountById(ctx.db, before.id))!
    await writeAudit(
      ctx.db,
      me,
      input.ResetPassword ? 'account.update+reset' : 'account.update',
      `account:${before.id}`,
      toAccount(before),
      toAccount(after),
      now,
    )
    return { Account: toAccount(after), OneTimePassword: password }
  },

  async 'Admin/AuditList'(input, ctx) {
    await requireConsole(ctx, 'Admin/AuditList')
    return auditPage(ctx.db, input.Keyword, input.PageIndex, input.PageSize)
  },
})
