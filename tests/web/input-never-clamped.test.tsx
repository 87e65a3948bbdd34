// Issue 20, "input is never changed silently": what the user types stays what they typed. A value
// out of range or too long is kept and refused with a message naming the field and the limit;
// antd's clamping (InputNumber min/max/precision) and cutting (maxLength) are not used.
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { EntityField } from '../../src/config/types.ts'
import { CheckedNumber } from '../../src/web/engine/input/CheckedNumber.tsx'
import { valueProblem } from '../../src/web/engine/input/value-problem.ts'
import { validateLines } from '../../src/web/engine/lines/validate-lines.ts'
import { NumberWidget, TextareaWidget } from '../../src/web/engine/widgets/inputs.tsx'
import Form from '@rjsf/antd'
import { InputTemplate } from '../../src/web/engine/form/InputTemplate.tsx'
import { formWidgets } from '../../src/web/engine/form/rjsf-widgets.tsx'
import { chineseErrors, formValidator } from '../../src/web/engine/form/validator.ts'
import type { RJSFSchema } from '@rjsf/utils'

function Widget({ field, kind, seen }: { field: EntityField; kind: typeof NumberWidget; seen: unknown[] }) {
  const [value, setValue] = useState<unknown>(null)
  const onChange = (v: unknown) => {
    seen.push(v)
    setValue(v)
  }
  return kind({ field, entry: {}, place: 'form', name: 'x', label: field.title, id: 'x', value, onChange })
}

describe('engine inputs keep what was typed', () => {
  it('a number above the maximum stays as typed after leaving the field (采购数量 99 999 999 999)', async () => {
    const seen: unknown[] = []
    render(<Widget kind={NumberWidget} seen={seen} field={{ type: 'number', title: '采购数量', exclusiveMinimum: 0, maximum: 1000000000 }} />)
    const input = screen.getByRole('spinbutton')
    await userEvent.type(input, '99999999999')
    await userEvent.tab()
    expect(seen.at(-1)).toBe(99999999999)
    expect((input as HTMLInputElement).value).toBe('99999999999')
  })

  it('an integer field does not round a decimal away', async () => {
    const seen: unknown[] = []
    render(<Widget kind={NumberWidget} seen={seen} field={{ type: 'integer', title: '库存下限', minimum: 0 }} />)
    await userEvent.type(screen.getByRole('spinbutton'), '1.5')
    await userEvent.tab()
    expect(seen.at(-1)).toBe(1.5)
  })

  it('a text longer than its maximum is not cut, and the counter shows the limit (质检结论)', async () => {
    const seen: unknown[] = []
    render(<Widget kind={TextareaWidget} seen={seen} field={{ type: 'string', title: '质检结论', maxLength: 10 }} />)
    await userEvent.type(screen.getByRole('textbox'), '一二三四五六七八九十十一')
    expect(seen.at(-1)).toBe('一二三四五六七八九十十一')
    expect(screen.getByText('12 / 10')).toBeTruthy()
  })
})

describe('engine forms (rjsf) keep what was typed', () => {
  it('a required number above its maximum is kept and refused on the field when saving', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['weight'],
      properties: { weight: { type: 'number', title: '重量(kg)', exclusiveMinimum: 0, maximum: 100000 } },
    }
    const saved: unknown[] = []
    render(
      <Form
        schema={schema}
        validator={formValidator}
        transformErrors={chineseErrors(schema)}
        templates={{ BaseInputTemplate: InputTemplate }}
        showErrorList={false}
        noHtml5Validate
        onSubmit={(e) => saved.push(e.formData)}
      />,
    )
    const input = screen.getByRole('spinbutton')
    await userEvent.type(input, '99999999')
    await userEvent.tab()
    expect((input as HTMLInputElement).value).toBe('99999999')
    await userEvent.click(screen.getByRole('button', { name: /提\s*交|submit/i }))
    expect(await screen.findByText('重量(kg)不能大于 100000')).toBeTruthy()
    expect(saved).toEqual([])
  })
})

