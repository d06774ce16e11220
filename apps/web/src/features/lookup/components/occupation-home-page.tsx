import { SearchBar } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { CareerRow, openOccupation } from './career-parts.tsx'
import './lookup.css'

/** 职业百科 home: search, Holland entry, the 8 major groups, featured occupations. */
export function OccupationHomePage() {
  const roots = useLookup('Profession/CategoryList', {})
  const hot = useLookup('Profession/ProfessionHotList', { Count: 8 })
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }} role="button" tabIndex={0} onClick={() => openPage(paths.occupationSearch)}>
          <SearchBar placeholder="搜索职业名称" style={{ pointerEvents: 'none' }} />
        </div>
      </div>
      <section className="gk-lk-section">
        <button type="button" className="gk-lk-card" style={{ width: '100%' }} onClick={() => openPage(paths.occupationTypeSearch)}>
          <strong>按兴趣类型找职业</strong>
          <div className="gk-lk-muted">霍兰德职业兴趣代码 R I A S E C</div>
        </button>
      </section>
      <section className="gk-lk-section">
        <h3>职业大类</h3>
        {roots.isPending ? <LoadingPlaceholder /> : null}
        {roots.data?.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openOccupation(o)} />
        ))}
      </section>
      {hot.data?.length ? (
        <section className="gk-lk-section">
          <h3>职业推荐</h3>
          {hot.data.map((o) => (
            <CareerRow key={o.Code} item={o} onOpen={() => openPage(paths.occupationDetails, { query: { code: o.Code } })} />
          ))}
        </section>
      ) : null}
      <p className="gk-lk-source" style={{ padding: '0 16px' }}>
        分类依据《中华人民共和国职业分类大典（2022年版）》；职业介绍与兴趣代码为本应用编写，仅供参考。
      </p>
    </div>
  )
}
