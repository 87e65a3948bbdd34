// 货主费用's names, states and codes (schemas/workflows/ownerFee.yaml, schemas/entities/ownerFee*.json), in one place for its code.

/** The workflow id (document log) and the entity. */
export const OWNER_FEE = 'ownerFee'
export const GENERATED = 10
export const SETTLED = 20
export const VOIDED = 90

/** ownerFeeLine.chargeType. */
export const CHARGE = { storage: 1, inbound: 2, outbound: 3, rent: 4 } as const

/** fee.billingBasis: how a fee type is billed. */
export const BASIS = { qtyDay: 1, volumeDay: 2, inUnit: 3, inOrder: 4, outUnit: 5, outOrder: 6 } as const

/** The billed unit of each basis, shown beside the quantity. */
export const BASIS_UNIT: Record<number, string> = { 1: '件·天', 2: 'm³·天', 3: '件', 4: '单', 5: '件', 6: '单' }
