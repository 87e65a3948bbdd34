// Headless form logic: load the record (edit, copy, view), keep the data, clear cascade
// children when a parent changes, save (add or update with the version read), map server
// field errors onto fields, know whether there are unsaved changes.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ErrorSchema } from '@rjsf/utils'
import type { ClientConfig, EntitySchema, ScreenDef } from '../../../config/types.ts'
import { ApiError } from '../../api/types.ts'
import { useSession } from '../../session/SessionProvider.tsx'
import { defaultValue } from '../default-value.ts'
import { screenEntity } from '../schema-fields.ts'
import { buildForm, formDataOf, type BuiltForm } from './form-schema.ts'
import { formStateOf } from './form-defaults.ts'
import { newLine, type Line } from '../lines/LineEditor.tsx'
import { validateLines, type LineErrors } from '../lines/validate-lines.ts'
import { placeServerErrors } from './server-errors.ts'

export type FormMode = 'add' | 'edit' | 'copy' | 'view'
type Data = Record<string, unknown>

export interface FormController {
  screen: ScreenDef
  entity?: EntitySchema
  built?: BuiltForm
  mode: FormMode
  data: Data
  loading: boolean
  saving: boolean
  serverErrors: ErrorSchema
  dirty: boolean
  /** Line items, when the form has `lines` (documents). */
  lineEntity?: EntitySchema
  lines: Line[]
  lineErrors: LineErrors
  setLines(lines: Line[]): void
  change(next: Data): void
  /** Checks the lines before anything is sent (with the header's own check, in the same round): how many cells need attention. */
  checkLines(): number
  /** Saves and gives the server's answer, or how many fields and cells the refusal marked (0: a message said why). */
  save(): Promise<SaveResult>
}

/** refused: how many fields and cells the refusal marked; message: what to say when it marked none. */
export type SaveResult = { answer: unknown } | { refused: number; message?: string }

/** How many fields and line cells a refusal marked. */
function markedCount(form: ErrorSchema, lines: LineErrors): number {
  return Object.keys(form).length + Object.values(lines).reduce((n, l) => n + Object.keys(l).length, 0)
}

