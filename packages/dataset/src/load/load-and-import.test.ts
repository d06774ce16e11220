import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { openPglite, type OpenDb } from '../db/open-db.ts'
import { importOfficialTable } from '../import/import-official-table.ts'
import type { ImportRequest } from '../import/types.ts'
import { referenceSchemaSql } from '../schema/reference-schema.ts'
import { loadDataset } from './load-dataset.ts'
import { rankCoverageProblems } from '../import/rank-coverage.ts'
import { rankTableCsv } from '../import/rank-table-csv.ts'
import { readManifest } from './manifest.ts'

// One full load into a fresh in-memory PGlite, shared by the loader and import tests (it takes ~30–60 s on a quiet
// machine; on one shared with other test processes it took over the global 300 s hook limit, so it gets its own)
let open: OpenDb
beforeAll(async () => {
  open = await openPglite()
  await loadDataset(open.db)
}, 900_000)
afterAll(async () => open.close())

const count = async (sql: string, params: unknown[] = []) => Number((await open.db.query<{ n: string | number }>(sql, params))[0]?.n)
const version = async () => (await open.db.query<{ value: string }>(`SELECT value FROM dataset_meta WHERE key = 'data_version'`))[0]?.value
const csv = (text: string) => Buffer.from(text, 'utf8')

