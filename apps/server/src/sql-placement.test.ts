import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * SQL lives in `*.repository.ts` files (and in `db/`, the persistence layer itself: client, migrations, read
 * models). A handler or helper that needs data calls a repository, so one file per module shows every query it
 * runs and a schema change has one place to look. Tests and test kits may query directly.
 */
const root = import.meta.dirname

const allowedFile = (path: string) =>
  path.endsWith('.repository.ts') ||
  path.endsWith('.test.ts') ||
  path.endsWith('test-kit.ts') ||
  path.endsWith('.test-helpers.ts') ||
  path.startsWith('db/') ||
  path.startsWith('testing/')

/** Files that still hold SQL and are to move into a repository: none left, and a new one is not to be added. */
const notYetMoved = new Set<string>([])

// a query call on a database handle, or a string that opens with a SQL statement
const queryCall = /\b(?:db|tx|client|pool)\.(?:query|exec)\s*[<(]/
const sqlStatement = /[`'"]\s*(?:SELECT\b|INSERT\s+INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b|WITH\s+\w+\s+AS\b)/

export function holdsSql(source: string): boolean {
  return queryCall.test(source) || sqlStatement.test(source)
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') ? [relative(root, path).replaceAll('\\', '/')] : []
  })
}

describe('SQL placement', () => {
  const files = sourceFiles(root).filter((path) => !allowedFile(path))
  const withSql = files.filter((path) => holdsSql(readFileSync(join(root, path), 'utf8')))

  it('keeps SQL in repositories', () => {
    expect(withSql.filter((path) => !notYetMoved.has(path))).toEqual([])
  })

  it('drops a file from the to-move list once its SQL has moved', () => {
    expect([...notYetMoved].filter((path) => !withSql.includes(path))).toEqual([])
  })

  it('recognises a query outside a repository', () => {
    expect(holdsSql("const rows = await ctx.db.query<{ id: number }>('SELECT id FROM users')")).toBe(true)
    expect(holdsSql('await tx.query(sql, params)')).toBe(true)
    expect(holdsSql('`\n  UPDATE users SET nickname = $2 WHERE id = $1`')).toBe(true)
    expect(holdsSql("['sql-union', JSON.stringify('1 UNION SELECT token_hash FROM sessions')]")).toBe(false)
    expect(holdsSql('const pattern = /select/i.exec(text)')).toBe(false)
  })
})