/** `fixed`: values a new record takes from where the form was opened (a detail tab's parent id): not shown, sent on add. */
export function useFormController(config: ClientConfig, formKey: string, mode: FormMode, id?: number, fixed?: Record<string, unknown>): FormController {
  const { api, session } = useSession()
  const fixedKey = JSON.stringify(fixed ?? null)
  const screen = useMemo(() => withoutFields(config.screens[formKey] as ScreenDef, fixedKey), [config, formKey, fixedKey])
  const entity = screenEntity(config, screen)
  const built = useMemo(() => (entity ? buildForm(entity, screen, mode) : undefined), [entity, screen, mode])
  const [record, setRecord] = useState<Data | null>(null)
  const [initial, setInitial] = useState<Data>({})
  const [data, setData] = useState<Data>({})
  const [loading, setLoading] = useState(mode !== 'add')
  const [saving, setSaving] = useState(false)
  const [serverErrors, setServerErrors] = useState<ErrorSchema>({})
  const lineEntity = screen.lines && entity?.['x-lines'] ? config.entities[entity['x-lines']] : undefined
  const [lines, setLinesState] = useState<Line[]>(() => (screen.lines && mode === 'add' ? [newLine(lineEntity, screen.lines)] : []))
  // An add form starts with one empty line: untouched, it is not a change to warn about on close.
  const [initialLines, setInitialLines] = useState<string>(() => JSON.stringify(lines.map(({ key: _k, ...rest }) => rest)))
  const [lineErrors, setLineErrors] = useState<LineErrors>({})

  useEffect(() => {
    const single = !!screen.singleton
    if ((mode === 'add' && !single) || (!id && !single) || !screen.endpoints?.get || !built) {
      const defaults: Data = {}
      // The screen's defaults; formStateOf adds the entity's (报损类型 破损), as the form shows them on opening.
      for (const [k, f] of Object.entries(screen.fields ?? {})) if (f.default !== undefined) defaults[f.field ?? k] = defaultValue(f.default, session)
      const shown = formStateOf(built?.schema ?? {}, defaults)
      setInitial(shown)
      setData(shown)
      setLoading(false)
      return
    }
    let live = true
    api
      .request<Data>(screen.endpoints.get, single ? {} : { id })
      .then((r) => {
        if (!live) return
        setRecord(r)
        const read = formDataOf(r, built.fields)
        // A copy is a new document: it is numbered on save, never saved under the original's number.
        if (mode === 'copy') for (const [k, f] of Object.entries(entity?.properties ?? {})) if (f['x-generated']) delete read[k]
        const d = formStateOf(built.schema, read)
        setInitial(d)
        setData(d)
        if (screen.lines) {
          const ls = ((r.lines as Data[] | undefined) ?? []).map((l) => ({ ...(mode === 'copy' ? stripIds(l) : l), key: newLine().key }))
          setLinesState(ls)
          setInitialLines(JSON.stringify(ls.map(({ key: _k, ...rest }) => rest)))
        }
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [api, screen, entity, built, mode, id])

  const change = useCallback(
    (next: Data) => {
      // A cascade child (area of a warehouse) no longer fits when its parent changes.
      const cleared = { ...next }
      for (const [k, f] of Object.entries(screen.fields ?? {})) {
        const deps = f.source?.dependsOn ? ([] as string[]).concat(f.source.dependsOn) : []
        if (deps.some((d) => next[d] !== data[d])) delete cleared[f.field ?? k]
      }
      setData(cleared)
      setServerErrors({})
    },
    [screen, data],
  )

  const checkLines = useCallback(() => {
    if (!screen.lines) return 0
    const errs = validateLines(lines, screen.lines, lineEntity)
    setLineErrors(errs)
    return markedCount({}, errs)
  }, [screen, lines, lineEntity])

  const save = useCallback(async (): Promise<SaveResult> => {
    // A singleton (settings) is always an update of the one record, created on first save.
    const endpoint = mode === 'edit' || screen.singleton ? screen.endpoints?.update : screen.endpoints?.add
    if (!endpoint) return { refused: 0 }
    if (screen.lines) {
      const marked = checkLines()
      if (marked || !lines.length) return { refused: marked }
    }
    setSaving(true)
    try {
      const given = mode === 'add' || mode === 'copy' ? (JSON.parse(fixedKey) as Data | null) : null
      const body = { ...(screen.lines ? { ...data, lines: lines.map(({ key: _k, ...rest }) => rest) } : data), ...given }
      const payload = screen.singleton
        ? { ...body, ...(record?.version ? { version: record.version } : {}) }
        : mode === 'edit'
          ? { ...body, id: record?.id, version: record?.version }
          : body
      // A refusal is said once, by the form: the fields it marks and their count, or its message.
      const saved = await api.request<Data | null>(endpoint, payload, { ignoreError: true })
      // The next save of a singleton carries the version it now has.
      if (screen.singleton && saved && typeof saved === 'object') setRecord(saved)
      setInitial(data)
      return { answer: saved }
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.length) {
        const placed = placeServerErrors(e.fieldErrors, !!screen.lines)
        setServerErrors(placed.form)
        setLineErrors(placed.lines)
        const marked = markedCount(placed.form, placed.lines)
        if (marked) return { refused: marked }
      }
      // Expiry (-999) and a disabled account (5) are already said by the api client's own dialog.
      const said = e instanceof ApiError && (e.result === '-999' || e.status === 5)
      return { refused: 0, message: said ? undefined : e instanceof Error ? e.message : String(e) }
    } finally {
      setSaving(false)
    }
  }, [api, screen, mode, data, record, lines, fixedKey, checkLines])

  return {
    screen,
    entity,
    built,
    mode,
    data,
    loading,
    saving,
    serverErrors,
    dirty: !sameValues(data, initial) || (!!screen.lines && JSON.stringify(lines.map(({ key: _k, ...rest }) => rest)) !== initialLines),
    lineEntity,
    lines,
    lineErrors,
    setLines: (ls) => {
      setLinesState(ls)
      setLineErrors({})
    },
    change,
    checkLines,
    save,
  }
}

/** Nothing typed counts as nothing: rjsf hands back empty values for fields never touched (an empty
 *  list, an empty text, the first 审批节点 with nothing in it). */
const isEmpty = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) ? v.every(isEmpty) : typeof v === 'object' && Object.values(v as object).every(isEmpty))

function sameValues(a: Data, b: Data): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((k) => (isEmpty(a[k]) && isEmpty(b[k])) || JSON.stringify(a[k]) === JSON.stringify(b[k]))
}

/** The form without the fields whose values are fixed by where it was opened. */
function withoutFields(screen: ScreenDef, fixedKey: string): ScreenDef {
  const fixed = JSON.parse(fixedKey) as Data | null
  if (!fixed || !screen.fields) return screen
  return { ...screen, fields: Object.fromEntries(Object.entries(screen.fields).filter(([k, f]) => !Object.hasOwn(fixed, f.field ?? k))) }
}

/** A copied document's lines are new lines: no ids or versions of the original. */
function stripIds(l: Data): Data {
  const { id: _i, version: _v, ...rest } = l
  return rest
}
