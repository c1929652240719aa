/** A countdown of the seconds before another code may be asked for, as the code steps show it. */
import { useEffect, useState } from 'react'

/**
 * Seconds left, counted down once a second after hydration from what the server said (no clocks compared); `restart`
 * changes with every code sent, so the count starts again even when the server says the same number.
 */
export function useCountdown(seconds: number, restart: unknown = null): number {
  const [left, setLeft] = useState(seconds)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` starts the count again for a new code.
  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const started = Date.now()
    const timer = setInterval(() => {
      const now = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))
      setLeft(now)
      if (now === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, restart])
  return left
}
