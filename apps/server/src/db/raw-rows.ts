import { parse, protocol, types } from '@electric-sql/pglite'

/**
 * Rows as PostgreSQL's wire protocol carries them (ADR 055): the main thread runs a read for the index
 * worker and hands it the bytes PGlite answered with; the worker turns them into rows. Parsing rows was
 * most of what the main thread spent on a build's reads (issue 33: 10k of 23k busy samples of a profile
 * under the abuse probe), and a byte buffer crosses to a worker without a structured clone.
 */
export type RawPage = { bytes: Uint8Array; rows: number }

const DATA_ROW = 0x44 // 'D'
const ERROR = 0x45 // 'E'

/**
 * The data rows in an answer, counted from the messages' headers (a type byte and a 32-bit length each),
 * without reading a row; an error message is read and thrown.
 */
export function countRawRows(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let rows = 0
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    const type = bytes[at]!
    if (type === DATA_ROW) rows++
    else if (type === ERROR) throw new Error(rawError(bytes))
  }
  return rows
}

function rawError(bytes: Uint8Array): string {
  let message = 'database error'
  new protocol.Parser().parse(bytes, (m) => {
    if (m.name === 'error') message = (m as { message?: string }).message ?? message
  })
  return message
}

/** The rows of an answer, typed as `db.query` types them (PGlite's own parsers: integers, jsonb, reals, nulls). */
export function parseRawRows<Row>(bytes: Uint8Array): Row[] {
  const messages: Parameters<typeof parse.parseResults>[0] = []
  new protocol.Parser().parse(bytes, (m) => void messages.push(m))
  const results = parse.parseResults(messages, types.parsers as Parameters<typeof parse.parseResults>[1])
  return (results[0]?.rows ?? []) as Row[]
}
