import { describe, expect, it } from 'vitest'
import { parseSubjectRequirement } from './parse-subject-requirement.ts'
import type { SubjectRequirement } from './subject-requirement.ts'

type Case = readonly [text: string, isFirstChoiceModel: boolean, expected: SubjectRequirement]

const none = { first: null, allOf: [], anyOf: [] } as const
const req = (first: SubjectRequirement['first'], allOf: SubjectRequirement['allOf'] = [], anyOf: SubjectRequirement['anyOf'] = []): SubjectRequirement => ({
  first,
  allOf,
  anyOf,
})

// Wordings from the committed dataset (packages/dataset/data) and the raw plan books, one table per
// family. The second column says whether the province runs 3+1+2 (isFirstChoiceModel).
const families: Record<string, readonly Case[]> = {
  '3+3 official forms (均须 / 必须 / 其中一门即可)': [
    ['物理,化学(2门科目考生均须选考方可报考)', false, req(null, ['physics', 'chemistry'])],
    ['物理，化学（2门科目考生均须选考方可报考）', false, req(null, ['physics', 'chemistry'])],
    ['物理(1门科目考生必须选考方可报考)', false, req(null, ['physics'])],
    ['化学,生物(2门科目考生选考其中一门即可报考)', false, req(null, [], ['chemistry', 'biology'])],
    ['思想政治(1门科目考生必须选考方可报考)', false, req(null, ['politics'])],
    ['技术(1门科目考生必须选考方可报考)', false, req(null, ['technology'])],
    ['物理,化学,生物(3门科目考生均须选考方可报考)', false, req(null, ['physics', 'chemistry', 'biology'])],
    ['思想政治,历史(2门科目考生均须选考方可报考)', false, req(null, ['politics', 'history'])],
    ['地理、历史、思想政治（均须选考）', false, req(null, ['politics', 'history', 'geography'])],
    ['化学(必须选考)', false, req(null, ['chemistry'])],
    ['地理（必选）', false, req(null, ['geography'])],
    ['004地理（必选）', false, req(null, ['geography'])],
    ['物理', false, req(null, ['physics'])],
    ['历史', false, req(null, ['history'])],
  ],
  '3+3 any-of with a slash (选考一门即可) or 或': [
    ['物理／化学／地理(选考一门即可)', false, req(null, [], ['physics', 'chemistry', 'geography'])],
    ['物理/化学/生物（选考一门即可）', false, req(null, [], ['physics', 'chemistry', 'biology'])],
    ['生物/历史（选考一门即可）', false, req(null, [], ['biology', 'history'])],
    ['历史／地理(选考一门即可)', false, req(null, [], ['history', 'geography'])],
    ['物理/历史/地理（选考一门即可）', false, req(null, [], ['physics', 'history', 'geography'])],
    ['物理或化学', false, req(null, [], ['physics', 'chemistry'])],
    // three any-of subjects in a 3+3 province, not "physics or history first" plus geography
    ['物理或历史或地理', false, req(null, [], ['physics', 'history', 'geography'])],
  ],
  '3+3 lists and group labels': [
    ['物理和化学', false, req(null, ['physics', 'chemistry'])],
    ['物理+化学+生物', false, req(null, ['physics', 'chemistry', 'biology'])],
    ['物理＋化学(中外合办)', false, req(null, ['physics', 'chemistry'])],
    ['物理+化学(01)', false, req(null, ['physics', 'chemistry'])],
    ['物化生', false, req(null, ['physics', 'chemistry', 'biology'])],
    ['物化生选考组', false, req(null, ['physics', 'chemistry', 'biology'])],
    ['物化选考组', false, req(null, ['physics', 'chemistry'])],
    ['物理组', false, req(null, ['physics'])],
    ['物理+不限', false, req(null, ['physics'])],
    ['综合改革（物理+化学）', false, req(null, ['physics', 'chemistry'])],
    ['生物学', false, req(null, ['biology'])],
    // a group label: physics plus chemistry or biology (not any one of the three)
    ['物理+化学/生物组', false, req(null, ['physics'], ['chemistry', 'biology'])],
    ['物理+化学/地理组', false, req(null, ['physics'], ['chemistry', 'geography'])],
  ],
  'no requirement (不限 / 不提 and remarks after it)': [
    ['不提科目要求', false, none],
    ['选考科目不限', false, none],
    ['不限', false, none],
    ['不提', false, none],
    ['', false, none],
    ['(不限)', true, none],
    ['不限中外合作办学', true, none],
    ['不限马来西亚分校', true, none],
    ['不限(女)', false, none],
    ['不限选考科目', true, none],
    ['001不限', false, none],
    ['综合改革（不限）', false, none],
    ['首选不限，再选不限', false, none],
  ],
  '3+1+2 首选 stated by the wording': [
    ['首选物理，再选化学', true, req('physics', ['chemistry'])],
    ['首选历史，再选不限', true, req('history')],
    ['首选物理', true, req('physics')],
    ['首选物理,再选化学和生物', true, req('physics', ['chemistry', 'biology'])],
    ['首选物理，再选化学或生物', true, req('physics', [], ['chemistry', 'biology'])],
    ['首选物理，再选科目不提', true, req('physics')],
    ['首选历史，再选科目不提', true, req('history')],
    ['仅物理', true, req('physics')],
    ['仅历史', true, req('history')],
    ['物理类（再选化学）', true, req('physics', ['chemistry'])],
    ['历史类（再选不限）', true, req('history')],
    ['历史类（再选政治）', true, req('history', ['politics'])],
    ['物理类.非定向.普通类.第302组.化学', true, req('physics', ['chemistry'])],
    ['历史类.非定向.普通类.第001组.不限', true, req('history')],
    ['本科批物理类003专业组', true, req('physics')],
    ['江西理工大学物理类第003组(化学)中外合作办学', true, req('physics', ['chemistry'])],
    // the wording names the 首选 category itself, so it is read the same way without the model
    ['仅物理', false, req('physics')],
    ['首选历史，再选不限', false, req('history')],
    ['首选不限，再选思想政治', false, req(null, ['politics'])],
  ],
  '3+1+2 first either way': [
    ['物理或历史均可', true, req('either')],
    ['物理或历史均可', false, req('either')],
    ['物理/历史', true, req('either')],
    ['首选物理或历史，再选科目不提', true, req('either')],
    // a candidate cannot take both in 3+1+2: the two tracks are listed (武汉科技大学, 成都大学 rows
    // appear under both 物理类 and 历史类)
    ['物理+历史', true, req('either')],
    ['(物理+历史)*化学', true, req('either', ['chemistry'])],
    ['(物理+历史)*思想政治', true, req('either', ['politics'])],
  ],
  '3+1+2 bare subject lists (the required physics/history is the 首选)': [
    ['物理+化学', true, req('physics', ['chemistry'])],
    ['物理＋化学', true, req('physics', ['chemistry'])],
    ['物理*化学', true, req('physics', ['chemistry'])],
    ['物理-化学-中外合作办学', true, req('physics', ['chemistry'])],
    ['物理化学', true, req('physics', ['chemistry'])],
    ['物理+不限', true, req('physics')],
    ['历史+不限(第119组)', true, req('history')],
    ['物理+不限（561）', true, req('physics')],
    ['历史-不限-艺考类-美术与设计类', true, req('history')],
    ['物理不限', true, req('physics')],
    ['物理', true, req('physics')],
    ['历史', true, req('history')],
    ['物理*(化学)', true, req('physics', ['chemistry'])],
    ['历史*(化学+地理)', true, req('history', ['chemistry', 'geography'])],
    ['物理*化学*生物学', true, req('physics', ['chemistry', 'biology'])],
    ['物理+化学（本科拔尖人才联合培养）', true, req('physics', ['chemistry'])],
    ['选考科目限物理+化学', true, req('physics', ['chemistry'])],
    ['化学、物理（均须选考）', true, req('physics', ['chemistry'])],
    ['思想政治,历史(2门科目考生均须选考方可报考)', true, req('history', ['politics'])],
    ['历史(1门科目考生必须选考方可报考)', true, req('history')],
    ['206.物理组', true, req('physics')],
    ['201.历史组', true, req('history')],
    ['物理+化学组', true, req('physics', ['chemistry'])],
  ],
  '3+1+2 required subject plus an any-of group (或 or /)': [
    ['物理+化学或生物', true, req('physics', [], ['chemistry', 'biology'])],
    ['物理+(化学或生物)', true, req('physics', [], ['chemistry', 'biology'])],
    ['10（物理+化学或生物）', true, req('physics', [], ['chemistry', 'biology'])],
    ['物理+化学/生物', true, req('physics', [], ['chemistry', 'biology'])],
    ['物理+化学/生物组', true, req('physics', [], ['chemistry', 'biology'])],
    ['物理+化学/地理组', true, req('physics', [], ['chemistry', 'geography'])],
    ['历史+化学/地理', true, req('history', [], ['chemistry', 'geography'])],
    ['首选物理，再选化学或地理', true, req('physics', [], ['chemistry', 'geography'])],
    ['江西理工大学05专业组(化学或地理)', true, req(null, [], ['chemistry', 'geography'])],
  ],
  '3+1+2 再选 only': [
    ['化学', true, req(null, ['chemistry'])],
    ['化学和生物', true, req(null, ['chemistry', 'biology'])],
    ['化和生', true, req(null, ['chemistry', 'biology'])],
    ['化', true, req(null, ['chemistry'])],
    ['思想政治和地理', true, req(null, ['politics', 'geography'])],
    ['化学必选', true, req(null, ['chemistry'])],
    ['必选化学', true, req(null, ['chemistry'])],
    ['选考地理', true, req(null, ['geography'])],
    ['化学中外合作办学', true, req(null, ['chemistry'])],
    ['化学医学类', true, req(null, ['chemistry'])],
    ['生物学＋地理', true, req(null, ['biology', 'geography'])],
    // OCR slips in scanned plan books
    ['化学+牛物学', true, req(null, ['chemistry', 'biology'])],
    ['化学＋思規政治', true, req(null, ['chemistry', 'politics'])],
  ],
  'group labels with the requirement in brackets': [
    ['江西理工大学04专业组(化学)(中外合作办学)', true, req(null, ['chemistry'])],
    ['江西理工大学01专业组(不限)', true, none],
    ['江西理工大学03专业组(不限)(中外合作)', true, none],
    ['001专业组(不限)', true, none],
    ['502专业组(选考科目化学)', true, req(null, ['chemistry'])],
    ['F03专业组（选选考科目思想政治和地理）美术与设计类', true, req(null, ['politics', 'geography'])],
    ['001专业组（选考科目不限）定向培养军士生', true, none],
    ['1001专业组（选考科目不限）定向培养军士生', true, none],
    // OCR slips and an unclosed bracket (宁夏 2025 plan scans)
    ['001专业组（选选考科目不限）美术与设计类', true, none],
    ['002专业组（选考料目不限）美术与设计类', true, none],
    ['003专业组（达选考科目不限）音乐类（音乐表演-声乐）', true, none],
    ['003专业组（选考料目不限/舞蹈类', true, none],
    ['005专业组（选券科目不限j戏剧影视导演', true, none],
    ['14（物理+不限）', true, req('physics')],
    ['04（历史+思想政治）', true, req('history', ['politics'])],
  ],
}

