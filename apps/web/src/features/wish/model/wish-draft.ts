import { useSyncExternalStore } from 'react'
import type { UnitListRow } from '@gk/contract'
import { storage } from '../../../lib/storage.ts'
import { shownChance } from './shown-chance.ts'

/** One wish of the draft table as kept in local storage (`selectedSchool`). */
export type DraftWish = {
  UnitId: string
  Label: string
  SchoolName: string
  GroupCode: string | null
  MajorName: string | null
  MajorNames: string[]
  IsAdjustmentAccepted: boolean
  Probability: number | null
  Tier: UnitListRow['Tier']
  /** the one-tap table's line on why this wish is here (冲/稳/保, last year's rank, yours) */
  Explanation?: string
}

/** What the one-tap table said about itself: the 冲稳保 mix, 调剂 advice, loosened preferences. */
export type GeneratedNote = { summary: string; advice: string[] }

/**
 * `slot` is the province, track, year and batch the draft belongs to (`draftSlotOf`): batch ids such as
 * `undergraduate` repeat across provinces, so a draft kept by batch id alone showed one province's
 * wishes in another's table. `batchId` is the batch itself.
 */
export type Draft = { slot: string; batchId: string; selectedSchool: DraftWish[]; wishId?: number; version?: number; generated?: GeneratedNote }

/**
 * One store for every draft, member or not: the table a student builds is theirs whatever they pay
 * (before, members and others had a store each, and activating a card showed an empty table).
 */
const KEY = 'batchTypeTotalListForecast'

const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function labelOf(row: Pick<UnitListRow, 'SchoolName' | 'GroupCode' | 'MajorName'>): string {
  return `${row.SchoolName}${row.GroupCode ? ` 第${row.GroupCode}组` : ''}${row.MajorName ? ` ${row.MajorName}` : ''}`
}

export function toDraftWish(row: UnitListRow): DraftWish {
  return {
    UnitId: row.UnitId,
    Label: labelOf(row),
    SchoolName: row.SchoolName,
    GroupCode: row.GroupCode,
    MajorName: row.MajorName,
    MajorNames: [],
    IsAdjustmentAccepted: true,
    Probability: shownChance(row),
    Tier: row.Tier,
  }
}

const batchOfSlot = (slot: string) => slot.split('|').at(-1) ?? ''

export function readDraft(slot: string): Draft {
  const all = (storage.get(KEY) ?? []) as Partial<Draft>[]
  // drafts of older builds carry no slot: they cannot say whose they were, so they are not shown
  return (all.find((d) => d.slot === slot) as Draft | undefined) ?? { slot, batchId: batchOfSlot(slot), selectedSchool: [] }
}

export function writeDraft(draft: Draft): void {
  const all = ((storage.get(KEY) ?? []) as Partial<Draft>[]).filter((d) => d.slot !== undefined && d.slot !== draft.slot)
  storage.set(KEY, [...all, draft] as Draft[])
  emit()
}

export function updateDraft(slot: string, change: (d: Draft) => Draft): void {
  writeDraft(change(readDraft(slot)))
}

/** The draft of one slot, re-read whenever any page changes it. */
export function useDraft(slot: string): Draft {
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => JSON.stringify(readDraft(slot)),
  )
  return JSON.parse(snapshot) as Draft
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item!)
  return next
}
