// The order states code refers to (labels and colours: schemas/workflows/outOrder.yaml).
export const WORKFLOW = 'outOrder'
export const CANCEL_WORKFLOW = 'outOrderCancel'
/** stock_allocation.doc_type of an order line's allocations (line_id = the order line id). */
export const DOC_TYPE = 'outOrder'

export const PENDING = 0
export const REJECTED = 5
export const TO_ALLOCATE = 10
export const PART_ALLOCATED = 15
export const ALLOCATED = 20
export const PICKING = 30
export const TO_REVIEW = 40
export const TO_PACK = 50
export const TO_SHIP = 60
export const SHIPPED = 70
export const SIGNED = 80
export const CANCELLED = 90

/** outOrderCancel's 取消审批中 (cancelStatus): the goods stay where they are until the approval decides. */
export const CANCEL_PENDING = 10

/** Only an order waiting for review or rejected may be changed. */
export const EDITABLE = [PENDING, REJECTED]
/** Allocation works on orders waiting for stock or partly allocated. */
export const ALLOCATABLE = [TO_ALLOCATE, PART_ALLOCATED]
/** Before picking an order is cancelled at once (its allocation released). */
export const CANCELLABLE = [PENDING, REJECTED, TO_ALLOCATE, PART_ALLOCATED, ALLOCATED]
/** From picking until shipping a cancellation needs the order-cancel approval. */
export const CANCEL_BY_APPROVAL = [PICKING, TO_REVIEW, TO_PACK, TO_SHIP]
