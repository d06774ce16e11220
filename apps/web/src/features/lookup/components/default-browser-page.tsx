import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import './lookup.css'

/** defultpage: shows the link and opens it in the system browser (only http/https). */
export function DefaultBrowserPage({ url }: { url: string }) {
  const safe = /^https?:\/\//i.test(url)
  if (!safe) return <EmptyPage text="链接无效" />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <p>即将打开外部网页：</p>
        <p style={{ wordBreak: 'break-all' }}>{url}</p>
        <Button block color="primary" onClick={() => void window.open(url, '_blank', 'noopener,noreferrer')}>
          在浏览器中打开
        </Button>
      </section>
    </div>
  )
}
