/**
 * Resolves in a task of its own, so that what follows does not lengthen the current one: a phone
 * answers a tap between them. Unlike a timer, it is not held back in a tab in the background.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
