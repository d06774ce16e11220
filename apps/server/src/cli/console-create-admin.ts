/**
 * Creates the first console admin (or any console account):
 *   npm run console:create-admin -- --user NAME [--name 显示名] [--role admin|operator|expert]
 * Prints a one-time password; only its argon2id hash is stored. Uses the server's database
 * (DATABASE_URL, or the embedded PGlite directory, which must not be open in a running server).
 */
import { parseArgs } from 'node:util'
import { ConsoleRoleSchema } from '@gk/contract'
import { openCliDb } from './open-cli-db.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { createConsoleAccount } from '../modules/admin/accounts.ts'
import { accountByName } from '../modules/admin/console-accounts.repository.ts'
import { writeAudit } from '../modules/admin/audit.ts'

const { values } = parseArgs({ options: { user: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'admin' } } })

function fail(message: string): never {
  console.error(`console:create-admin: ${message}`)
  console.error('usage: npm run console:create-admin -- --user <name> [--name <显示名>] [--role admin|operator|expert]')
  process.exit(2)
}

const user = values.user?.trim() ?? ''
if (!/^[A-Za-z0-9_.-]{3,32}$/.test(user)) fail('--user must be 3-32 letters, digits or _ . -')
const role = ConsoleRoleSchema.safeParse(values.role)
if (!role.success) fail('--role must be admin, operator or expert')

const env = readEnv()
const db = await openCliDb(env, 'console:create-admin')
try {
  await migrate(db)
  if (await accountByName(db, user)) fail(`account ${user} exists (an admin can reset its password in the console)`)
  const now = new Date()
  const { row, password } = await createConsoleAccount(db, { userName: user, displayName: values.name?.trim() || user, role: role.data, now })
  await writeAudit(db, { accountId: null, userName: 'cli' }, 'account.create', `account:${row.id}`, null, { UserName: row.username, Role: row.role }, now)
  console.log(`created ${row.role} account "${row.username}"`)
  console.log(`one-time password: ${password}`)
  console.log('it is shown only now; sign in at /admin/')
} finally {
  await db.close()
}
