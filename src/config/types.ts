// The shapes of the config files. The meta-schemas in ./meta/ are the enforced contract;
// these types mirror them for the code that reads a config already validated.
// Every map is keyed by a stable id so a variant can reach any entry with a JSON Merge Patch.

/** A location in a config file, 1-based. */
export interface SourceLoc {
  file: string
  line: number
  col: number
}

export interface ConfigError extends SourceLoc {
  message: string
  /** JSON pointer into the merged config, when the error is about merged data. */
  pointer?: string
}

// ---------------------------------------------------------------- entities

export type FieldFormat =
  | 'amount' // 2 decimals, thousands separators
  | 'quantity'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'enum' // coloured tag from enum + x-enumNames
  | 'skuAttrs' // {名称: 值} shown 名称:值;…
  | 'image'
  | 'file'
  | 'text' // long text
  | 'bool'

/** One property of an entity schema (JSON Schema draft-07 plus x- hints). */
export interface EntityField {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'
  title: string
  description?: string
  /** JSON Schema formats plus our own: mobile, postcode, code, phone. */
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  /** Strictly greater than (a quantity > 0). */
  exclusiveMinimum?: number
  multipleOf?: number
  enum?: (string | number)[]
  default?: unknown
  readOnly?: boolean
  items?: Record<string, unknown>
  minItems?: number
  maxItems?: number
  properties?: Record<string, unknown>
  additionalProperties?: unknown
  /** Chinese labels, same order as enum. */
  'x-enumNames'?: string[]
  /** antd tag colours, same order as enum. */
  'x-enumColors'?: string[]
  /** Take enum and x-enumNames from another field, `<entity>.<field>` (the approval document types: approvalFlow.docType). */
  'x-enumOf'?: string
  /** Publish this enum under a global name for /common/enums (e.g. ETenantType). */
  'x-enumName'?: string
  /** Foreign key to another entity (same tenant); lists add `<name>Name` from its label field. */
  'x-ref'?: string
  /** How the web shows the value; inferred from type/format/enum when absent. */
  'x-format'?: FieldFormat
  /** Unique per tenant (true) or per tenant and the listed scope fields. */
  'x-unique'?: boolean | string[]
  /** List filter operator; 'none' means not filterable. Inferred when absent. */
  'x-filter'?: 'eq' | 'like' | 'in' | 'between' | 'none'
  /** Trim leading and trailing whitespace (spec noBlank). Default true for strings. */
  'x-trim'?: boolean
  /** Generated on create from a pattern such as CK{yyyyMMdd}{seq:4}; readOnly for clients. */
  'x-generated'?: string
  /** Write-only (API keys): accepted on create and update, never returned, logged or exported; an empty value on update keeps the stored one. */
  'x-secret'?: boolean
  /** false: not a column of the .xlsx import (a value set through its own call and checks). */
  'x-import'?: boolean
  /** SQL hints: column type (default from JSON type), column name (default snake_case). */
  'x-db'?: { type?: string; column?: string; default?: string; index?: boolean }
  /** Pattern error message in Chinese (pattern alone gives a generic message). */
  'x-patternMessage'?: string
  /** This field is at least the named sibling field (库存上限 ≥ 库存下限); checked by server and form. */
  'x-atLeast'?: string
  /** No column: a value a handler adds to the rows it answers (e.g. a user's role names). */
  'x-virtual'?: boolean
  /**
   * A setting of one approval document type (业务配置 "…需审批"): the switch of that type, shown only
   * while some workflow submits the type (src/config/doc-types.ts).
   */
  'x-approvalDocType'?: string
}

