import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import type { Batch } from '@gk/contract'
import { useScoreProfile } from '../api/wish-queries.ts'
import './wish.css'

// the sheet and its selectors load only when the student opens it
const AutoTableSheet = lazy(() => import('./auto-table-sheet.tsx'))

/** The one-tap table button: opens the preferences sheet for the current batch. */
export function AutoTableEntry({
  batch,
  isForecast,
  text = '一键生成志愿表',
  fill = 'solid',
}: {
  batch: Batch
  isForecast: boolean
  text?: string
  fill?: 'solid' | 'outline'
}) {
  const [open, setOpen] = useState(false)
  const appetite = useScoreProfile().data?.ScoreProfile?.RiskAppetite ?? 'balanced'
  return (
    <>
      <Button block color="primary" fill={fill} shape="rounded" onClick={() => setOpen(true)} data-testid="auto-table-open">
        {text}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AutoTableSheet batch={batch} isForecast={isForecast} appetite={appetite} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
