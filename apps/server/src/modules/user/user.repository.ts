import { liveMemberType, type UserInfo } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { regions } from '../../db/regions.ts'

export type UserRow = {
  id: number
  mobile: string
  password_hash: string | null
  nickname: string
  avatar: string
  real_name: string
  school_name: string
  grade: string
  exam_province_id: number | null
  exam_year: number | null
  member_type: number | null
  /** null: no end (set by migration 0020; purchases and cards always set it) */
  member_expire_at: Date | null
  score: string | null
  final_score: string | null
}

export type ProfilePatch = Partial<{
  nickname: string
  avatar: string
  realName: string
  schoolName: string
  grade: string
  examProvinceId: number
  examYear: number
}>

const patchColumns: Record<keyof ProfilePatch, string> = {
  nickname: 'nickname',
  avatar: 'avatar',
  realName: 'real_name',
  schoolName: 'school_name',
  grade: 'grade',
  examProvinceId: 'exam_province_id',
  examYear: 'exam_year',
}

export type SessionRow = {
  id: number
  terminal_type: number
  user_agent: string
  ip: string
  created_at: Date
  last_seen_at: Date
}

function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`
}

export function createUserRepository(db: Db) {
  return {
    async findByMobile(mobile: string): Promise<UserRow | null> {
      const rows = await db.query<UserRow>('SELECT * FROM users WHERE mobile = $1', [mobile])
      return rows[0] ?? null
    },
    async findById(id: number): Promise<UserRow | null> {
      const rows = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id])
      return rows[0] ?? null
    },
    /** Inserts a user; returns null when the mobile is already registered. */
    async insert(user: {
      mobile: string
      passwordHash: string
      nickname: string
      examProvinceId?: number | undefined
      examYear?: number | undefined
      channelCode?: string | undefined
      agreementVersion: string
      now: Date
    }): Promise<number | null> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO users (mobile, password_hash, nickname, exam_province_id, exam_year, channel_code, agreement_version, agreement_accepted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (mobile) DO NOTHING RETURNING id`,
        [
          user.mobile,
          user.passwordHash,
          user.nickname,
          user.examProvinceId ?? null,
          user.examYear ?? null,
          user.channelCode ?? '',
          user.agreementVersion,
          user.now,
        ],
      )
      return rows[0]?.id ?? null
    },
    async updateProfile(id: number, patch: ProfilePatch, now: Date): Promise<void> {
      const entries = Object.entries(patch).filter(([, v]) => v !== undefined) as [keyof ProfilePatch, unknown][]
      if (entries.length === 0) return
      const sets = entries.map(([key], i) => `${patchColumns[key]} = $${i + 2}`)
      await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = $${entries.length + 2} WHERE id = $1`, [id, ...entries.map(([, v]) => v), now])
    },
    async updateRecommendCode(id: number, recommendCode: string, now: Date): Promise<void> {
      await db.query('UPDATE users SET recommend_code = $2, updated_at = $3 WHERE id = $1', [id, recommendCode, now])
    },
    /** The user's signed-in devices: sessions neither revoked nor expired at `now`, most recently seen first. */
    async liveSessions(userId: number, now: Date): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT id, terminal_type, user_agent, ip, created_at, last_seen_at FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_seen_at DESC, id DESC LIMIT 50`,
        [userId, now],
      )
    },
    async updatePasswordHash(id: number, passwordHash: string, now: Date): Promise<void> {
      await db.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [id, passwordHash, now])
    },
    /** Unbinds every WeChat, Alipay and partner identity of the account. */
    async removeOpenBindings(id: number): Promise<void> {
      await db.query('DELETE FROM open_bindings WHERE user_id = $1', [id])
    },
    /** The user info, with the packages that are still live at `now`. */
    async userInfo(id: number, now: Date): Promise<UserInfo | null> {
      const user = await this.findById(id)
      if (!user) return null
      const packages = await db.query<{ product_from: string; expire_at: Date }>(
        'SELECT product_from, expire_at FROM user_packages WHERE user_id = $1 AND expire_at > $2 ORDER BY expire_at DESC',
        [id, now],
      )
      return {
        UserId: user.id,
        Mobile: maskMobile(user.mobile),
        NickName: user.nickname,
        Avatar: user.avatar,
        RealName: user.real_name,
        SchoolName: user.school_name,
        Grade: user.grade,
        ExamProvinceId: user.exam_province_id,
        ExamProvinceName: regions.provinceName(user.exam_province_id),
        ExamYear: user.exam_year,
        // an expired membership is none, to the second (MemberType null = no access)
        MemberType: liveMemberType(user.member_type, user.member_expire_at, now),
        Score: user.score === null ? null : Number(user.score),
        FinalScore: user.final_score === null ? null : Number(user.final_score),
        PackageData: packages.map((p) => ({ ProductFrom: p.product_from, ExpireAt: new Date(p.expire_at).toISOString() })),
        IsProfileComplete: Boolean(user.real_name && user.exam_province_id && user.exam_year),
      }
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
