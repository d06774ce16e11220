import { type GradeConversion } from './province-policy.ts'

// The 赋分/等级 conversions the province facts name (research/domain-rules.md §1.3).

/** 3+1+2 再选 赋分: A 15 %, B 35 %, C 35 %, D 13 %, E 2 % → 100–86, 85–71, 70–56, 55–41, 40–30. */
export const threePlusOnePlusTwoConversion: GradeConversion = {
  method: 'proportional-linear',
  bands: [
    { label: 'A', share: 0.15, high: 100, low: 86 },
    { label: 'B', share: 0.35, high: 85, low: 71 },
    { label: 'C', share: 0.35, high: 70, low: 56 },
    { label: 'D', share: 0.13, high: 55, low: 41 },
    { label: 'E', share: 0.02, high: 40, low: 30 },
  ],
}

export const shandongConversion: GradeConversion = {
  method: 'proportional-linear',
  bands: ['A', 'B+', 'B', 'C+', 'C', 'D+', 'D', 'E'].map((label, i) => ({
    label,
    share: [0.03, 0.07, 0.16, 0.24, 0.24, 0.16, 0.07, 0.03][i]!,
    high: 100 - 10 * i,
    low: 91 - 10 * i,
  })),
}

const zhejiangShares = [1, 2, 3, 4, 5, 6, 7, 8, 7, 7, 7, 7, 7, 7, 6, 5, 4, 3, 2, 1, 1]
export const zhejiangConversion: GradeConversion = {
  method: 'fixed-levels',
  bands: zhejiangShares.map((share, i) => ({
    label: `${i + 1}`,
    share: share / 100,
    high: 100 - 3 * i,
    low: 100 - 3 * i,
  })),
  isUnverified: true,
}

const shanghaiLabels = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'E']
export const shanghaiConversion: GradeConversion = {
  method: 'fixed-levels',
  bands: shanghaiLabels.map((label, i) => ({
    label,
    share: i === 0 || i === 10 ? 0.05 : 0.1,
    high: 70 - 3 * i,
    low: 70 - 3 * i,
  })),
  isUnverified: true,
}

export const twentyOneLevels: GradeConversion = {
  method: 'fixed-levels',
  bands: Array.from({ length: 21 }, (_, i) => ({
    label: `${i + 1}`,
    share: 1 / 21,
    high: 100 - 3 * i,
    low: 100 - 3 * i,
  })),
  isUnverified: true,
}
