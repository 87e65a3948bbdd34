// x-atLeast: a field is at least a sibling field of its object (库存上限 ≥ 库存下限, 到期日期 ≥ 起租日期).
// One Ajv keyword, registered by the server's payload validation and the web form's validator, so
// the pair is refused by the server and shown on the field in the form in the same sentence.

/** Numbers compare as numbers, dates ('yyyy-mm-dd', ISO times) as text; a missing side passes. */
function atLeast(other: string, value: unknown, _parent?: unknown, cxt?: { parentData?: unknown }): boolean {
  const limit = (cxt?.parentData as Record<string, unknown> | undefined)?.[other]
  if (typeof value === 'number' && typeof limit === 'number') return value >= limit
  if (typeof value === 'string' && typeof limit === 'string' && value && limit) return value >= limit
  return true
}

export const AT_LEAST_KEYWORD = { keyword: 'x-atLeast', schemaType: 'string', validate: atLeast, errors: false } as const

/** "库存上限不能小于库存下限", "到期日期不能早于起租日期". */
export const atLeastMessage = (title: string, otherTitle: string, isDate: boolean) => `${title}不能${isDate ? '早于' : '小于'}${otherTitle}`
