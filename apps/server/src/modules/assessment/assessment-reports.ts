import type { HollandReport, MbtiReport, PersonalityReport } from '@gk/contract'
import { bigFiveDomains, riasecTypes, type HollandResult, type PersonalityTypeResult, type RiasecType } from '@gk/domain'
import type { AssessmentRow, MajorRef, OccupationRef } from './assessment.repository.ts'
import type { PersonalityResult } from './assessment-tests.ts'
import { hollandMatch, hollandTypes, subCategoryHolland } from './banks/holland-report.ts'
import { clarityLabels, dichotomyNames, mbtiDisclaimer, mbtiTypes } from './banks/mbti-report.ts'
import { domainTexts, levelNames, levelOf, personalityDisclaimer } from './banks/personality-report.ts'

const HOLLAND_MAX = 26

/** Majors whose 专业类 code best matches the person's code: at most two per 专业类 (for breadth), twelve in all. */
export function suitedMajors(code: string, majors: readonly MajorRef[]): HollandReport['Majors'] {
  const scored = majors
    .map((m) => ({ m, holland: subCategoryHolland[m.sub_category] ?? '' }))
    .filter((x) => x.holland !== '')
    .map((x) => ({ ...x, score: hollandMatch(code, x.holland) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.m.id.localeCompare(b.m.id))
  const perCategory = new Map<string, number>()
  const picked: HollandReport['Majors'] = []
  for (const { m, holland } of scored) {
    const n = perCategory.get(m.sub_category) ?? 0
    if (n >= 2) continue
    perCategory.set(m.sub_category, n + 1)
    picked.push({ ID: m.id, Name: m.name, Category: m.category, SubCategory: m.sub_category, Holland: holland })
    if (picked.length >= 12) break
  }
  return picked
}

/** Occupations by code congruence, detailed (level 4, described) ones before broad groups. */
export function suitedOccupations(code: string, occupations: readonly OccupationRef[]): HollandReport['Occupations'] {
  return occupations
    .map((o) => ({ o, score: hollandMatch(code, o.holland) + (o.description ? 0.5 : 0) }))
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || a.o.code.localeCompare(b.o.code))
    .slice(0, 10)
    .map(({ o }) => ({ Code: o.code, Name: o.name, Holland: o.holland, Description: o.description }))
}

export function hollandReport(row: AssessmentRow, ref: { majors: MajorRef[]; occupations: OccupationRef[] }): HollandReport {
  const result = row.result as HollandResult
  return {
    TestId: row.id,
    CreatedAt: row.created_at.toISOString(),
    Version: row.version,
    Code: result.code,
    AlternativeCodes: [...result.alternativeCodes],
    Scales: riasecTypes.map((t) => ({ Type: t, Name: hollandTypes[t].name, Score: result.scores[t], Max: HOLLAND_MAX })),
    Ties: result.ties.map((g) => [...g]),
    Types: [...result.code].map((letter) => {
      const t = letter as RiasecType
      return {
        Type: t,
        Name: hollandTypes[t].name,
        Summary: hollandTypes[t].summary,
        Traits: hollandTypes[t].traits,
        Environments: hollandTypes[t].environments,
      }
    }),
    Majors: suitedMajors(result.code, ref.majors),
    Occupations: suitedOccupations(result.code, ref.occupations),
    MatchNote: '专业按“专业类→霍兰德代码”的编辑对照匹配（本应用自编，非官方标准）；职业代码来自数据集的职业分类。',
  }
}

export function mbtiReport(row: AssessmentRow): MbtiReport {
  const result = row.result as PersonalityTypeResult
  const text = mbtiTypes[result.type] ?? { title: '', summary: '', strengths: [], cautions: [], fields: [] }
  return {
    TestId: row.id,
    CreatedAt: row.created_at.toISOString(),
    Version: row.version,
    Type: result.type,
    Title: text.title,
    Summary: text.summary,
    Strengths: text.strengths,
    Cautions: text.cautions,
    Fields: text.fields,
    Dimensions: (Object.keys(dichotomyNames) as (keyof typeof result.dimensions)[]).map((key) => {
      const d = result.dimensions[key]
      const [left, right] = [key[0]!, key[1]!]
      const counts = d.counts as Record<string, number>
      return {
        Key: key,
        Left: left,
        LeftName: dichotomyNames[key]![0],
        LeftCount: counts[left] ?? 0,
        Right: right,
        RightName: dichotomyNames[key]![1],
        RightCount: counts[right] ?? 0,
        Pole: d.pole,
        Clarity: Math.round(d.clarity * 100) / 100,
        ClarityLabel: clarityLabels[d.clarityLevel] ?? '',
      }
    }),
    Disclaimer: mbtiDisclaimer,
  }
}

export function personalityReport(row: AssessmentRow): PersonalityReport {
  const result = row.result as PersonalityResult
  const domains = bigFiveDomains.map((d) => {
    const s = result[d]
    const level = levelOf(s.mean)
    return {
      Key: d,
      Name: domainTexts[d].name,
      Raw: s.raw,
      Max: s.itemCount * 5,
      Mean: Math.round(s.mean * 100) / 100,
      Level: levelNames[level],
      Text: domainTexts[d][level],
    }
  })
  return {
    TestId: row.id,
    CreatedAt: row.created_at.toISOString(),
    Version: row.version,
    Summary: row.summary,
    Domains: domains,
    Advice: bigFiveDomains.filter((d) => levelOf(result[d].mean) !== 'mid').map((d) => domainTexts[d].advice),
    Disclaimer: personalityDisclaimer,
  }
}
