/** Helpers shared by the 院校专业组 readers of the fourth round. */
export type Track = '物理类' | '历史类'

const ELECTIVES: [RegExp, string][] = [
  [/化/, '化学'],
  [/生/, '生物'],
  [/政/, '思想政治'],
  [/地/, '地理'],
]

/**
 * The 3+1+2 requirement a group label states ("001专业组（化学）", "500 选考化学", "化学和生物", "政和地",
 * "不限"), or null when it names none. Labels here are OCR'd: single characters stand for subjects.
 */
export function requirementText(track: Track, label: string | null | undefined): string | null {
  const t = (label ?? '').replace(/专业组|选考科目|选考|第\w+组|\d+/g, '')
  const first = track === '物理类' ? '物理' : '历史'
  if (/不限|不应|不期/.test(t)) return `首选${first}，再选不限`
  const found = ELECTIVES.filter(([re]) => re.test(t)).map(([, s]) => s)
  if (found.length === 0) return null
  return `首选${first}，再选${found.join('和')}`
}

/** Special-plan wording of a group label or remark; the plan-type classifier reads it. */
export function specialLabel(...parts: (string | null | undefined)[]): string | null {
  const hits = parts.flatMap((p) => [...(p ?? '').matchAll(/专项|预科|民族班?|中外合作|合作办学|定向|单列|边防|优师|公费师范|闽台|港澳/g)].map((m) => m[0]))
  return hits.length ? [...new Set(hits)].join(' ') : null
}

/** School-name spellings to try for an OCR'd name: as printed, without a trailing watermark character, without brackets. */
export function nameVariants(name: string): string[] {
  const n = name.trim()
  const out = [n, n.replace(/[A-Za-z0-9]+$/, ''), n.slice(0, -1), n.replace(/[（(][^）)]*[）)]?$/, '')]
  return [...new Set(out.filter((x) => x.length >= 3))]
}
