import type { AppPath } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import './home.css'

export type FeatureGridProps = { isAvailable: (path: AppPath) => boolean; onOpen: (path: AppPath) => void }

type Feature = { path: AppPath; title: string; color: string; glyph: string }

// the spec's home lookups; each tile opens its screen once that screen is built
export const homeFeatures: readonly Feature[] = [
  { path: paths.searchSchool, title: '查大学', color: '#3686E2', glyph: '校' },
  { path: paths.professional, title: '查专业', color: '#7B61FF', glyph: '专' },
  { path: paths.searchArrangement, title: '查位次', color: '#FF8F1F', glyph: '位' },
  { path: paths.searchBatch, title: '查批次', color: '#00B578', glyph: '批' },
  { path: paths.collegeRank, title: '院校排名', color: '#F05A5A', glyph: '榜' },
  { path: paths.specialtyRank, title: '专业排名', color: '#13C2C2', glyph: '排' },
  { path: paths.enrollmentPlan, title: '招生计划', color: '#2F54EB', glyph: '招' },
  { path: paths.enrollData, title: '录取数据', color: '#FA8C16', glyph: '录' },
  { path: paths.occupation, title: '职业百科', color: '#52C41A', glyph: '职' },
  { path: paths.industryList, title: '行业概览', color: '#EB2F96', glyph: '业' },
  { path: paths.chooseSubject, title: '新高考选科', color: '#722ED1', glyph: '选' },
  { path: paths.expertConsulting, title: '专家咨询', color: '#1677FF', glyph: '询' },
]

/** The lookup grid. Tiles of screens not built yet are shown disabled, never opening a placeholder. */
export function FeatureGrid({ isAvailable, onOpen }: FeatureGridProps) {
  return (
    <section className="gk-section gk-feature-grid" aria-label="功能">
      {homeFeatures.map((feature) => {
        const available = isAvailable(feature.path)
        return (
          <button key={feature.path} type="button" className="gk-feature" disabled={!available} aria-disabled={!available} onClick={() => onOpen(feature.path)}>
            <span className="gk-feature__icon" style={{ background: available ? feature.color : '#C8C9CC' }}>
              {feature.glyph}
            </span>
            <span className="gk-feature__title">{feature.title}</span>
            {available ? null : <span className="gk-feature__soon">即将开放</span>}
          </button>
        )
      })}
    </section>
  )
}
