import { describe, expect, it } from 'vitest'
import { testAppPerFile } from '../../testing/build-test-app.ts'
import { createReadModel } from './read-model.ts'
import { referenceLabels } from './reference-labels.ts'
import { SOURCE_LABELS } from './source-labels.ts'

const app = testAppPerFile({ withDataset: true })

// what the builders' own source names carry and a student must never read
const BUILDER_WORDS = /release|github|@gk|\bv\d|江苏选科|分片|\(tree\)|noisy|canonical|Project research/i

describe('source names shown to students', () => {
  it('every source the committed dataset ships has a label for students', async () => {
    const ids = (await app.db.query<{ id: string }>('SELECT id FROM sources')).map((r) => r.id)
    expect(ids.length).toBeGreaterThan(5)
    expect(ids.filter((id) => !(id in SOURCE_LABELS))).toEqual([])
  })

  it('names the exam authorities and the third party instead of repositories and release tags', async () => {
    const labels = await referenceLabels(createReadModel(app.db))
    const ids = (await app.db.query<{ id: string }>('SELECT id FROM sources')).map((r) => r.id)
    for (const id of ids) expect(labels.sourceName(id), id).not.toMatch(BUILDER_WORDS)
    expect(labels.sourceName('gaokao-zhiyuan-site')).toBe('各省教育考试院公布数据（第三方整理）')
    // the institution directory must not claim a Jiangsu subject-requirement file for every college
    expect(labels.sourceName('gaokao-advisor')).not.toContain('江苏')
  })

  it('the 郑州大学 page cites no builder names', async () => {
    const search = await app.call('School/SchoolList', { Keyword: '郑州大学', PageIndex: 1, PageSize: 5 })
    if (search.code !== 0) throw new Error(search.message)
    const zzu = search.data.List.find((s) => s.SchoolName === '郑州大学')
    expect(zzu).toBeDefined()
    const info = await app.call('School/SchoolInfo', { SchoolId: zzu!.SchoolId })
    expect(info.code).toBe(0)
    expect(JSON.stringify(info)).toContain('第三方整理')
    expect(JSON.stringify([search, info])).not.toMatch(BUILDER_WORDS)
  })
})
