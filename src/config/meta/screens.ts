// Meta-schema of screens.yaml: one map keyed by route name; keys starting with '/' are menu
// groups. The key decides which shape applies (patternProperties), so a typo in a screen gives
// one error about the screen, not a second one about groups.

import type {
  OptionSource,
  ScreenAction,
  ScreenColumn,
  ScreenDef,
  ScreenField,
  ScreenFilter,
  ScreenGroup,
  ScreenKind,
  ScreenReport,
  ScreenTab,
} from '../types.ts'
import { FILTER_OPS } from './endpoints.ts'
import { anyValue, bool, described, freeObject, keysOf, mapOf, nonEmpty, num, obj, oneOfStrings, req, str, type Docs, type Shape } from './helpers.ts'

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

const sourceShape = obj<OptionSource>({
  endpoint: req(nonEmpty),
  label: nonEmpty,
  value: nonEmpty,
  dependsOn: { type: ['string', 'array'], items: { type: 'string' }, minItems: 1 },
  param: nonEmpty,
  params: freeObject,
  search: bool,
  fill: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } },
})
const source = described<OptionSource>(sourceShape, {
  endpoint: '提供选项的接口（通常是 op: options）',
  label: '选项显示的字段（默认 label）',
  value: '选项取值的字段（默认 value）',
  dependsOn: '同一表单中决定这里选项的其他字段（级联）',
  param: '接收 dependsOn 值的请求键（默认与字段同名）',
  params: '请求选项时附带的固定参数',
  search: '边输入边到服务端搜索（请求键 keyword），用于 SKU 这类长列表',
  fill: '选中后把选项的字段填入表单或明细行：目标字段 → 选项字段',
})

const actionShape = obj<ScreenAction>({
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
  params: mapOf(nonEmpty),
  query: mapOf(nonEmpty),
})
const action = described<ScreenAction>(actionShape, {
  title: '按钮文字',
  endpoint: '调用的接口（带行 id、所选 id 或表单）',
  form: '打开的表单页（路由名）',
  mode: '表单的打开方式：add 新增、edit 编辑、copy 复制、view 查看',
  route: '打开的路由（详情页、打印页）',
  confirm: '执行前的确认提示',
  permission: '按钮所需的功能键（默认取接口的）',
  danger: '危险操作：红色按钮',
  visibleWhen: '何时显示（条件语言：row、form、session、settings）',
  enabledWhen: '何时可用（条件语言）',
  payload: '合并进请求的固定值（如停用时 {type: 0}）',
  order: '排序',
  kind: '内置操作：export、import、refresh、print、toggle、batch',
  result: '成功后在对话框中显示的文字，${字段} 取自答复（如新密码）',
  param: 'kind: print 时携带所选记录 id 的查询键（默认 ids）',
  params: '与 route 一起：路由路径中每个 :参数 取自行的哪个字段（默认同名字段）',
  query: '与 route 一起：打开的页面的筛选条件，取自行的字段（如 {skuId: skuId}）：报表的下钻',
})

