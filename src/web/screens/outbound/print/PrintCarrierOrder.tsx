// print-carrier-order: 快递面单, a 100×150 mm label per package of the chosen orders (?ids=1,2):
// the carrier large, the waybill no. as a barcode (the package's, else the order's, else
// 未分配运单号 in red), consignee and sender (the warehouse), and the package: no., weight,
// items, its place among the order's packages.
import type { ScreenProps } from '../../../engine/registry.ts'
import { formatQuantity } from '../../../engine/formats.ts'
import { Barcode } from '../../print/Barcode.tsx'
import { PrintControls } from '../../print/PrintControls.tsx'
import { useOrderPrint, withPackages } from './order-print.ts'
import { PrintProblems } from './PrintProblems.tsx'

export function PrintCarrierOrder({ params }: ScreenProps) {
  const { orders, problems } = useOrderPrint(params.ids, withPackages)
  const labels = (orders ?? []).flatMap((o) => o.packages.map((p, i) => ({ o, p, seq: `${i + 1}/${o.packages.length}` })))
  return (
    <>
      <PrintControls
        title="打印快递面单"
        count={labels.length}
        countText={`共 ${labels.length} 张面单（100×150mm）`}
        loading={!orders}
        emptyText="没有可打印的面单：请选择已封箱称重的订单后再打印。"
      />
      <PrintProblems problems={problems} />
      <div className="cy-waybills">
        {labels.map(({ o, p, seq }) => {
          const waybill = p.waybillNo || o.waybillNo
          return (
            <section className="cy-waybill" key={p.id} data-waybill={p.packageNo}>
              <div className="cy-waybill-carrier">
                <span>{p.carrierName || o.carrierName || '未指定承运商'}</span>
                <small>{o.areaName}</small>
              </div>
              <div className="cy-waybill-code">
                {waybill ? <Barcode value={waybill} height={64} width={2} fontSize={14} /> : <span className="cy-waybill-none">未分配运单号</span>}
              </div>
              <div className="cy-waybill-party to">
                <b>收件</b>
                <div>
                  <div className="who">
                    {o.receiverName} {o.receiverPhone}
                  </div>
                  <div className="addr">{o.receiverAddress}</div>
                </div>
              </div>
              <div className="cy-waybill-party">
                <b>寄件</b>
                <div>
                  <div className="who">
                    {o.storageName} {o.storageContact} {o.storagePhone}
                  </div>
                  <div>{[o.storageProvince, o.storageCity, o.storageAddress].filter(Boolean).join('')}</div>
                </div>
              </div>
              <div className="cy-waybill-facts">
                <span>订单号：{o.orderNo}</span>
                <span>重量：{formatQuantity(p.weight)} kg</span>
                <span>件数：{formatQuantity(p.qty)}</span>
                <span>客户：{o.customerName}</span>
                {p.contents && <span className="wide">内件：{p.contents}</span>}
                {o.remark && <span className="wide">备注：{o.remark}</span>}
              </div>
              <div className="cy-waybill-foot">
                <Barcode value={p.packageNo} height={34} width={1.2} fontSize={11} />
                <span className="seq">{seq}</span>
              </div>
            </section>
          )
        })}
      </div>
    </>
  )
}
