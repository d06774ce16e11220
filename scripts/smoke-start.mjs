// The README's first command on a fresh clone: `npm start` with no var/ and none of the server's
// variables set, then real data through the API, then a clean stop. `.ci/run` calls it after
// `npm ci`, so a start-up that only works on a developer's machine fails CI.
//   node scripts/smoke-start.mjs
// SMOKE_TIMEOUT_SECONDS overrides the 10-minute limit; SMOKE_PORT starts on another port (a shared
// developer machine where 8080 is taken; CI uses the README's default).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { saveSnapshot } from './db-snapshot.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const varDir = path.join(repoRoot, 'var')
const PORT = Number(process.env.SMOKE_PORT || 8080) // the README's address unless told otherwise
const base = `http://127.0.0.1:${PORT}`
// build (web, console, server) plus the first seed of the dataset, a few minutes on a 2-core machine
const timeoutMs = Number(process.env.SMOKE_TIMEOUT_SECONDS || 600) * 1000
const started = Date.now()
const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
const say = (msg) => console.log(`smoke-start: ${msg}`)

let child = null
let output = ''

function fail(msg) {
  console.error(`smoke-start: FAILED after ${seconds()} s: ${msg}`)
  if (output) console.error(`--- last server output ---\n${output.slice(-6000)}`)
  stopServer()
  cleanVar()
  process.exit(1)
}

function stopServer() {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  // npm start is a process tree (npm, sh, node): signal the whole group we made it lead
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

function killGroupNow() {
  if (!child) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

function cleanVar() {
  rmSync(varDir, { recursive: true, force: true })
}

/** Every variable the README's configuration table names: the start must use the defaults. */
function serverVariables() {
  const names = new Set()
  for (const line of readFileSync(path.join(repoRoot, 'README.md'), 'utf8').split('\n')) {
    if (!line.startsWith('| `')) continue
    const firstCell = line.split('|')[1] ?? ''
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1])
  }
  return names
}

function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function fetchWithin(url, init, ms = 10_000) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) })
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

async function waitForExit(ms) {
  const end = Date.now() + ms
  while (child.exitCode === null && child.signalCode === null && Date.now() < end) await sleep(200)
  return child.exitCode !== null || child.signalCode !== null
}

process.on('SIGINT', () => fail('interrupted'))
process.on('SIGTERM', () => fail('terminated'))
// whatever happens, no server is left behind
process.on('exit', killGroupNow)

if (existsSync(varDir)) fail(`${varDir} exists: run this on a fresh clone (it starts from no var/ and removes the one it creates)`)
if (await portTaken(PORT))
  fail(`port ${PORT} is already in use: the README's npm start needs it; stop whatever listens there (or set SMOKE_PORT on a shared machine)`)

const env = { ...process.env }
const cleared = [...serverVariables()].filter((name) => name in env)
for (const name of cleared) delete env[name]
if (cleared.length) say(`cleared ${cleared.join(', ')} so the defaults apply`)
if (PORT !== 8080) env.PORT = String(PORT)

say('running `npm start` as the README says')
child = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
const keep = (chunk) => {
  output = (output + chunk.toString()).slice(-40_000)
}
child.stdout.on('data', keep)
child.stderr.on('data', keep)

// /health answers 503 "loading" while the first start seeds the database, then 200
let sawLoading = false
let readyAfter = null
while (readyAfter === null) {
  if (child.exitCode !== null || child.signalCode !== null) fail(`npm start exited (${child.exitCode ?? child.signalCode}) before /health was ready`)
  if (Date.now() - started > timeoutMs) fail(`/health not ready within ${timeoutMs / 1000} s`)
  const res = await fetchWithin(`${base}/health`, {}, 5000).catch(() => null)
  if (res?.status === 200) readyAfter = seconds()
  else if (res?.status === 503) {
    const body = await res.json().catch(() => null)
    if (!sawLoading && body?.data?.status === 'loading') say(`server up after ${seconds()} s, loading data`)
    sawLoading ||= body?.data?.status === 'loading'
  }
  if (readyAfter === null) await sleep(1000)
}
say(`/health ready after ${readyAfter} s`)

const page = await fetchWithin(`${base}/`).catch((e) => fail(`GET / failed: ${e.message}`))
const html = await page.text()
if (page.status !== 200 || !html.includes('<div id="root">') || !/<script[^>]+src="[^"]+\.js"/.test(html)) {
  fail(`GET / did not serve the built web app (status ${page.status})`)
}

const search = await fetchWithin(`${base}/api/School/SchoolListBySchoolName`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ SchoolName: '北京大学', PageIndex: 1, PageSize: 10 }),
}).catch((e) => fail(`search call failed: ${e.message}`))
const envelope = await search.json().catch(() => null)
const names = envelope?.data?.List?.map((s) => s.SchoolName) ?? []
if (search.status !== 200 || envelope?.code !== 0 || !names.includes('北京大学')) {
  fail(`School/SchoolListBySchoolName did not find 北京大学 (status ${search.status}, ${JSON.stringify(envelope).slice(0, 300)})`)
}

// the server writes its pid into the lock of the embedded database; it must be gone after the stop
const lockPath = path.join(varDir, 'db.lock')
const serverPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
stopServer()
const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
for (let i = 0; i < 100 && (isAlive(serverPid) || !(await waitForExit(0))); i++) await sleep(200)
if (isAlive(serverPid) || !(await waitForExit(0))) {
  killGroupNow()
  fail('the server did not stop within 20 s of SIGTERM')
}
if (await portTaken(PORT)) fail(`port ${PORT} still answers after the stop`)
const lockLeft = existsSync(lockPath)
if (lockLeft) fail('the server left var/db.lock behind after a clean stop')
// the cleanly stopped, freshly seeded database is what every e2e server needs: keep a copy for them
const saved = saveSnapshot(path.join(varDir, 'db'))
if (saved) say(`seeded database kept for the e2e servers in ${path.relative(repoRoot, saved)}`)
cleanVar()
say(`PASS: fresh clone, npm start served the web app and found 北京大学 (ready after ${readyAfter} s, total ${seconds()} s)`)
