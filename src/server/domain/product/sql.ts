// SQL fragments the product handlers share: category subtrees and LIKE patterns.

/** Ids of the categories under the ones in `param` (a bigint[] parameter), themselves included. */
export const subtreeSql = (param: string) =>
  `WITH RECURSIVE sub AS (SELECT id FROM category WHERE id = ANY(${param}::bigint[]) UNION SELECT c.id FROM category c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub`

export { likePattern } from '../../crud/select.ts'

/** A filter value of an eq filter: one value or several. */
export const asIds = (v: unknown): number[] => ([] as unknown[]).concat(v).filter((x): x is number => typeof x === 'number')