describe('parseSubjectRequirement', () => {
  for (const [family, cases] of Object.entries(families)) {
    describe(family, () => {
      it.each(cases)('%s (3+1+2: %s)', (text, isFirstChoiceModel, expected) => {
        expect(parseSubjectRequirement(text, { isFirstChoiceModel })).toEqual(expected)
      })
    })
  }

  it('lists subjects in the fixed order physics, chemistry, biology, politics, history, geography, technology', () => {
    expect(parseSubjectRequirement('地理、化学、物理（均须选考）').allOf).toEqual(['physics', 'chemistry', 'geography'])
  })

  it('reads the 3+1+2 first choice only when told the model, unless the wording names it', () => {
    expect(parseSubjectRequirement('物理+化学')).toEqual(req(null, ['physics', 'chemistry']))
    expect(parseSubjectRequirement('物理+历史')).toEqual(req(null, ['physics', 'history']))
  })

  it.each([
    '须通过面试',
    '第103组',
    '第502组',
    '第101组(普通组)',
    '03组,普通类',
    '艺术类',
    '体育类',
    '特殊路径',
    '传统理工',
    '江西理工大学(01)',
    '001专业组(本科美术与设计类B段)',
    '化坚+4物学',
    // an empty cell in the source ("\", "-"): says nothing, so not "no requirement" (this used to
    // read "-" as 不限; the 华东理工大学 高校专项 rows that carry it do have requirements)
    '\\',
    '-',
    '/',
  ])('flags %s as unrecognised instead of guessing', (text) => {
    const r = parseSubjectRequirement(text, { isFirstChoiceModel: true })
    expect(r.isUnrecognised).toBe(true)
    expect(r.allOf).toEqual([])
    expect(r.anyOf).toEqual([])
  })
})
