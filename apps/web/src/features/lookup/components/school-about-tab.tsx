import type { ReactNode } from 'react'
import type { SchoolDetail } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { SourceNote } from './quality-tag.tsx'
import './lookup.css'

/** 院校概况: contacts from the college directory, 软科 rank, 一流学科, 学科评估 and 一流本科专业, each list with its year and source. */
export function SchoolAboutTab({ s, onExternal }: { s: SchoolDetail; onExternal: (url: string) => void }) {
  const link = (url: string) => (
    <button type="button" className="gk-lk-link" onClick={() => onExternal(url)}>
      {url}
    </button>
  )
  const rows: [string, ReactNode][] = [
    ['所在地', [s.ProvinceName, s.City].filter(Boolean).join(' ')],
    ['主管部门', s.Authority],
    ['办学性质', [s.Nature, s.Level, s.Type].filter(Boolean).join(' · ')],
    ['院校代码', s.NationalCode],
    ['地址', s.Address],
    ['电话', s.Phone],
    ['官网', s.Website ? link(s.Website) : ''],
    ['招生网', s.AdmissionSite ? link(s.AdmissionSite) : ''],
    ['软科排名', s.Rank ? `第${s.Rank}名（${s.RankSource}）` : ''],
    ['曾用名', s.FormerNames.join('、')],
  ]
  return (
    <>
      <section className="gk-lk-section">
        <dl className="gk-lk-kv">
          {rows
            .filter(([, v]) => Boolean(v))
            .map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
        </dl>
        <SourceNote sources={[s.Source]} />
      </section>
      {s.FirstClassSubjects.length ? (
        <section className="gk-lk-section" aria-label="一流学科">
          <h3>“双一流”建设学科（{s.FirstClassSubjects.length}个）</h3>
          <p style={{ margin: 0 }}>{s.FirstClassSubjects.join('、')}</p>
          <SourceNote sources={[s.FirstClassSource]} />
        </section>
      ) : null}
      {s.Evaluations.length ? (
        <section className="gk-lk-section" aria-label="学科评估">
          <h3>第四轮学科评估（{s.Evaluations.length}个学科）</h3>
          <div className="gk-lk-grades">
            {s.Evaluations.map((e) => (
              <span key={e.Code}>
                {e.Name} <strong>{e.Grade}</strong>
              </span>
            ))}
          </div>
          <SourceNote sources={[s.EvaluationSource]} />
        </section>
      ) : null}
      {s.FirstClassMajors.length ? (
        <section className="gk-lk-section" aria-label="一流本科专业">
          <h3>国家级一流本科专业（{s.FirstClassMajors.length}个）</h3>
          <div className="gk-lk-chips">
            {s.FirstClassMajors.map((m) => (
              <button
                key={m.Name}
                type="button"
                className="gk-lk-chip"
                disabled={!m.SpecialtyId}
                onClick={() => m.SpecialtyId && openPage(paths.specialityDetails, { query: { id: m.SpecialtyId } })}
              >
                {m.Name}
              </button>
            ))}
          </div>
          <SourceNote sources={[s.FirstClassMajorSource]} />
        </section>
      ) : null}
    </>
  )
}
