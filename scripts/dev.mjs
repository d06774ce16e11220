// Development: the API (tsx watch) and the Vite dev server (proxying /api) side by side.
import { spawn } from 'node:child_process'

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', shell: false })
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
