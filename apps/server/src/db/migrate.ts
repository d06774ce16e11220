import type { Db } from './client.ts'
import * as accounts from './migrations/0001-accounts.ts'
import * as signin from './migrations/0010-signin.ts'
import * as membership from './migrations/0020-membership.ts'
import * as partners from './migrations/0021-partners.ts'
import * as wish from './migrations/0050-wish.ts'
import * as content from './migrations/0030-content.ts'
import * as assessments from './migrations/0060-assessments.ts'
import * as ai from './migrations/0070-ai.ts'
import * as consulting from './migrations/0080-consulting.ts'
import * as consoleTables from './migrations/0081-console.ts'
import * as partnerAdmin from './migrations/0082-partner-admin.ts'
import * as hideSamples from './migrations/0084-hide-samples.ts'
import * as schoolCharters from './migrations/0040-school-charters.ts'
import * as trustAccounts from './migrations/0090-trust-accounts.ts'
import * as attemptBackoff from './migrations/0091-attempt-backoff.ts'
import * as controlledChanges from './migrations/0092-controlled-changes.ts'
import * as expertSeen from './migrations/0093-expert-seen.ts'
import * as consolePasswords from './migrations/0094-console-passwords.ts'
import * as contentDrafts from './migrations/0095-content-drafts.ts'

type Migration = { id: string; up: string }

/** Ordered migrations; an applied id is never edited, only followed by a new one. */
export const migrations: Migration[] = [
  { id: '0001-accounts', up: accounts.up },
  { id: '0010-signin', up: signin.up },
  { id: '0020-membership', up: membership.up },
  { id: '0021-partners', up: partners.up },
  { id: '0030-content', up: content.up },
  { id: '0050-wish', up: wish.up },
  { id: '0060-assessments', up: assessments.up },
  { id: '0070-ai', up: ai.up },
  { id: '0080-consulting', up: consulting.up },
  { id: '0081-console', up: consoleTables.up },
  { id: '0082-partner-admin', up: partnerAdmin.up },
  { id: '0084-hide-samples', up: hideSamples.up },
  { id: '0040-school-charters', up: schoolCharters.up },
  { id: '0090-trust-accounts', up: trustAccounts.up },
  { id: '0091-attempt-backoff', up: attemptBackoff.up },
  { id: '0092-controlled-changes', up: controlledChanges.up },
  { id: '0093-expert-seen', up: expertSeen.up },
  { id: '0094-console-passwords', up: consolePasswords.up },
  { id: '0095-content-drafts', up: contentDrafts.up },
]

/** Applies every migration not yet recorded, each in its own transaction. */
export async function migrate(db: Db, extra: Migration[] = []): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`)
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id))
  const applied: string[] = []
  for (const migration of [...migrations, ...extra]) {
    if (done.has(migration.id)) continue
    await db.transaction(async (tx) => {
      await tx.exec(migration.up)
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
    })
    applied.push(migration.id)
  }
  return applied
}
