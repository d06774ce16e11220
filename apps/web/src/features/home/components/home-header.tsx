import { SearchOutline } from 'antd-mobile-icons'
import './home.css'

export type HomeHeaderProps = { provinceName: string; onSearch?: () => void }

/** Custom navigation bar of the home tab with the search bar (disabled until search exists). */
export function HomeHeader({ provinceName, onSearch }: HomeHeaderProps) {
  return (
    <header className="gk-home-header">
      <div className="gk-home-header__top">
        <span className="gk-home-header__province">{provinceName}</span>
        <h1 className="gk-home-header__title">高考志愿规划</h1>
        <span className="gk-home-header__spacer" />
      </div>
      <button type="button" className="gk-home-search" onClick={onSearch} disabled={!onSearch} aria-label="搜索大学、专业、职业">
        <SearchOutline />
        <span>搜索大学、专业、职业</span>
      </button>
    </header>
  )
}
