/** A node of the shared tree widget; the flags are the spec's expanded / checked / indeterminate. */
export type TreeNode = {
  key: string
  title: string
  children?: TreeNode[]
  expanded?: boolean
  checked?: boolean
  indeterminate?: boolean
  disabled?: boolean
}

export const treeTypes = ['checkbox', 'radio'] as const
export type TreeType = (typeof treeTypes)[number]

/** The tree type must be radio or checkbox. */
export function isTreeType(value: unknown): value is TreeType {
  return treeTypes.includes(value as TreeType)
}

function mapNodes(nodes: readonly TreeNode[], fn: (node: TreeNode) => TreeNode): TreeNode[] {
  return nodes.map((node) => fn(node.children ? { ...node, children: mapNodes(node.children, fn) } : node))
}

export function toggleExpanded(nodes: readonly TreeNode[], key: string): TreeNode[] {
  return mapNodes(nodes, (node) => (node.key === key ? { ...node, expanded: !node.expanded } : node))
}

function setSubtree(node: TreeNode, checked: boolean): TreeNode {
  return {
    ...node,
    checked,
    indeterminate: false,
    children: node.children?.map((child) => (child.disabled ? child : setSubtree(child, checked))),
  }
}

// a parent is checked when every child is, indeterminate when some are (or some are partly)
function settleParents(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.map((node) => {
    if (!node.children?.length) return node
    const children = settleParents(node.children)
    const all = children.every((c) => c.checked)
    const some = children.some((c) => c.checked || c.indeterminate)
    return { ...node, children, checked: all, indeterminate: !all && some }
  })
}

function find(nodes: readonly TreeNode[], key: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node
    const hit = node.children ? find(node.children, key) : undefined
    if (hit) return hit
  }
  return undefined
}

/**
 * Checks or unchecks a node. Checkbox: the whole subtree follows and ancestors become checked or
 * indeterminate. Radio: exactly that node is checked, every other node is cleared.
 */
export function toggleChecked(nodes: readonly TreeNode[], key: string, type: TreeType): TreeNode[] {
  const target = find(nodes, key)
  if (!target || target.disabled) return [...nodes]
  if (type === 'radio') {
    return mapNodes(nodes, (node) => ({ ...node, checked: node.key === key ? !node.checked : false, indeterminate: false }))
  }
  const next = !target.checked
  return settleParents(mapNodes(nodes, (node) => (node.key === key ? setSubtree(node, next) : node)))
}

/** Keys of the checked leaves (and checked childless nodes), in tree order. */
export function checkedKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? checkedKeys(node.children) : node.checked ? [node.key] : []))
}
