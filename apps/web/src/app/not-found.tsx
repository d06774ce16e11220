import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { EmptyPage } from '../components/feedback/empty-page.tsx'
import { paths } from '../config/paths.ts'

/** An address that is not a registered screen. */
export function NotFound() {
  const navigate = useNavigate()
  return (
    <EmptyPage text="页面不存在或暂未开放">
      <Button color="primary" size="small" style={{ marginTop: 16 }} onClick={() => void navigate(`/${paths.home}`, { replace: true })}>
        返回首页
      </Button>
    </EmptyPage>
  )
}
