import type { Batch } from '@gk/contract'
import { FixedBottomButton } from '../../../components/form/fixed-bottom-button.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { editorPathOf } from '../model/use-current-batch.ts'

/** The fixed bottom button: how many wishes the draft holds, and the way to the table. */
export function DraftBar({ batch, count }: { batch: Batch; count: number }) {
  return (
    <FixedBottomButton onClick={() => openPage(editorPathOf[batch.FillingMode])}>
      查看志愿表（{count}/{batch.MaxWishes}）
    </FixedBottomButton>
  )
}
