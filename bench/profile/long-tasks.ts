// What held a thread's event loop, from a `.cpuprofile` (the abuse bench's BENCH_CPU_PROF, ADR 062): a task is a
// run of consecutive samples under one top-level call (idle and "(program)" samples end it, a GC sample belongs to
// the task it interrupts); tasks of at least MIN ms of wall time are grouped by the frame most of their samples were in.
//   node --import tsx bench/profile/long-tasks.ts <file.cpuprofile> [MIN ms = 20] [last SECONDS of the profile]
// prints per group: tasks, wall ms, sampled ms (samples × INTERVAL_MS, 0.5), the longest; then the TOP (env, 10) longest tasks' frames.
import { readFileSync } from 'node:fs'

type Frame = { functionName: string; url: string; lineNumber: number }
type Node = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }
type Task = { top: number | 'gc'; start: number; end: number; samples: number[] }

const [file, minArg, lastArg] = process.argv.slice(2)
if (!file) throw new Error('usage: long-tasks.ts <file.cpuprofile> [min ms] [last seconds]')
const min = Number(minArg ?? 20)
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const rootId = p.nodes[0]!.id
const frameOf = (id: number) => byId.get(id)!.callFrame
const nameOf = (f: Frame) => `${f.functionName || '(anon)'} ${f.url.split('/').slice(-3).join('/')}`
const topOf = (id: number) => {
  let x = id
  while (parent.get(x) !== undefined && parent.get(x) !== rootId) x = parent.get(x)!
  return x
}

// the groups, first match up the stack wins; "PGlite statements" are the worker's pages and the requests' own reads alike
const groups: [string, RegExp][] = [
  ['PGlite statements', /^execProtocolRaw/],
  ['generateTable', /^generateTable$/],
  ['analyseTable', /^analyseTable$/],
  ['assessment', /prepareAssessment|assessUnits|inListOrder|orderAsList/],
  ['index assembly', /batchOf|assemble|^unit$/],
  ['listPage/stat', /^(listPage|stat)$/],
  ['serialisation', /serialize|stringify/],
]

let t = p.startTime
const stamps = p.timeDeltas.map((d) => (t += d))
const from = lastArg ? p.endTime - Number(lastArg) * 1e6 : 0
const tasks: Task[] = []
let current: Task | null = null
p.samples.forEach((id, i) => {
  if (stamps[i]! < from) return
  const fn = frameOf(id).functionName
  if (fn === '(idle)' || fn === '(program)') {
    if (current) tasks.push(current)
    current = null
    return
  }
  const top = fn === '(garbage collector)' ? (current?.top ?? 'gc') : topOf(id)
  if (!current || current.top !== top) {
    if (current) tasks.push(current)
    current = { top, start: stamps[i]!, end: stamps[i]!, samples: [] }
  }
  current.end = stamps[i]!
  current.samples.push(id)
})
if (current) tasks.push(current)

const wallMs = (task: Task) => (task.end - task.start) / 1000
// the profile's nominal interval (the bench's --cpu-prof-interval=500 µs): a loaded machine takes fewer samples, so
// samples × interval is a lower bound of the thread's time in a group, and wall time an upper one
const interval = Number(process.env.INTERVAL_MS ?? 0.5)
function groupOf(task: Task): string {
  const votes = new Map<string, number>()
  for (const id of task.samples) {
    let group = frameOf(id).functionName === '(garbage collector)' ? 'garbage collection' : 'other'
    for (let x: number | undefined = id; x !== undefined && group === 'other'; x = parent.get(x)) {
      const fn = frameOf(x).functionName
      group = groups.find(([, re]) => re.test(fn))?.[0] ?? 'other'
    }
    votes.set(group, (votes.get(group) ?? 0) + 1)
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]![0]
}

const long = tasks.filter((task) => wallMs(task) >= min)
const summary = new Map<string, { tasks: number; wall: number; cpu: number; longest: number }>()
for (const task of long) {
  const g = groupOf(task)
  const s = summary.get(g) ?? { tasks: 0, wall: 0, cpu: 0, longest: 0 }
  s.tasks++
  s.wall += wallMs(task)
  s.cpu += task.samples.length * interval
  s.longest = Math.max(s.longest, wallMs(task))
  summary.set(g, s)
}
console.log(`${tasks.length} tasks, ${long.length} of ≥ ${min} ms wall${lastArg ? ` in the last ${lastArg} s` : ''} (a sample = ${interval} ms)`)
for (const [g, s] of [...summary].sort((a, b) => b[1].cpu - a[1].cpu))
  console.log(`${g.padEnd(20)} ${s.tasks} tasks, ${s.wall.toFixed(0)} ms wall, ${s.cpu.toFixed(0)} ms sampled, longest ${s.longest.toFixed(0)} ms`)

for (const task of long.sort((a, b) => wallMs(b) - wallMs(a)).slice(0, Number(process.env.TOP ?? 10))) {
  const inclusive = new Map<string, number>()
  for (const id of task.samples) {
    const seen = new Set<string>()
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const name = nameOf(frameOf(x))
      if (seen.has(name) || /wasm|\(root\)/.test(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1)
    }
  }
  const frames = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 12)
  console.log(`\n${wallMs(task).toFixed(1)} ms wall, ${task.samples.length} samples (${groupOf(task)}):\n  ${frames.map(([n, c]) => `${c} ${n}`).join('\n  ')}`)
}
