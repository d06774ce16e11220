import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { parseCsv } from './csv.ts'

/** Reads raw inputs relative to the raw directory; every reader is synchronous because the build is a one-shot batch job. */
export type RawReader = {
  dir: string
  text(path: string): string
  json<T>(path: string): T
  gzJson<T>(path: string): T
  csv(path: string): Record<string, string>[]
  buffer(path: string): Buffer
}

export function rawReader(dir: string): RawReader {
  const buffer = (path: string): Buffer => readFileSync(join(dir, path))
  const text = (path: string): string =>
    buffer(path)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
  return {
    dir,
    buffer,
    text,
    // Python-exported files contain bare NaN, which JSON does not allow.
    json: <T>(path: string): T => JSON.parse(text(path).replace(/:\s*NaN\b/g, ': null')) as T,
    gzJson: <T>(path: string): T => JSON.parse(gunzipSync(buffer(path)).toString('utf8')) as T,
    csv: (path: string) => parseCsv(text(path)),
  }
}
