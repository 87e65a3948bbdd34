import type { EndpointOp } from '../../config/types.ts'
import type { Handler } from '../kernel/handler.ts'
import { list } from './list.ts'
import { get, options } from './read.ts'
import { create, remove, toggle, update } from './write.ts'
import { exportList } from './export.ts'
import { single, upsert } from './singleton.ts'
import { importRows } from './import/import-op.ts'
import { importTemplate } from './import/template.ts'

/** The generic operations over entities an endpoint names with `op:` (the root adds `transition`, the workflow's). */
export const genericOps: Partial<Record<EndpointOp, Handler>> = {
  list,
  get,
  create,
  update,
  delete: remove,
  toggle,
  export: exportList,
  options,
  single,
  upsert,
  import: importRows,
  importTemplate,
}
