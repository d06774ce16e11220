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
export { calibrationLine, calibrationMissNote, calibrationNoteFor, provinceCalibration, type ProvinceCalibration } from './admission/province-calibration.ts'
export { provinceSpreadScale, spreadScaleFor, MIN_SCALE_UNITS } from './admission/province-spread-scale.ts'
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
export { commonMoveFrom, provinceYearMoves, MIN_MOVE_UNITS } from './admission/common-move.ts'
export { commonMoveTrust, type CommonMoveTrust } from './admission/common-move-trust.ts'
export { lastOwnMove, revertingPart } from './admission/last-move-reversion.ts'
export type { CommonMoveParams, CommonMoveShift, CommonMoveTarget, ProvinceYearMove } from './admission/common-move.ts'
export type { YearContext } from './admission/common-shift.ts'
export { historyVolatility, institutionVolatilities, MIN_INSTITUTION_PEERS, shrunkVolatility } from './admission/volatility-prior.ts'
export type { InstitutionUnit } from './admission/volatility-prior.ts'
export { confidenceOfInterval, intervalCoverage, lineInterval, lineQuantileRank } from './admission/line-interval.ts'
export { admissionProbability, probabilityFromLine } from './admission/admission-probability.ts'
export { classifyTier, tierCutoffs } from './admission/classify-tier.ts'
export type { RiskAppetite, TierClassification, TierCutoffs } from './admission/classify-tier.ts'
export { unitIneligibilityReasons } from './admission/check-unit-eligibility.ts'
export type { EligibilityCandidate, EligibilityUnit } from './admission/check-unit-eligibility.ts'
export { assessUnits, orderAsList, orderAsListSteps, prepareUnits } from './admission/assess-units.ts'
export { labelledOutliers, OUTLIER_RATIO, ROUTE_LABEL } from './admission/labelled-outliers.ts'
export type { LabelledLine } from './admission/labelled-outliers.ts'
export { capFarLine, chancesBySelectivity, chancesBySelectivitySteps, FAR_LINE_CAP, isotonicIncreasing } from './admission/chances-by-selectivity.ts'
export type { ChanceItem } from './admission/chances-by-selectivity.ts'
export { chanceText, collegeReach, riskWords, unitWithMajors } from './admission/college-reach.ts'
export type { CollegeReach, ReachUnit } from './admission/college-reach.ts'
export { sharedCodeNotes, type CodedUnit } from './admission/shared-group-codes.ts'
export { completePlanTypes } from './units/plan-type-completion.ts'
export { retireReusedGroupCodes } from './units/retired-group-codes.ts'
export { MAJOR_JACCARD, linkRenumberedGroups } from './units/renumbered-groups.ts'
export type { RenumberedLink } from './units/renumbered-groups.ts'
export type { RetiredGroup, RetiredGroups } from './units/retired-group-codes.ts'
export type { PlanTypeCompletion } from './units/plan-type-completion.ts'
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
export { coverageByConfidence, fitIntervalWidening, type WideningAcrossYears } from './backtest/interval-coverage.ts'
export { casesAtScores, pointOffsets } from './backtest/score-candidates.ts'
export type { ScoreForecast } from './backtest/score-candidates.ts'
export type { CoverageRow } from './backtest/interval-coverage.ts'

export { provinceCodes } from './policy/province-policy.ts'
export type { BatchPolicy, ExamModel, GradeBand, GradeConversion, ProvinceCode, ProvincePolicy } from './policy/province-policy.ts'
export { findProvincePolicy, policyYears, provincePolicies, threePlusOnePlusTwoConversion } from './policy/province-policies.ts'
export { officialBatchName } from './policy/batch-name.ts'
export { applicableBatches } from './policy/applicable-batches.ts'
export { tieBreakOf, tieBreakRules, type TieBreakRule } from './policy/tie-break.ts'
export { nationalRetrievalPrinciple, retrievalPrincipleOf, retrievalPrinciples, type RetrievalPrinciple } from './policy/retrieval-principle.ts'

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

export { PLAN_TYPES, PLAN_TYPE_WORDINGS, classifyPlanType, isOrdinaryPlanType, namesCooperationPlan } from './plan-type/classify-plan-type.ts'
export type { PlanType, PlanTypeInput } from './plan-type/classify-plan-type.ts'

