import { type FillingMode, type SubjectType } from '../types.ts'
import { type BatchPolicy, type ProvincePolicy } from './province-policy.ts'

/** A candidate as far as batch eligibility goes. */
export type BatchCandidate = {
  readonly subjectType: SubjectType
  /** 投档成绩, compared with `controlLines` when given */
  readonly score?: number
  /** 批次线 by batch id for this candidate's subject type (published data, not policy) */
  readonly controlLines?: Readonly<Record<string, number>>
}

/** The batches a candidate may fill and the filling mode of the main one. */
export type ApplicableBatches = {
  readonly batches: readonly BatchPolicy[]
  readonly mainBatch: BatchPolicy | undefined
  readonly fillingMode: FillingMode | undefined
  /** Chinese reasons for any batch left out */
  readonly excluded: readonly { readonly batchId: string; readonly reason: string }[]
}

/**
 * Which batches (批次) and which filling mode apply to a candidate under a province's policy:
 * the subject type must exist that year and the score must reach each batch's control line.
 *
 * @example
 * applicableBatches(findProvincePolicy('jiangsu', 2025)!, { subjectType: 'physics', score: 470,
 *   controlLines: { undergraduate: 463 } }).fillingMode //=> 'major-group'
 */
export function applicableBatches(policy: ProvincePolicy, candidate: BatchCandidate): ApplicableBatches {
  if (!policy.subjectTypes.includes(candidate.subjectType)) {
    return {
      batches: [],
      mainBatch: undefined,
      fillingMode: undefined,
      excluded: policy.batches.map((b) => ({
        batchId: b.id,
        reason: `${policy.year}年${policy.provinceName}不设该科类`,
      })),
    }
  }
  const batches: BatchPolicy[] = []
  const excluded: { batchId: string; reason: string }[] = []
  for (const batch of policy.batches) {
    const line = candidate.controlLines?.[batch.id]
    if (line !== undefined && candidate.score !== undefined && candidate.score < line) {
      excluded.push({ batchId: batch.id, reason: `未达${batch.name}控制线（${line}分）` })
    } else {
      batches.push(batch)
    }
  }
  const mainBatch = batches.find((b) => b.id === policy.mainBatchId) ?? batches[0]
  return { batches, mainBatch, fillingMode: mainBatch?.fillingMode, excluded }
}
