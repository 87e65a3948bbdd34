// Sound for the scanner user who is not looking at the screen: a high short beep for a good
// scan, a low long one for a refused scan. Web Audio needs no sound files; it stays silent
// where the browser has no audio.
let ctx: AudioContext | null = null

export function beep(ok: boolean): void {
  try {
    ctx ??= new AudioContext()
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    osc.frequency.value = ok ? 1200 : 220
    gain.gain.value = 0.15
    osc.connect(gain).connect(ctx.destination)
    osc.start()
    osc.stop(ctx.currentTime + (ok ? 0.08 : 0.45))
  } catch {
    // No audio here (tests, locked-down browsers): the colours still say it.
  }
}

/** The same code again within this window is the scanner reading twice (a few hundred ms), not a second item scanned by hand. */
export const DOUBLE_SCAN_MS = 300

/** A scan key per physical scan: a repeat of the last code within DOUBLE_SCAN_MS keeps its key, so the server ignores it. */
export function scanKeyFor(code: string, last: { code: string; at: number; key: string } | null, now = Date.now()): string {
  if (last && last.code === code && now - last.at < DOUBLE_SCAN_MS) return last.key
  return crypto.randomUUID()
}
