// Named handlers that endpoints.yaml refers to with `handler:`. One line per handler; the
// config lint checks every name used against this registry.
import type { HandlerRegistry } from './kernel/handler.ts'
import { login } from './domain/session/login.ts'
import { tokenInfo, tokenLogin } from './domain/session/token-login.ts'
import { changePassword, changeStorage, logout, userInfo, verifyCodeNeed } from './domain/session/account.ts'
import { userMenu, userMenuFunctions } from './domain/menu/user-menu.ts'
import { commonEnums, namedEnum } from './domain/enums/handlers.ts'
import { homeCount } from './domain/home/count.ts'
import { homeCharts } from './domain/home/charts.ts'
import { homeWeather } from './domain/weather/handler.ts'
import { addList, getDefault, setDefault } from './domain/basic/location.ts'
import { markStorage } from './domain/basic/storage.ts'
import { fullConfig, loginConfig } from './domain/app/client-config.ts'
import { markRead, newMessages } from './domain/message/messages.ts'
import { importStatus } from './crud/import/import-op.ts'
import { settingsHandlers } from './domain/settings/handlers.ts'
import { mastersHandlers } from './domain/masters/handlers.ts'
import { providerHandlers } from './domain/provider/handlers.ts'
import { productHandlers } from './domain/product/handlers.ts'
import { approvalHandlers } from './domain/approval/handlers.ts'
import { stockHandlers } from './domain/stock/handlers.ts'
import { reportHandlers } from './domain/report/handlers.ts'
import { purchaseHandlers } from './domain/purchase/handlers.ts'
import { inboundHandlers } from './domain/inbound/handlers.ts'
import { stockInVoucherHandlers } from './domain/stock-in-voucher/handlers.ts'
import { stockFrozenHandlers } from './domain/stock-frozen/handlers.ts'
import { lossHandlers } from './domain/loss/handlers.ts'
import { detectionHandlers } from './domain/detection/handlers.ts'
import { purchaseReturnHandlers } from './domain/purchase-return/handlers.ts'
import { payableHandlers } from './domain/payable/handlers.ts'
import { inventoryHandlers } from './domain/inventory/handlers.ts'
import { propertyHandlers } from './domain/property/handlers.ts'
import { ownerFeeHandlers } from './domain/owner-fee/handlers.ts'
import { stockWarningHandlers } from './domain/stock-warning/handlers.ts'
import { monitorHandlers } from './domain/monitor/handlers.ts'
import { stockMoveHandlers } from './domain/stock-move/handlers.ts'
import { productProcessHandlers } from './domain/product-process/handlers.ts'
import { transferHandlers } from './domain/transfer/handlers.ts'
import { transportHandlers } from './domain/outbound/handlers-transport.ts'
import { fulfilHandlers } from './domain/outbound/handlers-fulfil.ts'
import { orderHandlers } from './domain/outbound/handlers-orders.ts'
import { approvalStepPage, documentLogPage } from './workflow/log-pages.ts'
import { addUser, getUser, listUsers, resetPassword, setUserStatus, updateUser } from './domain/user/user-admin.ts'
import { myOwners, myStorages } from './domain/user/scope.ts'
import { getProfile, updateProfile } from './domain/user/profile.ts'
import { assignRoleModules, roleModules } from './domain/role/role-modules.ts'
import { deleteRole, updateRole } from './domain/role/role-admin.ts'
import {
  createTenant,
  saveTenantModules,
  saveTypeModules,
  setTenantStatus,
  tenantModules,
  tenantTypes,
  typeModules,
  userTypes,
} from './domain/tenant/tenant-admin.ts'
import { addModule, deleteModule, updateModule } from './domain/module/module-admin.ts'
import { outVoucherHandlers } from './domain/outbound/handlers-vouchers.ts'
import { outPrintHandlers } from './domain/outbound/print/handlers.ts'

export const handlers: HandlerRegistry = {
  'app.config': loginConfig,
  'app.fullConfig': fullConfig,
  'session.login': login,
  'session.tokenInfo': tokenInfo,
  'session.tokenLogin': tokenLogin,
  'session.logout': logout,
  'session.verifyCodeNeed': verifyCodeNeed,
  'user.info': userInfo,
  'user.changePassword': changePassword,
  'user.changeStorage': changeStorage,
  'menu.userMenu': userMenu,
  'menu.userFunctions': userMenuFunctions,
  'enums.common': commonEnums,
  'enums.named': namedEnum,
  'home.count': homeCount,
  'home.charts': homeCharts,
  'home.weather': homeWeather,
  'import.status': importStatus,
  'message.new': newMessages,
  'message.read': markRead,
  'location.addList': addList,
  'location.getDefault': getDefault,
  'location.setDefault': setDefault,
  'storage.mark': markStorage,
  'user.list': listUsers,
  'user.get': getUser,
  'user.add': addUser,
  'user.update': updateUser,
  'user.status': setUserStatus,
  'user.resetPassword': resetPassword,
  'user.storages': myStorages,
  'user.owners': myOwners,
  'user.profile': getProfile,
  'user.updateProfile': updateProfile,
  'role.modules': roleModules,
  'role.assign': assignRoleModules,
  'role.update': updateRole,
  'role.delete': deleteRole,
  'tenant.create': createTenant,
  'tenant.status': setTenantStatus,
  'tenant.types': tenantTypes,
  'tenant.userTypes': userTypes,
  'tenant.typeModules': typeModules,
  'tenant.saveTypeModules': saveTypeModules,
  'tenant.modules': tenantModules,
  'tenant.saveModules': saveTenantModules,
  'module.update': updateModule,
  'module.add': addModule,
  'module.delete': deleteModule,
  ...settingsHandlers,
  ...mastersHandlers,
  ...providerHandlers,
  ...productHandlers,
  ...approvalHandlers,
  ...stockHandlers,
  ...reportHandlers,
  ...purchaseHandlers,
  ...inboundHandlers,
  ...stockInVoucherHandlers,
  ...stockFrozenHandlers,
  ...lossHandlers,
  ...detectionHandlers,
  ...purchaseReturnHandlers,
  ...payableHandlers,
  ...inventoryHandlers,
  ...stockMoveHandlers,
  ...productProcessHandlers,
  ...transferHandlers,
  ...transportHandlers,
  ...fulfilHandlers,
  ...orderHandlers,
  ...outVoucherHandlers,
  ...outPrintHandlers,
  ...propertyHandlers,
  ...ownerFeeHandlers,
  ...stockWarningHandlers,
  ...monitorHandlers,
  'workflow.logPage': documentLogPage,
  'approving.stepPage': approvalStepPage,
}
