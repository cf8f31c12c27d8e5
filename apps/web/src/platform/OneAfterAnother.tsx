import { startTransition, useEffect, useState, type ReactElement } from 'react';

/**
 * Draws a long page's parts one after another, each after the frame that showed the one before: the
 * first paint does not wait for what is below the fold, and a phone never builds (and commits, which
 * React does in one piece) all of it in one long task. The server draws none of them, so a page it
 * drew is taken over first and grows from there.
 *
 * `parts` keep their identity while this grows: a part already drawn is not drawn again for the next.
 */
export function OneAfterAnother({ parts }: { parts: ReactElement[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts.length) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
