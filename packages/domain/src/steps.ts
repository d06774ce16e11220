/**
 * Runs a stepped computation (a generator that pauses between bounded pieces of work) to its end in one go.
 * The stepped form exists so a server can give its event loop up between the pieces (issue 33); a caller
 * with nothing else to do drives it here and gets the same result.
 *
 * @example
 * runSteps((function* () { yield; return 42 })()) //=> 42
 */
export function runSteps<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
