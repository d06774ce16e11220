import type { Db } from '../../../db/client.ts'

export type ProfileRecord = {
  provinceCode: string
  year: number
  score: number
  finalScore: number | null
  subjectType: number
  subjects: string[]
  manualRank: number | null
  riskAppetite: 'conservative' | 'balanced' | 'aggressive'
  updatedAt: Date
}

type Row = {
  province_code: string
  year: number
  score: string
  final_score: string | null
  subject_type: number
  subjects: string[] | string
  manual_rank: number | null
  risk_appetite: string
  updated_at: Date | string
}

export function createScoreProfileRepository(db: Db) {
  return {
    async find(userId: number): Promise<ProfileRecord | null> {
      const row = (await db.query<Row>('SELECT * FROM score_profiles WHERE user_id = $1', [userId]))[0]
      if (!row) return null
      return {
        provinceCode: row.province_code,
        year: row.year,
        score: Number(row.score),
        finalScore: row.final_score === null ? null : Number(row.final_score),
        subjectType: row.subject_type,
        subjects: typeof row.subjects === 'string' ? (JSON.parse(row.subjects) as string[]) : row.subjects,
        manualRank: row.manual_rank,
        riskAppetite: row.risk_appetite as ProfileRecord['riskAppetite'],
        updatedAt: new Date(row.updated_at),
      }
    },

    /** Stores the profile and mirrors it into the user row (StudentInfo Score/FinalScore, exam province/year), atomically. */
    async save(userId: number, p: ProfileRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO score_profiles (user_id, province_code, year, score, final_score, subject_type, subjects, manual_rank, risk_appetite, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
           ON CONFLICT (user_id) DO UPDATE SET province_code = $2, year = $3, score = $4, final_score = $5, subject_type = $6,
             subjects = $7::jsonb, manual_rank = $8, risk_appetite = $9, updated_at = $10`,
          [userId, p.provinceCode, p.year, p.score, p.finalScore, p.subjectType, JSON.stringify(p.subjects), p.manualRank, p.riskAppetite, p.updatedAt],
        )
        await tx.query('UPDATE users SET score = $2, final_score = $3, exam_province_id = $4, exam_year = $5 WHERE id = $1', [
          userId,
          p.score,
          p.finalScore,
          Number(p.provinceCode),
          p.year,
        ])
      })
    },
  }
}
