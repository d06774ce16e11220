// The plan-type rules live in the engine (packages/domain, plan-type-of-row.ts): the unit build and the backtest read the same ones.
export { eligibilityOf, ORDINARY, planTypeOfRow } from '@gk/domain'
