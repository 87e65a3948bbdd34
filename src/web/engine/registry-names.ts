// The names screens.yaml may use for the engine's registries: widgets (`widget:` of fields,
// lines and filters), column formats (`format:`), hand-written components (`component:` of
// custom and print screens) and the screen kinds the engine draws. A plain module (no React) so
// check-config reads it (tools/lib/registries.ts); each registry is typed against its list, so
// TypeScript fails when a registry and its names differ.
import { FIELD_FORMATS } from '../../config/meta/entity.ts'
import type { FieldFormat, ScreenKind } from '../../config/types.ts'

/** Inputs of forms, line cells and filters (engine/widgets/registry.tsx). */
export const WIDGET_NAMES = ['text', 'textarea', 'password', 'number', 'enum', 'bool', 'date', 'dateRange', 'source', 'upload', 'skuAttrs'] as const
export type WidgetName = (typeof WIDGET_NAMES)[number]

/** Display formats of columns, details, exports and prints (engine/formats.ts): the entity meta-schema's list. */
export const FORMAT_NAMES: readonly FieldFormat[] = FIELD_FORMATS
export type FormatName = FieldFormat

/** Kinds the engine draws itself; custom and print screens name a component instead. */
export const ENGINE_KINDS = ['list', 'report', 'form', 'detail', 'approval'] as const satisfies readonly ScreenKind[]
export type EngineKind = (typeof ENGINE_KINDS)[number]

/** Hand-written screens (registered by src/web/screens/index.ts with registerScreen). */
export const COMPONENT_NAMES = [
  'module-auth',
  'help-center',
  'print-sku',
  'print-warehouse-code',
  'print-purchase',
  'print-purchase-return',
  'print-contract',
  'print-stockin-appoint',
  'print-stockin',
  'print-batchnos',
  'print-inspection',
  'print-detectionorder',
  'print-on-shelves',
  'print-arrivalsummary',
  'product-process-print',
  'scan-in-stock',
  'inbound-inspect',
  'instock-inspect-report',
  'inbound-shelve',
  'driver-get-goods',
  'play-package',
  'trunk-list-import',
  'order-return-complete',
  'order-return-print',
  'out-review',
  'out-package',
  'out-scan-ship',
  'print-sortorder',
  'print-stockout',
  'print-stockout-receipt',
  'print-deliveryorder',
  'print-deliveryorder-sum',
  'print-deliveryorder-summary',
  'print-deliveryorder-sum-summary',
  'print-stockout-sell',
  'print-carrier-order',
  'trunk-list-print',
  'inventory-count',
  'task1',
] as const
export type ComponentName = (typeof COMPONENT_NAMES)[number]
