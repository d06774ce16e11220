import { createHash } from 'node:crypto'
import type { RawReader } from './raw-files.ts'
import { SRC } from './sources.ts'
import type { Row } from './write-tables.ts'

type CatalogMajor = { majorCode: string; majorName: string; category: string; subCategory: string; notes?: string }

const DEGREE_BY_CATEGORY: Record<string, string> = {
  哲学: '哲学学士',
  经济学: '经济学学士',
  法学: '法学学士',
  教育学: '教育学学士',
  文学: '文学学士',
  历史学: '历史学学士',
  理学: '理学学士',
  工学: '工学学士',
  农学: '农学学士',
  医学: '医学学士',
  管理学: '管理学学士',
  艺术学: '艺术学学士',
}
// 专业类 codes whose majors award 理学学士 although they sit in 医学 (药学, 中药学, 医学技术, 护理学).
const SCIENCE_DEGREE_SUBCATS = ['1007', '1008', '1010', '1011']
// Five-year programmes: clinical, dental, preventive, Chinese and integrated medicine, architecture and planning.
const FIVE_YEAR_PREFIXES = ['1002', '1003', '100401', '1005', '1006']
const FIVE_YEAR_CODES = ['082801', '082802']

export function degreeFor(code: string, category: string): string | null {
  if (SCIENCE_DEGREE_SUBCATS.some((p) => code.startsWith(p))) return '理学学士'
  if (code.startsWith('082801') || code.startsWith('082802')) return '工学学士'
  return DEGREE_BY_CATEGORY[category] ?? null
}

/**
 * The degree(s) the MOE catalogue's note gives a major (「（注：可授工学或理学学士学位）」, 「（注：授予理学学士学位）」):
 * 80-odd majors award more than one degree or not their 门类's (药学 理学, 药物经济与管理 管理学), and the note is the
 * catalogue's own word. Several read 「工学学士或理学学士」 in the catalogue's order; null without a note.
 */
export function degreesOfNote(note: string | undefined): string | null {
  const m = note?.match(/(?:可授|授予)(.+?)学士学位/)
  if (!m) return null
  const kinds = m[1]!.split('或').filter((k) => DEGREE_BY_CATEGORY[k])
  if (kinds.length === 0) return null
  const names = kinds.map((k) => DEGREE_BY_CATEGORY[k]!)
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join('、')}或${names.at(-1)!}`
}

export function yearsFor(code: string): number {
  const c = code.replace(/[A-Z]+$/, '')
  if (FIVE_YEAR_CODES.includes(c) || FIVE_YEAR_PREFIXES.some((p) => c.startsWith(p) && c !== '100203TK')) return 5
  return 4
}

export function vocationalMajorId(name: string): string {
  return `ZK-${createHash('sha1').update(name).digest('hex').slice(0, 10)}`
}

/**
 * Filters OCR and extraction noise out of 专科 names: group labels ("第506组"), cut-off fragments ("检查）…"),
 * doubled names, stray letters and digits, and names seen only once.
 */
export function plausibleMajorName(name: string, seen: number): boolean {
  if (seen < 2 || name.length < 2 || name.length > 20) return false
  if (/[组）)(（\d A-Za-z]/.test(name) || name.endsWith('类')) return false
  const half = name.length / 2
  return !(Number.isInteger(half) && name.slice(0, half) === name.slice(half))
}

/** 专科 major names lose remarks ("(中外合作办学)", "[三年制]") so one name maps to one row. */
export function cleanMajorName(raw: string): string {
  return raw
    .replace(/[（(【[].*$/, '')
    .replace(/\s+/g, '')
    .trim()
}

/** 875 本科 majors from the MOE catalogue plus the 专科 names the admission and plan sources use. */
export function majorRows(raw: RawReader, vocationalNames: Map<string, { sourceId: string; seen: number }>): Row[] {
  const catalog = raw.json<CatalogMajor[]>('liuxusummer__gaokao-advisor/public/data/common/majors/catalog.json')
  const rows: Row[] = catalog.map((m) => ({
    id: m.majorCode,
    code: m.majorCode,
    name: m.majorName,
    level: '本科',
    category: m.category,
    sub_category: m.subCategory,
    degree: degreesOfNote(m.notes) ?? degreeFor(m.majorCode, m.category),
    years: yearsFor(m.majorCode),
    source_id: SRC.advisor,
    quality: 'official',
  }))
  const undergrad = new Set(catalog.map((m) => m.majorName))
  for (const [name, { sourceId, seen }] of vocationalNames) {
    if (undergrad.has(name) || !plausibleMajorName(name, seen)) continue
    rows.push({
      id: vocationalMajorId(name),
      code: null,
      name,
      level: '专科',
      category: null,
      sub_category: null,
      degree: null,
      years: 3,
      source_id: sourceId,
      quality: 'derived',
    })
  }
  return rows
}
