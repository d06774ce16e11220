import { Button, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { compareBasket } from '../utils/compare-basket.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import { ProvincePicker } from './province-picker.tsx'
import { SchoolTags } from './school-row.tsx'
import { SchoolLinesTab, SchoolMajorLinesTab } from './school-lines-tab.tsx'
import { SchoolMajorsTab, SchoolPlanTab, SchoolSelectExamTab, SchoolCharterTab } from './school-detail-tabs.tsx'
import './lookup.css'

const external = (url: string) => openPage(paths.defaultPage, { query: { url } })

/** College detail: overview, lines with trend, major lines, plans, majors, 选科 and charters. */
export function SchoolDetailPage({ schoolId }: { schoolId: string }) {
  const info = useLookup('School/SchoolInfo', { SchoolId: schoolId }, schoolId.length === 10)
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const [tab, setTab] = useState('lines')
  if (info.isPending && schoolId) return <LoadingPlaceholder />
  const s = info.data
  if (!s) return <EmptyPage text="院校不存在" />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h2 style={{ margin: '0 0 6px', fontSize: 20 }}>{s.SchoolName}</h2>
        <SchoolTags school={s} />
        <p className="gk-lk-muted" style={{ margin: '6px 0 0' }}>
          {s.ProvinceName} · {s.City} · {s.Authority}
          {s.Rank ? ` · ${s.RankSource} 第${s.Rank}名` : ''}
          <QualityTag quality={s.Quality} source={s.Source} />
        </p>
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Button size="small" color="primary" fill="outline" onClick={() => (compareBasket.toggle({ SchoolId: s.SchoolId, SchoolName: s.SchoolName }), openPage(paths.contrastPrepare))}>
            加入对比
          </Button>
        </div>
      </section>
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={setProvinceId} label="生源地" />
      </div>
      <Tabs activeKey={tab} onChange={setTab} style={{ background: '#fff' }}>
        <Tabs.Tab title="历年分数" key="lines">
          <SchoolLinesTab schoolId={schoolId} provinceId={provinceId} />
        </Tabs.Tab>
        <Tabs.Tab title="专业分数" key="majors-lines">
          <SchoolMajorLinesTab schoolId={schoolId} provinceId={provinceId} />
        </Tabs.Tab>
        <Tabs.Tab title="招生计划" key="plan">
          <SchoolPlanTab schoolId={schoolId} provinceId={provinceId} />
        </Tabs.Tab>
        <Tabs.Tab title="概况" key="about">
          <section className="gk-lk-section">
            <dl className="gk-lk-kv">
              <dt>院校代码</dt>
              <dd>{s.NationalCode || '—'}</dd>
              <dt>地址</dt>
              <dd>{s.Address || '—'}</dd>
              <dt>电话</dt>
              <dd>{s.Phone || '—'}</dd>
              <dt>官网</dt>
              <dd>{s.Website ? <button type="button" className="gk-lk-link" onClick={() => external(s.Website)}>{s.Website}</button> : '—'}</dd>
              <dt>招生网</dt>
              <dd>{s.AdmissionSite ? <button type="button" className="gk-lk-link" onClick={() => external(s.AdmissionSite)}>{s.AdmissionSite}</button> : '—'}</dd>
              {s.FormerNames.length ? (
                <>
                  <dt>曾用名</dt>
                  <dd>{s.FormerNames.join('、')}</dd>
                </>
              ) : null}
              {s.FirstClassSubjects.length ? (
                <>
                  <dt>双一流学科</dt>
                  <dd>{s.FirstClassSubjects.join('、')}</dd>
                </>
              ) : null}
            </dl>
            <SourceNote sources={[s.Source]} />
          </section>
        </Tabs.Tab>
        <Tabs.Tab title="开设专业" key="majors">
          <SchoolMajorsTab schoolId={schoolId} />
        </Tabs.Tab>
        <Tabs.Tab title="选科要求" key="exam">
          <SchoolSelectExamTab schoolId={schoolId} provinceId={provinceId} />
        </Tabs.Tab>
        <Tabs.Tab title="招生章程" key="charter">
          <SchoolCharterTab schoolId={schoolId} onExternal={external} />
        </Tabs.Tab>
      </Tabs>
    </div>
  )
}
