import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** Replaces (or appends) one "## …" section of a markdown file, leaving the others as they are. */
export function writeSection(file: string, markdown: string): void {
  const heading = markdown.split('\n', 1)[0]!
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const start = text.indexOf(`${heading}\n`)
  if (start < 0) {
    writeFileSync(file, `${text.trimEnd()}\n\n${markdown.trim()}\n`)
    return
  }
  const after = text.indexOf('\n## ', start + heading.length)
  const rest = after < 0 ? '' : text.slice(after)
  writeFileSync(file, `${text.slice(0, start)}${markdown.trim()}\n${rest}`)
}
