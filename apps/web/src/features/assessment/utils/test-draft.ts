import type { AssessmentKind } from '@gk/contract'

/** Answers in progress, kept on the device so leaving the test and coming back loses nothing. */
export type TestDraft = { version: string; answers: Record<string, number>; index: number }

const key = (kind: AssessmentKind) => `gk-assessment-draft:${kind}`

/** The saved draft of a kind, or null when there is none or it belongs to an older item bank. */
export function readDraft(kind: AssessmentKind, version: string): TestDraft | null {
  try {
    const raw = localStorage.getItem(key(kind))
    if (!raw) return null
    const draft = JSON.parse(raw) as TestDraft
    return draft.version === version && typeof draft.answers === 'object' ? draft : null
  } catch {
    return null
  }
}

export function saveDraft(kind: AssessmentKind, draft: TestDraft): void {
  try {
    localStorage.setItem(key(kind), JSON.stringify(draft))
  } catch {
    // private mode or full storage: the test still works, only without resume
  }
}

export function clearDraft(kind: AssessmentKind): void {
  try {
    localStorage.removeItem(key(kind))
  } catch {
    // nothing to clear
  }
}

/** Which assessment a route's `type` query names (defaults to Holland). */
export function kindOf(value: string | null): AssessmentKind {
  return value === 'mbti' || value === 'personality' ? value : 'holland'
}

/** The report route of each kind. */
export const reportPath = { holland: 'pages/personal/mbtidetail2', mbti: 'pages/personal/mbtidetail', personality: 'pages/personal/mbtidetail3' } as const