export interface EntitySchema {
  $id: string
  title: string
  type: 'object'
  description?: string
  /** Table name; absent for payload-only schemas (login, ranges, …). */
  'x-table'?: string
  /** tenant (default): row-level security by tenant_id. global: platform data, no tenant. */
  'x-scope'?: 'tenant' | 'global'
  /**
   * A user's data scope on reads (warehouses and owners given in 账号管理): the fields naming the
   * warehouse and the owner of a row. Default: every field that refers to storage, resp. owner;
   * false: not scoped (the scope tables themselves, a user's default warehouse). A row whose
   * fields are all empty belongs to no warehouse (owner) and is seen by all.
   */
  'x-dataScope'?: false | { storage?: string[]; owner?: string[] }
  /** Field that names a record in dropdowns and in `<ref>Name` columns (default 'name'). */
  'x-label'?: string
  'x-defaultSort'?: { field: string; order: 'asc' | 'desc' }
  /** Child entity edited as line items. */
  'x-lines'?: string
  /** Parent link of a line entity (field holding the parent id). */
  'x-parent'?: string
  'x-workflow'?: string
  required?: string[]
  properties: Record<string, EntityField>
}

// ---------------------------------------------------------------- endpoints

export type EndpointOp =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'delete'
  | 'toggle'
  | 'export'
  | 'options' // dropdown: [{value, label}] of an entity
  | 'single' // the one row a tenant has of a settings entity (invoice title), or null
  | 'upsert' // saves that one row: inserted the first time, then updated with the version read
  | 'import' // .xlsx rows (with lines) previewed, then written all or nothing, as a background job
  | 'importTemplate' // the .xlsx template of that import: headers, enum lists, an example, rules
  | 'custom' // a named hand-written handler
  | 'transition' // a workflow transition
  | 'planned' // in the catalogue, not implemented yet

export interface EndpointDef {
  op: EndpointOp
  /** Short Chinese description, used in the operation log. */
  title?: string
  method?: 'GET' | 'POST'
  /** The catalogue names only a prefix here (operations not shown). Only with op planned or with handler. */
  prefix?: boolean
  entity?: string
  /** Payload schema (an entity id) for custom and transition calls. */
  payload?: string
  /** Handler name in the server's registry (custom). */
  handler?: string
  workflow?: string
  transition?: string
  /** toggle: the field set, and the payload key that carries the new value. */
  field?: string
  param?: string
  /**
   * Who may call it. public: no token. session: any signed-in user (the shell's own calls: menus,
   * user info, the bell). platform: userType 1 only. Absent (the rule): the users who hold one of
   * the menu screens that use the call, derived from screens.yaml (src/config/access.ts).
   */
  auth?: 'public' | 'session' | 'platform'
  /** Function key (menu function name) the caller's roles must hold. */
  permission?: string
  /** A call no screen makes (a catalogue call kept for API clients): the screens whose users may
   *  make it, as if those screens used it. */
  screens?: string[]
  /** list/export: filters allowed (field → operator); default from the entity schema. */
  filters?: Record<string, 'eq' | 'like' | 'in' | 'between'>
  /** list/export/options: only the caller's rows, the field naming the user (e.g. userId). */
  mine?: string
  /** list/export/options: fixed conditions the payload cannot change, field → value or values
   *  (one table, two screens: sales-return reservations are bespeak rows of type 2). */
  where?: Record<string, string | number | boolean | Array<string | number>>
  /** Where the payload comes from: body (default) or query string (e.g. /DeliveryMan/del?id=). */
  in?: 'body' | 'query'
  /** The call carries a file: a multipart form (files arrive as File) or base64 in the JSON body.
   *  Its body may be up to 8 MB; the handler limits the file itself. */
  upload?: 'multipart' | 'base64'
  /** Extra fixed conditions or settings a handler reads. */
  options?: Record<string, unknown>
  /** The catalogue entry this path implements when the spec names none (e.g. unnamed:image-upload). */
  catalogue?: string
  note?: string
}

// ---------------------------------------------------------------- workflows

export interface WorkflowState {
  label: string
  color?: string
}

