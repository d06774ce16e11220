import { Checkbox, Radio } from 'antd-mobile'
import { DownOutline, RightOutline } from 'antd-mobile-icons'
import { isTreeType, toggleChecked, toggleExpanded, type TreeNode, type TreeType } from './tree-model.ts'
import './tree.css'

export type TreeProps = {
  type: TreeType
  nodes: TreeNode[]
  onChange: (nodes: TreeNode[]) => void
}

function TreeRows({ type, nodes, onChange, all, depth }: TreeProps & { all: TreeNode[]; depth: number }) {
  return (
    <ul className="gk-tree__list" role={depth === 0 ? 'tree' : 'group'}>
      {nodes.map((node) => {
        const hasChildren = Boolean(node.children?.length)
        return (
          <li key={node.key} role="treeitem" aria-expanded={hasChildren ? Boolean(node.expanded) : undefined}>
            <div className="gk-tree__row" style={{ paddingLeft: 12 + depth * 20 }}>
              <button
                type="button"
                className="gk-tree__toggle"
                aria-label={node.expanded ? '收起' : '展开'}
                disabled={!hasChildren}
                onClick={() => onChange(toggleExpanded(all, node.key))}
              >
                {hasChildren ? node.expanded ? <DownOutline /> : <RightOutline /> : null}
              </button>
              {type === 'checkbox' ? (
                <Checkbox
                  checked={Boolean(node.checked)}
                  indeterminate={Boolean(node.indeterminate)}
                  disabled={node.disabled}
                  onChange={() => onChange(toggleChecked(all, node.key, type))}
                >
                  {node.title}
                </Checkbox>
              ) : (
                <Radio checked={Boolean(node.checked)} disabled={node.disabled} onChange={() => onChange(toggleChecked(all, node.key, type))}>
                  {node.title}
                </Radio>
              )}
            </div>
            {hasChildren && node.expanded ? <TreeRows type={type} nodes={node.children ?? []} onChange={onChange} all={all} depth={depth + 1} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The shared tree with checkbox or radio selection; any other type is rejected. */
export function Tree({ type, nodes, onChange }: TreeProps) {
  if (!isTreeType(type)) {
    console.error(`Tree: type must be "checkbox" or "radio", got ${JSON.stringify(type)}`)
    return null
  }
  return (
    <div className="gk-tree">
      <TreeRows type={type} nodes={nodes} onChange={onChange} all={nodes} depth={0} />
    </div>
  )
}
