// 调拨单's effects (spread into src/server/effects.ts) and, loaded with them, its verify-stock checks.
import type { EffectRegistry } from '../../kernel/handler.ts'
import { closeTransfer, holdTransfer, shipTransfer } from './post.ts'
import { receiveEffect } from './receive.ts'
import './stock-check.ts'

export const transferEffects: EffectRegistry = {
  'transfer.hold': holdTransfer,
  'transfer.ship': shipTransfer,
  'transfer.receive': receiveEffect,
  'transfer.close': closeTransfer,
}