describe('loadDataset', () => {
  it('loads every table with the row counts of the manifest', async () => {
    const m = readManifest()
    for (const [table, t] of Object.entries(m.tables)) expect(await count(`SELECT count(*) AS n FROM ${table}`), table).toBe(t.rows)
    expect(await version()).toBe(m.version)
  })

  it('returns fast when the version is already loaded, and the schema DDL is idempotent', async () => {
    await open.db.exec(referenceSchemaSql)
    const r = await loadDataset(open.db)
    // nothing reloaded is what makes it fast; a time bound here would measure the machine's load
    expect(r.rows).toBe(0)
  })

  it('adds columns a newer dataset version introduced to an existing table', async () => {
    await open.db.exec(`ALTER TABLE industries DROP COLUMN holland`)
    await open.db.exec(referenceSchemaSql)
    const cols = await open.db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'industries' AND column_name = 'holland'`)
    expect(cols).toHaveLength(1)
  })

  it('answers a score→rank lookup from the loaded tables', async () => {
    const rows = await open.db.query<{ cumulative: number }>(
      `SELECT cumulative FROM score_rank_rows WHERE province_code = '32' AND year = 2025 AND subject_type = '物理类' AND score = 463`,
    )
    expect(rows[0]?.cumulative).toBeGreaterThan(100000)
  })
})

describe('importOfficialTable', () => {
  const req = (kind: ImportRequest['kind'], content: Buffer, fileName = 'table.csv'): ImportRequest => ({
    kind,
    province: '河南',
    year: 2031,
    fileName,
    content,
  })

  it('rejects a rank table whose cumulative counts go down, with line numbers, and keeps nothing', async () => {
    const before = await count(`SELECT count(*) AS n FROM score_rank_rows`)
    const v = await version()
    const bad = csv('科类,分数,本段人数,累计人数\n物理类,700,10,10\n物理类,699,5,15\n物理类,698,3,12\n物理类,800,1,20\n')
    const r = await importOfficialTable(open.db, req('rank-table', bad))
    expect(r.ok).toBe(false)
    expect(r.errors.map((e) => e.line)).toEqual(expect.arrayContaining([4, 5]))
    expect(r.errors.find((e) => e.line === 5)?.message).toMatch(/outside/)
    expect(await count(`SELECT count(*) AS n FROM score_rank_rows`)).toBe(before)
    expect(await version()).toBe(v)
  })

  it('accepts a good rank table, and the same file twice gives the same state', async () => {
    // 河南's real 2026 tables of both tracks, brought as the year 2031's
    const good = csv(await rankTableCsv(open.db, '41', 2026, ['物理类', '历史类']))
    const rowCount = good.toString().trim().split('\n').length - 1
    const first = await importOfficialTable(open.db, req('rank-table', good))
    expect(first).toMatchObject({ ok: true, changed: true, rowsWritten: rowCount })
    const v1 = await version()
    expect(v1).toMatch(/\+imp\./)
    const n1 = await count(`SELECT count(*) AS n FROM score_rank_rows WHERE year = 2031`)
    const second = await importOfficialTable(open.db, req('rank-table', good))
    expect(second).toMatchObject({ ok: true, changed: false })
    expect(await version()).toBe(v1)
    expect(await count(`SELECT count(*) AS n FROM score_rank_rows WHERE year = 2031`)).toBe(n1)
    expect(n1).toBe(rowCount)
    // A restart with imports on top of the committed version must not reload.
    expect((await loadDataset(open.db)).rows).toBe(0)
  })

  it('refuses a table of the top scores only, saying why, and keeps nothing (ADR 069)', async () => {
    const before = await count(`SELECT count(*) AS n FROM score_rank_rows`)
    const v = await version()
    const top = csv('科类,分数,本段人数,累计人数\n物理类,700,10,10\n物理类,699,5,15\n物理类,698,3,18\n')
    // 2031 has no 本科 line and none in the three years before: the cohort is compared with 河南's newest table
    const far = await importOfficialTable(open.db, req('rank-table', top))
    expect(far).toMatchObject({ ok: false, incomplete: true, changed: false })
    expect(far.errors[0]?.message).toMatch(/^物理类: table holds 18 candidates, under 60% of the 2026 table's \d+$/)
    // 2026 has its 本科 line: the table must reach it
    const own = await importOfficialTable(open.db, { ...req('rank-table', top), year: 2026 })
    expect(own.errors[0]?.message).toMatch(/^物理类: table stops at 698, above the 2026 undergraduate line \d+$/)
    // 2027 has none yet: 2026's line plus the drift
    const next = await importOfficialTable(open.db, { ...req('rank-table', top), year: 2027 })
    expect(next.errors[0]?.message).toMatch(/^物理类: table stops at 698, above \d+ \(the 2026 undergraduate line \d+ \+ 40\)$/)
    expect(await count(`SELECT count(*) AS n FROM score_rank_rows`)).toBe(before)
    expect(await version()).toBe(v)
  })

  // 甘肃 2025 物理类 stopped at 450 until ADR 093 kept its anchors down to the line: now every table passes
  it('passes every committed table as an import would read it', async () => {
    const tables = await open.db.query<{ province_code: string; year: number; subject_type: string; max_score: number }>(
      `SELECT province_code, year, subject_type FROM score_rank_tables ORDER BY province_code, year, subject_type`,
    )
    const refused: string[] = []
    for (const t of tables) {
      const rows = await open.db.query<Record<string, unknown>>(
        `SELECT subject_type, score, cumulative FROM score_rank_rows WHERE province_code = $1 AND year = $2 AND subject_type = $3`,
        [t.province_code, t.year, t.subject_type],
      )
      const problems = await rankCoverageProblems(open.db, t.province_code, t.year, 750, rows)
      if (problems.length) refused.push(`${t.province_code} ${t.year} ${t.subject_type}: ${problems[0]!.message}`)
    }
    expect(tables.length).toBeGreaterThan(180)
    expect(refused).toEqual([])
  })

  it('rejects admissions naming an unknown institution and suggests close names', async () => {
    const file = csv('科类,批次,院校名称,最低分,最低位次\n物理类,本科批,郑州大学,600,30000\n物理类,本科批,郑州大鞋,580,40000\n')
    const r = await importOfficialTable(open.db, req('admissions', file))
    expect(r.ok).toBe(false)
    expect(r.unknownInstitutions[0]).toMatchObject({ line: 3, name: '郑州大鞋' })
    expect(r.unknownInstitutions[0]?.suggestions).toContain('郑州大学')
    expect(await count(`SELECT count(*) AS n FROM admission_results WHERE year = 2031`)).toBe(0)
  })

  it('imports a plan and control lines; a control line replaces the committed line of the same batch', async () => {
    const plan = csv(
      '科类,批次,院校代码,院校名称,专业代码,专业名称,计划数,学制,学费,选考科目要求\n物理类,本科批,1001,郑州大学,01,临床医学,30,5,6000,"物理,化学(2门科目考生均须选考方可报考)"\n',
    )
    const r = await importOfficialTable(open.db, { ...req('plan', plan), year: 2031 })
    expect(r).toMatchObject({ ok: true, changed: true, rowsWritten: 1 })
    const rows = await open.db.query<{ major_name: string; plan_count: number; years: number }>(
      `SELECT major_name, plan_count, years FROM enrollment_plans WHERE year = 2031`,
    )
    expect(rows).toEqual([{ major_name: '临床医学', plan_count: 30, years: 5 }])
    const lines = csv('科类,批次,分数线\n理科,普通类本科一批,515\n')
    const before = await count(
      `SELECT count(*) AS n FROM control_lines WHERE province_code = '41' AND year = 2024 AND batch_key = 'bk1' AND subject_type = '理科' AND category = '普通类'`,
    )
    expect(before).toBe(1)
    expect((await importOfficialTable(open.db, { ...req('control-lines', lines), year: 2024 })).ok).toBe(true)
    const after = await open.db.query<{ score: number }>(
      `SELECT score FROM control_lines WHERE province_code = '41' AND year = 2024 AND batch_key = 'bk1' AND subject_type = '理科' AND category = '普通类'`,
    )
    expect(after).toEqual([{ score: 515 }])
  })

  it('imports an XLSX admissions file once, idempotently', async () => {
    const wb = new ExcelJS.Workbook()
    // numbers as numbers, as Excel stores them
    wb.addWorksheet('Sheet1').addRows([
      ['2031年河南省本科批投档线'],
      ['科类', '批次', '院校名称', '专业组', '最低分', '最低位次', '选科要求'],
      ['物理类', '本科批', '郑州大学', 101, 600, 30000, '物理+化学'],
      ['历史类', '本科批', '河南大学(国家专项计划)', '201', '560', '20000', '不限'],
    ])
    const content = Buffer.from(await wb.xlsx.writeBuffer())
    const r1 = await importOfficialTable(open.db, req('admissions', content, 'toudang.xlsx'))
    expect(r1.errors).toEqual([])
    expect(r1).toMatchObject({ ok: true, changed: true, rowsWritten: 2 })
    const r2 = await importOfficialTable(open.db, req('admissions', content, 'toudang.xlsx'))
    expect(r2.changed).toBe(false)
    const rows = await open.db.query<{ subject_requirement: { first: string; allOf: string[] } }>(
      `SELECT subject_requirement FROM admission_results WHERE year = 2031 AND subject_type = '物理类'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.subject_requirement).toMatchObject({ first: 'physics', allOf: ['chemistry'] })
  })
})
