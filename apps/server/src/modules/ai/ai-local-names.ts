import type { Entities } from './ai-nlu.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { dataOf, type Plan } from './ai-plan.ts'
import { listedColleges } from './ai-listed-names.ts'
import { byPlaceSaid, byProvinceOf } from './ai-place-names.ts'
import { provinceByLocalPlan } from './ai-local-plan-names.ts'

/**
 * Short names that stand for a different college depending on where the student is: 河大 is 河南大学
 * to most, but 河北大学 to a student in 河北; 湖大 is 湖北大学 in 湖北. The lexicon maps each to the
 * first (the national reading); a candidate whose province is that of another college of the list
 * means that one.
 */
export const localAbbreviations: Record<string, string[]> = {
  河大: ['河南大学', '河北大学'],
  湖大: ['湖南大学', '湖北大学'],
  山大: ['山东大学', '山西大学'],
  南大: ['南京大学', '南昌大学'],
  华师: ['华中师范大学', '华南师范大学'],
  广医: ['广州医科大学', '广西医科大学'],
  河师大: ['河南师范大学', '河北师范大学'],
  江大: ['江南大学', '江苏大学', '江汉大学'],
  // both in 广东: a 广东 candidate is asked which (广(州)医科(大学) and 广(东)医科(大学) fit alike; ADR 122)
  广医科: ['广州医科大学', '广东医科大学'],
  // 华农 is 华南农业大学 to most, 华中农业大学 to a 湖北 candidate (ADR 090)
  华农: ['华南农业大学', '华中农业大学'],
}

/** The schools of a question read with the candidate's province (named or saved); unchanged when none applies. */
export function localiseSchools(question: string, e0: Entities, provinceCode: string | null, lexicon: Lexicon): Entities {
  if (e0.schools.length === 0) return e0
  const e = namedInFull(question, e0, lexicon)
  if (!provinceCode) {
    const unsure = unsureShortName(question, e, lexicon)
    return unsure ? { ...e, unsureName: unsure } : e
  }
  const byName = new Map<string, SchoolEntry>()
  for (const s of lexicon.schools.values()) byName.set(s.name, s)
  let changed = false
  let bothHere: string[] | null = null
  const schools = e.schools.map((school) => {
    if (question.includes(school.name)) return school
    for (const [abbr, names] of Object.entries(localAbbreviations)) {
      if (!question.includes(abbr) || !names.includes(school.name)) continue
      const here = names.filter((n) => byName.get(n)?.provinceCode === provinceCode)
      if (here.length >= 2) bothHere = [abbr, ...here]
      const local = names.map((n) => byName.get(n)).find((s) => s && s.provinceCode === provinceCode)
      if (local && local.id !== school.id) {
        changed = true
        return local
      }
    }
    const local = byShortName(question, school, provinceCode, lexicon)
    if (local && local.id !== school.id) {
      changed = true
      return local
    }
    return school
  })
  const out = changed ? { ...e, schools } : e
  // 广医科 asked in 广东, where both its colleges are: the one whose own name in the data it shortens (广东医科 → 广医科,
  // 广州医科大学 being 广州医大), else which one, never a guess (ADR 129)
  if (bothHere) {
    const [form, ...names] = bothHere as string[]
    const one = shortenedAlias(form!, names, lexicon)
    return one ? { ...out, schools: out.schools.map((s) => (names.includes(s.name) ? one : s)) } : { ...out, unsureName: bothHere }
  }
  // 西大 asked by a 河南 candidate: none of its colleges is there, so the question still has to say which
  const unsure = unsureShortName(question, out, lexicon, provinceCode)
  return unsure ? { ...out, unsureName: unsure } : out
}

/**
 * The one college among `names` with an alias in the data that `form` shortens by its place (广东医科 → 广医科: the
 * alias's first character, then its ending), when exactly one has such an alias.
 */
