/** The four classical temperaments of the 陈会昌 气质量表. */
export const temperaments = ['choleric', 'sanguine', 'phlegmatic', 'melancholic'] as const
/** 胆汁质 choleric, 多血质 sanguine, 粘液质 phlegmatic, 抑郁质 melancholic. */
export type Temperament = (typeof temperaments)[number]

/** One answered item: its temperament and the answer on the +2 … −2 scale. */
export type TemperamentItem = {
  readonly temperament: Temperament
  readonly answer: -2 | -1 | 0 | 1 | 2
}

/** typical 典型 (>20), general 一般 (10–20), slight 略倾向, or a mixture of two/three/four types. */
export type TemperamentKind = 'typical' | 'general' | 'slight' | 'mixed'

/** Result of {@link scoreTemperament}. */
export type TemperamentResult = {
  readonly scores: Readonly<Record<Temperament, number>>
  readonly kind: TemperamentKind
  /** the type(s) named by the result, strongest first */
  readonly types: readonly Temperament[]
  /** Chinese label, e.g. '典型多血质' or '胆汁质—多血质混合型' */
  readonly label: string
}

const names: Record<Temperament, string> = {
  choleric: '胆汁质',
  sanguine: '多血质',
  phlegmatic: '粘液质',
  melancholic: '抑郁质',
}

/**
 * Scores the 60-item temperament scale (15 items per type, +2…−2) with the classification rules of
 * domain-rules §5.3: one type > 4 above all others (典型 > 20, 一般 10–20, else 略倾向); two types within
 * 3 and > 4 above the rest → two-type mix; three close and above the fourth → three-type mix; otherwise
 * a four-type mix, or 略倾向 when all are < 10 and some stand out by ≥ 5.
 *
 * @example
 * scoreTemperament(items).label //=> '典型多血质'
 */
export function scoreTemperament(items: readonly TemperamentItem[]): TemperamentResult {
  const scores: Record<Temperament, number> = {
    choleric: 0,
    sanguine: 0,
    phlegmatic: 0,
    melancholic: 0,
  }
  for (const item of items) scores[item.temperament] += item.answer
  const order = [...temperaments].sort((a, b) => scores[b] - scores[a] || temperaments.indexOf(a) - temperaments.indexOf(b))
  const s = order.map((t) => scores[t])
  const [s1, s2, s3, s4] = [s[0]!, s[1]!, s[2]!, s[3]!]
  const mixed = (count: number): TemperamentResult => {
    const types = order.slice(0, count)
    return { scores, kind: 'mixed', types, label: `${types.map((t) => names[t]).join('—')}混合型` }
  }
  if (s1 - s2 > 4) {
    const kind: TemperamentKind = s1 > 20 ? 'typical' : s1 >= 10 ? 'general' : 'slight'
    const prefix = kind === 'typical' ? '典型' : kind === 'general' ? '一般型' : '略倾向于'
    return { scores, kind, types: [order[0]!], label: `${prefix}${names[order[0]!]}` }
  }
  if (s1 - s2 < 3 && s2 - s3 > 4) return mixed(2)
  if (s1 - s3 < 3 && s3 - s4 > 4) return mixed(3)
  if (s1 < 10) {
    // all low: a type that stands ≥ 5 above the next one still shows a slight leaning
    for (let k = 1; k < 4; k++) {
      if (s[k - 1]! - s[k]! >= 5) {
        const types = order.slice(0, k)
        return {
          scores,
          kind: 'slight',
          types,
          label: `略倾向于${types.map((t) => names[t]).join('、')}`,
        }
      }
    }
  }
  return mixed(4)
}
