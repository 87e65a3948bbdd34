// print-sku: barcode labels of SKUs (Code 128), a chosen quantity per SKU, on label paper or
// A4. Opened with ?productIds=1,2 (every SKU of those products) or ?skuIds=….
import { InputNumber, Table } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatSkuAttrs } from '../../engine/formats.ts'
import { Barcode } from './Barcode.tsx'
import { LabelControls, type Paper } from './LabelControls.tsx'
import { fetchAll, idList } from './fetch-all.ts'
import type { SkuRow as Sku } from './sku-facts.ts'

export function PrintSku({ params }: ScreenProps) {
  const { api } = useSession()
  const [skus, setSkus] = useState<Sku[] | null>(null)
  const [paper, setPaper] = useState<Paper>('label')
  const [qty, setQty] = useState<Record<number, number>>({})
  useEffect(() => {
    const products = idList(params.productIds)
    const ids = idList(params.skuIds)
    const filter = ids.length ? { id: ids } : { productId: products }
    fetchAll<Sku>(api, '/v1/sku/list', { ...filter, sort: { field: 'code', order: 'asc' } }).then(setSkus, () => setSkus([]))
  }, [api, params.productIds, params.skuIds])
  const labels = useMemo(() => (skus ?? []).flatMap((s) => Array.from({ length: qty[s.id] ?? 1 }, (_, i) => ({ key: `${s.id}-${i}`, s }))), [skus, qty])
  return (
    <>
      <LabelControls
        title="打印商品条码"
        paper={paper}
        onPaper={setPaper}
        count={labels.length}
        loading={!skus}
        emptyText="没有要打印的条码：所选商品没有规格，或打印张数都为 0。"
      />
      <div className="cy-print-controls">
        <Table<Sku>
          size="small"
          rowKey="id"
          loading={!skus}
          dataSource={skus ?? []}
          pagination={false}
          columns={[
            { title: '规格编码', dataIndex: 'code', width: 140 },
            { title: '商品', dataIndex: 'productName' },
            { title: '规格', render: (_, s) => formatSkuAttrs(s.attrs) },
            { title: '条码', render: (_, s) => s.barcode ?? s.code, width: 160 },
            {
              title: '打印张数',
              width: 120,
              render: (_, s) => (
                <InputNumber
                  min={0}
                  max={500}
                  value={qty[s.id] ?? 1}
                  onChange={(v) => setQty((q) => ({ ...q, [s.id]: Number(v) || 0 }))}
                  aria-label={`${s.code} 打印张数`}
                />
              ),
            },
          ]}
        />
      </div>
      <div className={`cy-labels ${paper}`}>
        {labels.map(({ key, s }) => (
          <div className="cy-label" key={key} data-label={s.code}>
            <div className="title">{s.productName}</div>
            <div>{formatSkuAttrs(s.attrs) || s.name}</div>
            <Barcode value={s.barcode ?? s.code} height={paper === 'label' ? 42 : 34} />
          </div>
        ))}
      </div>
    </>
  )
}
