// Prints how many spec routes and calls the app implements, and lists the missing ones.
// Reads ../shared/spec/inventory.json when present, else the copy kept in scripts/.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { handlers } from '../apps/server/src/handlers.ts'

type Inventory = { routes: { path: string; area: string }[]; calls: { group: string; name: string }[] }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sharedPath = path.resolve(root, '../shared/spec/inventory.json')
const source = existsSync(sharedPath) ? sharedPath : path.join(root, 'scripts/spec-inventory.json')
const inventory = JSON.parse(readFileSync(source, 'utf8')) as Inventory

const routeTable = path.join(root, 'apps/web/src/app/route-table.ts')
const routeText = existsSync(routeTable) ? readFileSync(routeTable, 'utf8') : ''
const builtRoutes = new Set([...routeText.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]))
const builtCalls = new Set(Object.keys(handlers))

const missingRoutes = inventory.routes.filter((r) => !builtRoutes.has(r.path))
const missingCalls = inventory.calls.filter((c) => !builtCalls.has(`${c.group}/${c.name}`))
const extraCalls = [...builtCalls].filter((n) => !inventory.calls.some((c) => `${c.group}/${c.name}` === n))

const pct = (done: number, all: number) => `${((100 * done) / all).toFixed(1)} %`
const routesDone = inventory.routes.length - missingRoutes.length
const callsDone = inventory.calls.length - missingCalls.length
console.log(`inventory: ${path.relative(root, source)}`)
console.log(`routes: ${routesDone} / ${inventory.routes.length} (${pct(routesDone, inventory.routes.length)})`)
console.log(`calls:  ${callsDone} / ${inventory.calls.length} (${pct(callsDone, inventory.calls.length)})`)
if (extraCalls.length) console.log(`calls of our own (not in the spec): ${extraCalls.join(', ')}`)

const byArea = new Map<string, string[]>()
for (const r of missingRoutes) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r.path])
console.log('\nmissing routes:')
for (const [area, paths] of byArea) console.log(`  [${area}] ${paths.join(' ')}`)
const byGroup = new Map<string, string[]>()
for (const c of missingCalls) byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c.name])
console.log('\nmissing calls:')
for (const [group, names] of byGroup) console.log(`  ${group}: ${names.join(' ')}`)
