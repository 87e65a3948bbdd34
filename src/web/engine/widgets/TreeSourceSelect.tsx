// The tree variant of SourceSelect, used when a source answers nested options (the category
// tree): search by name, the whole tree open, any node choosable.
import { TreeSelect } from 'antd'
import type { Option } from './use-options.ts'

interface Props {
  options: Option[]
  value?: unknown
  onChange?: (v: unknown, row?: Record<string, unknown>) => void
  placeholder?: string
  disabled?: boolean
  allowClear?: boolean
  multiple?: boolean
  loading?: boolean
  id?: string
  ariaLabel?: string
  style?: React.CSSProperties
}

interface TreeNode {
  value: string | number
  title: string
  children?: TreeNode[]
}

const toTree = (options: Option[]): TreeNode[] =>
  options.map((o) => ({ value: o.value, title: o.label, ...(o.children ? { children: toTree(o.children) } : {}) }))

function find(options: Option[], value: unknown): Option | undefined {
  for (const o of options) {
    if (o.value === value) return o
    const hit = o.children && find(o.children, value)
    if (hit) return hit
  }
  return undefined
}

export function TreeSourceSelect({ options, value, onChange, placeholder, disabled, allowClear, multiple, loading, id, ariaLabel, style }: Props) {
  return (
    <TreeSelect
      id={id}
      aria-label={ariaLabel}
      style={{ minWidth: 160, ...style }}
      treeData={toTree(options)}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      multiple={multiple}
      allowClear={allowClear}
      loading={loading}
      disabled={disabled}
      placeholder={placeholder ?? '请选择'}
      notFoundContent="无匹配数据"
      value={value === null ? undefined : (value as string | number | undefined)}
      onChange={(v) => onChange?.(v ?? null, find(options, v)?.raw)}
    />
  )
}
