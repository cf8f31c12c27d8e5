import { describe, expect, it } from 'vitest';
import { isTransientDbError } from './errors.ts';

describe('a database error worth a retry', () => {
  it('is a lost or refused connection, a server shutting down, too many connections, a deadlock or a serialization failure', () => {
    for (const code of ['08006', '08001', '57P01', '57P03', '53300', '40001', '40P01']) expect(isTransientDbError({ code }), code).toBe(true);
    expect(isTransientDbError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientDbError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isTransientDbError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Wrapped by the query builder: the cause decides.
    expect(isTransientDbError(Object.assign(new Error('Failed query: select 1'), { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });
  it('is not a broken rule or a bug', () => {
    for (const code of ['23505', '23503', '42P01', '22P02']) expect(isTransientDbError({ code }), code).toBe(false);
    expect(isTransientDbError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isTransientDbError(null)).toBe(false);
  });
});
