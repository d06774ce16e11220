import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { clearAccountLockouts } from '../../services/login-rules.ts'
import { createCodeService } from '../../services/verification-codes.ts'
import { hashPassword } from './password.ts'
import { createUserRepository } from './user.repository.ts'

/** Password recovery by SMS code, and the recommend code on the profile. */
export const userRecoveryHandlers = defineHandlers({
  async 'User/ResetPassword'(input, ctx) {
    await createCodeService(ctx).verify(input.Mobile, 'reset', input.Code, { consume: true })
    const users = createUserRepository(ctx.db)
    const user = await users.findByMobile(input.Mobile)
    // codes for unknown mobiles are never delivered, so this is only reachable by a race with deletion
    if (!user) throw new AppError(ErrorCode.CodeInvalid)
    await users.updatePasswordHash(user.id, await hashPassword(input.NewPassword), ctx.now())
    // whoever knew the old password is signed out everywhere
    await ctx.sessions.revokeAllForUser(user.id)
    // and a platform or partner identity bound by whoever held the account is unbound: the owner binds
    // their own again after signing in (ADR 043)
    await users.removeOpenBindings(user.id)
    await clearAccountLockouts(ctx.db, input.Mobile)
    return null
  },

  async 'User/UpdateStudentRecommendCode'(input, ctx) {
    const { userId } = ctx.requireUser()
    await createUserRepository(ctx.db).updateRecommendCode(userId, input.RecommendCode, ctx.now())
    return { RecommendCode: input.RecommendCode }
  },
})
