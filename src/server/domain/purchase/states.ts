// The purchase states code refers to (labels and colours live in schemas/workflows/purchase.yaml).
export const DRAFT = 0
export const PENDING = 10
export const REJECTED = 15
export const TO_RECEIVE = 20
export const PARTLY_RECEIVED = 30
export const RECEIVED = 40
export const ENDED = 80
export const CLOSED = 90

/** Only a draft or a rejected order may be changed or deleted. */
export const EDITABLE = [DRAFT, REJECTED]
/** Goods may arrive against an approved order that is not complete, ended or closed. */
export const RECEIVABLE = [TO_RECEIVE, PARTLY_RECEIVED]
/** Finance may settle an approved order, received or not (prepayment), and an ended one. */
export const SETTLEABLE = [TO_RECEIVE, PARTLY_RECEIVED, RECEIVED, ENDED]

export const SETTLE_NONE = 0
export const SETTLE_PART = 1
export const SETTLE_DONE = 2

/**
 * The delivered labels of schemas/workflows/purchase.yaml, only for a receipt recorded with a bare
 * transaction and no config (the demo seed, direct calls): everything else names states from the
 * config (labelOf), so a variant's renaming is heard there.
 */
export const DELIVERED_LABELS: Record<number, string> = {
  0: '草稿',
  10: '待审核',
  15: '已驳回',
  20: '待入库',
  30: '部分入库',
  40: '已入库',
  80: '已终止',
  90: '已关闭',
}
export const WORKFLOW = 'purchase'
