import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/**
 * Replaces (or appends) one "## …" section of a markdown file, leaving the others as they are.
 * A trailing pass/fail mark (✅/❌) is not part of the section's identity.
 */
export function writeSection(file: string, markdown: string): void {
  const heading = markdown.split('\n', 1)[0]!.replace(/\s*[✅❌]$/u, '')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const match = new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: [✅❌])?$`, 'mu').exec(text)
  if (!match) {
    writeFileSync(file, `${text.trimEnd()}\n\n${markdown.trim()}\n`)
    return
  }
  const start = match.index
  const after = text.indexOf('\n## ', start + heading.length)
  const rest = after < 0 ? '' : text.slice(after)
  writeFileSync(file, `${text.slice(0, start)}${markdown.trim()}\n${rest}`)
}
