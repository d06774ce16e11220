import type { AppPath } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { useHotMajors } from '../api/home-queries.ts'
import './home.css'

type Props = { isAvailable: (path: AppPath) => boolean; onOpen: (path: AppPath) => void }

const navs: readonly { path: AppPath; title: string; hint: string; color: string }[] = [
  { path: paths.navPlan, title: '学业规划', hint: '专业 · 职业 · 选科', color: '#7B61FF' },
  { path: paths.navFilling, title: '志愿填报', hint: '院校 · 位次 · 计划', color: '#3686E2' },
  { path: paths.supplement, title: '高考信息', hint: '资讯 · 批次线 · 章程', color: '#00B578' },
]

/** The three entry cards under the grid (学业规划, 志愿填报, 高考信息). */
export function HomeNavCards({ isAvailable, onOpen }: Props) {
  return (
    <section className="gk-section gk-home-navs">
      {navs
        .filter((n) => isAvailable(n.path))
        .map((n) => (
          <button key={n.path} type="button" className="gk-home-nav" style={{ borderTopColor: n.color }} onClick={() => onOpen(n.path)}>
            <strong>{n.title}</strong>
            <span>{n.hint}</span>
          </button>
        ))}
    </section>
  )
}

/** Hot majors (by how many colleges plan them); each opens the major's page. */
export function HotMajors({ onOpenMajor }: { onOpenMajor: (id: string) => void }) {
  const hot = useHotMajors()
  if (!hot.data?.List.length) return null
  return (
    <section className="gk-section">
      <h2 className="gk-section__title">热门专业</h2>
      <div className="gk-home-chips">
        {hot.data.List.map((m) => (
          <button key={m.SpecialtyId} type="button" onClick={() => onOpenMajor(m.SpecialtyId)}>
            {m.Name}
          </button>
        ))}
      </div>
      <p className="gk-home-note">{hot.data.Basis}</p>
    </section>
  )
}
