// Meta-schema of screens.yaml: one map keyed by route name; keys starting with '/' are menu
// groups. The key decides which shape applies (patternProperties), so a typo in a screen gives
// one error about the screen, not a second one about groups.

import type { OptionSource, ScreenAction, ScreenColumn, ScreenDef, ScreenField, ScreenFilter, ScreenGroup, ScreenKind, ScreenTab } from '../types.ts'
import { FILTER_OPS } from './endpoints.ts'
import { anyValue, bool, freeObject, keysOf, mapOf, nonEmpty, num, obj, oneOfStrings, req, str, type Shape } from './helpers.ts'

export const SCREEN_KEY_PATTERN = '^[a-z0-9][a-z0-9-]*$'
export const GROUP_KEY_PATTERN = '^/[a-z0-9-]+$'

export const SCREEN_KINDS = keysOf<ScreenKind>({
  list: true,
  form: true,
  detail: true,
  approval: true,
  report: true,
  custom: true,
  print: true,
})

const condition = freeObject

const source = obj<OptionSource>({
  endpoint: req(nonEmpty),
  label: nonEmpty,
  value: nonEmpty,
  dependsOn: { type: ['string', 'array'], items: { type: 'string' }, minItems: 1 },
  param: nonEmpty,
  params: freeObject,
  search: bool,
  fill: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
})

const action = obj<ScreenAction>({
  title: str,
  endpoint: nonEmpty,
  form: nonEmpty,
  mode: oneOfStrings(
    keysOf<NonNullable<ScreenAction['mode']>>({
      add: true,
      edit: true,
      copy: true,
      view: true,
    }),
  ),
  route: nonEmpty,
  confirm: str,
  permission: nonEmpty,
  danger: bool,
  visibleWhen: condition,
  enabledWhen: condition,
  payload: freeObject,
  order: num,
  kind: nonEmpty,
  result: str,
  param: nonEmpty,
})

const column = obj<ScreenColumn>({
  field: nonEmpty,
  title: str,
  width: { type: 'integer', minimum: 1 },
  format: nonEmpty,
  order: num,
  hidden: bool,
  pinned: oneOfStrings(keysOf<NonNullable<ScreenColumn['pinned']>>({ left: true, right: true })),
  link: nonEmpty,
  sortable: bool,
  ellipsis: { type: 'number', minimum: 0 },
})

const filter = obj<ScreenFilter>({
  field: nonEmpty,
  title: str,
  op: oneOfStrings(FILTER_OPS),
  widget: nonEmpty,
  source,
  order: num,
  default: anyValue,
})

const fieldShape: Shape<Omit<ScreenField, 'items'>> = {
  field: nonEmpty,
  title: str,
  widget: nonEmpty,
  source,
  order: num,
  span: { type: 'integer', minimum: 1 },
  readOnly: bool,
  required: bool,
  hidden: bool,
  default: anyValue,
  placeholder: str,
  visibleWhen: condition,
  compute: freeObject,
  total: bool,
  help: str,
  width: { type: 'integer', minimum: 1 },
}
// The fields of an array's items are fields too, one level deep.
const field = obj<ScreenField>({ ...fieldShape, items: mapOf(obj<Omit<ScreenField, 'items'>>(fieldShape)) })

const group = obj<ScreenGroup>({
  kind: req({ const: 'group' }),
  title: req(nonEmpty),
  icon: nonEmpty,
  order: num,
  hidden: bool,
})

const tab = obj<ScreenTab>({
  title: str,
  screen: req(nonEmpty),
  param: req(nonEmpty),
  order: num,
})

type Layout = NonNullable<ScreenDef['layout']>
type PageSize = NonNullable<ScreenDef['pageSize']>
const PAGE_SIZES = keysOf<PageSize>({ 10: true, 20: true, 50: true, 100: true, 200: true }).map(Number)

const screen = obj<ScreenDef>({
  kind: req(oneOfStrings(SCREEN_KINDS)),
  title: req(nonEmpty),
  group: nonEmpty,
  menu: bool,
  order: num,
  icon: nonEmpty,
  path: nonEmpty,
  entity: nonEmpty,
  endpoints: mapOf(nonEmpty),
  filters: mapOf(filter),
  columns: mapOf(column),
  toolbar: mapOf(action),
  // null leaves out an action the screen's workflow would give it (src/config/workflow-actions.ts).
  rowActions: mapOf({ ...action, type: ['object', 'null'] }),
  bulkActions: mapOf(action),
  fields: mapOf(field),
  lines: mapOf(field),
  layout: obj<Layout>({ columns: { type: 'integer', minimum: 1 } }),
  functions: mapOf(obj<{ title?: string; order?: number }>({ title: str, order: num })),
  component: nonEmpty,
  keepAlive: bool,
  noCache: bool,
  pageSize: oneOfStrings(PAGE_SIZES),
  financeVersion: nonEmpty,
  workflow: nonEmpty,
  docType: nonEmpty,
  singleton: bool,
  submitText: nonEmpty,
  idParam: nonEmpty,
  tabs: mapOf(tab),
  result: str,
  audience: oneOfStrings(keysOf<NonNullable<ScreenDef['audience']>>({ platform: true, tenant: true })),
  note: str,
})

export const screensMeta = {
  type: 'object',
  description: '路由名：小写字母、数字和 -；菜单组以 / 开头',
  patternProperties: { [GROUP_KEY_PATTERN]: group, [SCREEN_KEY_PATTERN]: screen },
  additionalProperties: false,
}
