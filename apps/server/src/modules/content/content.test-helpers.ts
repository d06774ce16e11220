import { readEnv } from '../../env.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { importContent } from './import/import-content.ts'

export const starterDir = readEnv().CONTENT_STARTER_DIR

/** A test app with the starter content imported at the test clock's time. */
export async function buildContentApp(): Promise<TestApp> {
  const app = await buildTestApp()
  await importContent(app.db, starterDir, { now: new Date('2026-09-01T00:00:00Z') })
  return app
}

let mobileSeq = 0
/** Registers a fresh account and returns its token (memberType set directly when given). */
export async function signUp(app: TestApp, memberType: number | null = null): Promise<{ token: string; userId: number }> {
  mobileSeq += 1
  const mobile = `138${String(Date.now() % 100_000).padStart(5, '0')}${String(mobileSeq).padStart(3, '0')}`
  const body = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
  if (body.code !== 0) throw new Error(`sign-up failed: ${body.message}`)
  const { token, UserId } = body.data
  if (memberType !== null) await app.db.query('UPDATE users SET member_type = $2 WHERE id = $1', [UserId, memberType])
  return { token, userId: UserId }
}

/** The id of an item by slug (tests address starter content by its stable slug). */
export async function idOf(app: TestApp, slug: string): Promise<number> {
  const [row] = await app.db.query<{ id: number }>('SELECT id FROM content_items WHERE slug = $1', [slug])
  if (!row) throw new Error(`no content item ${slug}`)
  return row.id
}