describe('engine form text fields show their maximum length', () => {
  it('counts against the maximum and keeps a longer text, refused on saving', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { unit: { type: 'string', title: '单位', maxLength: 4 }, remark: { type: 'string', title: '备注', maxLength: 6 } },
    }
    render(
      <Form
        schema={schema}
        uiSchema={{ remark: { 'ui:widget': 'textarea' } }}
        validator={formValidator}
        transformErrors={chineseErrors(schema)}
        templates={{ BaseInputTemplate: InputTemplate }}
        widgets={formWidgets}
        showErrorList={false}
        noHtml5Validate
      />,
    )
    expect(screen.getByText('0 / 4')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('单位'), '千克每箱子')
    await userEvent.type(screen.getByLabelText('备注'), '外箱轻微破损无碍')
    expect((screen.getByLabelText('单位') as HTMLInputElement).value).toBe('千克每箱子')
    expect(screen.getByText('5 / 4')).toBeTruthy()
    expect(screen.getByText('8 / 6')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /提\s*交|submit/i }))
    expect(await screen.findByText('单位长度不能超过 4 个字符')).toBeTruthy()
    expect(await screen.findByText('备注长度不能超过 6 个字符')).toBeTruthy()
  })
})

describe('custom screens refuse instead of clamping', () => {
  it('本次上架 above what is left stays 200 and says the limit', async () => {
    const seen: unknown[] = []
    function Shelve() {
      const [v, setV] = useState<number | null>(115)
      return <CheckedNumber aria-label="本次上架" title="本次上架" rule={{ minimum: 0, maximum: 115 }} value={v} onChange={(x) => (seen.push(x), setV(x))} />
    }
    render(<Shelve />)
    const input = screen.getByRole('spinbutton')
    await userEvent.clear(input)
    await userEvent.type(input, '200')
    await userEvent.tab()
    expect(seen.at(-1)).toBe(200)
    expect((input as HTMLInputElement).value).toBe('200')
    expect(screen.getByRole('alert').textContent).toBe('本次上架不能大于 115')
  })

  it('−5 in 扫描入库 is refused, not turned into the smallest allowed quantity', async () => {
    function Scan() {
      const [v, setV] = useState<number | null>(1)
      return <CheckedNumber aria-label="数量" title="数量" rule={{ exclusiveMinimum: 0, maximum: 100000, multipleOf: 0.0001 }} value={v} onChange={setV} />
    }
    render(<Scan />)
    const input = screen.getByRole('spinbutton')
    await userEvent.clear(input)
    await userEvent.type(input, '-5')
    await userEvent.tab()
    expect((input as HTMLInputElement).value).toBe('-5')
    expect(screen.getByRole('alert').textContent).toBe('数量必须大于 0')
  })
})

describe('the shared check speaks like the server', () => {
  it('names the field and the limit for range, step and length', () => {
    expect(valueProblem('重量(kg)', 99999999, { exclusiveMinimum: 0, maximum: 100000 })).toBe('重量(kg)不能大于 100000')
    expect(valueProblem('数量', 1.00001, { multipleOf: 0.0001 })).toBe('数量精度不正确（应为 0.0001 的整数倍）')
    expect(valueProblem('数量', 0.3, { multipleOf: 0.1 })).toBeNull()
    expect(valueProblem('质检结论', 'x'.repeat(1001), { maxLength: 1000 })).toBe('质检结论长度不能超过 1000 个字符')
  })

  it('line validation refuses a quantity above the maximum before sending', () => {
    const errors = validateLines([{ qty: 99999999999 }], { qty: {} }, {
      $id: 'purchaseLine',
      title: '采购明细',
      type: 'object',
      properties: { qty: { type: 'number', title: '采购数量', exclusiveMinimum: 0, maximum: 1000000000 } },
    } as never)
    expect(errors).toEqual({ 0: { qty: '采购数量不能大于 1000000000' } })
  })
})
