/** Caps concurrent work; a queue longer than `maxQueue` is refused at once instead of piling up. */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` when a slot is free; answers `undefined` without running it when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxQueue) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
