/** "Today" and "now" as the institution sees them (DESIGN §6: its time zone decides the date). */
export interface Clock {
  now(): Date;
  /** ISO date `YYYY-MM-DD` in the institution's time zone. */
  today(): string;
}

export function institutionClock(timeZone: string): Clock {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return { now: () => new Date(), today: () => fmt.format(new Date()) };
}

/** The date and time now where the institution is (`fecha` YYYY-MM-DD, `hora` HH:MM), read from a clock. */
export function localNow(clock: Clock, timeZone: string): () => { fecha: string; hora: string } {
  const fmt = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return () => {
    const [fecha, hora] = fmt.format(clock.now()).split(' ');
    return { fecha, hora };
  };
}
