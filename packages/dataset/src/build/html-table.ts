/**
 * The cells of the first HTML table in a page, as a grid of trimmed strings: colspan and rowspan
 * leave empty cells where spanned, like a spreadsheet. For official downloads that are an HTML
 * table saved with an .xls name (the build's raw files are trusted; operators' uploads never get here).
 */
export function readHtmlTable(html: string): string[][] {
  const table = /<table\b[\s\S]*?<\/table>/i.exec(html)?.[0] ?? ''
  const grid: string[][] = []
  // cells still covered by a rowspan from above: row index -> set of columns
  const covered = new Map<number, Set<number>>()
  const rows = table.match(/<tr\b[\s\S]*?<\/tr>/gi) ?? []
  rows.forEach((tr, r) => {
    const out: string[] = []
    const taken = covered.get(r) ?? new Set<number>()
    let col = 0
    for (const cell of tr.matchAll(/<t([dh])\b([^>]*)>([\s\S]*?)<\/t\1>/gi)) {
      while (taken.has(col)) out[col++] = ''
      const attrs = cell[2] ?? ''
      const colspan = spanOf(attrs, 'colspan')
      const rowspan = spanOf(attrs, 'rowspan')
      out[col] = cellText(cell[3] ?? '')
      for (let c = col + 1; c < col + colspan; c++) out[c] = ''
      for (let dr = 1; dr < rowspan; dr++) {
        const below = covered.get(r + dr) ?? new Set<number>()
        for (let c = col; c < col + colspan; c++) below.add(c)
        covered.set(r + dr, below)
      }
      col += colspan
    }
    grid.push(Array.from(out, (v) => v ?? ''))
  })
  return grid
}

function spanOf(attrs: string, name: string): number {
  const m = new RegExp(`\\b${name}\\s*=\\s*["']?(\\d+)`, 'i').exec(attrs)
  const n = m ? Number(m[1]) : 1
  return n >= 1 && n <= 1000 ? n : 1
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function cellText(inner: string): string {
  return inner
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole
      }
      return ENTITIES[e.toLowerCase()] ?? whole
    })
    .trim()
}
