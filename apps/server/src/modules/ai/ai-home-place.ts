import { cityPlaces } from './ai-place-names.ts'
import type { Entities } from './ai-nlu.ts'
import type { Lexicon, ProvinceEntry } from './ai-lexicon.ts'

/**
 * Where the candidate sits the exam, said as a parent says it: by the city (「孩子在乌兰察布上高三」「我们黄冈的」「我们是达州的」
 * 「转到海口读高三」), or by a move (「我们刚从湖南调到海南工作」: 海南, the province moved to, not the one left). Dev v29:
 * a city said as home was no province, so a chance was answered with 「还差你的省份」; the province left was read first.
 * Only a city said as where one lives or studies names the province: a city one wants to study in (想去杭州读大学) or
 * a college's own name (黄冈师范学院) says nothing of where the candidate sits the exam.
 */
let cities: { name: string; province: string }[] | null = null

/** The prefecture-level cities (cityPlaces, ai-place-names.ts), longest first. */
function cityList() {
  cities ??= [...cityPlaces()].sort((a, b) => b.name.length - a.name.length)
  return cities
}

const WHO = '(?:我们|俺们|咱们|我家|我们家|咱家|俺家|孩子|娃儿?|我)'
/**
 * The cues of home around a place: said before the place (在P上高三, 转到P读), the place begins what follows; said after it
 * (我们(是)P的, P的考生), the place is the whole span, so 「我在北京大学的表哥」 names no home.
 */
const BEFORE_PLACE = [/在([\u4e00-\u9fa5]{2,7}?)(?:市)?(?:上|读|念)(?:高[一二三]|高中|学|书)/g, /(?:转|搬|调|迁)(?:学|家|工作|户口)?到([\u4e00-\u9fa5]{2,7})/g]
const AROUND_PLACE = [
  new RegExp(`${WHO}(?:是|在|家在|住在)?([\\u4e00-\\u9fa5]{2,6}?)(?:的|人|这边|这儿|这里|那边)`, 'g'),
  /(?:^|[，,。；;！!？?\s])([\u4e00-\u9fa5]{2,6}?)的?考生/g,
]
const PLACE = '[\\u4e00-\\u9fa5]{2,7}?'

/** The province a place names: a province by its name, or a prefecture city's; `whole` asks the place to be only that. */
function provinceOfPlace(place: string, provinces: readonly ProvinceEntry[], whole: boolean): ProvinceEntry | null {
  const fits = (name: string) => (whole ? place.replace(/[市省]$/, '') === name : place.startsWith(name))
  const province = provinces.find((p) => fits(p.shortName) || fits(p.name))
  if (province) return province
  const city = cityList().find((c) => fits(c.name))
  return city ? (provinces.find((p) => p.code === city.province) ?? null) : null
}

/** The province of the home a text names (a city said with a cue of home), or null. */
export function homeProvinceOf(text: string, provinces: readonly ProvinceEntry[]): ProvinceEntry | null {
  for (const [cues, whole] of [
    [BEFORE_PLACE, false],
    [AROUND_PLACE, true],
  ] as const)
    for (const cue of cues)
      for (const m of text.matchAll(cue)) {
        const province = provinceOfPlace(m[1]!, provinces, whole)
        if (province) return province
      }
  return null
}

/** 从湖南调到海南, 从河北转学到山东: the province left and the one moved to. */
const MOVED = new RegExp(`从(${PLACE})(?:调|转|搬|迁|来)(?:学|家|工作|户口)?到(${PLACE})(?:[，,。；;！!？?\\s]|工作|读|上|念|来|了|$)`)

/** The province a move said leaves (「从湖南调到海南」: 湖南), or null: where the candidate no longer sits the exam. */
export function provinceLeft(question: string, provinces: readonly ProvinceEntry[]): ProvinceEntry | null {
  const moved = MOVED.exec(question)
  if (!moved) return null
  const [from, to] = [provinceOfPlace(moved[1]!, provinces, false), provinceOfPlace(moved[2]!, provinces, false)]
  return from && to && from.code !== to.code ? from : null
}

/** The entities with the province moved to when the text says a move (the province left is the one named first). */
export function withHomeSaid(question: string, lexicon: Lexicon, e: Entities): Entities {
  const moved = MOVED.exec(question)
  const to = moved ? provinceOfPlace(moved[2]!, lexicon.provinces, false) : null
  return to && provinceLeft(question, lexicon.provinces) && e.province?.code !== to.code ? { ...e, province: to } : e
}
