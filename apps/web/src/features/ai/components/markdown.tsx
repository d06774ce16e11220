import type { ReactNode } from 'react'
import './ai.css'

/**
 * A small Markdown renderer for the assistant's answers: paragraphs, **bold**, `code`, lists,
 * blockquotes, headings and pipe tables. It builds React elements only — text is never parsed as
 * HTML — so whatever a model writes (even `<script>`) shows as plain text.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim())
const isSeparator = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line.trim())

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r/g, '').split('\n')
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]!
    if (!line.trim()) {
      i++
    } else if (line.trim().startsWith('|') && i + 1 < lines.length && isSeparator(lines[i + 1]!)) {
      const head = cells(line)
      const rows: string[][] = []
      i += 2
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(cells(lines[i++]!))
      blocks.push({ kind: 'table', head, rows })
    } else if (/^#{1,4}\s/.test(line)) {
      blocks.push({ kind: 'h', text: line.replace(/^#+\s*/, '') })
      i++
    } else if (/^>\s?/.test(line)) {
      const text: string[] = []
      while (i < lines.length && /^>\s?/.test(lines[i]!)) text.push(lines[i++]!.replace(/^>\s?/, ''))
      blocks.push({ kind: 'quote', text: text.join(' ') })
    } else if (/^\s*[-*]\s+/.test(line) || /^\s*\d+[.)、]\s+/.test(line)) {
      const ordered = /^\s*\d/.test(line)
      const items: string[] = []
      while (i < lines.length && (ordered ? /^\s*\d+[.)、]\s+/ : /^\s*[-*]\s+/).test(lines[i]!))
        items.push(lines[i++]!.replace(/^\s*(?:[-*]|\d+[.)、])\s+/, ''))
      blocks.push({ kind: ordered ? 'ol' : 'ul', items })
    } else {
      const text: string[] = []
      while (i < lines.length && lines[i]!.trim() && !/^(#{1,4}\s|>|\s*[-*]\s|\s*\d+[.)、]\s|\|)/.test(lines[i]!)) text.push(lines[i++]!)
      if (text.length === 0) text.push(lines[i++]!)
      blocks.push({ kind: 'p', text: text.join('\n') })
    }
  }
  return blocks
}

/** **bold** and `code` inside a line; everything else is text. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = []
  const pattern = /\*\*([^*]+)\*\*|`([^`]+)`/g
  let last = 0
  let match: RegExpExecArray | null
  while ((match = pattern.exec(text))) {
    if (match.index > last) out.push(text.slice(last, match.index))
    out.push(match[1] !== undefined ? <strong key={match.index}>{match[1]}</strong> : <code key={match.index}>{match[2]}</code>)
    last = match.index + match[0].length
  }
  if (last < text.length) out.push(text.slice(last))
  return out
}

export function Markdown({ source }: { source: string }) {
  return (
    <div className="gk-ai-md">
      {parseMarkdown(source).map((block, index) => {
        switch (block.kind) {
          case 'h':
            return <h4 key={index}>{renderInline(block.text)}</h4>
          case 'quote':
            return <blockquote key={index}>{renderInline(block.text)}</blockquote>
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ul>
            )
          case 'ol':
            return (
              <ol key={index}>
                {block.items.map((item, j) => (
                  <li key={j}>{renderInline(item)}</li>
                ))}
              </ol>
            )
          case 'table':
            return (
              <div key={index} className="gk-ai-md__table">
                <table>
                  <thead>
                    <tr>
                      {block.head.map((h, j) => (
                        <th key={j}>{renderInline(h)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((c, j) => (
                          <td key={j}>{renderInline(c)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          default:
            return <p key={index}>{renderInline(block.text)}</p>
        }
      })}
    </div>
  )
}
