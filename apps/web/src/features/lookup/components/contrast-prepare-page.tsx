import { useState } from 'react'
import { COMPARE_MAX, compareBasket, type BasketItem } from '../utils/compare-basket.ts'
import { SearchSchoolPage } from './search-school-page.tsx'
import './lookup.css'

/** contrast-prepare: the basket, and the college search in pick mode to fill it. */
export function ContrastPreparePage() {
  const [basket, setBasket] = useState<BasketItem[]>(() => compareBasket.get())
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>
          已选院校（{basket.length}/{COMPARE_MAX}）
        </h3>
        {basket.length === 0 ? <p className="gk-lk-empty-note">搜索并点击院校加入对比，最多{COMPARE_MAX}所</p> : null}
        <div className="gk-lk-chips">
          {basket.map((b) => (
            <button
              key={b.SchoolId}
              type="button"
              className="gk-lk-chip gk-lk-chip--on"
              aria-label={`移除 ${b.SchoolName}`}
              onClick={() => setBasket(compareBasket.toggle(b))}
            >
              {b.SchoolName} ✕
            </button>
          ))}
        </div>
      </section>
      {/* the pick list keeps its own copy of the basket; remounting it on change keeps both in step */}
      <SearchSchoolPage key={basket.map((b) => b.SchoolId).join()} filter={{}} initialKeyword="" pickMode />
    </div>
  )
}
