import { SearchBar } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { SpecialtyRow } from './specialty-parts.tsx'
import './lookup.css'

/** 查专业: search, entries to the category tree and the ranking, hot majors. */
export function ProfessionalHomePage() {
  const hot = useLookup('Specialty/SpecialtyHotList', { Count: 10 })
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }} role="button" tabIndex={0} onClick={() => openPage(paths.searchSpecialty)}>
          <SearchBar placeholder="搜索专业名称或代码" style={{ pointerEvents: 'none' }} />
        </div>
      </div>
      <section className="gk-lk-section gk-lk-grid">
        <button type="button" className="gk-lk-card" onClick={() => openPage(paths.specialityCategory)}>
          <strong>专业目录</strong>
          <div className="gk-lk-muted">门类 → 专业类 → 专业</div>
        </button>
        <button type="button" className="gk-lk-card" onClick={() => openPage(paths.specialtyRank)}>
          <strong>专业排名</strong>
          <div className="gk-lk-muted">软科中国大学专业排名</div>
        </button>
      </section>
      <section className="gk-lk-section">
        <h3>热门专业</h3>
        {hot.isPending ? <LoadingPlaceholder /> : null}
        {hot.data?.List.map((s) => (
          <SpecialtyRow key={s.SpecialtyId} s={s} />
        ))}
        {hot.data ? <p className="gk-lk-source">{hot.data.Basis}</p> : null}
      </section>
    </div>
  )
}
