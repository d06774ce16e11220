import { qualityLabels, type Quality } from '@gk/contract'
import './lookup.css'

export type QualityTagProps = { quality: Quality | null | undefined; source?: string | undefined; year?: number | null | undefined }

/** Year, quality flag (官方 / 第三方整理 / 由一分一段推算 / 估算) and source of a number. */
export function QualityTag({ quality, source, year }: QualityTagProps) {
  if (!quality) return null
  return (
    <span className={`gk-lk-quality gk-lk-quality--${quality}`} title={source ? `来源：${source}` : undefined}>
      {year ? `${year}年 · ` : ''}
      {qualityLabels[quality]}
    </span>
  )
}

/** A one-line source note under a table or chart. */
export function SourceNote({ sources, extra }: { sources: readonly (string | undefined)[]; extra?: string }) {
  const distinct = [...new Set(sources.filter((s): s is string => Boolean(s)))]
  if (distinct.length === 0 && !extra) return null
  return (
    <p className="gk-lk-source">
      {distinct.length ? `数据来源：${distinct.join('；')}` : ''}
      {extra ? ` ${extra}` : ''}
    </p>
  )
}
