// The two public, non-catalogue routes of the API reference: the document and its page.
// The config does not change while the app runs, so the document is built once, when first asked.
import type { Context } from 'hono'
import type { WmsConfig } from '../../../config/types.ts'
import { DOCS_PAGE } from './docs-page.ts'
import { openApiDocument } from './document.ts'
import type { ReadModules } from './read-modules.ts'

export function apiDocs(config: WmsConfig, readModules?: ReadModules) {
  let text: string | undefined
  return {
    document: (c: Context) => {
      text ??= JSON.stringify(openApiDocument(config, readModules))
      return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' })
    },
    page: (c: Context) => c.html(DOCS_PAGE),
  }
}
