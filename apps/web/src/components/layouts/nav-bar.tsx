import { NavBar } from 'antd-mobile'
import './nav-bar.css'

export type AppNavBarProps = { title: string; onBack?: () => void }

/** The default navigation bar: blue with white text and a back arrow. */
export function AppNavBar({ title, onBack }: AppNavBarProps) {
  return (
    <header className="gk-nav-bar">
      <NavBar onBack={onBack} backIcon={onBack ? undefined : false}>
        {title}
      </NavBar>
    </header>
  )
}
