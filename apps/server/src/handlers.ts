import type { HandlerMap } from './http/endpoint.ts'
import { regionHandlers } from './modules/public/region.handlers.ts'
import { userHandlers } from './modules/user/user.handlers.ts'
import { membershipHandlers } from './modules/membership/index.ts'
import { partnerHandlers } from './modules/partner/partner.handlers.ts'
import { contentHandlers } from './modules/content/content.handlers.ts'
import { smsHandlers } from './modules/sms/sms.handlers.ts'
import { userRecoveryHandlers } from './modules/user/user-recovery.handlers.ts'
import { userSessionHandlers } from './modules/user/user-sessions.handlers.ts'
import { userRememberHandlers } from './modules/user/user-remember.handlers.ts'
import { openAuthHandlers } from './modules/open-auth/open-auth.handlers.ts'
import { openIdHandlers } from './modules/open-auth/open-id.handlers.ts'
import { ssoHandlers } from './modules/open-auth/sso.handlers.ts'
import { assessmentHandlers } from './modules/assessment/assessment.handlers.ts'
import { selectExamHandlers } from './modules/select-exam/select-exam.handlers.ts'
import { wishHandlers } from './modules/wish/index.ts'
import { schoolHandlers, schoolSearchHandlers } from './modules/school/school.handlers.ts'
import { specialtyHandlers } from './modules/specialty/specialty.handlers.ts'
import { professionHandlers } from './modules/profession/profession.handlers.ts'
import { lineRankHandlers } from './modules/line-rank/line-rank.handlers.ts'
import { aiHandlers } from './modules/ai/ai.handlers.ts'
import { consultingHandlers } from './modules/consulting/consulting.handlers.ts'
import { adminHandlers } from './modules/admin/index.ts'
import { seasonHandlers } from './modules/season/season.handlers.ts'

/** Every module's handlers; a module adds one spread line here. */
export const handlers: HandlerMap = {
  ...userHandlers,
  ...regionHandlers,
  ...membershipHandlers,
  ...partnerHandlers,
  ...contentHandlers,
  ...assessmentHandlers,
  ...selectExamHandlers,
  ...smsHandlers,
  ...userRecoveryHandlers,
  ...userSessionHandlers,
  ...userRememberHandlers,
  ...openAuthHandlers,
  ...openIdHandlers,
  ...ssoHandlers,
  ...wishHandlers,
  ...schoolHandlers,
  ...schoolSearchHandlers,
  ...specialtyHandlers,
  ...professionHandlers,
  ...lineRankHandlers,
  ...aiHandlers,
  ...consultingHandlers,
  ...adminHandlers,
  ...seasonHandlers,
}
