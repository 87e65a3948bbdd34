// Outbound transport (issue 7, slice O3): vehicle bookings, loading, the driver's pickup,
// cages, dispatch bills, trunk lists and their import, jianqu mapping, logistics events.
// The workflow effects are in transport/departure.ts (registered in src/server/effects.ts).
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { saveReservation } from './transport/booking.ts'
import { loadPackages, unloadPackage, unloadPackages } from './transport/loading.ts'
import { pickupLookup } from './transport/pickup.ts'
import { packCage } from './transport/cage.ts'
import { importTrunks, saveTrunk, trunkPrintData } from './transport/trunk.ts'
import { addLogisticsEvent } from './transport/logistics.ts'

export const transportHandlers: HandlerRegistry = {
  'vehicle.save': saveReservation,
  'vehicle.load': loadPackages,
  'vehicle.unload': unloadPackages,
  'vehicle.unloadPackage': unloadPackage,
  'vehicle.pickup': pickupLookup,
  'vehicle.cage': packCage,
  'trunk.save': saveTrunk,
  'trunk.import': importTrunks,
  'trunk.print': trunkPrintData,
  'logistics.add': addLogisticsEvent,
}
