// rjsf's own words in Chinese (buttons, yes/no, array labels).
import { englishStringTranslator, TranslatableString } from '@rjsf/utils'

const ZH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '项',
  [TranslatableString.EmptyArray]: '暂无数据，请点击下方按钮添加',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加一项',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清除',
  [TranslatableString.AriaDateLabel]: '选择日期',
  [TranslatableString.ClearButton]: '清除',
}

export function translateString(s: TranslatableString, params?: string[]): string {
  return ZH[s] ?? englishStringTranslator(s, params)
}
