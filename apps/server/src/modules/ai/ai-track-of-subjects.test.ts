import { describe, expect, it } from 'vitest'
import { read } from './ai-reading.test-kit.ts'
import { trackInItsProvince } from './ai-track-of-subjects.ts'

/**
 * ADR 134 (holdout v16): the 选科 imply a track only in a 3+1+2 province. In a 3+3 province (山东, 浙江, 上海 …) every
 * 选科 is ranked as 综合, so 物理 among the subjects is never read as the 物理类 track, whichever turn names the province.
 */
describe('the track implied by the 选科', () => {
  it('is 综合 in a 3+3 province, said with the subjects in any voice', () => {
    for (const q of ['山东考生，我选考的是物理化学地理，560分排第几', '浙江 物化技 600 位次', '上海的娃选了物理生物和政治']) {
      const { e } = read(q)
      expect(trackInItsProvince(e, 2027).subjectType, q).toBe('综合')
    }
  })
  it('stays marked as implied when the province is still to come (an earlier turn or the saved profile names it)', () => {
    const { e } = read('我的选科是历史政治地理，570分能排多少')
    expect(e.province).toBeNull()
    expect(e.trackOfSubjects).toBe(true)
    const later = trackInItsProvince({ ...e, province: read('山东').e.province }, 2027)
    expect(later.subjectType).toBe('综合')
  })
  it('keeps 物理类 and 历史类 in a 3+1+2 province, and a track the user said even in a 3+3 one', () => {
    expect(trackInItsProvince(read('河南 选科物化生 560分').e, 2027).subjectType).toBe('物理类')
    expect(trackInItsProvince(read('河北的，选的史政地').e, 2027).subjectType).toBe('历史类')
    // said outright: left for the premise check to correct (a 3+3 province has no 物理类)
    expect(trackInItsProvince(read('山东物理类 物化生 550分').e, 2027).subjectType).toBe('物理类')
  })
})
