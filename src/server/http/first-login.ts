// A user signed in with an initial or reset password may change it, see who they are and
// what their menu will be, or leave; every other call is refused until the password changes.
export const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  '/user/upgrade/password',
  '/login/loginout',
  '/user/userInfo',
  '/module/usermenu',
  '/sharecenter/usermenu',
  '/module/usermenufunction',
])

export const MUST_CHANGE_PASSWORD = '请先修改初始密码后再使用系统'
