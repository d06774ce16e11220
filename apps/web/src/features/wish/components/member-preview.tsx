import { Button } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import './wish.css'

/** Shown under the free preview rows: what membership unlocks. */
export function MemberPreview({ total }: { total: number | null }) {
  return (
    <section className="gk-member-preview" data-testid="member-preview">
      <p>{total !== null ? `共${total}个推荐，` : ''}当前仅显示前3个的录取概率</p>
      <Button color="primary" size="small" shape="rounded" onClick={() => openPage(paths.openMember)}>
        开通会员查看全部
      </Button>
    </section>
  )
}
