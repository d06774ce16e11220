import type { AppPath } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import './lookup.css'

export type Tile = { path: AppPath; title: string; hint: string }
export type NavPageProps = { isAvailable: (path: AppPath) => boolean }

export function TileGrid({ tiles, isAvailable }: { tiles: readonly Tile[] } & NavPageProps) {
  return (
    <section className="gk-lk-section gk-lk-grid">
      {tiles.map((t) => {
        const on = isAvailable(t.path)
        return (
          <button key={t.path} type="button" className="gk-lk-card" disabled={!on} style={on ? undefined : { opacity: 0.5 }} onClick={() => openPage(t.path)}>
            <strong>{t.title}</strong>
            <div className="gk-lk-muted">{on ? t.hint : '即将开放'}</div>
          </button>
        )
      })}
    </section>
  )
}
