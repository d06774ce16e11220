import type { RequestContext } from '../../../http/context.ts'
import {
  batchLines,
  lineScores,
  predecessorLabel,
  subjectTypeLabels,
  type BatchLine,
  type ControlLineRow,
  type ProvincePolicy,
  type SubjectType,
} from '@gk/domain'
import { controlLineRows as readControlLines } from './reference.repository.ts'

// which line is a batch's ordinary line is the engine's rule (packages/domain, units/control-line.ts); this file reads and caches the rows

/** what the lines of a candidate depend on (the candidate itself lives in profile/, above this folder) */
type LineCandidate = { province: { code: string }; record: { year: number }; subjectType: SubjectType; policy: ProvincePolicy }

/** Every control line of a province up to a year (cached per province and year). */
export function controlLineRows(ctx: RequestContext, provinceCode: string, upTo: number): Promise<ControlLineRow[]> {
  return ctx.readModel.index(`wish:control:${provinceCode}:upto:${upTo}`, (db) => readControlLines(db, provinceCode, upTo))
}

/**
 * Control lines (批次线) by policy batch id for the candidate's year, else the newest earlier year's ({@link batchLines});
 * a first 3+1+2 year has no 物理类/历史类 line yet: the 理科/文科 line it continues, labelled by year.
 */
export async function controlLines(ctx: RequestContext, candidate: LineCandidate): Promise<Record<string, BatchLine>> {
  const rows = await controlLineRows(ctx, candidate.province.code, candidate.record.year)
  const label = subjectTypeLabels[candidate.subjectType]
  const labels = [label, predecessorLabel(candidate.policy, candidate.subjectType)].filter((l): l is string => l !== null)
  return batchLines(rows, labels)
}

/** {@link controlLines} as scores only (callers that do not show the lines' years). */
export async function controlLineScores(ctx: RequestContext, candidate: LineCandidate): Promise<Record<string, number>> {
  return lineScores(await controlLines(ctx, candidate))
}