export interface WorkflowTransition {
  title: string
  from: number[]
  to: number
  endpoint?: string
  permission?: string
  confirm?: string
  /** The screens' button for this transition is red, and so is its confirm (void, cancel, close). */
  danger?: boolean
  /** Informational only: the approval document type that fires this transition. The approval
   *  engine reads WorkflowDef.approval, which names the submit, accept and reject transitions. */
  approval?: string
  /** Named domain function run in the same transaction before the state changes (e.g.
   *  stock.receive); registered in src/server/effects.ts. */
  effect?: string
  /** Place of the transition's button among a screen's row actions (src/config/workflow-actions.ts). */
  order?: number
}

/**
 * The approval step of a workflow (the generic approval engine, src/server/domain/approval/).
 * Firing `submit` opens an approval instance for the document; accept at the last node fires
 * `accept`, a reject fires `reject`. No enabled approval flow for the tenant means no approval
 * is needed: `accept` fires at once.
 */
export interface WorkflowApproval {
  /** Document type of approval_flow (an enum value of approvalFlow.docType). */
  docType: string
  submit: string
  accept: string
  reject: string
  /** Field shown as 单号 in approval lists (default: the x-generated field, else code, else 实体#id). */
  docNo?: string
  /**
   * Field shown as 摘要 (default: the entity's label field, x-label or name); a reference label such
   * as providerName works too. Several fields are joined with " · " (empty ones left out).
   */
  summary?: string | string[]
  /** 摘要 ends with the number of lines ("3 行"); the entity has x-lines. */
  lineCount?: boolean
}

export interface WorkflowDef {
  entity: string
  /** State field of the entity (default status). */
  field?: string
  states: Record<string, WorkflowState>
  transitions: Record<string, WorkflowTransition>
  approval?: WorkflowApproval
}

// ---------------------------------------------------------------- screens

/** Condition language: {field: {op: value}} over a scope, combined with all/any/not. */
export type Condition =
  { all: Condition[] } | { any: Condition[] } | { not: Condition } | { scope?: 'row' | 'form' | 'session' | 'settings'; [field: string]: unknown }

export interface ScreenAction {
  title?: string
  /** Endpoint called (with the row id, the selection ids, or the form). */
  endpoint?: string
  /** Screen (a form) opened for this action. */
  form?: string
  mode?: 'add' | 'edit' | 'copy' | 'view'
  /** Route opened (detail pages, prints). */
  route?: string
  confirm?: string
  permission?: string
  danger?: boolean
  visibleWhen?: Condition
  enabledWhen?: Condition
  /** Fixed values merged into the payload (e.g. {type: 0} for 停用). */
  payload?: Record<string, unknown>
  order?: number
  /** Built-in kind: export, import, refresh, print, toggle, batch (handled by the engine). */
  kind?: string
  /** Shown in a dialog after success, ${field} filled from the answer (e.g. a new password). */
  result?: string
  /** kind print: the query key that carries the chosen records' ids to the print page (default ids). */
  param?: string
  /** With `route`: the row field that fills each :param of the route's path (default the same name). */
  params?: Record<string, string>
  /** With `route`: the opened screen's filters, from row fields ({skuId: skuId}) — a report's drill-down. */
  query?: Record<string, string>
}

/** What a report screen (kind report) adds to its table. */
export interface ScreenReport {
  /** Shown above the table: what the figures mean, and which are not recorded yet. */
  notice?: string
  /** A chart of the page's rows (bar, line: one series per field over `category`) or of the 合计 row (pie: one slice per field). */
  chart?: { type: 'bar' | 'line' | 'pie'; title: string; category?: string; series: string[] }
}

export interface OptionSource {
  endpoint: string
  label?: string
  value?: string
  /** Other field of the same form whose value filters this one (cascade). */
  dependsOn?: string | string[]
  /** Payload key that receives the dependsOn value (default: the dependsOn field name). */
  param?: string
  params?: Record<string, unknown>
  /** Search on the server as the user types (payload key `keyword`): for long lists such as SKUs. */
  search?: boolean
  /** When an option is chosen, copy these of its fields into the form or line: {target: sourceField}. */
  fill?: Record<string, string>
}

