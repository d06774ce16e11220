import { classFit, nameFit } from './ai-unit-fit.ts'

/**
 * Which rows of a college's plan a question is about, by the words it shares with each row's name —
 * “浙大计算机试验班” is the row 工科试验班(计算机), “河工大计算机中外合作” the row
 * 计算机科学与技术(中外合作办学), “吉大计科” (read as 计算机科学与技术) the ordinary row. Character
 * pairs, not exact names, so 实验班/试验班 and a missing bracket still find the row; no list of
 * phrasings to maintain.
 */
const CLEAN = /[\s()（）【】[\]、，,。.·\-—:：/]/g
/** Pairs within each bracketed or punctuated segment: 技术(中外合作办学) has no pair 术中. */
// A pair with a digit names a length of study or a year (口腔医学(5年), 「2025年」), never a subject: 「武汉大学2025年…最低分」
// matched the row 口腔医学(5年) by its pair 5年.
const pairs = (s: string) => {
  const out = new Set<string>()
  for (const t of s.split(CLEAN))
    for (let i = 0; i + 1 < t.length; i++) {
      const p = t.slice(i, i + 2)
      if (!/[0-9０-９]/.test(p)) out.add(p)
    }
  return out
}
const SPECIAL_TYPE: [RegExp, RegExp][] = [
  [/中外|合作/, /中外合作|合作办学/],
  [/专项/, /专项/],
  [/预科/, /预科/],
  [/民族班/, /民族班/],
  [/定向/, /定向/],
  [/公费/, /公费/],
]
/** Whether the question asks for this special plan type (中外合作 when it says 中外, 专项 for any 专项). */
const typeAsked = (question: string, type: string) => SPECIAL_TYPE.some(([q, t]) => q.test(question) && t.test(type))
// pairs that name a route, not a subject: they never make a row match on their own (业组: 「普通专业组」 names no group, ADR 095)
const ROUTE = new Set(['业组', '中外', '外合', '合作', '作办', '办学', '试验', '验班', '实验', '专业', '国家', '专项', '高校', '地方', '预科', '学类'])
// the inside of a plan's name (国家专项计划, 高校专项, 地方专项: 「东林国专」 names no unit) and 学院, which names no subject (ADR 090)
const PLAN_INSIDE = new Set(['家专', '校专', '方专', '项计', '计划', '学院'])
const SPECIAL_ASK = /中外|合作|专项|预科|民族班|定向|公费/
const TRACK = /(物理|历史)类|首选(物理|历史)|[理文]科(?!学)/g

export type Named = { major_name: string | null; plan_type?: string | null }

/**
 * The rows whose names share the most subject pairs with the question (at least two, or the whole of a
 * short name); an ordinary row wins a tie unless the question asks for a special route. Empty when
 * nothing in the question names a row.
 */
export function matchUnits<R extends Named>(rows: R[], asked0: string, schoolNames: string[] = []): R[] {
  // 「（非创新班、非中外合作）」: what the question rules out asks for neither the row nor its route
  const question = asked0.replace(/非(?=[^，,。；;、）)\s]{0,4}(班|合作|专项|定向|预科))[^，,。；;、）)\s]{1,8}/g, ' ')
  // the track (物理类, 文科 …) is not a major: 「武汉大学在湖北物理类的投档线」 is not the row 物理学类
  // 〔计算机类〕: the 专业类 of the major asked, a hint that a row of that name (大类招生) is the major's row
  const hints = [...question.matchAll(/〔([^〕]+)〕/g)].map((m) => m[1]!)
  // what the question says it is not (“普通班，不是创新班”) names no row
  let text = question
    .replace(/〔[^〕]*〕/g, ' ')
    .replace(TRACK, ' ')
    .replace(/(不是|不要|并非|不含|除了)[^，,。；;）)\s]{1,10}/g, ' ')
  for (const n of schoolNames) text = text.split(n).join(' ')
  const asked = pairs(text)
  const wantsSpecial = SPECIAL_ASK.test(question)
  // how many distinct names share a pair: one shared pair is enough when it is that rare (“人文试验班” → 人文科学试验班)
  const df = new Map<string, number>()
  for (const name of new Set(rows.map((r) => r.major_name ?? ''))) for (const p of pairs(name)) df.set(p, (df.get(p) ?? 0) + 1)
  let best = 0
  const scored = rows.map((r) => {
    const every = [...pairs(r.major_name ?? '')]
    const own = every.filter((p) => !ROUTE.has(p) && !PLAN_INSIDE.has(p))
    const hits = own.filter((p) => asked.has(p))
    const hit = hits.length
    const whole = own.length > 0 && hit === own.length
    const rare = hit === 1 && (df.get(hits[0]!) ?? 0) <= 3
    // ties go to the name the question covers most of (人文科学试验班 before 社会科学试验班(…人文社科实验班))
    const covered = every.length ? every.filter((p) => asked.has(p)).length / every.length : 0
    let score = hit >= 2 || whole || rare ? hit + (whole ? 0.5 : 0) + 0.9 * covered : 0
    const type = r.plan_type ?? '普通类'
    // the plan type asked decides over the name (计算机科学与技术 of the 中外合作 plan, not of the 地方专项 one)
    if (score > 0 && type !== '普通类') score += typeAsked(question, type) ? 2 : -0.4
    // the major's own 大类 row (计算机类 when the major is 计算机科学与技术): above rows that only share generic pairs (智能科学与技术)
    if (score > 0 && hints.includes(r.major_name ?? '')) score += 2.5
    if (score > 0 && wantsSpecial && /中外|合作/.test(question) && /中外合作|合作办学/.test(r.major_name ?? '')) score += 0.6
    // the name as asked before a name that contains it, before the 类 family; a class the question does not name last (ADR 081)
    if (score > 0) score += nameFit(r.major_name ?? '', text)
    if (score > 0) score = Math.max(0.05, score + classFit(r.major_name ?? '', text))
    best = Math.max(best, score)
    return { r, score }
  })
  if (best <= 0) return []
  const top = scored.filter((s) => s.score >= best - 0.01).map((s) => s.r)
  // 「普通的和创新班都想知道」: the plain major beside its class (软件工程 beside 软件工程(创新班)), both asked
  if (!BOTH_ASKED.test(question)) return top
  const bases = new Set(top.map((r) => baseName(r.major_name ?? '')))
  return [...top, ...rows.filter((r) => !top.includes(r) && bases.has(baseName(r.major_name ?? '')))]
}

/** Both a major and its class asked: 普通(班)…和…创新班, 都想知道, 分别 */
const BOTH_ASKED =
  /普通.{0,8}(和|跟|与|及|、|还有|\/|／).{0,8}(班|实验|创新)|(班|实验|创新).{0,8}(和|跟|与|及|、|还有|\/|／).{0,4}普通|都想知道|都想看|两个都|都要看|分别(是|多少)/
/** A major's name without the class or campus in brackets: 软件工程(创新班) → 软件工程 */
const baseName = (name: string) => name.replace(/[(（][^)）]*[)）]\s*$/, '').trim()
