import './account.css'

export type AuthBrandProps = { subtitle: string }

/** App mark and greeting above the login and register forms. */
export function AuthBrand({ subtitle }: AuthBrandProps) {
  return (
    <div className="gk-auth-brand">
      <svg className="gk-auth-brand__logo" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="#3686E2" />
        <path d="M12 26 32 16l20 10-20 10z" fill="#fff" />
        <path d="M20 31v10c0 3 6 7 12 7s12-4 12-7V31l-12 6z" fill="#CFE3FA" />
        <path d="M50 27v13" stroke="#FFD666" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="gk-auth-brand__title">高考志愿规划</h1>
      <p className="gk-auth-brand__subtitle">{subtitle}</p>
    </div>
  )
}
