// The 线差 scale (ADR 026) is the engine's (packages/domain, units/score-line.ts): the unit build and the backtest read the same one.
export {
  gapOfScale,
  gapText,
  lacksRankTables,
  lineGap,
  scaleOfGap,
  SCORE_LINE_SCALE,
  scoreLineExplain,
  scoreLineLabel,
  scoreLineReason,
  shiftByLines,
} from '@gk/domain'
