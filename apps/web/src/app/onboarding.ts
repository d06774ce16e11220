import { callApi } from '../lib/api-client.ts'
import { apiQuery } from '../lib/queries.ts'
import { queryClient } from '../lib/query-client.ts'
import { paths } from '../config/paths.ts'

/** `from=` value of the score form when it is the first step after sign-in: saving goes on to the 冲稳保 list. */
export const ONBOARDING = 'onboarding'

/**
 * Where a student goes after signing in without a `redirect`: one who has not entered a score yet
 * is led to the score form (and from there to the first 冲稳保 list); the others to 我的.
 */
export async function landingAfterSignIn(): Promise<string> {
  try {
    const config = await queryClient.fetchQuery({
      ...apiQuery('User/SysUserConfig', {}),
      queryFn: () => callApi('User/SysUserConfig', {}, { quiet: true }),
      staleTime: 0,
    })
    if (config.ScoreProfile === null) return `/${paths.scoreForm}?from=${ONBOARDING}`
  } catch {
    // the profile could not be read: 我的 is a safe place to land
  }
  return `/${paths.personal}`
}
