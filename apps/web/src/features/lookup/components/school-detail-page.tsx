import { Button, Tabs } from 'antd-mobile'
import { useState, type ReactNode } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { compareBasket } from '../utils/compare-basket.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { SchoolAboutTab } from './school-about-tab.tsx'
import { ProvincePicker } from './province-picker.tsx'
import { SchoolTags } from './school-row.tsx'
import { SchoolLinesTab, SchoolMajorLinesTab } from './school-lines-tab.tsx'
import { SchoolMajorsTab, SchoolSelectExamTab, SchoolCharterTab } from './school-detail-tabs.tsx'
import { SchoolPlanTab } from './school-plan-tab.tsx'
import './lookup.css'

const external = (url: string) => openPage(paths.defaultPage, { query: { url } })

/**
 * College detail: lines with trend, major lines, plans, 选科, overview, majors, charters; tabs without data are left out
 * and named in one line. `track`: the student's province and track (the route reads the score profile), so the plans
 * open on the student's own track when the page shows the student's province.
 */
export function SchoolDetailPage({ schoolId, reach, track }: { schoolId: string; reach?: ReactNode; track?: { provinceId: number; name: string } | null }) {
  const valid = schoolId.length === 10
  const info = useLookup('School/SchoolInfo', { SchoolId: schoolId }, valid)
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const [tab, setTab] = useState('lines')
  // the same queries the tabs use (cached): whether a tab has anything to show
  const plan = usePagedLookup('School/SchoolEnrollmentPlan', { SchoolId: schoolId, ProvinceId: provinceId }, valid)
  const exam = useLookup('School/SchoolSelectExam', { SchoolId: schoolId, ProvinceId: provinceId }, valid)
  const charters = useLookup('School/SchoolConstitutionList', { SchoolId: schoolId }, valid)
  if (info.isPending && schoolId) return <LoadingPlaceholder />
  const s = info.data
  if (!s) return <EmptyPage text="院校不存在" />
  const hasPlan = (plan.first?.Total ?? 0) > 0
  const hasExam = (exam.data?.List.length ?? 0) > 0
  const hasCharter = (charters.data?.List.length ?? 0) > 0
  const missing = [
    !hasPlan && plan.first?.Note,
    !hasExam && exam.data?.Note,
    charters.data && !hasCharter && '招生章程暂未收录，可在“院校概况”打开学校招生网查看',
  ].filter((t): t is string => Boolean(t))
  const shown = new Set([
    'lines',
    'majors-lines',
    'about',
    'majors',
    ...(hasPlan ? ['plan'] : []),
    ...(hasExam ? ['exam'] : []),
    ...(hasCharter ? ['charter'] : []),
  ])
  const activeKey = shown.has(tab) ? tab : 'lines'
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h2 style={{ margin: '0 0 6px', fontSize: 20 }}>{s.SchoolName}</h2>
        <SchoolTags school={s} />
        <p className="gk-lk-muted" style={{ margin: '6px 0 0' }}>
          {[s.ProvinceName.replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|省|市)$/u, ''), s.City].filter(Boolean).join(' · ')}
          {s.Rank ? ` · 软科排名第${s.Rank}名` : ''}
          {s.FirstClassSubjects.length ? ` · 一流学科${s.FirstClassSubjects.length}个` : ''}
        </p>
        <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => (compareBasket.toggle({ SchoolId: s.SchoolId, SchoolName: s.SchoolName }), openPage(paths.contrastPrepare))}
          >
            加入对比
          </Button>
        </div>
      </section>
      {/* the candidate's chance by the college's units within reach, never one number for the college (ADR 050; the route composes it) */}
      {reach}
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={setProvinceId} label="生源地" />
      </div>
      {missing.length ? (
        <p className="gk-lk-muted" style={{ margin: 0, padding: '0 12px 8px', background: '#fff' }} data-testid="missing-data">
          {missing.join('；')}
        </p>
      ) : null}
      <Tabs activeKey={activeKey} onChange={setTab} style={{ background: '#fff' }}>
        <Tabs.Tab title="历年分数" key="lines">
          <SchoolLinesTab schoolId={schoolId} provinceId={provinceId} track={track && track.provinceId === provinceId ? track.name : undefined} />
        </Tabs.Tab>
        <Tabs.Tab title="专业分数" key="majors-lines">
          <SchoolMajorLinesTab schoolId={schoolId} provinceId={provinceId} />
        </Tabs.Tab>
        {hasPlan ? (
          <Tabs.Tab title="招生计划" key="plan">
            <SchoolPlanTab
              key={provinceId}
              schoolId={schoolId}
              provinceId={provinceId}
              track={track && track.provinceId === provinceId ? track.name : undefined}
            />
          </Tabs.Tab>
        ) : null}
        {hasExam ? (
          <Tabs.Tab title="选科要求" key="exam">
            <SchoolSelectExamTab schoolId={schoolId} provinceId={provinceId} />
          </Tabs.Tab>
        ) : null}
        <Tabs.Tab title="院校概况" key="about">
          <SchoolAboutTab s={s} onExternal={external} />
        </Tabs.Tab>
        <Tabs.Tab title="开设专业" key="majors">
          <SchoolMajorsTab schoolId={schoolId} />
        </Tabs.Tab>
        {hasCharter ? (
          <Tabs.Tab title="招生章程" key="charter">
            <SchoolCharterTab schoolId={schoolId} onExternal={external} />
          </Tabs.Tab>
        ) : null}
      </Tabs>
    </div>
  )
}
