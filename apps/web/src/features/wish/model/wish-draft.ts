import { useSyncExternalStore } from 'react'
import type { UnitListRow } from '@gk/contract'
import { storage } from '../../../lib/storage.ts'

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

export type Draft = { batchId: string; selectedSchool: DraftWish[]; wishId?: number; version?: number; generated?: GeneratedNote }

type Key = 'batchTypeTotalList' | 'batchTypeTotalListForecast'

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
    Probability: row.Probability,
    Tier: row.Tier,
  }
}

/** Members fill with probabilities (…Forecast list), others with the plain list (keys). */
export const draftKey = (isForecast: boolean): Key => (isForecast ? 'batchTypeTotalListForecast' : 'batchTypeTotalList')

export function readDraft(key: Key, batchId: string): Draft {
  const all = (storage.get(key) ?? []) as Draft[]
  return all.find((d) => d.batchId === batchId) ?? { batchId, selectedSchool: [] }
}

export function writeDraft(key: Key, draft: Draft): void {
  const all = ((storage.get(key) ?? []) as Draft[]).filter((d) => d.batchId !== draft.batchId)
  storage.set(key, [...all, draft])
  emit()
}

export function updateDraft(key: Key, batchId: string, change: (d: Draft) => Draft): void {
  writeDraft(key, change(readDraft(key, batchId)))
}

/** The draft of one batch, re-read whenever any page changes it. */
export function useDraft(key: Key, batchId: string): Draft {
  const snapshot = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => JSON.stringify(readDraft(key, batchId)),
  )
  return JSON.parse(snapshot) as Draft
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item!)
  return next
}
