// @gk/domain: the pure gaokao engine. This file is the package's only entry point.
export { toRank, toScore, FillingMode, Subject, SubjectType, subjectTypeFromLabel, subjectTypeLabels, Tier } from './types.ts'
export type { Rank, RankRange, Score, SubjectCombo } from './types.ts'

export { makeScoreRankTable } from './rank/score-rank-table.ts'
export type { ScoreRankRow, ScoreRankRowInput, ScoreRankTable } from './rank/score-rank-table.ts'
export { scoreToRank, scoreToWorstRank } from './rank/score-to-rank.ts'
export { rankToScore } from './rank/rank-to-score.ts'
export { equivalentScore } from './rank/equivalent-score.ts'
export type { EquivalentScoreOptions } from './rank/equivalent-score.ts'

export { defaultAdmissionModel } from './admission/admission-model.ts'
export type { AdmissionModelParams, IntervalWidening } from './admission/admission-model.ts'
export { admissionModelFor, calibratedAdmissionModels } from './admission/calibrated-models.ts'
export { calibrationMissNote, calibrationNoteFor, provinceCalibration, type ProvinceCalibration } from './admission/province-calibration.ts'
export { estimateAdmissionLine, lineForecast, widenInterval } from './admission/estimate-admission-line.ts'
export type {
  AdmissionHistoryYear,
  AdmissionLineEstimate,
  AdmissionPeerContext,
  LineForecast,
  AdmissionTarget,
  Confidence,
} from './admission/estimate-admission-line.ts'
export { commonShift, commonShiftVariance } from './admission/common-shift.ts'
export type { YearContext } from './admission/common-shift.ts'
export { historyVolatility, institutionVolatilities, MIN_INSTITUTION_PEERS, shrunkVolatility } from './admission/volatility-prior.ts'
export type { InstitutionUnit } from './admission/volatility-prior.ts'
export { confidenceOfInterval, intervalCoverage, lineInterval, lineQuantileRank } from './admission/line-interval.ts'
export { admissionProbability, probabilityFromLine } from './admission/admission-probability.ts'
export { classifyTier, tierCutoffs } from './admission/classify-tier.ts'
export type { RiskAppetite, TierClassification, TierCutoffs } from './admission/classify-tier.ts'
export { unitIneligibilityReasons } from './admission/check-unit-eligibility.ts'
export type { EligibilityCandidate, EligibilityUnit } from './admission/check-unit-eligibility.ts'
export { assessUnits, prepareUnits } from './admission/assess-units.ts'
export type { AdmissionCandidate, AdmissionExplanation, AdmissionUnit, AssessOptions, PreparedUnit, UnitAssessment } from './admission/assess-units.ts'

export { baselineProbability } from './backtest/baseline-probability.ts'
export { brierScore, expectedCalibrationError, forecastMetrics, logLoss, reliabilityTable } from './backtest/forecast-metrics.ts'
export type { Forecast, ForecastMetrics, ReliabilityBin } from './backtest/forecast-metrics.ts'
export {
  backtestCases,
  backtestForecasts,
  backtestInputs,
  backtestMultipliers,
  casesOfForecasts,
  peerMinRanks,
  seatTotals,
  summariseBacktest,
} from './backtest/run-backtest.ts'
export type {
  BacktestCase,
  BacktestForecast,
  BacktestInput,
  BacktestInputOptions,
  BacktestParams,
  BacktestReport,
  BacktestRow,
} from './backtest/run-backtest.ts'
export { coverageByConfidence, fitIntervalWidening } from './backtest/interval-coverage.ts'
export { casesAtScores, pointOffsets } from './backtest/score-candidates.ts'
export type { ScoreForecast } from './backtest/score-candidates.ts'
export type { CoverageRow } from './backtest/interval-coverage.ts'

export { provinceCodes } from './policy/province-policy.ts'
export type { BatchPolicy, ExamModel, GradeBand, GradeConversion, ProvinceCode, ProvincePolicy } from './policy/province-policy.ts'
export { findProvincePolicy, policyYears, provincePolicies, threePlusOnePlusTwoConversion } from './policy/province-policies.ts'
export { applicableBatches } from './policy/applicable-batches.ts'

export { calendarTargetYear, freshnessNote, provinceSeason, rankTableNote, seasonAt, seasonStartMonth } from './season/season.ts'
export type { ProvinceDataYears, ProvinceSeason, Season } from './season/season.ts'
export type { ApplicableBatches, BatchCandidate } from './policy/applicable-batches.ts'

export { noSubjectRequirement } from './subject/subject-requirement.ts'
export type { FirstChoiceRequirement, SubjectRequirement } from './subject/subject-requirement.ts'
export { parseSubjectRequirement } from './subject/parse-subject-requirement.ts'
export { subjectComboProblems } from './subject/subject-combo-problems.ts'
export type { ParseSubjectRequirementOptions } from './subject/parse-subject-requirement.ts'
export { matchesSubjectRequirement, subjectRequirementMismatch } from './subject/matches-subject-requirement.ts'
export { subjectLabel, subjectShortLabel } from './subject/subject-labels.ts'

export { PLAN_TYPES, classifyPlanType, isOrdinaryPlanType } from './plan-type/classify-plan-type.ts'
export type { PlanType, PlanTypeInput } from './plan-type/classify-plan-type.ts'

export { standardNormalCdf } from './math/normal.ts'
export { createSeededRandom, sampleStandardNormal } from './random/seeded-random.ts'
export type { SeededRandom } from './random/seeded-random.ts'

export { lineDistribution } from './admission/line-distribution.ts'
export type { LineDistribution } from './admission/line-distribution.ts'
export { simulateWishTable } from './simulation/simulate-wish-table.ts'
export type { SimulationInput, SimulationMajor, SimulationOptions, SimulationResult, SimulationWish, WishOutcome } from './simulation/simulate-wish-table.ts'
export { checkWishTable } from './wish-table/check-wish-table.ts'
export type { CheckWishTableOptions, FindingSeverity, WishTableCandidate, WishTableEntry, WishTableFinding } from './wish-table/check-wish-table.ts'

export { riasecTypes, scoreHolland } from './assessment/score-holland.ts'
export type { HollandItem, HollandResult, RiasecType } from './assessment/score-holland.ts'
export { dichotomies, scorePersonalityType } from './assessment/score-personality-type.ts'
export type { ClarityLevel, Dichotomy, DichotomyResult, PersonalityTypeItem, PersonalityTypeResult, Pole } from './assessment/score-personality-type.ts'
export { scoreTemperament, temperaments } from './assessment/score-temperament.ts'
export type { Temperament, TemperamentItem, TemperamentKind, TemperamentResult } from './assessment/score-temperament.ts'
export { bigFiveDomains, scoreBigFive } from './assessment/score-big-five.ts'
export type { BigFiveDomain, BigFiveItem, BigFiveNorms, BigFiveScore } from './assessment/score-big-five.ts'

export {
  BEIJING_OFFSET_MS,
  beijingDay,
  beijingDigits,
  beijingMidnightMs,
  beijingMinute,
  beijingRfc3339,
  beijingSecond,
  beijingTimeOfDayMs,
} from './vocabulary/beijing-time.ts'
export type { Instant } from './vocabulary/beijing-time.ts'
export { fenToYuan, yuanLabel, yuanToFen } from './vocabulary/money.ts'
export { HOLLAND_TYPES, hollandCodeOfName, hollandName } from './vocabulary/holland.ts'
