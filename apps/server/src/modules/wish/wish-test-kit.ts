import type { EndpointName, Input, Output } from '@gk/contract'
import type { SubjectType } from '@gk/domain'
import type { TestApp } from '../../testing/build-test-app.ts'

/** The test candidate's 选科 for each track (再选 two of 化生 / 政地; 3+3's 物化生), saved with the score profile. */
export const electives: Record<SubjectType, string[]> = {
  physics: ['chemistry', 'biology'],
  history: ['politics', 'geography'],
  combined: ['physics', 'chemistry', 'biology'],
  science: [],
  liberal: [],
}

// the one place tests make a candidate is testing/students.ts; re-exported for the wish tests that import it from here
export { signUpCandidate } from '../../testing/students.ts'

/**
 * `app.call` with the success data typed as present: these tests assert the code first, and a
 * failing call then fails the test on the assertion, not on a null check.
 */
export function typedCall(getApp: () => TestApp) {
  return async <N extends EndpointName>(name: N, input: Input<N> | Record<string, unknown>, token?: string) =>
    (await getApp().call(name, input, token)) as { code: number; message: string; data: Output<N> }
}
