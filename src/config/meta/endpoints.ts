// Meta-schema of endpoints.yaml: a map path → EndpointDef.

import type { EndpointDef, EndpointOp } from '../types.ts'
import { bool, described, freeObject, keysOf, mapOf, nonEmpty, obj, oneOfStrings, req, str } from './helpers.ts'

export const ENDPOINT_OPS = keysOf<EndpointOp>({
  list: true,
  get: true,
  create: true,
  update: true,
  delete: true,
  toggle: true,
  export: true,
  options: true,
  single: true,
  upsert: true,
  import: true,
  importTemplate: true,
  custom: true,
  transition: true,
  planned: true,
})

export const FILTER_OPS = keysOf<NonNullable<EndpointDef['filters']>[string]>({
  eq: true,
  like: true,
  in: true,
  between: true,
})

export const ENDPOINT_PATH_PATTERN = '^/[^\\s]*$'

const shape = obj<EndpointDef>({
  op: req(oneOfStrings(ENDPOINT_OPS)),
  title: str,
  method: oneOfStrings(keysOf<NonNullable<EndpointDef['method']>>({ GET: true, POST: true })),
  prefix: bool,
  entity: nonEmpty,
  payload: nonEmpty,
  handler: nonEmpty,
  workflow: nonEmpty,
  transition: nonEmpty,
  field: nonEmpty,
  param: nonEmpty,
  auth: oneOfStrings(
    keysOf<NonNullable<EndpointDef['auth']>>({
      public: true,
      session: true,
      platform: true,
    }),
  ),
  permission: nonEmpty,
  screens: { type: 'array', items: nonEmpty, minItems: 1 },
  filters: mapOf(oneOfStrings(FILTER_OPS)),
  mine: nonEmpty,
  where: freeObject,
  in: oneOfStrings(keysOf<NonNullable<EndpointDef['in']>>({ body: true, query: true })),
  upload: oneOfStrings(keysOf<NonNullable<EndpointDef['upload']>>({ multipart: true, base64: true })),
  options: freeObject,
  catalogue: nonEmpty,
  note: str,
})

export const endpointDef = described<EndpointDef>(shape, {
  op: '操作：list/get/create/update/delete/toggle/export/options 等通用操作，custom 手写处理程序，transition 流程转换，planned 尚未实现',
  title: '接口的中文名称，记入操作日志',
  method: 'HTTP 方法，默认 POST',
  prefix: '目录只给出路径前缀（一族接口）；只与 op: planned 或 handler 一起用',
  entity: '操作的实体（schemas/entities/<id>.json 的 id）',
  payload: 'custom 与 transition 接口的请求体 schema（实体 id）',
  handler: '服务端处理程序名（src/server/handlers.ts）；通用操作也可由它代为执行',
  workflow: 'op: transition 的流程 id（schemas/workflows/<id>.yaml）',
  transition: 'op: transition 的转换名（流程 transitions 的键）',
  field: 'op: toggle 设置的字段',
  param: 'op: toggle 中携带新值的请求键',
  auth: 'public 无需登录；session 任何登录用户（外壳与审批引擎的调用）；platform 仅平台管理员；不写：使用它的菜单页面的持有者',
  screens: '代码里调用本接口、配置中看不出的页面（路由名）：这些页面的持有者可以调用',
  permission: '调用者角色必须拥有的功能键（菜单功能名）',
  filters: '列表与导出接受的筛选：字段 → 运算（eq/like/in/between）；默认取自实体字段',
  mine: '只看本人的记录：记录中保存用户 id 的字段（如 userId）',
  where: '请求无法改变的固定条件：字段 → 值或值的数组',
  in: '请求数据来自 body（默认）或 query（查询串）',
  upload: '携带文件：multipart 表单，或 JSON 中的 base64；请求体上限 8 MB',
  options: '处理程序读取的附加固定条件或设置',
  catalogue: '接口目录中对应的条目（目录未命名时，如 unnamed:image-upload）',
  note: '备注：说明这个接口（规划中的接口也写在这里）',
})

export const endpointsMeta = mapOf(endpointDef, ENDPOINT_PATH_PATTERN, '接口路径：以 / 开头，不含空白')
