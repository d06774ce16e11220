import ExcelJS from 'exceljs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { readTableFile, TableFileError } from './read-table-file.ts'
import { XLSX_LIMITS } from './xlsx-guard.ts'

async function workbook(rows: unknown[][], sheetName = 'Sheet1', withNote = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet(sheetName)
  sheet.addRows(rows)
  if (withNote) sheet.getCell('A2').note = '备注'
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** Rewrites parts of a real workbook the way an attacker would. */
async function tamper(content: Buffer, edit: (zip: JSZip) => Promise<void>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(content)
  await edit(zip)
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } })
}

async function rejection(fileName: string, content: Buffer): Promise<string> {
  try {
    await readTableFile(fileName, content)
  } catch (error) {
    expect(error).toBeInstanceOf(TableFileError)
    return (error as Error).message
  }
  throw new Error('expected the file to be refused')
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort()

describe('reading an uploaded table', () => {
  it('reads an xlsx with a title banner, numbers and blank rows into header-keyed lines', async () => {
    const content = await workbook([['2031年河南省本科批投档线'], ['院校名称', '最低分'], ['郑州大学', 600], [], ['河南大学', '560']])
    const lines = await readTableFile('t.xlsx', content)
    expect(lines.map((l) => ({ line: l.line, ...l.values }))).toEqual([
      { line: 3, 院校名称: '郑州大学', 最低分: '600' },
      { line: 5, 院校名称: '河南大学', 最低分: '560' },
    ])
  })

  it('refuses legacy .xls in Chinese', async () => {
    expect(await rejection('toudang.xls', Buffer.from('<html><table><tr><td>a</td></tr></table></html>'))).toContain('不支持旧版 .xls')
  })

  it('refuses a file that is not a workbook in Chinese', async () => {
    expect(await rejection('t.xlsx', Buffer.from('院校名称,最低分\n郑州大学,600\n'))).toContain('不是有效的 xlsx')
  })

  it('refuses a zip bomb from its declared sizes before inflating it', async () => {
    const real = await workbook([
      ['院校名称', '最低分'],
      ['郑州大学', 600],
    ])
    // a sheet that inflates past the limit from about a hundred kilobytes of compressed zeros
    const bomb = await tamper(real, async (zip) => {
      zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(XLSX_LIMITS.maxUncompressedBytes + 1024, 0x20))
    })
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    expect(await rejection('bomb.xlsx', bomb)).toContain('解压后超过')
  })

  it('cannot pollute Object.prototype through crafted cells, names or comments', async () => {
    const before = prototypeKeys()
    const real = await workbook(
      [
        ['__proto__', 'constructor', 'prototype'],
        ['{"polluted":1}', 'x', 'y'],
      ],
      '__proto__',
      true,
    )
    // the published SheetJS pollution: a comment whose cell reference is __proto__
    const crafted = await tamper(real, async (zip) => {
      const name = Object.keys(zip.files).find((f) => /^xl\/comments\d*\.xml$/.test(f))
      if (!name) throw new Error('the workbook has no comments part to tamper with')
      const xml = await zip.file(name)!.async('string')
      zip.file(name, xml.replace(/ref="A2"/g, 'ref="__proto__"'))
    })
    const lines = await readTableFile('crafted.xlsx', crafted).catch((error: unknown) => {
      // refusing the file is fine too; polluting is not
      expect(error).toBeInstanceOf(TableFileError)
      return []
    })
    expect(prototypeKeys()).toEqual(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).c).toBeUndefined()
    if (lines.length) expect(Object.keys(lines[0]!.values)).toEqual(['__proto__', 'constructor', 'prototype'])
  })

  it('reads a sheet of long repeated strings quickly (no catastrophic backtracking)', async () => {
    const long = `${'<'.repeat(20_000)}a${' '.repeat(20_000)}`
    const content = await workbook([
      ['院校名称', '备注'],
      ['郑州大学', long],
    ])
    const started = performance.now()
    const lines = await readTableFile('long.xlsx', content)
    expect(lines[0]?.values.备注).toBe(long.trim())
    // a bound for a hang, not a speed target
    expect(performance.now() - started).toBeLessThan(20_000)
  })
})
