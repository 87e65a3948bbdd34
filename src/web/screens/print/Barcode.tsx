import JsBarcode from 'jsbarcode'
import { useEffect, useRef } from 'react'

/** A Code 128 barcode drawn as SVG (crisp at any print resolution). */
export function Barcode({ value, height = 40, width = 1.6, fontSize = 12 }: { value: string; height?: number; width?: number; fontSize?: number }) {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (!ref.current || !value) return
    try {
      JsBarcode(ref.current, value, { format: 'CODE128', height, width, fontSize, margin: 0, marginBottom: 3, displayValue: true }) // room under the text for its descenders
    } catch {
      // A value Code 128 cannot hold leaves the label without its bars; the text still prints.
    }
  }, [value, height, width, fontSize])
  return <svg ref={ref} data-barcode={value} role="img" aria-label={`条码 ${value}`} />
}
