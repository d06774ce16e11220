import { Button } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import './wish.css'

/**
 * Shown with the free tier's rows (ADR 045): every row and its 冲稳保 tier are free; what membership
 * adds is each wish's chance, the reason behind it and the table's 滑档风险.
 */
export function MemberPreview({ total }: { total: number | null }) {
  return (
    <section className="gk-member-preview" data-testid="member-preview">
      <p>
        {total !== null ? `共${total}个推荐已全部列出，冲稳保分档免费。` : '冲稳保分档免费。'}
        开通会员可看每个志愿的录取概率、依据和整张表的滑档风险
      </p>
      <Button color="primary" size="small" shape="rounded" onClick={() => openPage(paths.openMember)}>
        开通会员看录取概率
      </Button>
    </section>
  )
}
