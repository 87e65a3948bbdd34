import type { Rule } from 'antd/es/form'

/** The server's rule (6–32 characters, a letter and a digit), checked before sending. */
export const PASSWORD_RULES: Rule[] = [
  { required: true, message: '请输入新密码' },
  { min: 6, max: 32, message: '密码长度应为 6–32 位' },
  { pattern: /(?=.*[A-Za-z])(?=.*\d)/, message: '密码须同时包含字母和数字' },
]

/** The repeat of the new password must match it. */
export const CONFIRM_RULES: Rule[] = [
  { required: true, message: '请再次输入新密码' },
  ({ getFieldValue }) => ({
    validator: (_, v) => (!v || getFieldValue('newPwd') === v ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
  }),
]
