import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { looseParts } from './response-check.ts';

describe('the API contract', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('finds a loose object, unknown and a record of anything, and passes a strict schema', () => {
    expect(looseParts(z.looseObject({ a: z.number() }))).toEqual(['$.*']);
    expect(looseParts(z.array(z.object({ a: z.unknown() })))).toEqual(['$[].a']);
    expect(looseParts(z.object({ r: z.record(z.string(), z.any()).nullable() }))).toEqual(['$.r[*]']);
    expect(looseParts(z.object({ a: z.number(), b: z.array(z.object({ c: z.string() })).optional() }))).toEqual([]);
    // An input schema reused as an answer: its transform cannot encode.
    expect(looseParts(z.object({ ids: z.array(z.preprocess((v) => v, z.number())) }))).toEqual(['$.ids[] (transform: use an output schema)']);
  });

  it('gives every /api route a strict success response schema (nothing unnamed leaves the server)', () => {
    expect(ctx.app.contractProblems).toEqual([]);
  });
});
