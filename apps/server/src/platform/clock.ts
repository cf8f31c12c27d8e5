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

/** A moment as the institution's wall clock reads it: `YYYY-MM-DD HH:MM:SS` in its time zone. */
export function localMoment(timeZone: string): (at: Date) => string {
  const fmt = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => fmt.format(at);
}

/** The date and time now where the institution is (`fecha` YYYY-MM-DD, `hora` HH:MM), read from a clock. */
export function localNow(clock: Clock, timeZone: string): () => { fecha: string; hora: string } {
  const moment = localMoment(timeZone);
  return () => {
    const [fecha, hora] = moment(clock.now()).split(' ');
    return { fecha, hora: hora.slice(0, 5) };
  };
}
