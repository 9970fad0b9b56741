import { useEffect, useState } from 'react'

/**
 * The time now, renewed every `everyMs`: a deadline shown on screen turns "past" by itself while
 * the page stays open.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
