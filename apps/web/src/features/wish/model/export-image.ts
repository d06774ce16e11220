export type ExportRow = { position: number; label: string; probability: number | null; tier: string }

/** Draws the table on a canvas and downloads it as PNG (for sharing in chats). */
export function exportTableImage(title: string, subtitle: string, rows: readonly ExportRow[]): void {
  const scale = 2
  const width = 375
  const lineHeight = 28
  const height = 90 + rows.length * lineHeight + 40
  const canvas = document.createElement('canvas')
  canvas.width = width * scale
  canvas.height = height * scale
  const g = canvas.getContext('2d')
  if (!g) return
  g.scale(scale, scale)
  g.fillStyle = '#ffffff'
  g.fillRect(0, 0, width, height)
  g.fillStyle = '#3686e2'
  g.fillRect(0, 0, width, 64)
  g.fillStyle = '#ffffff'
  g.font = 'bold 17px sans-serif'
  g.fillText(title, 16, 28)
  g.font = '12px sans-serif'
  g.fillText(subtitle, 16, 50)
  g.font = '13px sans-serif'
  rows.forEach((r, i) => {
    const y = 90 + i * lineHeight
    g.fillStyle = i % 2 ? '#f5f6f8' : '#ffffff'
    g.fillRect(0, y - 18, width, lineHeight)
    g.fillStyle = '#333333'
    const label = r.label.length > 20 ? `${r.label.slice(0, 19)}…` : r.label
    g.fillText(`${r.position}. ${label}`, 12, y)
    g.fillStyle = r.tier === '冲' ? '#ff3141' : r.tier === '稳' ? '#ff8f1f' : '#00b578'
    g.fillText(`${r.tier} ${r.probability === null ? '—' : `${Math.round(r.probability * 100)}%`}`, width - 72, y)
  })
  g.fillStyle = '#999999'
  g.font = '11px sans-serif'
  g.fillText('概率为模型估计，仅供参考', 12, height - 14)
  const a = document.createElement('a')
  a.download = `${title}.png`
  a.href = canvas.toDataURL('image/png')
  a.click()
}
