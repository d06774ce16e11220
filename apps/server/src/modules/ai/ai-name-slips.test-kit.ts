import { pinyin } from 'pinyin-pro'
// the same seeded generator (mulberry32) the HTTP fuzz cases use: the same seed, the same slips
import { seededRandom as seeded } from '../../http/fuzz-payloads.ts'

/**
 * College names typed with one slip, generated (ADR 137): a character typed by its sound (pinyin input picking the
 * wrong one of the same syllable), dropped, doubled, swapped with the next, or an extra one typed inside. Deterministic
 * (a seeded generator), so a measured share is the same on every run.
 */

export type Slip = { name: string; typed: string; kind: 'sound' | 'drop' | 'double' | 'swap' | 'extra' }

const sound = (c: string) => pinyin(c, { toneType: 'none' })

/** Characters by their toneless syllable, from `pool` (a pinyin IME offers these for the syllable typed). */
function bySound(pool: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const c of new Set(pool)) {
    if (!/[\u4e00-\u9fff]/.test(c)) continue
    const key = sound(c)
    out.set(key, [...(out.get(key) ?? []), c])
  }
  return out
}

/** Common characters an extra keystroke adds inside a name. */
const EXTRA = [...'的大学一了在是中国人有不']

/**
 * One slip of each of `names`, the kinds in turn. The slip never touches the closing 大学/学院 (a name's ending is
 * typed from habit) and never yields the name itself or another name of `names`.
 */
export function slipsOf(names: string[], pool: Iterable<string>, seed = 137): Slip[] {
  const random = seeded(seed)
  const homophones = bySound(pool)
  const known = new Set(names)
  const kinds: Slip['kind'][] = ['sound', 'drop', 'double', 'swap', 'extra']
  const out: Slip[] = []
  names.forEach((name, n) => {
    const body = name.replace(/(大学|学院)$/, '').length
    for (let attempt = 0; attempt < 8; attempt++) {
      const kind = kinds[(n + attempt) % kinds.length]!
      const k = Math.floor(random() * body)
      const c = name[k]!
      let typed = name
      if (kind === 'sound') {
        const others = (homophones.get(sound(c)) ?? []).filter((o) => o !== c)
        if (!others.length) continue
        typed = name.slice(0, k) + others[Math.floor(random() * others.length)]! + name.slice(k + 1)
      } else if (kind === 'drop') typed = name.slice(0, k) + name.slice(k + 1)
      else if (kind === 'double') typed = name.slice(0, k + 1) + c + name.slice(k + 1)
      else if (kind === 'swap') {
        if (k + 1 >= body || name[k + 1] === c) continue
        typed = name.slice(0, k) + name[k + 1] + c + name.slice(k + 2)
      } else {
        if (k === 0) continue
        typed = name.slice(0, k) + EXTRA[Math.floor(random() * EXTRA.length)]! + name.slice(k)
      }
      if (typed === name || known.has(typed)) continue
      out.push({ name, typed, kind })
      break
    }
  })
  return out
}

/** Ways a question carries a college's name: a line asked, a chance, an overview, a parent's voice, terse. */
export const VOICES: ((name: string) => string)[] = [
  (n) => `${n}去年在河南物理类最低多少分`,
  (n) => `我590分能不能上${n}啊`,
  (n) => `${n}怎么样，值得报吗`,
  (n) => `孩子想去${n}，山东的录取位次大概多少`,
  (n) => `${n} 2025 历史类 分数线`,
]

/** `count` names spread over the kinds of college in `names` (985, provincial, private, 职业技术学院), in a seeded order. */
export function sampleNames(colleges: { name: string; kind: string }[], count: number, seed = 31): string[] {
  const random = seeded(seed)
  const byKind = new Map<string, string[]>()
  for (const c of colleges) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.name])
  const lists = [...byKind.values()].map((l) => [...l].sort(() => random() - 0.5))
  const out: string[] = []
  for (let k = 0; out.length < count && lists.some((l) => l.length > k); k++) for (const l of lists) if (l[k] && out.length < count) out.push(l[k]!)
  return out
}
