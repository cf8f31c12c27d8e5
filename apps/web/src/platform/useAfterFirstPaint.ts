import { startTransition, useEffect, useState } from 'react';

/**
 * False while a screen draws its first frame, then true. A long page (the admission form) draws what
 * the reader sees first and the rest right after, in slices: its first paint does not wait for the
 * fields below the fold, and a phone is never held up building all of them at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
