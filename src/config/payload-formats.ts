// Formats of spec §5 with the Chinese hint shown when a value does not match (server and web).
export const FORMATS: Record<string, { pattern: RegExp; hint: string }> = {
  mobile: { pattern: /^1\d{10}$/, hint: '应为以 1 开头的 11 位手机号码' },
  postcode: { pattern: /^\d{6}$/, hint: '应为 6 位数字' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, hint: '应为正确的电子邮箱，如 name@example.com' },
  code: { pattern: /^[A-Za-z0-9][A-Za-z0-9_.-]*$/, hint: '只能包含字母、数字、下划线、点和横线' },
  decimal: { pattern: /^(\d|[1-9]\d*)(\.\d+)?$/, hint: '应为不以 0 开头的数字，可带小数' },
  date: { pattern: /^\d{4}-\d{2}-\d{2}$/, hint: '应为日期 yyyy-mm-dd' },
  'date-time': { pattern: /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, hint: '应为时间 yyyy-mm-dd hh:mm:ss' },
  // Contacts (warehouse, owner, supplier, customer) may be landlines: 区号-号码, optional extension.
  // SMS recipients keep mobile.
  phone: { pattern: /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/, hint: '应为手机号码或带区号的固定电话，如 020-12345678 或 020-12345678-801' },
}
