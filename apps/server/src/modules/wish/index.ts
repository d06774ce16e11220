import { autoTableHandlers } from './table/auto-table.handlers.ts'
import { provinceFactsHandlers } from './recommend/province-facts.handlers.ts'
import { recommendHandlers } from './recommend/recommend.handlers.ts'
import { scoreProfileHandlers } from './profile/score-profile.handlers.ts'
import { whatIfHandlers } from './recommend/what-if.handlers.ts'
import { wishTableHandlers } from './table/wish-table.handlers.ts'

/** Application filling: province facts, score profile, recommendations, wish tables. */
export const wishHandlers = {
  ...provinceFactsHandlers,
  ...scoreProfileHandlers,
  ...recommendHandlers,
  ...wishTableHandlers,
  ...autoTableHandlers,
  ...whatIfHandlers,
}
