import { useEffect, useState } from 'react'
import { isWide, watchWideScreen } from './wide-screen.ts'

/** Larger scale above 1600 px (spec §2); crossing the width re-lays out the page (300 ms debounce). */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => isWide(window.innerWidth))
  useEffect(() => watchWideScreen(window, setWide), [])
  useEffect(() => {
    document.documentElement.classList.toggle('wide', wide)
  }, [wide])
  return wide
}
