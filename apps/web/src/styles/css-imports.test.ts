import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Vite ships a CSS file with the first chunk that imports it. A component that uses a class of a
 * feature stylesheet without importing it renders unstyled whenever the user reaches it before any
 * screen that does import it; so every source file imports the stylesheets whose classes it uses.
 */
// jsdom gives import.meta.url an http scheme; vitest still sets the file's directory
const srcRoot = path.resolve(import.meta.dirname, '..')
// loaded once by main.tsx, so their classes are always there
const alwaysLoaded = new Set(['styles/global.css', 'styles/theme.css'])

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

const files = walk(srcRoot).map((f) => path.relative(srcRoot, f).split(path.sep).join('/'))
const stylesheets = files.filter((f) => f.endsWith('.css'))
const sources = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))

/** class name → the stylesheets that define it */
function classDefinitions(): Map<string, Set<string>> {
  const defined = new Map<string, Set<string>>()
  for (const sheet of stylesheets) {
    const text = readFileSync(path.join(srcRoot, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    for (const m of text.matchAll(/\.(gk-[\w-]+)/g)) {
      const name = m[1]!
      if (!defined.has(name)) defined.set(name, new Set())
      defined.get(name)!.add(sheet)
    }
  }
  return defined
}

function importedSheets(file: string, text: string): Set<string> {
  const dir = path.posix.dirname(file)
  const direct = [...text.matchAll(/^import\s+'(\.{1,2}\/[^']+\.css)'/gm)].map((m) => path.posix.normalize(path.posix.join(dir, m[1]!)))
  // a sheet's own @import is bundled with it (wish.css brings wish-units.css and wish-table.css)
  const out = new Set<string>()
  const visit = (sheet: string) => {
    if (out.has(sheet)) return
    out.add(sheet)
    const css = readFileSync(path.join(srcRoot, sheet), 'utf8')
    for (const m of css.matchAll(/^@import\s+'(\.{1,2}\/[^']+\.css)'/gm)) visit(path.posix.normalize(path.posix.join(path.posix.dirname(sheet), m[1]!)))
  }
  direct.forEach(visit)
  return out
}

/** The stylesheets a used class token can come from; a token ending in - or _ is the stem of a template literal. */
function sheetsFor(token: string, defined: Map<string, Set<string>>): Set<string> {
  if (defined.has(token)) return defined.get(token)!
  if (!/[-_]$/.test(token)) return new Set()
  const out = new Set<string>()
  for (const [name, sheets] of defined) if (name.startsWith(token)) for (const s of sheets) out.add(s)
  return out
}

/** "file uses .class from sheet" for every class whose stylesheet the file neither imports nor gets globally. */
function missingStylesheetImports(): string[] {
  const defined = classDefinitions()
  const problems: string[] = []
  for (const file of sources) {
    const text = readFileSync(path.join(srcRoot, file), 'utf8')
    const imported = importedSheets(file, text)
    for (const token of new Set([...text.matchAll(/gk-[\w-]+/g)].map((m) => m[0]))) {
      const sheets = [...sheetsFor(token, defined)]
      if (sheets.length === 0 || sheets.some((s) => alwaysLoaded.has(s) || imported.has(s))) continue
      problems.push(`${file} uses .${token} from ${sheets.join(' or ')}`)
    }
  }
  return problems
}

describe('stylesheet imports', () => {
  it('finds the feature stylesheets and the components that use them', () => {
    expect(stylesheets).toContain('features/wish/components/wish.css')
    expect(sources).toContain('features/wish/components/unit-card.tsx')
  })

  it('every source file imports the stylesheet of each feature class it uses', () => {
    expect(missingStylesheetImports()).toEqual([])
  })

  it("follows a stylesheet's @import: the list cards' classes come with wish.css", () => {
    expect(importedSheets('features/wish/components/unit-card.tsx', "import './wish.css'\n")).toContain('features/wish/components/wish-units.css')
  })
})
