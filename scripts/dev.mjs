// Development: the API (tsx watch) and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process'

// development turns the sandbox pages and test hooks on (pay confirm page, OAuth pick-a-user, SMS
// codes); a plain `npm start` never has them
const env = { SANDBOX_ENDPOINTS: 'true', ...process.env }
const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false, env })
const children = [
  run('npx', ['tsx', 'watch', 'apps/server/src/main.ts']),
  run('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web', '--host', '127.0.0.1']),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
