/** A record as a list or get call answers it: the engine reads its fields by name. */
export type Row = Record<string, any>
