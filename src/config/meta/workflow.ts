// Meta-schema of schemas/workflows/<id>.yaml.

import type { WorkflowApproval, WorkflowDef, WorkflowState, WorkflowTransition } from '../types.ts'
import { bool, described, int, mapOf, nonEmpty, num, obj, req, str } from './helpers.ts'

/** State keys are integers written as map keys: 0, 10, -1 (no leading zeros). */
export const STATE_KEY_PATTERN = '^(0|-?[1-9][0-9]*)$'

const state = described<WorkflowState>(obj<WorkflowState>({ label: req(nonEmpty), color: nonEmpty }), {
  label: '状态名称（中文）',
  color: '状态标签颜色（antd 颜色名，如 green）',
})

const transition = described<WorkflowTransition>(
  obj<WorkflowTransition>({
    title: req(nonEmpty),
    from: req({ type: 'array', minItems: 1, items: { type: 'integer' }, uniqueItems: true }),
    to: req(int),
    endpoint: nonEmpty,
    permission: nonEmpty,
    confirm: str,
    danger: bool,
    approval: nonEmpty,
    effect: nonEmpty,
    order: num,
  }),
  {
    title: '转换名称，即行操作按钮的文字',
    from: '可从哪些状态发起（状态值列表）',
    to: '转换后的状态值',
    endpoint: '触发这个转换的接口路径',
    permission: '发起转换所需的功能键',
    confirm: '执行前的确认提示',
    danger: '危险操作：按钮与确认框为红色（作废、取消、关闭）',
    approval: '仅作说明：触发这个转换的审批单据类型',
    effect: '转换时在同一事务中执行的领域函数（src/server/effects.ts 注册，如 stock.receive）',
    order: '行操作中的排序',
  },
)

const approval = described<WorkflowApproval>(
  obj<WorkflowApproval>({
    docType: req(nonEmpty),
    submit: req(nonEmpty),
    accept: req(nonEmpty),
    reject: req(nonEmpty),
    docNo: nonEmpty,
    // One field, or several joined in the summary (no anyOf: its error would not be in Chinese).
    summary: { type: ['string', 'array'], minLength: 1, minItems: 1, items: nonEmpty },
    lineCount: { type: 'boolean' },
  }),
  {
    docType: '审批单据类型（approvalFlow.docType 的取值）',
    submit: '提交审批的转换名',
    accept: '最后一级同意时触发的转换名',
    reject: '驳回时触发的转换名',
    docNo: '审批列表中作为单号显示的字段（默认：x-generated 字段，否则 code）',
    summary: '审批列表中作为摘要显示的字段，多个时以 · 连接（默认：实体的名称字段）；金额、数量字段带上字段名',
    lineCount: '摘要末尾加上明细行数（如“3 行”；实体须有 x-lines）',
  },
)

export const workflowMeta = described<WorkflowDef>(
  obj<WorkflowDef>({
    entity: req(nonEmpty),
    field: nonEmpty,
    states: req(mapOf(state, STATE_KEY_PATTERN, '状态值：整数')),
    transitions: req(mapOf(transition)),
    approval,
  }),
  {
    entity: '流程所属的实体 id',
    field: '实体的状态字段（默认 status）',
    states: '状态：状态值 → 名称与颜色',
    transitions: '转换：转换名 → 从哪些状态到哪个状态，由哪个接口触发',
    approval: '审批步骤：提交、同意、驳回各是哪个转换（通用审批引擎）',
  },
)
