import type { EndpointName, Input, Output } from '@gk/contract'
import type { TestApp } from '../../testing/build-test-app.ts'

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
