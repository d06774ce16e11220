import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { SchoolRow } from './school-row.tsx'
import { openSchool } from './search-school-page.tsx'
import { openSpecialty } from './specialty-parts.tsx'
import './lookup.css'

/** homeTopSearch/search: one box over colleges, majors and occupations. */
export function HomeSearchPage() {
  const [keyword, setKeyword] = useState('')
  const q = keyword.trim()
  const on = q.length > 0
  const schools = useLookup('School/SchoolListBySchoolName', { SchoolName: q, PageSize: 5 }, on)
  const majors = useLookup('Specialty/SpecialtySearch', { Keyword: q, PageSize: 5 }, on)
  const jobs = useLookup('Profession/ProfessionSearchByName', { Keyword: q, PageSize: 5 }, on)
  const none = on && schools.data?.Total === 0 && majors.data?.Total === 0 && jobs.data?.Total === 0
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="搜索大学、专业、职业" onChange={setKeyword} autoFocus />
        </div>
      </div>
      {!on ? <EmptyPage text="输入院校、专业或职业名称，院校支持拼音首字母（如 bjdx）" /> : null}
      {on && schools.isPending ? <LoadingPlaceholder /> : null}
      {none ? <EmptyPage text="没有找到相关结果" /> : null}
      {on && schools.data?.List.length ? (
        <section className="gk-lk-section">
          <h3>院校（{schools.data.Total}）</h3>
          {schools.data.List.map((s) => (
            <SchoolRow key={s.SchoolId} school={s} onOpen={() => openSchool(s.SchoolId)} />
          ))}
          {schools.data.Total > 5 ? (
            <button type="button" className="gk-lk-link" onClick={() => openPage(paths.searchSchool, { query: { q } })}>
              查看全部院校 ›
            </button>
          ) : null}
        </section>
      ) : null}
      {on && majors.data?.List.length ? (
        <section className="gk-lk-section">
          <h3>专业（{majors.data.Total}）</h3>
          {majors.data.List.map((m) => (
            <button
              key={m.SpecialtyId}
              type="button"
              className="gk-lk-row"
              style={{ width: '100%', textAlign: 'left', border: 0 }}
              onClick={() => openSpecialty(m.SpecialtyId)}
            >
              {m.Name}
              <span className="gk-lk-muted">
                {' '}
                {m.Level} · {m.Category}
              </span>
            </button>
          ))}
        </section>
      ) : null}
      {on && jobs.data?.List.length ? (
        <section className="gk-lk-section">
          <h3>职业（{jobs.data.Total}）</h3>
          {jobs.data.List.map((o) => (
            <button
              key={o.Code}
              type="button"
              className="gk-lk-row"
              style={{ width: '100%', textAlign: 'left', border: 0 }}
              onClick={() => openPage(paths.occupationDetails, { query: { code: o.Code } })}
            >
              {o.Name}
            </button>
          ))}
        </section>
      ) : null}
    </div>
  )
}
