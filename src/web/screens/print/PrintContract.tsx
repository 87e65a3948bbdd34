// print-contract: lease contracts on A4, one per page (?ids=1,2): the parties, the warehouse and
// term, rent and deposit in figures and in capitals (大写金额), the leased places with their
// area, the usual lease terms and signature lines for both parties; printed with window.print().
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { formatAmount, formatDate, formatQuantity } from '../../engine/formats.ts'
import { DocSheet } from './DocSheet.tsx'
import { idList } from './fetch-all.ts'
import { PrintControls } from './PrintControls.tsx'
import { PrintTable } from './PrintTable.tsx'
import { rmbCapital } from './rmb-capital.ts'
import { useFieldText } from './use-field-text.ts'

interface Place {
  id: number
  areaName: string | null
  locationName: string | null
  size: number
  remark: string | null
}

interface Contract {
  id: number
  contractNo: string
  status: number
  companyName: string | null
  partyType: number
  partyName: string
  contactName: string | null
  contactPhone: string | null
  storageName: string
  storageAddress: string | null
  storageContact: string | null
  storagePhone: string | null
  signDate: string | null
  startDate: string
  endDate: string
  rentAmount: number
  rentPeriod: number
  deposit: number | null
  totalArea: number
  remark: string | null
  lines: Place[]
}

export function PrintContract({ params }: ScreenProps) {
  const { api } = useSession()
  const text = useFieldText()
  const [contracts, setContracts] = useState<Contract[] | null>(null)
  useEffect(() => {
    const ids = idList(params.ids)
    if (!ids.length) return setContracts([])
    api.request<Contract[]>('/v1/propertyContract/print', { ids }).then(setContracts, () => setContracts([]))
  }, [api, params.ids])
  return (
    <>
      <PrintControls title="打印租赁合同" count={contracts?.length ?? 0} loading={!contracts} emptyText="没有要打印的合同：请在租赁合同列表中选择后再打印。" />
      {contracts?.map((c) => (
        <DocSheet
          key={c.id}
          data={{ 'data-contract': c.contractNo }}
          company={c.companyName}
          title="仓库租赁合同"
          barcode={c.contractNo}
          facts={[
            ['合同编号', c.contractNo],
            ['签订日期', formatDate(c.signDate)],
            ['合同状态', text('propertyContract', 'status', c.status)],
            ['出租方（甲方）', c.companyName, 3],
            ['承租方（乙方）', `${c.partyName}（${text('propertyContract', 'partyType', c.partyType)}）`, 2],
            ['联系人', [c.contactName, c.contactPhone].filter(Boolean).join(' ')],
            ['租赁仓库', [c.storageName, c.storageAddress].filter(Boolean).join(' '), 2],
            ['仓库联系人', [c.storageContact, c.storagePhone].filter(Boolean).join(' ')],
            ['租赁期限', `${formatDate(c.startDate)} 至 ${formatDate(c.endDate)}（含首尾两日）`, 2],
            ['租赁面积', `${formatQuantity(c.totalArea)} ㎡`],
            ['租金', `￥${formatAmount(c.rentAmount)} / ${text('propertyContract', 'rentPeriod', c.rentPeriod)}`],
            ['租金（大写）', `人民币${rmbCapital(c.rentAmount)}`, 2],
            ['押金', `￥${formatAmount(c.deposit ?? 0)}`],
            ['押金（大写）', `人民币${rmbCapital(c.deposit ?? 0)}`, 2],
          ]}
          signers={['甲方（盖章）：', '代表人签字：', '乙方（盖章）：', '代表人签字：']}
        >
          <PrintTable<Place>
            rows={c.lines}
            rowKey={(l) => l.id}
            emptyText="未列明租赁库区库位"
            columns={[
              { title: '序号', align: 'c', value: (_, i) => i + 1 },
              { title: '库区', value: (l) => l.areaName },
              { title: '库位', align: 'nw', value: (l) => l.locationName ?? '（整个库区）' },
              { title: '面积（㎡）', align: 'r', value: (l) => formatQuantity(l.size), total: formatQuantity(c.totalArea) },
              { title: '备注', value: (l) => l.remark },
            ]}
          />
          {c.remark && <p className="cy-doc-remark">备注：{c.remark}</p>}
          <ol className="cy-doc-terms">
            <li>乙方按上表租用甲方仓库的库区、库位，租期内甲方不得将上述库区、库位另租他人。</li>
            <li>租金按约定周期预付，每期开始前七日内付清；押金于合同签订时一次付清，租期届满乙方退租并结清费用后无息退还。</li>
            <li>乙方应遵守甲方仓库的安全、消防与出入库管理制度，不得存放违禁、易燃易爆及国家禁止的物品。</li>
            <li>租期届满需续租的，乙方应在到期前三十日书面提出，经甲方同意后另行签订合同。</li>
            <li>本合同一式两份，甲乙双方各执一份，自双方签字盖章之日起生效。</li>
          </ol>
        </DocSheet>
      ))}
    </>
  )
}
