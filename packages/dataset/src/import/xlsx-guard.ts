/**
 * Checks an uploaded .xlsx (a zip) before any of it is inflated: the entry count and the sizes the
 * central directory declares must stay within what a yearly official table needs, so a small file
 * that inflates to gigabytes (a zip bomb) is refused up front. A lie in the declared sizes is caught
 * while inflating: the zip reader compares each entry's real length with its declared one.
 */
export const XLSX_LIMITS = {
  /** a province's admissions table is a few MB of sheet XML; an order of magnitude of headroom */
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxEntries: 500,
} as const

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const ZIP64_MARK = 0xffffffff

export class TableFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TableFileError'
  }
}

function endOfCentralDirectory(zip: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65535 bytes, at the very end
  const stop = Math.max(0, zip.length - 22 - 0xffff)
  for (let i = zip.length - 22; i >= stop; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) return i
  }
  return -1
}

/** Throws TableFileError (Chinese message) unless the workbook's declared sizes are acceptable. */
export function checkXlsxDeclaredSizes(zip: Buffer): void {
  const notWorkbook = new TableFileError('文件不是有效的 xlsx 工作簿，请在 Excel 或 WPS 中另存为 .xlsx 后重试')
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw notWorkbook
  const eocd = endOfCentralDirectory(zip)
  if (eocd < 0) throw notWorkbook
  const entries = zip.readUInt16LE(eocd + 10)
  const cdSize = zip.readUInt32LE(eocd + 12)
  const cdOffset = zip.readUInt32LE(eocd + 16)
  if (entries === 0xffff || cdSize === ZIP64_MARK || cdOffset === ZIP64_MARK) {
    throw new TableFileError('工作簿过大（ZIP64 格式），请拆分后再导入')
  }
  if (entries > XLSX_LIMITS.maxEntries) throw new TableFileError(`工作簿包含的部件过多（${entries} 个），不像一张官方数据表，已拒绝`)
  if (cdOffset + cdSize > eocd) throw notWorkbook
  let total = 0
  let at = cdOffset
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notWorkbook
    const uncompressed = zip.readUInt32LE(at + 24)
    if (uncompressed === ZIP64_MARK) throw new TableFileError('工作簿过大（ZIP64 格式），请拆分后再导入')
    total += uncompressed
    if (total > XLSX_LIMITS.maxUncompressedBytes) {
      throw new TableFileError(`工作簿解压后超过 ${XLSX_LIMITS.maxUncompressedBytes / 1024 / 1024} MB，已拒绝（请确认文件内容，或拆分后导入）`)
    }
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
}
