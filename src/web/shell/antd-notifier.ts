// The engine's Notifier with antd's message and modal (from <App>, so they take the theme and
// the zh_CN locale).
import { App } from 'antd'
import { useMemo } from 'react'
import type { Notifier } from '../engine/providers/notifier.ts'

export function useAntdNotifier(): Notifier {
  const { message, modal } = App.useApp()
  return useMemo<Notifier>(
    () => ({
      success: (text) => void message.success(text),
      error: (text) => void message.error(text),
      loading: (text) => message.loading(text, 0),
      confirm: ({ title, content, danger, okText = '确定', cancelText = '取消', onOk }) =>
        void modal.confirm({ title, content, okText, cancelText, okButtonProps: { danger: !!danger }, onOk: async () => void (await onOk()) }),
      result: ({ title, content, warning }) => void (warning ? modal.warning : modal.success)({ title, content, okText: '知道了' }),
    }),
    [message, modal],
  )
}
