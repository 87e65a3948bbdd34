// Canvas image work: the size rule is pure; the canvas path runs against stubs since jsdom
// draws nothing (a fake Image that "loads", a fake 2d context, toBlob recording its args).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canvasImageTools, fitWithin } from '../../src/web/api/image.ts'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('fitWithin', () => {
  it('scales down to fit 320×320 keeping the aspect ratio', () => {
    expect(fitWithin(1600, 1200, 320, 320)).toEqual({ width: 320, height: 240 })
    expect(fitWithin(600, 1200, 320, 320)).toEqual({ width: 160, height: 320 })
  })
  it('never enlarges a small image', () => {
    expect(fitWithin(100, 50, 320, 320)).toEqual({ width: 100, height: 50 })
  })
})

describe('canvasImageTools', () => {
  function stubCanvas(naturalWidth: number, naturalHeight: number) {
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = naturalWidth
        naturalHeight = naturalHeight
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        set src(_v: string) {
          queueMicrotask(() => this.onload?.())
        }
      },
    )
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:img')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const drawn: number[][] = []
    const ctx = { fillStyle: '', fillRect: vi.fn(), drawImage: (_i: unknown, ...a: number[]) => drawn.push(a) }
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D)
    const encoded: { type?: string; quality?: unknown; width: number; height: number }[] = []
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb, type, quality) {
      encoded.push({ type, quality, width: this.width, height: this.height })
      cb(new Blob(['jpg'], { type: 'image/jpeg' }))
    })
    return { drawn, encoded, ctx }
  }

  it('compress keeps the size and encodes JPEG at the given quality on a white background', async () => {
    const { encoded, ctx } = stubCanvas(800, 600)
    const out = await canvasImageTools.compress(new Blob(['png']), 0.5)
    expect(out.type).toBe('image/jpeg')
    expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.5, width: 800, height: 600 }])
    expect(ctx.fillStyle).toBe('#fff')
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:img')
  })

  it('thumbnail draws the image scaled into the box', async () => {
    const { drawn, encoded } = stubCanvas(1000, 500)
    await canvasImageTools.thumbnail(new Blob(['png']), 320, 320, 0.4)
    expect(drawn).toEqual([[0, 0, 320, 160]])
    expect(encoded[0]).toMatchObject({ quality: 0.4, width: 320, height: 160 })
  })
})