export interface ScreenColumn {
  field?: string
  title?: string
  width?: number
  format?: FieldFormat | string
  order?: number
  hidden?: boolean
  pinned?: 'left' | 'right'
  link?: string
  sortable?: boolean
  ellipsis?: number
}

export interface ScreenFilter {
  field?: string
  title?: string
  op?: 'eq' | 'like' | 'in' | 'between'
  widget?: string
  source?: OptionSource
  order?: number
  default?: unknown
}

export interface ScreenField {
  field?: string
  title?: string
  widget?: string
  source?: OptionSource
  order?: number
  span?: number
  readOnly?: boolean
  required?: boolean
  hidden?: boolean
  default?: unknown
  placeholder?: string
  visibleWhen?: Condition
  /** Line items: a value computed from other fields of the line, e.g. {multiply: [qty, price]}. */
  compute?: Record<string, unknown>
  /** Line items: summed in the total row (default: computed fields only — a unit price is not summed). */
  total?: boolean
  help?: string
  /** Line items: column width in pixels. */
  width?: number
  /** An array of objects edited in the form (approval nodes): each item's fields, keyed by property. */
  items?: Record<string, ScreenField>
}

/** A tab of a detail screen: a list screen showing the rows that belong to the record. */
export interface ScreenTab {
  /** Tab label; default the list screen's title. */
  title?: string
  /** The list screen (kind list) shown in the tab. */
  screen: string
  /** Payload key that receives the record's id: a filter of the list, and a value of the
   *  records added from the tab (e.g. providerId). */
  param: string
  order?: number
}

export interface ScreenGroup {
  kind: 'group'
  title: string
  icon?: string
  order?: number
  hidden?: boolean
}

export type ScreenKind = 'list' | 'form' | 'detail' | 'approval' | 'report' | 'custom' | 'print'

export interface ScreenDef {
  kind: ScreenKind
  title: string
  /** Menu group (a key of screens.yaml starting with '/'). Absent: top level or /constant. */
  group?: string
  /** Shown in the side menu (default: true for list, report and approval screens). */
  menu?: boolean
  order?: number
  icon?: string
  /** Path below the group; default /<route name>. `:id` params allowed. */
  path?: string
  entity?: string
  /** Endpoints by role: list, get, add, update, delete, export, toggle, options … */
  endpoints?: Record<string, string>
  filters?: Record<string, ScreenFilter>
  columns?: Record<string, ScreenColumn>
  toolbar?: Record<string, ScreenAction>
  /** With `workflow`, the transitions that have an endpoint are row actions too (src/config/
   *  workflow-actions.ts): an entry of a transition's name overrides some of its keys, and in the
   *  files an entry may be null to leave that transition out. The loaded config has them expanded. */
  rowActions?: Record<string, ScreenAction>
  bulkActions?: Record<string, ScreenAction>
  fields?: Record<string, ScreenField>
  lines?: Record<string, ScreenField>
  layout?: { columns?: number }
  /** Function keys (permission names) this screen offers to roles. */
  functions?: Record<string, { title?: string; order?: number }>
  /** Registered custom component (kind custom, print). */
  component?: string
  keepAlive?: boolean
  noCache?: boolean
  pageSize?: 10 | 20 | 50 | 100 | 200
  /** Finance-version screen used instead for users in the variant's finance list. */
  financeVersion?: string
  /** Workflow whose transitions with an endpoint become row actions (list, detail, approval). */
  workflow?: string
  /** Approval screens: the approval document type (approvalFlow.docType) whose instances it lists.
   *  Its own rowActions act on the document (a route's :id is the document's id). */
  docType?: string
  /** Detail screens: related lists shown as tabs beside the record (qualifications of a supplier). */
  tabs?: Record<string, ScreenTab>
  /** Detail and custom screens: the payload key that receives the route's :id (default id). */
  idParam?: string
  /** Form: shown in a dialog after saving, ${field} filled from the answer (e.g. an initial password). */
  result?: string
  /** A form of one record per tenant or user (settings): loaded with endpoints.get and saved with endpoints.update, no id. */
  singleton?: boolean
  /** Form: an action form (同意, 驳回) rather than a record edit: this text on the primary button
   *  instead of 保存, and the drawer titled by the screen's title alone. */
  submitText?: string
  /** Who may have this screen: platform (tenant type 0 only) or tenant (the others). Default: tenant
   *  for business groups, both for /setting-mag and screens without a group. */
  audience?: 'platform' | 'tenant'
  /** session: a screen of the shell every signed-in user opens (message centre, account info);
   *  the calls it uses are open to every signed-in user. */
  access?: 'session'
  /** Hand-written screens: the screens their code opens (a print page, a detail), so the calls of
   *  those screens belong to this screen's users too. Declared calls go in `endpoints`. */
  opens?: string[]
  /** Report screens: notice and chart. */
  report?: ScreenReport
  note?: string
}

