import type { Plugin } from 'vite'

type Graph = {
  getModuleIds(): IterableIterator<string>
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; code: string | null } | null
}

// libraries imported through one index that re-exports every component: following the index would
// count all of them as used, so only the names a module imports are followed
const BARRELS: Record<string, RegExp> = {
  'antd-mobile': /node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/,
  'antd-mobile-icons': /node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/,
  ahooks: /node_modules[\\/]ahooks[\\/]es[\\/]index\.js$/,
}
const key = (name: string) => name.replace(/[-_]/g, '').toLowerCase()

/** Every module a set of modules imports statically, directly or not (themselves included). */
function staticClosure(graph: Graph, starts: readonly string[], barrelParts: Map<string, Map<string, string>>): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts]
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    for (const dep of info.importedIds) if (!Object.values(BARRELS).some((b) => b.test(dep))) stack.push(dep)
    for (const [lib, parts] of barrelParts) {
      const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${lib}["']`, 'g')
      for (const m of info.code?.matchAll(from) ?? [])
        for (const name of m[1]!.split(',')) {
          const part = parts.get(key(name.trim().split(/\s+as\s+/)[0]!))
          if (part) stack.push(part)
        }
    }
  }
  return seen
}

/** For each barrel: the module of each component it re-exports, by name (search-bar/index.js → searchbar). */
function barrelParts(graph: Graph, ids: readonly string[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>()
  for (const [lib, test] of Object.entries(BARRELS)) {
    const barrel = ids.find((id) => test.test(id))
    if (!barrel) continue
    const parts = new Map<string, string>()
    for (const dep of graph.getModuleInfo(barrel)?.importedIds ?? []) {
      const segments = dep.split(/[\\/]/)
      const file = segments.at(-1)!.replace(/\.js$/, '')
      parts.set(key(file === 'index' ? segments.at(-2)! : file), dep)
    }
    out.set(lib, parts)
  }
  return out
}

/**
 * Chunk groups for the pages a slow first visit lands on, read from the module graph once the build has
 * seen every module: without them each small shared module (an antd-mobile part, a hook) is its own file,
 * and the recommendation list needed ~39 of them after the shell, queued on HTTP/1.1 with ~1.1 KB of
 * headers each. What those routes alone need goes in two groups: the wish feature's modules (the route
 * modules included), and the components and libraries they use, which other pages with tabs, popups or
 * lists share without loading the wish code; what they share with home in a third, which home loads
 * anyway. Modules of the shell stay where they are.
 */
export function pageGroups(pages: RegExp, home: RegExp) {
  const own = new Set<string>()
  const shared = new Set<string>()
  const common = new Set<string>()
  const plugin: Plugin = {
    name: 'gk-page-groups',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as Graph
      const ids = [...graph.getModuleIds()]
      const barrels = barrelParts(graph, ids)
      const shell = staticClosure(
        graph,
        ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
        barrels,
      )
      const homeNeeds = staticClosure(
        graph,
        ids.filter((id) => home.test(id)),
        barrels,
      )
      for (const id of staticClosure(
        graph,
        ids.filter((id) => pages.test(id)),
        barrels,
      )) {
        if (shell.has(id)) continue
        if (homeNeeds.has(id)) common.add(id)
        else if (/[\\/]src[\\/](features|app[\\/]routes)[\\/]wish[\\/]/.test(id)) own.add(id)
        else shared.add(id)
      }
    },
  }
  return { plugin, own: (id: string) => own.has(id), shared: (id: string) => shared.has(id), common: (id: string) => common.has(id) }
}
