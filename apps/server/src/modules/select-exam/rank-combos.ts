import { hollandName, type Subject, subjectLabel } from '@gk/domain'
import type { Combo, ComboStat } from './combo-stats.ts'

/** Which subjects each interest type leans to (editorial, docs/assessments.md). */
export const hollandSubjects: Record<string, Subject[]> = {
  R: ['physics', 'technology', 'geography'],
  I: ['physics', 'chemistry', 'biology'],
  A: ['history', 'politics', 'geography'],
  S: ['politics', 'history', 'biology'],
  E: ['politics', 'history', 'geography'],
  C: ['chemistry', 'geography', 'politics'],
}

export type RankInput = {
  combos: readonly { combo: Combo; stat: ComboStat }[]
  /** subject → score (0–100; a 150-point first-choice score is scaled by the caller) */
  scores: Partial<Record<Subject, number>>
  hollandCode: string | null
}

export type Ranked = { key: string; name: string; points: number; reasons: string[] }

/**
 * Ranks combinations on 100 points: 50 for the student's own scores in the combination (mean
 * score), 30 for the share of seats (units when there are no seat counts) it opens, 20 for fit with
 * the Holland code (letter weights 3·2·1 over subjects the type leans to). Without a Holland result
 * the 20 points are spread over the other two in proportion. Each part yields one reason.
 */
export function rankCombos(input: RankInput): Ranked[] {
  const hasInterest = input.hollandCode !== null && input.hollandCode.length > 0
  const [wScore, wOpen, wFit] = hasInterest ? [50, 30, 20] : [62.5, 37.5, 0]
  const means = input.combos.map(({ combo }) => {
    const known = combo.subjects.map((s) => input.scores[s]).filter((v): v is number => v !== undefined)
    return known.length === combo.subjects.length ? known.reduce((a, b) => a + b, 0) / known.length : null
  })
  const sortedMeans = means.filter((m): m is number => m !== null).sort((a, b) => b - a)
  const ranked = input.combos.map(({ combo, stat }, i) => {
    const reasons: string[] = []
    const mean = means[i] ?? null
    let points = 0
    if (mean !== null) {
      points += (wScore * Math.min(mean, 100)) / 100
      const position = sortedMeans.indexOf(mean) + 1
      reasons.push(`你在${combo.subjects.map(subjectLabel).join('、')}上的平均成绩为 ${mean.toFixed(1)} 分，在所有组合中排第 ${position}`)
    } else {
      reasons.push('未填写这几门科目的成绩，成绩项不计分')
    }
    const openShare = stat.seatShare ?? stat.unitShare
    points += wOpen * openShare
    reasons.push(`可报 ${(stat.unitShare * 100).toFixed(1)}% 的院校专业${stat.seatShare !== null ? `、${(stat.seatShare * 100).toFixed(1)}% 的计划名额` : ''}`)
    if (hasInterest) {
      const code = input.hollandCode!.slice(0, 3)
      let fit = 0
      const matched = new Set<Subject>()
      ;[...code].forEach((letter, position) => {
        for (const s of combo.subjects)
          if (hollandSubjects[letter]?.includes(s)) {
            fit += 3 - position
            matched.add(s)
          }
      })
      // the best possible fit: all three subjects leaning to the first letter, 3 × 3
      points += wFit * Math.min(fit / 9, 1)
      const letters = [...code].map((l) => hollandName(l)).join('、')
      reasons.push(
        matched.size > 0
          ? `与你的霍兰德代码 ${code}（${letters}）偏好的学科吻合：${[...matched].map(subjectLabel).join('、')}`
          : `与你的霍兰德代码 ${code}（${letters}）偏好的学科关系不大`,
      )
    }
    return { key: combo.key, name: combo.name, points: Math.round(points * 10) / 10, reasons }
  })
  return ranked.sort((a, b) => b.points - a.points || a.key.localeCompare(b.key))
}
