import type { Batch } from '@gk/contract'
import { paths, type AppPath } from '../../../config/paths.ts'
import { storage } from '../../../lib/storage.ts'
import { useBatches, useScoreProfile } from '../api/wish-queries.ts'

/** The wish-table page of a filling mode. */
export const editorPathOf: Record<Batch['FillingMode'], AppPath> = {
  'major-group': paths.collegeToSpecialty,
  major: paths.specialtyToCollege,
  school: paths.adjustWish,
}

/** The batch remembered in TBInfo (or the first available one) with the candidate's profile. */
export function useCurrentBatch() {
  const profile = useScoreProfile()
  const isNewExam = profile.data?.ScoreProfile?.IsNewExam ?? true
  const batches = useBatches(isNewExam)
  const stored = storage.get('TBInfo')?.BatchId
  const batch = batches.data?.find((b) => b.BatchId === stored && b.IsAvailable) ?? batches.data?.find((b) => b.IsAvailable && b.UnitCount > 0)
  return {
    profile: profile.data?.ScoreProfile ?? null,
    isLoading: profile.isLoading || batches.isLoading,
    hasProfile: profile.data ? profile.data.ScoreProfile !== null : null,
    batch: batch ?? null,
    batches: batches.data ?? [],
  }
}

export function rememberBatch(batch: Batch): void {
  storage.set('TBInfo', { BatchId: batch.BatchId })
}
