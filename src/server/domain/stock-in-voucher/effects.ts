// 制单入库's effect (spread into src/server/effects.ts) and, loaded with it, its verify-stock check.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { receiveVoucher } from './post.ts'
import './stock-check.ts'

export const stockInVoucherEffects: EffectRegistry = {
  'stockInVoucher.receive': receiveVoucher,
}