export type ScreensFile = Record<string, ScreenGroup | ScreenDef>

// ---------------------------------------------------------------- variants

export interface VariantSettings {
  customerName: 'customer' | 'prison'
  hasShortCode: boolean
  isMd5: boolean
  hasAppCenterAuth: boolean
  productSaleMap: Record<string, string>
  logisticsName: string
  primaryColor: string
  /** Where the client keeps the session: cookie and/or localStorage. */
  cacheTarget: string
  apiHost: string
  companyName: string
  systemName: string
  /** Single sign-on page; empty when not configured. */
  sso: string
  helpUrl: string
  tmsUrl: string
  printTest: boolean
  specialMetering: boolean
  /** User names that get the finance-version screens. */
  filterFinance: string[]
  publicPath: string
  cachePrefix: string
}

export interface VariantFile {
  title: string
  settings: VariantSettings
  screens?: Record<string, unknown>
  endpoints?: Record<string, unknown>
  entities?: Record<string, unknown>
  workflows?: Record<string, unknown>
  demo?: Record<string, unknown>
}

// ---------------------------------------------------------------- demo rows

/** One demo row: API field names → values; a reference (x-ref) names its row by the key field
 *  of the referenced entity (src/config/demo-keys.ts), e.g. storageId: GZ01. */
export type DemoRow = Record<string, unknown>

/** schemas/demo/<entity>.yaml: tenant code (DEMO, HDWL; PLATFORM for platform tables) → row name → row. */
export type DemoFile = Record<string, Record<string, DemoRow>>

// ---------------------------------------------------------------- merged config

export interface WmsConfig {
  variant: string
  settings: VariantSettings
  entities: Record<string, EntitySchema>
  endpoints: Record<string, EndpointDef>
  screens: ScreensFile
  workflows: Record<string, WorkflowDef>
  /** Demo rows per entity id (schemas/demo/*.yaml), seeded at the first start with demo data. */
  demo: Record<string, DemoFile>
}

/** What the lint may check names against (filled by the caller: server handlers, web widgets). */
export interface Registries {
  handlers?: Set<string>
  effects?: Set<string>
  widgets?: Set<string>
  formats?: Set<string>
  components?: Set<string>
}

/** The settings the pages without a session need (login, password change, single sign-on,
 *  where the session is kept): all GET /app/config tells a client that has not logged in. */
export const LOGIN_SETTINGS = ['systemName', 'companyName', 'primaryColor', 'isMd5', 'sso', 'cachePrefix', 'cacheTarget'] as const

/** What the server sends anyone (GET /app/config). */
export interface PublicConfig {
  variant: string
  settings: Pick<VariantSettings, (typeof LOGIN_SETTINGS)[number]>
}

/** What the server sends a session (GET /app/config/full): the merged config minus server-only detail. */
export interface ClientConfig {
  variant: string
  settings: VariantSettings
  screens: ScreensFile
  entities: Record<string, EntitySchema>
  endpoints: Record<string, Pick<EndpointDef, 'op' | 'method' | 'entity' | 'permission' | 'title'>>
  workflows: Record<string, WorkflowDef>
}
