import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useCompanyInfo } from '../api/membership.ts'
import './membership.css'

function contactLines(c: { Address: string; Phone: string; Email: string; WorkHours: string }): [string, string][] {
  const lines: [string, string][] = [
    ['地址', c.Address],
    ['电话', c.Phone],
    ['邮箱', c.Email],
    ['服务时间', c.WorkHours],
  ]
  return lines.filter(([, value]) => value.trim() !== '')
}

/** pages/personal/company/index */
export function CompanyPage() {
  const info = useCompanyInfo()
  if (info.isPending) return <LoadingPlaceholder />
  if (!info.data) return <EmptyPage />
  const c = info.data
  return (
    <div className="gk-mem" data-testid="company">
      <div className="gk-mem__card">
        <div className="gk-mem__name">{c.Name}</div>
        {c.Intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div className="gk-mem__card">
        {/* the operator fills these in; a line without a value is left out rather than shown as a placeholder */}
        {contactLines(c).map(([label, value]) => (
          <p key={label}>
            {label}：{value}
          </p>
        ))}
      </div>
    </div>
  )
}
