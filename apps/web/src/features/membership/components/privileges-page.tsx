import { Button } from 'antd-mobile'
import { MemberGroups, type MemberGroup } from '@gk/contract'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useProducts } from '../api/membership.ts'
import { MembershipStatus } from './membership-cards.tsx'
import { groupLabels } from './member-parts.tsx'
import './membership.css'

const groupFeatures: Record<MemberGroup, string[]> = {
  ZNK: ['智能推荐院校与专业', '录取概率（冲稳保）', '模拟填报与志愿表', '位次与同分去向'],
  GZBB: ['新高考选科分析', '生涯测评与报告', '高中三年学业规划'],
  VIP: ['专家志愿表审核', '一对一填报咨询', '录取数据深度分析'],
}

/** pages/personal/membership/membership: privileges per member group (groups). */
export function PrivilegesPage() {
  const products = useProducts()
  if (products.isPending) return <LoadingPlaceholder />
  const tiers = (products.data ?? []).filter((p) => p.Kind === 'member')
  const groups = Object.keys(MemberGroups) as MemberGroup[]
  return (
    <div className="gk-mem" data-testid="privileges">
      <MembershipStatus />
      <table className="gk-mem__table">
        <thead>
          <tr>
            <th>权益</th>
            {tiers.map((t) => (
              <th key={t.ProductId}>{t.Name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((g) =>
            groupFeatures[g].map((feature) => (
              <tr key={feature}>
                <td>
                  {feature}
                  <div className="gk-mem__muted">{groupLabels[g]}</div>
                </td>
                {tiers.map((t) => (
                  <td key={t.ProductId}>{t.Groups.includes(g) ? <span className="gk-mem__yes">✓</span> : <span className="gk-mem__no">—</span>}</td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
      <Button block color="primary" style={{ marginTop: 16 }} onClick={() => openPage(paths.openMember)}>
        开通会员
      </Button>
    </div>
  )
}
