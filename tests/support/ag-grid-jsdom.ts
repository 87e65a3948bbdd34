// Component tests of screens with an AG Grid, in jsdom.
// - jsdom has no layout: AG Grid would draw no column and no row in a box of size 0 (AG Grid's
//   testing notes). giveElementsSize() gives every element a size until the returned function
//   puts the real properties back; call it in beforeAll and the result in afterAll.
// - AG Grid's theme puts thousands of CSS rules in the page, and jsdom recomputes styles for
//   every getComputedStyle: role queries and pointer-event checks would take minutes. So these
//   tests find things by text and CSS, polling with timers (until).
const SIZES = [
  ['clientWidth', 1200],
  ['clientHeight', 600],
  ['offsetWidth', 1200],
  ['offsetHeight', 600],
  ['scrollWidth', 1200],
] as const

export function giveElementsSize(): () => void {
  const saved = SIZES.map(([k]) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const)
  for (const [k, v] of SIZES) Object.defineProperty(HTMLElement.prototype, k, { configurable: true, get: () => v })
  return () => {
    for (const [k, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, k, d)
  }
}

/** What find() returns once it returns something (checked every 50 ms, up to 15 s). */
export async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const hit = find()
    if (hit) return hit
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`not found: ${what}`)
}

export const textOf = (e: Element) => (e.textContent ?? '').replace(/\s/g, '')

/** The button labelled so (antd spaces two-character labels: 确 定). */
export const buttonIn = (within: ParentNode, label: string) => [...within.querySelectorAll('button')].find((b) => textOf(b) === label)

export const hasText = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll('*')].some((e) => e.children.length === 0 && e.textContent === text)