function shortenedAlias(form: string, names: string[], lexicon: Lexicon): SchoolEntry | null {
  const schools = [...lexicon.schools.values()].filter((s) => names.includes(s.name))
  const fits = schools.filter((s) =>
    (lexicon.aliases?.get(s.id) ?? []).some((a) => a.length > form.length && a[0] === form[0] && a.endsWith(form.slice(1)) && !/[（(［\[]/.test(a)),
  )
  return fits.length === 1 ? fits[0]! : null
}

/**
 * The derived short name of the question that more than one college is read by everywhere (西大: 西北大学,
 * 西南大学), when no full name is also said and the province (if known) has none of them: [form, ...names].
 */
function unsureShortName(question: string, e: Entities, lexicon: Lexicon, provinceCode: string | null = null): string[] | null {
  for (const [form, { national, local }] of lexicon.shortNames ?? []) {
    if (national.length < 2 || !question.includes(form) || !e.schools.some((s) => national.some((n) => n.id === s.id))) continue
    const all = [...national, ...local]
    if (all.some((s) => question.includes(s.name) || s.provinceCode === provinceCode)) continue
    return [form, ...all.map((s) => s.name)]
  }
  return null
}

/** The one short question for a short name several colleges share (asked before any answer about it). */
export function askWhichCollege(e: Entities): string | null {
  if (!e.unsureName) return null
  const [form, ...names] = e.unsureName
  // the province is itself a question (a candidate of the college's province means that one), so it is asked as one (ADR 100)
  return `「${form}」可能指${names.join('、')}，你问的是哪一所？说出学校全称，或者告诉我：你是哪个省份的考生？`
}

/**
 * 「那东大呢，东南大学」: a short name said together with the full name of one of its colleges is that
 * college (the short name's first reading, 东北大学, goes).
 */
export function namedInFull(question: string, e: Entities, lexicon: Lexicon): Entities {
  let changed = false
  const ids = new Set<string>()
  const schools: SchoolEntry[] = []
  for (const school of e.schools) {
    let read = school
    if (!question.includes(school.name)) {
      for (const [form, { national, local }] of lexicon.shortNames ?? []) {
        if (!question.includes(form) || !national.some((s) => s.id === school.id)) continue
        const named = [...national, ...local].find((s) => question.includes(s.name))
        if (named) read = named
      }
      // the shared short names read by the province (南大: 南京大学 or 南昌大学) too: 「南大 南昌大学」 is 南昌大学
      for (const [abbr, names] of Object.entries(localAbbreviations)) {
        if (!question.includes(abbr) || !names.includes(school.name)) continue
        const full = names.find((n) => n !== school.name && question.includes(n))
        const named = full ? [...lexicon.schools.values()].find((s) => s.name === full) : undefined
        if (named) read = named
      }
    }
    if (read !== school) changed = true
    if (!ids.has(read.id)) schools.push(read)
    else changed = true
    ids.add(read.id)
  }
  return changed ? { ...e, schools } : e
}

/** True when the question has a short name whose college may depend on the candidate's province. */
export function mentionsLocalName(question: string, lexicon: Lexicon): boolean {
  if (Object.keys(localAbbreviations).some((a) => question.includes(a))) return true
  for (const [form, { national, local }] of lexicon.shortNames ?? []) if (national.length + local.length > 1 && question.includes(form)) return true
  return false
}

/**
 * The college of the candidate's province among those a derived short name may mean (西大 is 广西大学
 * in 广西, 西北大学 in 陕西; 药大 is 沈阳药科大学 in 辽宁): only when exactly one of them is there.
 */
function byShortName(question: string, school: SchoolEntry, provinceCode: string, lexicon: Lexicon): SchoolEntry | null {
  for (const [form, { national, local }] of lexicon.shortNames ?? []) {
    if (!question.includes(form) || !national.some((s) => s.id === school.id)) continue
    const here = [...national, ...local].filter((s) => s.provinceCode === provinceCode)
    if (here.length === 1) return here[0]!
  }
  return null
}

/** 河大/湖大/山大 read as the college of the candidate's province (named, or saved in the profile). */
export async function localised(plan: Plan, text: string, e0: Entities, lexicon: Lexicon, spoken: string | null = null): Promise<Entities> {
  if (!e0.schools.length) return e0
  let code = e0.province?.code ?? null
  // 「武科大 湖大 三峡 长大」: a list's items, and with no province the list's own (or a Cantonese asker's 广东) (ADR 098)
  let listed = listedColleges(text, e0, code, lexicon)
  // the saved province only where a local name or a list needs it (a college's facts ask nothing of the profile), and
  // read once per answer with the profile the answer applies (Plan.savedProfile)
  if (!listed.seen && !mentionsLocalName(text, lexicon) && !e0.unsureName) return e0
  if (!code && plan.ctx.user) {
    const p = dataOf(await plan.savedProfile()) as { HasProfile: boolean; ProvinceId: number } | null
    code = p?.HasProfile ? String(p.ProvinceId) : null
    if (code) listed = listedColleges(text, e0, code, lexicon)
  }
  const e = byProvinceOf(listed.e, code, lexicon)
  if (!mentionsLocalName(text, lexicon)) return byPlaceSaid(text, e, lexicon)
  // 「南医大江宁那边」: a place the question says picks the one college of the shared short name that is there
  // 「华师地方专项」: the one reading a province runs, the only kind that recruits by the plan (ADR 140)
  // a Cantonese asker's 广东 (`spoken`, read from the words as typed; ai-dialect-forms.ts) settles the name, not the asker's province
  const heard = spoken ? (lexicon.provinces.find((p) => p.shortName === spoken)?.code ?? null) : null
  const where = code ?? listed.province ?? heard ?? (await provinceByLocalPlan(plan, text, lexicon, localAbbreviations))
  return onceEach(byPlaceSaid(text, localiseSchools(text, e, where, lexicon), lexicon))
}

/**
 * 「想报华东理工。麻烦把华理今年在上海…列成表格」: a college said in full and then by a short name another college shares
 * (华理: 华东理工 or 华南理工) is read at the asker's province as the same college; it is then one college asked, once.
 */
const onceEach = (e: Entities): Entities => {
  const ids = new Set<string>()
  const schools = e.schools.filter((s) => (ids.has(s.id) ? false : (ids.add(s.id), true)))
  return schools.length === e.schools.length ? e : { ...e, schools }
}

/**
 * The colleges a shared short name stands for when nothing says where the asker is (「河大临床医学学费多少」, no province
 * named or saved): every reading, so a fact asked is answered for each (河南大学 and 河北大学) instead of a guess.
 * Empty when the question names the college in full or uses no shared short name for it.
 */
export function sharedReadings(question: string, school: SchoolEntry, lexicon: Lexicon): SchoolEntry[] {
  if (question.includes(school.name)) return []
  const byName = new Map([...lexicon.schools.values()].map((s) => [s.name, s]))
  for (const [abbr, names] of Object.entries(localAbbreviations)) {
    if (!question.includes(abbr) || !names.includes(school.name)) continue
    // 河大 inside 河大学 / 河师大: only the short name itself, not a longer one that contains it
    if (Object.keys(localAbbreviations).some((other) => other !== abbr && other.includes(abbr) && question.includes(other))) continue
    return names.map((n) => byName.get(n)).filter((s): s is SchoolEntry => s !== undefined)
  }
  return []
}
