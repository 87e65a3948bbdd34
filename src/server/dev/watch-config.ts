// Dev mode: calls `onChange` once after a burst of edits to the config files. Directories are
// watched, not files: an editor that saves by writing a new file and renaming it over the old
// one would leave a watch on the file looking at nothing.
import { existsSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'

const TOP_FILES = new Set(['screens.yaml', 'endpoints.yaml'])
const SCHEMA_FILE = /\.(json|ya?ml)$/

export function watchConfig(root: string, onChange: () => void, debounceMs = 150): () => void {
  let timer: NodeJS.Timeout | undefined
  // One save fires several events (truncate, write, rename): one reload after the last of them.
  const touched = () => {
    clearTimeout(timer)
    timer = setTimeout(onChange, debounceMs)
  }
  const watchers: FSWatcher[] = [watch(root, (_event, name) => name && TOP_FILES.has(String(name)) && touched())]
  const schemas = join(root, 'schemas')
  if (existsSync(schemas)) watchers.push(watch(schemas, { recursive: true }, (_event, name) => name && SCHEMA_FILE.test(String(name)) && touched()))
  return () => {
    clearTimeout(timer)
    for (const w of watchers) w.close()
  }
}
