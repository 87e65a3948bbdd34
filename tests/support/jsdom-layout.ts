// jsdom has no layout: AG Grid would draw no column and no row in a box of size 0 (AG Grid's
// testing notes). giveElementsSize() gives every element a size until the returned function
// puts the real properties back; call it in beforeAll and the result in afterAll.
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
