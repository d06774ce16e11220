import type { AssessmentKind } from '@gk/contract'
import type { Db } from '../../db/client.ts'

export type AssessmentRow = {
  id: number
  user_id: number
  kind: AssessmentKind
  version: string
  result: unknown
  summary: string
  created_at: Date
}

/** Reference rows the reports match by Holland code. */
export type MajorRef = { id: string; name: string; category: string; sub_category: string }
export type OccupationRef = { code: string; name: string; holland: string; description: string | null; level: number }

export function createAssessmentRepository(db: Db) {
  return {
    async insert(row: {
      userId: number
      kind: AssessmentKind
      version: string
      answers: Record<string, number>
      result: unknown
      summary: string
      at: Date
    }): Promise<number> {
      const [inserted] = await db.query<{ id: number }>(
        `INSERT INTO assessment_results (user_id, kind, version, answers, result, summary, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [row.userId, row.kind, row.version, JSON.stringify(row.answers), JSON.stringify(row.result), row.summary, row.at],
      )
      return inserted!.id
    },
    async list(userId: number, kind: AssessmentKind | undefined): Promise<AssessmentRow[]> {
      return db.query<AssessmentRow>(
        `SELECT id, user_id, kind, version, result, summary, created_at FROM assessment_results
         WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY created_at DESC, id DESC LIMIT 100`,
        [userId, kind ?? null],
      )
    },
    /** One result of the user (the latest of a kind when no id is given); never another user's. */
    async find(userId: number, kind: AssessmentKind, id: number | undefined): Promise<AssessmentRow | null> {
      const [row] = await db.query<AssessmentRow>(
        `SELECT id, user_id, kind, version, result, summary, created_at FROM assessment_results
         WHERE user_id = $1 AND kind = $2 AND ($3::int IS NULL OR id = $3) ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId, kind, id ?? null],
      )
      return row ?? null
    },
  }
}

/** 本科 majors and coded occupations; empty when the reference data is not loaded (plain tests). */
export async function loadMatchReference(db: Db): Promise<{ majors: MajorRef[]; occupations: OccupationRef[] }> {
  try {
    const majors = await db.query<MajorRef>(`SELECT id, name, category, sub_category FROM majors WHERE level = '本科' ORDER BY code`)
    const occupations = await db.query<OccupationRef>(`SELECT code, name, holland, description, level FROM occupations WHERE holland IS NOT NULL ORDER BY code`)
    return { majors, occupations }
  } catch {
    return { majors: [], occupations: [] }
  }
}
