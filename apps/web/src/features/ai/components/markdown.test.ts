import { describe, expect, it } from 'vitest'
import { parseSseChunk } from '../api/ai-api.ts'
import { parseMarkdown } from './markdown.tsx'

describe('assistant Markdown', () => {
  it('parses paragraphs, lists, quotes and pipe tables', () => {
    const blocks = parseMarkdown('**郑州大学**\n\n- 位次 **53651**\n- 概率\n\n| 年份 | 位次 |\n| --- | --- |\n| 2025 | 112668 |\n\n> 仅供参考')
    expect(blocks.map((b) => b.kind)).toEqual(['p', 'ul', 'table', 'quote'])
    expect(blocks[2]).toEqual({ kind: 'table', head: ['年份', '位次'], rows: [['2025', '112668']] })
  })

  it('keeps HTML as text (nothing is parsed as markup)', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'p', text: '<img src=x onerror=alert(1)>' }])
  })
})

describe('chat stream parsing', () => {
  it('splits complete events and keeps the partial rest', () => {
    const { events, rest } = parseSseChunk('data: {"type":"delta","Text":"你"}\n\ndata: {"type":"delta","Te')
    expect(events).toEqual([{ type: 'delta', Text: '你' }])
    expect(rest).toBe('data: {"type":"delta","Te')
  })
})
