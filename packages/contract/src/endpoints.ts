import type { z } from 'zod'
import type { EndpointSchema } from './groups/common.ts'
import { publicRegionEndpoints } from './groups/public.ts'
import { userAccountEndpoints } from './groups/user.ts'
import { productEndpoints } from './groups/product.ts'
import { paymentEndpoints } from './groups/payment.ts'
import { cardEndpoints } from './groups/card.ts'
import { partnerEndpoints } from './groups/partner.ts'
import { provinceFactsEndpoints } from './groups/province-facts.ts'
import { scoreProfileEndpoints } from './groups/score-profile.ts'
import { wishRecommendEndpoints } from './groups/wish-recommend.ts'
import { wishTableEndpoints } from './groups/wish-table.ts'
import { wishAutoTableEndpoints } from './groups/wish-auto-table.ts'
import { wishWhatIfEndpoints } from './groups/wish-what-if.ts'
import { assessmentEndpoints } from './groups/assessment.ts'
import { selectExamEndpoints } from './groups/select-exam.ts'
import { aiEndpoints } from './groups/ai.ts'
import { consultingEndpoints } from './groups/consulting.ts'
import { adminEndpoints } from './groups/admin.ts'
import { courseEndpoints } from './groups/course.ts'
import { portalEndpoints } from './groups/portal.ts'
import { learningEndpoints } from './groups/learning.ts'
import { userSigninEndpoints } from './groups/user-signin.ts'
import { openAuthEndpoints } from './groups/open-auth.ts'
import { userSsoEndpoints } from './groups/user-sso.ts'
import { schoolEndpoints } from './groups/school.ts'
import { specialtyEndpoints } from './groups/specialty.ts'
import { professionEndpoints } from './groups/profession.ts'
import { lookupPublicEndpoints } from './groups/lookup-public.ts'
import { seasonEndpoints } from './groups/season.ts'

/**
 * Every endpoint (each group file exports its endpoints; add a spread line here) the app serves, keyed `Group/Name` exactly as the spec's inventory spells it.
 * The same string is the URL (`POST /api/Group/Name`), the handler key and the query key.
 */
export const endpoints = {
  ...userAccountEndpoints,
  ...publicRegionEndpoints,
  ...productEndpoints,
  ...paymentEndpoints,
  ...cardEndpoints,
  ...partnerEndpoints,
  ...provinceFactsEndpoints,
  ...scoreProfileEndpoints,
  ...wishRecommendEndpoints,
  ...wishTableEndpoints,
  ...wishAutoTableEndpoints,
  ...wishWhatIfEndpoints,
  ...assessmentEndpoints,
  ...selectExamEndpoints,
  ...aiEndpoints,
  ...consultingEndpoints,
  ...adminEndpoints,
  ...courseEndpoints,
  ...portalEndpoints,
  ...learningEndpoints,
  ...userSigninEndpoints,
  ...openAuthEndpoints,
  ...userSsoEndpoints,
  ...schoolEndpoints,
  ...specialtyEndpoints,
  ...professionEndpoints,
  ...lookupPublicEndpoints,
  ...seasonEndpoints,
} satisfies Record<`${string}/${string}`, EndpointSchema>

export type EndpointName = keyof typeof endpoints
/** What the client sends. */
export type Input<N extends EndpointName> = z.input<(typeof endpoints)[N]['input']>
/** What the handler receives after validation and defaults. */
export type Params<N extends EndpointName> = z.output<(typeof endpoints)[N]['input']>
/** What the server answers in `data`. */
export type Output<N extends EndpointName> = z.output<(typeof endpoints)[N]['output']>

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name)
}
