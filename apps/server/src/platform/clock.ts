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
