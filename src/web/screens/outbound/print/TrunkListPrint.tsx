// trunk-list-print: the manifest that travels with a truck, one per sheet: 干线清单 (?ids=, from
// trunk-list-mag) or 发车单 (?bills=, from dispatch-bill-list): the list no. as a barcode, plate,
// driver, route or delivery point, departure, then per order / package the consignee, destination,
// pieces and weight with totals, and the signatures of the hand-over.
import { useEffect, useState } from 'react'
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatDate, formatDateTime, formatQuantity } from '../../../engine/formats.ts'
import { useSession } from '../../../session/SessionProvider.tsx'
import { DocSheet } from '../../print/DocSheet.tsx'
import type { Fact } from '../../print/FactsTable.tsx'
import { idList } from '../../print/fetch-all.ts'
import { PrintControls } from '../../print/PrintControls.tsx'
import { PrintTable } from '../../print/PrintTable.tsx'
import { sumQty } from '../../print/sum-qty.ts'
import { useFieldText } from '../../print/use-field-text.ts'
import { PrintProblems } from './PrintProblems.tsx'

interface ManifestRow {
  id: number
  orderNo: string
  packageNo: string | null
  receiverName: string | null
  receiverAddress: string | null
  areaName: string | null
  deliveryPoint?: string | null
  qty: number
  weight: number
}

interface Head {
  id: number
  status: number
  plateNo: string | null
  driverName: string | null
  driverPhone: string | null
  storageName: string | null
  carrierName: string | null
  remark: string | null
  lines: ManifestRow[]
}

interface TrunkList extends Head {
  trunkNo: string
  deliveryPoint: string
  shipDate: string
}

interface DispatchBill extends Head {
  billNo: string
  routeName: string | null
  reservationNo: string | null
  departedAt: string | null
  orderCount: number
}

/** What one sheet prints, whichever document it comes from. */
interface Manifest {
  key: string
  title: string
  no: string
  facts: Fact[]
  rows: ManifestRow[]
}

type Text = ReturnType<typeof useFieldText>

const driver = (h: Head) => [h.driverName, h.driverPhone].filter(Boolean).join(' ')

function ofTrunk(t: TrunkList, text: Text): Manifest {
  return {
    key: `t${t.id}`,
    title: '干线清单',
    no: t.trunkNo,
    rows: t.lines,
    facts: [
      ['干线单号', t.trunkNo],
      ['状态', text('trunkList', 'status', t.status)],
      ['发运日期', formatDate(t.shipDate)],
      ['发货仓库', t.storageName],
      ['送达点', t.deliveryPoint],
      ['承运商', t.carrierName],
      ['车牌号', t.plateNo],
      ['司机', driver(t), 2],
      ...(t.remark ? [['备注', t.remark, 3] satisfies Fact] : []),
    ],
  }
}

function ofBill(b: DispatchBill, text: Text): Manifest {
  return {
    key: `b${b.id}`,
    title: '发车单',
    no: b.billNo,
    rows: b.lines.map((l) => ({ ...l, areaName: l.deliveryPoint || l.areaName })),
    facts: [
      ['发车单号', b.billNo],
      ['状态', text('dispatchBill', 'status', b.status)],
      ['发车时间', formatDateTime(b.departedAt)],
      ['发货仓库', b.storageName],
      ['线路/送达点', b.routeName],
      ['承运商', b.carrierName],
      ['车牌号', b.plateNo],
      ['司机', driver(b)],
      ['车辆预约', b.reservationNo],
      ...(b.remark ? [['备注', b.remark, 3] satisfies Fact] : []),
    ],
  }
}

export function TrunkListPrint({ params }: ScreenProps) {
  const { api } = useSession()
  const text = useFieldText()
  const [sheets, setSheets] = useState<Manifest[] | null>(null)
  const [problems, setProblems] = useState<string[]>([])
  useEffect(() => {
    let live = true
    const trunks = idList(params.ids)
    const bills = idList(params.bills)
    setSheets(null)
    setProblems([])
    const load = <T,>(path: string, ids: number[]) => (ids.length ? api.request<T[]>(path, { ids }, { ignoreError: true }) : Promise.resolve([] as T[]))
    Promise.all([load<TrunkList>('/v1/DispatchBill/trunk/print', trunks), load<DispatchBill>('/v1/DispatchBill/print', bills)]).then(
      ([t, b]) => {
        if (!live) return
        const missing = [
          [new Set(trunks).size - t.length, '干线清单'],
          [new Set(bills).size - b.length, '发车单'],
        ].filter(([n]) => Number(n) > 0)
        setProblems(missing.map(([n, what]) => `${n} 个所选${what}不存在或已被删除`))
        setSheets([...t.map((x) => ofTrunk(x, text)), ...b.map((x) => ofBill(x, text))])
      },
      (e: Error) => {
        if (!live) return
        setProblems([e.message || '清单没有取到，请稍后重试'])
        setSheets([])
      },
    )
    return () => {
      live = false
    }
  }, [api, params.ids, params.bills, text])
  return (
    <>
      <PrintControls
        title="打印干线清单"
        count={sheets?.length ?? 0}
        loading={!sheets}
        emptyText="没有要打印的清单：请在干线清单或发车单列表中选择后再打印。"
      />
      <PrintProblems problems={problems} />
      {sheets?.map((m) => (
        <DocSheet
          key={m.key}
          data={{ 'data-manifest': m.no }}
          title={m.title}
          barcode={m.no}
          facts={m.facts}
          signers={['发货人：', '司机（签字）：', '收货方签收：', '到达时间：']}
        >
          <PrintTable<ManifestRow>
            rows={m.rows}
            rowKey={(r) => r.id}
            emptyText="清单没有明细"
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '订单号', align: 'nw', value: (r) => r.orderNo },
              { title: '包裹号', align: 'nw', value: (r) => r.packageNo },
              { title: '收货人', value: (r) => r.receiverName },
              { title: '收货地址', value: (r) => r.receiverAddress },
              { title: '监区/送达点', value: (r) => r.areaName },
              { title: '件数', align: 'r', value: (r) => formatQuantity(r.qty), total: formatQuantity(sumQty(m.rows, (r) => r.qty)) },
              { title: '重量(kg)', align: 'r', value: (r) => formatQuantity(r.weight), total: formatQuantity(sumQty(m.rows, (r) => r.weight)) },
            ]}
          />
          <p className="cy-doc-note">
            共 {new Set(m.rows.map((r) => r.orderNo)).size} 个订单、{m.rows.length} 行明细。货物交接时请核对件数，封签完好后签字。
          </p>
        </DocSheet>
      ))}
    </>
  )
}
