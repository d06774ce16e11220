/** Minimal SQL port the server passes in (works over PGlite and node-postgres). */
export type SqlPort = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>
  /** Several statements, no params. */
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: SqlPort) => Promise<T>): Promise<T>
}