export { standardNormalCdf } from './math/normal.ts'
export { createSeededRandom, sampleStandardNormal } from './random/seeded-random.ts'
export type { SeededRandom } from './random/seeded-random.ts'

export { lineDistribution } from './admission/line-distribution.ts'
export type { LineDistribution } from './admission/line-distribution.ts'
export { simulateWishTable, simulateWishTableSteps } from './simulation/simulate-wish-table.ts'
export { runSteps } from './steps.ts'
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
export { fenToYuan, tuitionText, yuanLabel, yuanToFen } from './vocabulary/money.ts'
export { provinceShortName } from './vocabulary/province-name.ts'
export { HOLLAND_TYPES, hollandCodeOfName, hollandName } from './vocabulary/holland.ts'

// the unit build: rules over the reference rows (results, plans, control lines, rank tables), shared by the server and the backtest
export type { ControlLineRow, PlanRow, RankTableEntry, RankTableIndex, ResultRow, UnitYear } from './units/rows.ts'
export { PLACED_SOURCE } from './units/rows.ts'
export { eligibilityOf, ORDINARY, planTypeOfRow } from './plan-type/plan-type-of-row.ts'
export { laterRoundOf } from './units/admission-round.ts'
export { specialEchoes } from './units/special-echoes.ts'
export type { RoundFields } from './units/admission-round.ts'
export { predecessorLabel, predecessorLabelOf, successorLabelOf, successorTrack, trackOf } from './units/track-succession.ts'
export {
  batchLines,
  firstOrdinaryLine,
  lineKeysOfBatch,
  lineScores,
  ordinaryLine,
  UNDERGRADUATE_LINE_KEYS,
  VOCATIONAL_LINE_KEYS,
} from './units/control-line.ts'
export type { BatchLine } from './units/control-line.ts'
export { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor, qualityRank, requirementKey, requirementOf, soleCodes } from './units/unit-classify.ts'
export { atLineRank, batchFloors, fillLine, FLOOR_ABOVE_LINE, FLOOR_SCHOOLS } from './units/line-floor.ts'
export type { FillLine, FloorRow } from './units/line-floor.ts'
export { VOCATIONAL, vocationalFills } from './units/line-floor-vocational.ts'
export { cohortTotal, rankOf, tableLabel } from './units/rank-conversion.ts'
export type { RankContext } from './units/rank-conversion.ts'
export {
  gapOfScale,
  gapText,
  lacksRankTables,
  lineGap,
  LINE_GAP_NO_CHANCE,
  scaleOfGap,
  SCORE_LINE_SCALE,
  scoreLineExplain,
  scoreLineLabel,
  trackScoreLineLabel,
  scoreLineReason,
  shiftByLines,
} from './units/score-line.ts'
export {
  atLineYears,
  prepareScoreLineUnit,
  scoreLineModel,
  scoreLineNote,
  scoreLineRank,
  scoreLineTarget,
  scoreLineUnit,
  VOCATIONAL_SPREAD_WIDENING,
  vocationalWidening,
} from './units/score-line-units.ts'
export { offTableLabel, vocationalOffTable } from './units/score-line-batch.ts'
export type { OffTable } from './units/score-line-batch.ts'
export { collectDrafts, draftHistory } from './units/unit-drafts.ts'
export { APART_GROUP_CLASSES, apartGroup, apartGroupClass, type ApartGroup } from './units/apart-group.ts'
export type { Draft, DraftSet } from './units/unit-drafts.ts'
export { chooseUnits } from './units/unit-choose.ts'
export type { Chosen } from './units/unit-choose.ts'
export { forecastTarget, historyYear, institutionVolatilityOf, recentYears } from './units/unit-forecast.ts'
export type { PeerUnit, RecentYears } from './units/unit-forecast.ts'
export { indexPlans, planBook, planDraft } from './units/unit-plans.ts'
export type { Plan } from './units/unit-plans.ts'
export type { BatchUnits, IndexedUnit, ProvinceYearIndex, School } from './units/province-index.ts'
export { provinceLines } from './units/province-lines.ts'
export type { BuildProvince, ProvinceLines, TargetLine } from './units/province-lines.ts'
export { buildProvinceUnits, isOrdinaryResult, newestResultsYear } from './units/province-units.ts'
export type { ProvinceUnitsInput } from './units/province-units.ts'
