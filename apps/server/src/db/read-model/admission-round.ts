import { laterRoundOf, type RoundFields } from '@gk/domain'

// which round a row belongs to is the engine's rule (packages/domain, units/admission-round.ts); the page wording and the SQL mirror of it stay here
export { laterRoundOf, type RoundFields } from '@gk/domain'

const roundPhrase = /(第[一二三四五六七八九\d]次)?(征集|征求)(志愿)?|降分(投档|录取)?|补录|第[二三四五六七八九2-9]次(填报|投档)/

/**
 * The batch as a page shows a raw row: a solicitation round marked only in the group or major wording
 * gets it named after the batch (「本科批（第1次征集）」), so its lower score is never read as the main line.
 */
export function batchWithRound(row: RoundFields): string {
  const batch = row.batch ?? ''
  if (laterRoundOf({ ...row, major_group: null, major_name: null }) !== null) return batch
  const phrase = [row.major_group, row.major_name].map((t) => t?.match(roundPhrase)?.[0]).find(Boolean)
  return phrase ? `${batch}（${phrase}）` : batch
}

/** SQL condition (on `admission_results`) for rows of the main round, the same rule as `laterRoundOf`. */
export const MAIN_ROUND_SQL = `NOT (coalesce(batch, '') || ' ' || coalesce(major_group, '') || ' ' || coalesce(major_name, '') ~ '(征集|征求|补录|降分|第[二三四五六七八九2-9]次(填报|投档))')`
