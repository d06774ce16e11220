import { autoTableHandlers } from './auto-table.handlers.ts'
import { provinceFactsHandlers } from './province-facts.handlers.ts'
import { recommendHandlers } from './recommend.handlers.ts'
import { scoreProfileHandlers } from './score-profile.handlers.ts'
import { whatIfHandlers } from './what-if.handlers.ts'
import { wishTableHandlers } from './wish-table.handlers.ts'

/** Application filling: province facts, score profile, recommendations, wish tables. */
export const wishHandlers = {
  ...provinceFactsHandlers,
  ...scoreProfileHandlers,
  ...recommendHandlers,
  ...wishTableHandlers,
  ...autoTableHandlers,
  ...whatIfHandlers,
}
