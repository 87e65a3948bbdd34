// A number input for custom screens that keeps what was typed: antd's InputNumber clamps to
// min/max and rounds to precision on blur, so neither is passed; the range is shown as an error
// under the input instead, and the screen refuses to send while valueProblem() has something to say.
import { InputNumber, Typography, type InputNumberProps } from 'antd'
import { valueProblem, type ValueRule } from './value-problem.ts'

type Props = Omit<InputNumberProps<number>, 'min' | 'max' | 'precision' | 'status'> & { title: string; rule: ValueRule }

export function CheckedNumber({ title, rule, ...input }: Props) {
  const problem = valueProblem(title, input.value, rule)
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <InputNumber<number> {...input} status={problem ? 'error' : undefined} />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </span>
  )
}
