// Module rows (groups, screens, function keys) → an antd tree, and the checked set back to
// what the server stores.
export interface ModuleNode {
  id: number
  parentId: number | null
  moduleName: string
  moduleType: number
  moduleKey: string
  orderNo: number
}

export interface TreeNode {
  key: number
  title: string
  moduleType: number
  moduleKey: string
  children: TreeNode[]
}

export function toTree(modules: ModuleNode[]): TreeNode[] {
  const byId = new Map<number, TreeNode>(
    modules.map((m) => [m.id, { key: m.id, title: m.moduleName, moduleType: m.moduleType, moduleKey: m.moduleKey, children: [] }]),
  )
  const roots: TreeNode[] = []
  for (const m of [...modules].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id)) {
    const node = byId.get(m.id)!
    const parent = m.parentId ? byId.get(m.parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** Every id below (and including) a node. */
export function descendants(node: TreeNode): number[] {
  return [node.key, ...node.children.flatMap(descendants)]
}

/** Groups whose every module is checked: granted whole, so screens added later follow. */
export function wholeGroups(tree: TreeNode[], checked: Set<number>): string[] {
  return tree.filter((g) => g.moduleType === 1 && descendants(g).every((id) => checked.has(id))).map((g) => g.moduleKey)
}

/** Only leaves are sent as checked; a parent is implied by its checked children (the server adds ancestors). */
export function checkedLeaves(tree: TreeNode[], checked: Set<number>): number[] {
  const out: number[] = []
  const walk = (n: TreeNode) => {
    if (!n.children.length) {
      if (checked.has(n.key)) out.push(n.key)
    } else n.children.forEach(walk)
  }
  tree.forEach(walk)
  return out
}
