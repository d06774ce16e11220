import type { ProvincePolicy } from './province-policy.ts'

/** The 文/理 era's 本科 batches, merged into one 本科批 by every 新高考 reform. */
const LEGACY_UNDERGRADUATE = /^本科[一二三]批(次)?$/

/**
 * The official name of a batch a source row labels: a third-party plan of 河南 2026 still says 本科一批
 * though 河南's first 3+1+2 year (2025) merged 一批 and 二批 into 普通本科批 — shown as it came, the college page
 * named a batch that no longer exists (issue #32 item 7). A legacy 本科一批/二批 label in a reformed year reads as
 * the policy's main 本科 batch; any other label, and every label of a 文/理 year, is kept as published.
 *
 * @example
 * officialBatchName(findProvincePolicy('henan', 2026), '本科一批') //=> '普通本科批'
 * officialBatchName(findProvincePolicy('xizang', 2026), '本科一批') //=> '本科一批'
 */
export function officialBatchName(policy: ProvincePolicy | undefined, label: string): string {
  if (!policy || policy.examModel === 'traditional' || !LEGACY_UNDERGRADUATE.test(label)) return label
  if (policy.batches.some((b) => b.name === label)) return label
  return policy.batches.find((b) => b.id === policy.mainBatchId)?.name ?? label
}
