// The reliability plot of the report: pooled leave-one-province-out, pooled held-out years, the model
// before the cross-province calibration (ADR 024) and the rank-gap baseline (10 equal-width bins).
import { type ReliabilityBin } from '@gk/domain'

export type Curve = { readonly label: string; readonly color: string; readonly bins: readonly ReliabilityBin[]; readonly dashed?: boolean }

export function reliabilitySvg(curves: readonly Curve[], title: string): string {
  const size = 420
  const pad = 50
  const scale = (v: number): number => pad + v * (size - 2 * pad)
  const y = (v: number): number => size - scale(v)
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 290}" height="${size}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<line x1="${scale(0)}" y1="${y(0)}" x2="${scale(1)}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>`,
    `<rect x="${scale(0)}" y="${y(1)}" width="${scale(1) - scale(0)}" height="${y(0) - y(1)}" fill="none" stroke="#333"/>`,
  ]
  for (let t = 0; t <= 10; t += 2) {
    const v = t / 10
    parts.push(`<text x="${scale(v)}" y="${y(0) + 16}" text-anchor="middle">${v.toFixed(1)}</text>`)
    parts.push(`<text x="${scale(0) - 8}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(1)}</text>`)
  }
  parts.push(`<text x="${size / 2}" y="${size - 8}" text-anchor="middle">predicted probability</text>`)
  parts.push(`<text x="14" y="${size / 2}" transform="rotate(-90 14 ${size / 2})" text-anchor="middle">observed admission rate</text>`)
  parts.push(`<text x="${size / 2}" y="20" text-anchor="middle" font-size="13">${title}</text>`)
  curves.forEach((c, i) => {
    const points = c.bins.filter((b) => b.count > 0)
    const path = points.map((b) => `${scale(b.meanProbability!).toFixed(1)},${y(b.observedRate!).toFixed(1)}`).join(' ')
    const dash = c.dashed ? ' stroke-dasharray="5 3"' : ''
    parts.push(`<polyline points="${path}" fill="none" stroke="${c.color}" stroke-width="2"${dash}/>`)
    for (const b of points) parts.push(`<circle cx="${scale(b.meanProbability!).toFixed(1)}" cy="${y(b.observedRate!).toFixed(1)}" r="3" fill="${c.color}"/>`)
    const ly = 60 + i * 20
    parts.push(`<line x1="${size}" y1="${ly}" x2="${size + 20}" y2="${ly}" stroke="${c.color}" stroke-width="2"${dash}/>`)
    parts.push(`<text x="${size + 26}" y="${ly + 4}">${c.label}</text>`)
  })
  parts.push('</svg>')
  return parts.join('\n')
}
