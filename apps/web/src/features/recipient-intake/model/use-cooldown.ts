import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again (a new code); `start(seconds)` begins a wait. */
export function useCooldown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1_000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1_000);
  }, []);
  return [Math.max(0, Math.ceil((until - now) / 1_000)), start];
}
