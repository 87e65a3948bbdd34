// print-warehouse-code: location labels (code large, Code 128 of the location barcode) for the
// shelves, on label paper or A4. Opened with ?locationIds=… or ?storageId=&areaId=.
import { useEffect, useState } from 'react'
import { useSession } from '../../session/SessionProvider.tsx'
import type { ScreenProps } from '../../engine/registry.ts'
import { Barcode } from './Barcode.tsx'
import { LabelControls, type Paper } from './LabelControls.tsx'
import { fetchAll, idList } from './fetch-all.ts'

interface Location {
  id: number
  code: string
  barcode: string | null
  storageName: string
  areaName: string
}

export function PrintLocations({ params }: ScreenProps) {
  const { api } = useSession()
  const [rows, setRows] = useState<Location[] | null>(null)
  const [paper, setPaper] = useState<Paper>('label')
  const [copies, setCopies] = useState(1)
  useEffect(() => {
    const ids = idList(params.locationIds)
    const filter = ids.length ? { id: ids } : { storageId: Number(params.storageId) || undefined, areaId: Number(params.areaId) || undefined }
    fetchAll<Location>(api, '/location/list', { ...filter, sort: { field: 'pickOrder', order: 'asc' } }).then(setRows, () => setRows([]))
  }, [api, params.locationIds, params.storageId, params.areaId])
  const labels = (rows ?? []).flatMap((l) => Array.from({ length: copies }, (_, i) => ({ key: `${l.id}-${i}`, l })))
  return (
    <>
      <LabelControls
        title="打印库位标签"
        paper={paper}
        onPaper={setPaper}
        copies={copies}
        onCopies={setCopies}
        count={labels.length}
        loading={!rows}
        emptyText="没有要打印的库位。请在库位管理中勾选库位后再打印。"
      />
      <div className={`cy-labels ${paper}`}>
        {labels.map(({ key, l }) => (
          <div className="cy-label" key={key} data-label={l.code}>
            <div className="title" style={{ fontSize: paper === 'label' ? 20 : 16 }}>
              {l.code}
            </div>
            <Barcode value={l.barcode ?? l.code} height={paper === 'label' ? 46 : 36} fontSize={10} />
            <div>
              {l.storageName} · {l.areaName}
            </div>
          </div>
        ))}
      </div>
    </>
  )
}
