import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import { ConsoleRoleSchema } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { registerConsoleGuard } from '../../http/console-auth.ts'
import { expireConsoleSessionsOf } from '../../http/console-sessions.repository.ts'
import { createConsoleAccount } from './accounts.ts'
import { writeAudit } from './audit.ts'

/**
 * The console's non-API routes: the role guard in front of `/api/Admin/*`, the built console at
 * `/admin/`, and (sandbox only) an account printer for browser journeys, which cannot run the CLI
 * against the database the server holds open.
 */
export async function registerConsoleRoutes(app: FastifyInstance, deps: { db: Db; env: Env; now: () => Date }) {
  registerConsoleGuard(app, deps)
  if (deps.env.SANDBOX_ENDPOINTS) {
    app.post<{ Body: Record<string, unknown> | null }>('/sandbox/console/account', async (request, reply) => {
      const form = request.body ?? {}
      const role = ConsoleRoleSchema.safeParse(form.role)
      const user = typeof form.user === 'string' ? form.user : ''
      if (!role.success || !/^[a-z0-9_.-]{3,32}$/.test(user)) return reply.status(400).send({ error: 'role and user required' })
      const { row, password } = await createConsoleAccount(deps.db, {
        userName: user,
        displayName: (typeof form.name === 'string' ? form.name : user).slice(0, 30),
        role: role.data,
        now: deps.now(),
        // journeys about something else sign in with the printed password; `firstSignIn` walks the forced change
        mustChange: form.firstSignIn === true,
      })
      await writeAudit(
        deps.db,
        { accountId: null, userName: 'sandbox' },
        'account.create',
        `account:${row.id}`,
        null,
        { UserName: row.username, Role: row.role },
        deps.now(),
      )
      return reply.send({ user: row.username, password })
    })
    // ends a console account's sessions as the idle limit would (a journey cannot wait two hours)
    app.post<{ Body: Record<string, unknown> | null }>('/sandbox/console/expire', async (request, reply) => {
      const user = typeof request.body?.user === 'string' ? request.body.user.toLowerCase() : ''
      return reply.send({ expired: await expireConsoleSessionsOf(deps.db, user, deps.now()) })
    })
  }
  if (!existsSync(deps.env.CONSOLE_DIST_DIR)) {
    app.log.warn({ dir: deps.env.CONSOLE_DIST_DIR }, 'console not built: run `npm run build` to serve /admin/')
    return
  }
  await app.register(fastifyStatic, {
    root: deps.env.CONSOLE_DIST_DIR,
    prefix: '/admin/',
    decorateReply: false,
    index: ['index.html'],
    setHeaders(res, filePath) {
      res.header('Cache-Control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301))
}
