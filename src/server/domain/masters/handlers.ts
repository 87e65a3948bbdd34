// Handlers of the masters screens (issue 5), registered under their names in src/server/handlers.ts.
import type { HandlerRegistry } from '../../kernel/handler.ts'
import { save } from './save.ts'
import { productOwners, shopConfigGet, shopConfigSave } from './owners.ts'
import { shopDhtPassword, shopLoginBps, shopLoginDht, shopPassword } from './shops.ts'
import { contractNo, contractSave } from './contracts.ts'
import { feeNo, feeUpdate } from './fees.ts'
import { bankList } from './banks.ts'
import { locationTemplateSave, placeCode } from './places.ts'
import { valetDelete, valetSave, valetSettlement } from './valet.ts'

export const mastersHandlers: HandlerRegistry = {
  'masters.save': save,
  'owner.productOwners': productOwners,
  'owner.shopConfigGet': shopConfigGet,
  'owner.shopConfigSave': shopConfigSave,
  'shop.password': shopPassword,
  'shop.dhtPassword': shopDhtPassword,
  'shop.loginDht': shopLoginDht,
  'shop.loginBps': shopLoginBps,
  'contract.no': contractNo,
  'contract.save': contractSave,
  'fee.no': feeNo,
  'fee.update': feeUpdate,
  'bank.list': bankList,
  'place.code': placeCode,
  'locationTemplate.save': locationTemplateSave,
  'valet.save': valetSave,
  'valet.delete': valetDelete,
  'valet.settlement': valetSettlement,
}
