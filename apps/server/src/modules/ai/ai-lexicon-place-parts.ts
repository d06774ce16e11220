import type { SchoolEntry } from './ai-lexicon.ts'
import type { ShortName } from './ai-lexicon-short.ts'

/**
 * A college's name without the place it starts with (大连海事大学 → 海事大学, 上海海事大学 → 海事大学): what people say
 * when the place is obvious to them, usually because the college is where they live (a 辽宁 candidate's 海事大学 is
 * 大连海事大学). A part one college has is its name; a part several colleges share is a short name of all of them: the
 * candidate's province picks the one there, else the adviser asks which (ai-local-names.ts, the short names' own way). A part that is only a
 * kind of college (师范学院, 政法大学, 体育大学) is never a name: 「能上哪些政法大学」 asks for a list.
 */

/** Words that name what a college teaches; a part made only of them is a kind, not a name. */
const KIND_WORDS =
  '师范|职业|技术|工程|科技|理工|工业|财经|外国语|外语|交通|农业|林业|农林|民族|商业|工商|传媒|电力|邮电|石油|海洋|医科|医学|药科|中医药|中医|体育|艺术|音乐|美术|戏剧|舞蹈|政法|警察|警官|公安|司法|建筑|航空|航天|电子|信息|水利|水电|经济|管理|金融|财政|税务|城市|文理|科学|应用|开放|成人|广播|电视|幼儿|高等|专科|护理|卫生|健康|旅游|轻工|化工|纺织|服装|工艺|汽车|铁道|铁路|交通运输|能源|矿业|地质|气象|农业工程|生物|机电|软件|理工科|外事|国际|商务|工贸|经贸|贸易|财贸|科技师范|技术师范|医药'
const KIND_ONLY = new RegExp(`^(?:${KIND_WORDS})+$`)

/** The parts, with the colleges each is the rest of; `places` are province and city names (the longest is cut first). */
export function deriveNamesAfterPlace(schools: Iterable<SchoolEntry>, places: string[]): Map<string, ShortName> {
  const byLength = [...new Set(places)].filter((p) => p.length >= 2).sort((a, b) => b.length - a.length)
  const found = new Map<string, SchoolEntry[]>()
  for (const school of schools) {
    if (/[（(]/.test(school.name)) continue
    const place = byLength.find((p) => school.name.startsWith(p))
    if (!place) continue
    const rest = school.name.slice(place.length)
    const ending = /(大学|学院)$/.exec(rest)?.[0]
    if (!ending || rest.length < 4 || KIND_ONLY.test(rest.slice(0, -ending.length))) continue
    const list = found.get(rest) ?? []
    if (!list.some((s) => s.id === school.id)) list.push(school)
    found.set(rest, list)
  }
  const out = new Map<string, ShortName>()
  // a part one college alone has (电机学院 of 上海电机学院, 北方学院 of 河北北方学院, dev v29) is that college's name too
  for (const [part, list] of found) out.set(part, { national: list, local: [], afterPlace: true })
  return out
}
