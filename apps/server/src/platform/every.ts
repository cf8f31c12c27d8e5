/**
 * Runs `work` every `ms` milliseconds, never two runs at once, without keeping the process alive.
 * Answers how to stop (waiting for a run in progress to finish).
 */
export function every(ms: number, work: () => Promise<unknown>, onError: (err: unknown) => void): () => Promise<void> {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    while (running) await new Promise((r) => setTimeout(r, 20));
  };
}
