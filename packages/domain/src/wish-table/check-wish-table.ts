import { classifyTier, tierCutoffs, type RiskAppetite } from '../admission/classify-tier.ts'
import { type ProvincePolicy } from '../policy/province-policy.ts'
import { subjectRequirementMismatch } from '../subject/matches-subject-requirement.ts'
import { type SubjectRequirement } from '../subject/subject-requirement.ts'
import { type SubjectCombo, type SubjectType } from '../types.ts'

/** One 志愿 as the checker sees it. */
export type WishTableEntry = {
  readonly unitId: string
  readonly batchId: string
  readonly subjectType?: SubjectType
  readonly requirement?: SubjectRequirement
  /** majors chosen inside the unit (group and school modes; at most one in 专业+院校 mode) */
  readonly majorIds?: readonly string[]
  readonly isAdjustmentAccepted?: boolean
  /** 录取概率 of the unit, when assessed */
  readonly probability?: number
  /** 录取概率 of each listed major, same order as majorIds, when known */
  readonly majorProbabilities?: readonly number[]
}

/** How bad a finding is: fatal blocks saving, serious needs a decision, warning is advice. */
export type FindingSeverity = 'fatal' | 'serious' | 'warning'

/** One problem found in a 志愿表. `position` is the 1-based wish number, or null for the whole table. */
export type WishTableFinding = {
  readonly severity: FindingSeverity
  readonly position: number | null
  readonly code:
    | 'too-many-wishes'
    | 'too-many-majors'
    | 'duplicate'
    | 'subject-mismatch'
    | 'subject-type-mismatch'
    | 'ineligible-batch'
    | 'adjustment-risk'
    | 'order'
    | 'no-safe-unit'
    | 'single-tier'
  readonly message: string
}

/** The candidate as the checker needs it. */
export type WishTableCandidate = {
  readonly subjectCombo: SubjectCombo
  /** batches the candidate may fill (see applicableBatches) */
  readonly batchIds: readonly string[]
}

/** Options of {@link checkWishTable}. */
export type CheckWishTableOptions = {
  readonly riskAppetite?: RiskAppetite
  /** a safety unit must reach this probability (product-anchors §4 step 10: 95 %) */
  readonly safetyProbability?: number
  /** an earlier wish this much more likely than a later one is an order problem */
  readonly orderMargin?: number
}

/**
 * Checks a 志愿表 against the province policy (slot count, majors per wish, duplicates, 选科, 批次,
 * refused 调剂, order, a safety unit, tier spread). Findings are sorted by position.
 *
 * @example
 * checkWishTable(wishes, findProvincePolicy('jiangsu', 2025)!, candidate)
 * //=> [{ severity: 'fatal', position: 41, code: 'too-many-wishes', message: '超过本科批次最多40个志愿' }, …]
 */
export function checkWishTable(
  wishes: readonly WishTableEntry[],
  policy: ProvincePolicy,
  candidate: WishTableCandidate,
  options: CheckWishTableOptions = {},
): WishTableFinding[] {
  const findings: WishTableFinding[] = []
  const cutoffs = tierCutoffs[options.riskAppetite ?? 'balanced']
  const safety = options.safetyProbability ?? 0.95
  const margin = options.orderMargin ?? 0.15
  const seen = new Map<string, number>()
  const countByBatch = new Map<string, number>()
  wishes.forEach((wish, index) => {
    const position = index + 1
    const batch = policy.batches.find((b) => b.id === wish.batchId)
    if (!batch || !candidate.batchIds.includes(wish.batchId)) {
      findings.push({
        severity: 'fatal',
        position,
        code: 'ineligible-batch',
        message: `第${position}志愿所在批次考生不能填报`,
      })
    }
    if (batch) {
      const count = (countByBatch.get(batch.id) ?? 0) + 1
      countByBatch.set(batch.id, count)
      if (count === batch.maxWishes + 1) {
        findings.push({
          severity: 'fatal',
          position,
          code: 'too-many-wishes',
          message: `超过${batch.name}最多${batch.maxWishes}个志愿`,
        })
      }
      const majors = wish.majorIds?.length ?? 0
      if (majors > batch.maxMajorsPerWish) {
        findings.push({
          severity: 'fatal',
          position,
          code: 'too-many-majors',
          message: `第${position}志愿填了${majors}个专业，最多${batch.maxMajorsPerWish}个`,
        })
      }
      const majorProbabilities = wish.majorProbabilities ?? []
      const riskyMajor = majorProbabilities.some((p) => p < cutoffs.match)
      const isNearLine = wish.probability !== undefined && wish.probability < cutoffs.safe
      if (batch.hasAdjustment && wish.isAdjustmentAccepted === false && (riskyMajor || isNearLine)) {
        findings.push({
          severity: riskyMajor ? 'serious' : 'warning',
          position,
          code: 'adjustment-risk',
          message: `第${position}志愿不服从调剂，所填专业未必能录取，可能被退档并失去本批次机会`,
        })
      }
    }
    const key = batch?.fillingMode === 'major' ? `${wish.unitId}|${wish.majorIds?.[0] ?? ''}` : wish.unitId
    const first = seen.get(key)
    if (first !== undefined) {
      findings.push({
        severity: 'serious',
        position,
        code: 'duplicate',
        message: `第${position}志愿与第${first}志愿重复`,
      })
    } else seen.set(key, position)
    if (wish.subjectType !== undefined && wish.subjectType !== candidate.subjectCombo.subjectType) {
      findings.push({
        severity: 'fatal',
        position,
        code: 'subject-type-mismatch',
        message: `第${position}志愿的科类与考生不符`,
      })
    }
    if (wish.requirement) {
      const mismatch = subjectRequirementMismatch(wish.requirement, candidate.subjectCombo)
      if (mismatch !== null) {
        findings.push({
          severity: 'fatal',
          position,
          code: 'subject-mismatch',
          message: `第${position}志愿选科不符：${mismatch}`,
        })
      }
    }
  })
  findings.push(...orderFindings(wishes, cutoffs.safe, margin))
  const assessed = wishes.filter((w) => w.probability !== undefined)
  if (assessed.length > 0) {
    if (!assessed.some((w) => w.probability! >= safety)) {
      findings.push({
        severity: 'serious',
        position: null,
        code: 'no-safe-unit',
        message: `没有录取概率不低于${Math.round(safety * 100)}%的保底志愿，有滑档风险`,
      })
    }
    const tiers = new Set(assessed.map((w) => classifyTier(w.probability!, cutoffs).tier ?? 'hidden'))
    if (assessed.length >= 3 && tiers.size === 1) {
      findings.push({
        severity: 'warning',
        position: null,
        code: 'single-tier',
        message: '所有志愿都在同一档（冲/稳/保），梯度不合理',
      })
    }
  }
  return findings.sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity))
}

/** A safe unit placed before a clearly less likely one makes the later wish useless (it is never reached). */
function orderFindings(wishes: readonly WishTableEntry[], safe: number, margin: number): WishTableFinding[] {
  const findings: WishTableFinding[] = []
  let safest: { position: number; probability: number } | null = null
  wishes.forEach((wish, index) => {
    const p = wish.probability
    if (p === undefined) return
    if (safest && safest.probability >= safe && p < safest.probability - margin) {
      findings.push({
        severity: 'serious',
        position: index + 1,
        code: 'order',
        message: `第${safest.position}志愿比第${index + 1}志愿更稳却排在前面，第${index + 1}志愿基本不会被检索到`,
      })
    }
    if (!safest || p > safest.probability) safest = { position: index + 1, probability: p }
  })
  return findings
}
