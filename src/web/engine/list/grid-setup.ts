// AG Grid registers features as modules; an unregistered feature silently disappears, so
// every feature the engine uses is listed here once.
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  CustomEditorModule,
  LocaleModule,
  ModuleRegistry,
  NumberEditorModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community'
import { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale'

let registered = false
export function registerGridModules() {
  if (registered) return
  registered = true
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    RowSelectionModule,
    ColumnApiModule,
    ColumnAutoSizeModule,
    CellStyleModule,
    RowStyleModule,
    RowApiModule,
    ScrollApiModule,
    TooltipModule,
    TextEditorModule,
    NumberEditorModule,
    SelectEditorModule,
    CustomEditorModule,
    LocaleModule,
    ...(import.meta.env?.DEV ? [ValidationModule] : []),
  ])
}

export const gridTheme = themeQuartz.withParams({
  fontSize: 13,
  headerFontWeight: 600,
  headerBackgroundColor: '#fafafa',
  rowHeight: 40,
  headerHeight: 40,
  spacing: 6,
  wrapperBorderRadius: 6,
  accentColor: '#1677ff',
})

export const gridLocale = AG_GRID_LOCALE_CN
