import type { Batch, ScoreProfile } from '@gk/contract'
import { paths, type AppPath } from '../../../config/paths.ts'
import { storage } from '../../../lib/storage.ts'
import { useBatches, useScoreProfile } from '../api/wish-queries.ts'
import { draftSlotOf } from './profile-scope.ts'

/** The wish-table page of a filling mode. */
export const editorPathOf: Record<Batch['FillingMode'], AppPath> = {
  'major-group': paths.collegeToSpecialty,
  major: paths.specialtyToCollege,
  school: paths.adjustWish,
}

/**
 * The batch remembered in TBInfo for this profile's province, track and year (or the first available
 * one) with the candidate's profile. A batch remembered under another province is not this one's,
 * even where the ids are the same (`undergraduate`).
 */
export function useCurrentBatch() {
  const profile = useScoreProfile()
  const scoreProfile = profile.data?.ScoreProfile ?? null
  const isNewExam = scoreProfile?.IsNewExam ?? true
  const batches = useBatches(isNewExam)
  const remembered = storage.get('TBInfo')
  const stored = scoreProfile && remembered && remembered.Slot === draftSlotOf(scoreProfile, remembered.BatchId) ? remembered.BatchId : null
  const batch = batches.data?.find((b) => b.BatchId === stored && b.IsAvailable) ?? batches.data?.find((b) => b.IsAvailable && b.UnitCount > 0)
  return {
    profile: scoreProfile,
    isLoading: profile.isLoading || (scoreProfile !== null && batches.isLoading),
    hasProfile: profile.data ? scoreProfile !== null : null,
    batch: batch ?? null,
    batches: batches.data ?? [],
  }
}

export function rememberBatch(profile: ScoreProfile, batchId: string): void {
  storage.set('TBInfo', { BatchId: batchId, Slot: draftSlotOf(profile, batchId) })
}

/** The draft slot of a batch for the current profile (`draftSlotOf`); '' until the profile is known. */
export function useDraftSlot(batchId: string): string {
  const profile = useScoreProfile().data?.ScoreProfile
  return profile ? draftSlotOf(profile, batchId) : ''
}
