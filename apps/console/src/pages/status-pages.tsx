import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'

/** An address no section answers (a typo, an old bookmark): said in Chinese, with a way back. */
export function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="这个地址没有对应的后台页面，可能是链接有误或页面已调整。"
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  )
}

/** A section the signed-in role may not use: the server refuses its calls too (adminRoles). */
export function ForbiddenPage() {
  const navigate = useNavigate()
  return (
    <Result
      status="403"
      title="无权访问"
      subTitle="当前账号的角色不能使用这个页面，如需权限请联系管理员。"
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
    />
  )
}
