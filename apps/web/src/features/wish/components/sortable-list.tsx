import { useRef, useState, type ReactNode } from 'react'
import './wish.css'

export type SortableListProps<T> = {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode
  onMove: (from: number, to: number) => void
}

/**
 * Drag-to-reorder by a handle with pointer events (touch and mouse alike); the row follows the
 * finger and drops at the nearest slot. antd-mobile has no sortable list, and this is all we need.
 */
export function SortableList<T>({ items, getKey, renderItem, onMove }: SortableListProps<T>) {
  const [drag, setDrag] = useState<{ index: number; startY: number; dy: number; height: number } | null>(null)
  const rowRefs = useRef<(HTMLDivElement | null)[]>([])
  const target = drag ? Math.max(0, Math.min(items.length - 1, drag.index + Math.round(drag.dy / drag.height))) : -1
  return (
    <div className="gk-sortable">
      {items.map((item, index) => {
        const isDragged = drag?.index === index
        const shift = drag && !isDragged ? (index > drag.index && index <= target ? -drag.height : index < drag.index && index >= target ? drag.height : 0) : 0
        const handle = (
          <span
            className="gk-sortable__handle"
            role="button"
            aria-label={`拖动第${index + 1}志愿调整顺序`}
            data-testid="drag-handle"
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId)
              setDrag({ index, startY: e.clientY, dy: 0, height: rowRefs.current[index]?.offsetHeight ?? 60 })
            }}
            onPointerMove={(e) => drag && setDrag({ ...drag, dy: e.clientY - drag.startY })}
            onPointerUp={() => {
              if (drag && target !== drag.index) onMove(drag.index, target)
              setDrag(null)
            }}
            onPointerCancel={() => setDrag(null)}
          >
            ≡
          </span>
        )
        return (
          <div
            key={getKey(item)}
            ref={(el) => {
              rowRefs.current[index] = el
            }}
            className={isDragged ? 'gk-sortable__row gk-sortable__row--drag' : 'gk-sortable__row'}
            style={{ transform: `translateY(${isDragged ? drag.dy : shift}px)`, transition: isDragged ? 'none' : 'transform 0.15s' }}
          >
            {renderItem(item, index, handle)}
          </div>
        )
      })}
    </div>
  )
}