const columnShape = obj<ScreenColumn>({
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
const column = described<ScreenColumn>(columnShape, {
  field: '实体字段（默认同列键）；标题、格式与枚举取自字段',
  title: '列标题（默认取字段标题）',
  width: '列宽（像素）',
  format: '显示格式：amount、quantity、datetime、enum 等，或登记的格式名',
  order: '排序',
  hidden: '默认隐藏（可在列设置中打开）',
  pinned: '固定在左侧或右侧',
  link: '点击单元格打开的页面（路由名，带行 id）',
  sortable: '可排序',
  ellipsis: '超过这么多字符时省略显示（默认 25）',
})

const filterShape = obj<ScreenFilter>({
  field: nonEmpty,
  title: str,
  op: oneOfStrings(FILTER_OPS),
  widget: nonEmpty,
  source,
  order: num,
  default: anyValue,
})
const filter = described<ScreenFilter>(filterShape, {
  field: '筛选的字段（默认同筛选键）；须是列表接口接受的筛选',
  title: '标签（默认取字段标题）',
  op: '运算：eq 等于、like 包含、in 属于、between 区间（默认取字段的 x-filter）',
  widget: '输入控件（登记的控件名）',
  source: '下拉选项的来源',
  order: '排序',
  default: '默认值',
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
const fieldDocs: Docs<Omit<ScreenField, 'items'>> = {
  field: '实体字段（默认同字段键）；标题、格式、校验取自字段',
  title: '标签（默认取字段标题）',
  widget: '输入控件（登记的控件名，默认按字段类型）',
  source: '下拉选项的来源',
  order: '排序',
  span: '占几栏（布局的栏数之内）',
  readOnly: '只读',
  required: '必填（默认取实体的 required）',
  hidden: '隐藏（值仍随表单提交）',
  default: '默认值',
  placeholder: '输入提示',
  visibleWhen: '何时显示（条件语言：form、session、settings）',
  compute: '明细行：由同行其他字段计算，如 {multiply: [qty, price]}',
  total: '明细行：在合计行求和（默认只合计计算字段）',
  help: '字段下方的说明',
  width: '明细行：列宽（像素）',
}
// The fields of an array's items are fields too, one level deep.
const itemField = described<Omit<ScreenField, 'items'>>(obj<Omit<ScreenField, 'items'>>(fieldShape), fieldDocs)
const field = described<ScreenField>(obj<ScreenField>({ ...fieldShape, items: mapOf(itemField) }), {
  ...fieldDocs,
  items: '表单中编辑的对象数组（如审批节点）：每项的字段，按属性',
})

const groupShape = obj<ScreenGroup>({
  kind: req({ const: 'group' }),
  title: req(nonEmpty),
  icon: nonEmpty,
  order: num,
  hidden: bool,
})
const group = described<ScreenGroup>(groupShape, {
  kind: '菜单组：固定为 group',
  title: '菜单组名称',
  icon: '菜单图标',
  order: '排序',
  hidden: '不在菜单中显示',
})

const tabShape = obj<ScreenTab>({
  title: str,
  screen: req(nonEmpty),
  param: req(nonEmpty),
  order: num,
})
const tab = described<ScreenTab>(tabShape, {
  title: '页签标题（默认取列表页标题）',
  screen: '页签中显示的列表页（路由名）',
  param: '接收记录 id 的请求键：列表的筛选，也是在页签中新增记录的值（如 providerId）',
  order: '排序',
})

type ReportChart = NonNullable<ScreenReport['chart']>
const reportChart = described<ReportChart>(
  obj<ReportChart>({
    type: req(oneOfStrings(keysOf<ReportChart['type']>({ bar: true, line: true, pie: true }))),
    title: req(nonEmpty),
    category: nonEmpty,
    series: req({ type: 'array', minItems: 1, items: nonEmpty }),
  }),
  {
    type: '图表类型：bar 柱状、line 折线（本页各行）、pie 饼图（合计行）',
    title: '图表标题',
    category: 'bar、line：横轴取自行的哪个字段',
    series: '数据字段：bar、line 每个字段一个系列，pie 每个字段一块',
  },
)
const report = described<ScreenReport>(obj<ScreenReport>({ notice: str, chart: reportChart }), {
  notice: '表格上方的说明：数字的含义，以及哪些数字尚未记录',
  chart: '图表（ECharts，按需加载）',
})

type Layout = NonNullable<ScreenDef['layout']>
type PageSize = NonNullable<ScreenDef['pageSize']>
type FunctionKey = NonNullable<ScreenDef['functions']>[string]
const PAGE_SIZES = keysOf<PageSize>({ 10: true, 20: true, 50: true, 100: true, 200: true }).map(Number)

const screenShape = obj<ScreenDef>({
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
  layout: described<Layout>(obj<Layout>({ columns: { type: 'integer', minimum: 1 } }), { columns: '表单分几栏' }),
  functions: mapOf(described<FunctionKey>(obj<FunctionKey>({ title: str, order: num }), { title: '功能名称（默认即键名）', order: '排序' })),
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
  access: { const: 'session' },
  opens: { type: 'array', items: nonEmpty },
  report,
  note: str,
})
const screen = described<ScreenDef>(screenShape, {
  kind: '页面类型：list、form、detail、approval、report、custom、print',
  title: '页面标题',
  group: '所属菜单组（以 / 开头的键）',
  menu: '是否出现在侧边菜单（默认：list、report、approval 页出现）',
  order: '排序',
  icon: '菜单图标',
  path: '菜单组下的路径（默认 /<路由名>，可带 :id）',
  entity: '页面的实体 id',
  endpoints: '按用途指定接口：list、get、add、update、delete、export、toggle、options …',
  filters: '列表的筛选项，按键',
  columns: '列表的列，按键',
  toolbar: '工具栏按钮，按键',
  rowActions: '行操作按钮，按键',
  bulkActions: '批量操作按钮（作用于所选行），按键',
  fields: '表单或详情的字段，按键',
  lines: '明细行的字段，按键',
  layout: '表单布局',
  functions: '本页提供给角色授权的功能键（权限名）',
  component: '登记的自定义组件（kind: custom、print）',
  keepAlive: '离开后保留页签状态',
  noCache: '每次进入都重新加载',
  pageSize: '默认每页条数',
  financeVersion: '财务名单中的用户改用的财务版页面（路由名）',
  workflow: '流程 id：其转换成为行操作',
  docType: '审批页：列出的审批单据类型（approvalFlow.docType）',
  singleton: '每个租户或用户一条记录的表单（设置）：用 endpoints.get 读取、endpoints.update 保存，无 id',
  submitText: '操作表单（同意、驳回）主按钮的文字，替代"保存"',
  idParam: '详情与自定义页：接收路由 :id 的请求键（默认 id）',
  tabs: '详情页：记录旁以页签显示的相关列表',
  result: '表单：保存后在对话框中显示的文字，${字段} 取自答复（如初始密码）',
  audience: '谁可以有这个页面：platform 平台（租户类型 0），tenant 租户',
  access: 'session：外壳页面（消息中心、个人信息），任何登录用户可用，不进菜单授权',
  opens: '本页面在代码中打开的其他页面（路由名）：它们的接口也归本页面的菜单模块',
  report: '报表页（kind: report）：说明与图表',
  note: '备注',
})

export const screensMeta = {
  type: 'object',
  description: '路由名：小写字母、数字和 -；菜单组以 / 开头',
  patternProperties: { [GROUP_KEY_PATTERN]: group, [SCREEN_KEY_PATTERN]: screen },
  additionalProperties: false,
}
