// 租赁合同's effect (spread into src/server/effects.ts): the overlap rule when a contract starts
// to hold its places (submit) and when it takes effect (accept).
import type { EffectRegistry } from '../../kernel/handler.ts'
import { overlapEffect } from './overlap.ts'

export const propertyEffects: EffectRegistry = {
  'propertyContract.overlap': overlapEffect,
}
