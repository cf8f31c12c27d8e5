import { timestamp } from 'drizzle-orm/pg-core';

/** A moment: timestamp with time zone (the institution's zone decides "today", not the column). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
