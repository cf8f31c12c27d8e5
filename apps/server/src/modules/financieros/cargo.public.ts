/*
 * What other areas may read of a student's charge `c` in their SQL (the reports' statistics): what it
 * asks and what standing receipts paid of it, as finance's balances read them.
 */
export { pagado, porCobrar } from './cuenta.queries.ts';
