// 盘点单's names and states (schemas/workflows/inventoryTask.yaml), in one place for its code.

/** The workflow id and the document type of its postings and place locks. */
export const INVENTORY = 'inventoryTask'
export const NEW = 0
export const COUNTING = 10
export const PENDING = 20
export const DONE = 30
export const VOIDED = 90
/** While these, the task's places are locked. */
export const OPEN = [COUNTING, PENDING]
export const BY_AREA = 1
export const BY_PRODUCT = 2
/** What a place lock of a stocktake says in refusals: 库位 A-01 正在盘点（PD…）. */
export const PURPOSE = '盘点'
