// Whether a 专科 batch is compared by 线差 (ADR 030) is the engine's rule (packages/domain, units/score-line-batch.ts).
export { offTableLabel, vocationalOffTable, type OffTable } from '@gk/domain'
