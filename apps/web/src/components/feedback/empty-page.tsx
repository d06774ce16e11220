import type { ReactNode } from 'react'
import './feedback.css'

export type EmptyPageProps = { text?: string; children?: ReactNode }

function EmptyIcon() {
  return (
    <svg className="gk-empty__icon" viewBox="0 0 120 96" aria-hidden="true">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="#E8EEF7" />
      <path d="M22 38 L38 18 H82 L98 38 V76 a4 4 0 0 1-4 4 H26 a4 4 0 0 1-4-4 Z" fill="#F4F7FB" stroke="#C9D6E8" strokeWidth="2" />
      <path d="M22 38 H46 a14 8 0 0 0 28 0 H98" fill="none" stroke="#C9D6E8" strokeWidth="2" />
      <circle cx="60" cy="56" r="3" fill="#9DB4D3" />
    </svg>
  )
}

/** The default empty page: icon and 暂无数据. */
export function EmptyPage({ text = '暂无数据', children }: EmptyPageProps) {
  return (
    <div className="gk-empty">
      <EmptyIcon />
      <p className="gk-empty__text">{text}</p>
      {children}
    </div>
  )
}
