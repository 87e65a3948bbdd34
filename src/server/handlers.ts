// Named handlers that endpoints.yaml refers to with `handler:`. One line per handler; the
// config lint checks every name used against this registry.
import type { HandlerRegistry } from './http/dispatch.ts'
import { login } from './domain/session/login.ts'
import { tokenInfo, tokenLogin } from './domain/session/token-login.ts'
import { changePassword, changeStorage, logout, userInfo, verifyCodeNeed } from './domain/session/account.ts'
import { userMenu, userMenuFunctions } from './domain/menu/user-menu.ts'
import { commonEnums, namedEnum } from './domain/enums/handlers.ts'
import { homeCount } from './domain/home/count.ts'
import { addList, getDefault, setDefault } from './domain/basic/location.ts'
import { markStorage } from './domain/basic/storage.ts'
import { clientConfig } from './domain/app/client-config.ts'
import { markRead, newMessages } from './domain/message/messages.ts'
import { settingsHandlers } from './domain/settings/handlers.ts'

export const handlers: HandlerRegistry = {
  'app.config': clientConfig,
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
  'message.new': newMessages,
  'message.read': markRead,
  'location.addList': addList,
  'location.getDefault': getDefault,
  'location.setDefault': setDefault,
  'storage.mark': markStorage,
  ...settingsHandlers,
}
