import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import { createConsoleSession, requireConsole, revokeConsoleSession } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { decoyHash, verifyPassword } from '../../services/passwords.ts'
import { createConsoleAccount, resetConsolePassword, toAccount } from './accounts.ts'
import { auditPage, writeAudit } from './audit.ts'
import { accountById, accountByName, listAccounts, revokeAccountSessions, updateAccount } from './console-accounts.repository.ts'

const WINDOW_MS = 15 * 60_000

/** Console sign-in, accounts and roles, the audit log. */
export const consoleAccountHandlers = defineHandlers({
  async 'Admin/Login'(input, ctx) {
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = [
      { key: `console:${input.UserName.toLowerCase()}`, maxFailures: 5, windowMs: WINDOW_MS },
      { key: `console-ip:${ctx.ip}`, maxFailures: 30, windowMs: WINDOW_MS },
    ]
    await limiter.assertAllowed(rules)
    const account = await accountByName(ctx.db, input.UserName)
    // an unknown name costs the same as a wrong password
    const ok = await verifyPassword(account?.password_hash ?? (await decoyHash), input.Password)
    if (!account || !ok || account.disabled) {
      await limiter.recordFailure(rules)
      throw new AppError(ErrorCode.ConsoleLoginFailed)
    }
    const token = await createConsoleSession(ctx.db, account.id, ctx.ip, ctx.now())
    return { Token: token, Account: toAccount(account) }
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
