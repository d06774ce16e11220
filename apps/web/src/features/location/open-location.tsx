import { Button, List, Toast } from 'antd-mobile'
import { LocationOutline } from 'antd-mobile-icons'
import { mapUrl } from './location-link.ts'

export type OpenLocationProps = {
  name: string
  address: string
  latitude: number | null
  longitude: number | null
  /** opens a URL outside the app (the default-page route) */
  onOpenMap: (url: string) => void
}

/** Built-in open-location: shows the place and hands it to the phone's map site (no map key here). */
export function OpenLocation({ name, address, latitude, longitude, onOpenMap }: OpenLocationProps) {
  if (!name && !address && latitude === null) {
    return <p style={{ padding: 16, color: '#888' }}>没有要显示的位置</p>
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address || name)
      Toast.show({ content: '地址已复制' })
    } catch {
      Toast.show({ content: '复制失败，请长按地址手动复制' })
    }
  }
  return (
    <div style={{ paddingBottom: 24 }}>
      <List mode="card">
        <List.Item prefix={<LocationOutline fontSize={22} color="#3686E2" />} description={address || undefined}>
          {name || address}
        </List.Item>
        {latitude !== null && longitude !== null ? <List.Item extra={`${latitude.toFixed(5)}, ${longitude.toFixed(5)}`}>坐标</List.Item> : null}
      </List>
      <div style={{ display: 'flex', gap: 12, padding: '0 16px' }}>
        <Button block color="primary" shape="rounded" onClick={() => onOpenMap(mapUrl({ name, address, latitude, longitude }))}>
          在地图中打开
        </Button>
        {address || name ? (
          <Button block shape="rounded" onClick={() => void copy()}>
            复制地址
          </Button>
        ) : null}
      </div>
    </div>
  )
}
