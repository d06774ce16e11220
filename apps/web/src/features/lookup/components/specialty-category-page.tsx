import { SideBar, Segmented } from 'antd-mobile'
import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup } from '../api/lookup-queries.ts'
import { openSpecialty } from './specialty-parts.tsx'
import './lookup.css'

/** The catalogue: 门类 on the side, 专业类 with their majors on the right. */
export function SpecialtyCategoryPage() {
  const [level, setLevel] = useState<'本科' | '专科'>('本科')
  const tree = useLookup('Specialty/SpecialtyCategoryList', { Level: level })
  const [active, setActive] = useState<string>()
  const categories = tree.data ?? []
  const current = categories.find((c) => c.Name === active) ?? categories[0]
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <Segmented
          block
          style={{ flex: 1 }}
          value={level}
          onChange={(v) => (setLevel(v as '本科' | '专科'), setActive(undefined))}
          options={['本科', '专科']}
        />
      </div>
      {tree.isPending ? <LoadingPlaceholder /> : null}
      {tree.data && categories.length === 0 ? <EmptyPage /> : null}
      {current ? (
        <div style={{ display: 'flex', background: '#fff', minHeight: '70vh' }}>
          <SideBar activeKey={current.Name} onChange={setActive} style={{ flex: 'none', width: 96 }}>
            {categories.map((c) => (
              <SideBar.Item key={c.Name} title={c.Name} />
            ))}
          </SideBar>
          <div style={{ flex: 1, padding: '0 12px' }} aria-label={`${current.Name}的专业`}>
            {current.Children.map((sub) => (
              <div key={sub.Name}>
                <h3 style={{ fontSize: 15, margin: '12px 0 6px' }}>
                  {sub.Name}（{sub.Children.length}）
                </h3>
                <div className="gk-lk-chips">
                  {sub.Children.map((m) => (
                    <button key={m.SpecialtyId ?? m.Name} type="button" className="gk-lk-chip" onClick={() => m.SpecialtyId && openSpecialty(m.SpecialtyId)}>
                      {m.Name}
                    </button>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
