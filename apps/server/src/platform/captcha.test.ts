import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, ownContextTimeout, type TestContext } from '../test/context.ts';
import { json, startHttpServer } from '../test/http-stub.ts';

/** A local verify endpoint answering as the provider would, by token. */
let provider: Awaited<ReturnType<typeof startHttpServer>>;
const received: URLSearchParams[] = [];
beforeAll(async () => {
  provider = await startHttpServer((_req, body, res) => {
    const form = new URLSearchParams(body);
    received.push(form);
    if (form.get('secret') !== 'secreto-v3' && form.get('secret') !== 'secreto-v2')
      return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    const token = form.get('response');
    if (token === 'humano') return json(res, 200, { success: true, score: 0.9 });
    if (token === 'dudoso') return json(res, 200, { success: true, score: 0.2 });
    if (token === 'roto') return json(res, 500, {});
    return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
  });
});
afterAll(() => provider.close());

const login = (ctx: TestContext, tokenSeguridad?: string) =>
  ctx.call({ method: 'POST', url: '/api/login', payload: { username: 'admin', clave: 'Demo2026', tokenSeguridad } });

describe('captcha on sign-in (score version)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      institution: (i) => ({
        ...i,
        captcha: { ...i.captcha, verifyUrl: `${provider.url}/siteverify`, v3: { ...i.captcha.v3, siteKey: 'site-v3', minScore: 0.5 } },
      }),
      captchaSecrets: { v3: 'secreto-v3' },
    });
  });
  afterAll(() => ctx.close());

  it('lets a human in, sending the secret, the token and the address to the provider', async () => {
    expect((await login(ctx, 'humano')).status).toBe(200);
    const last = received.at(-1)!;
    expect(last.get('secret')).toBe('secreto-v3');
    expect(last.get('response')).toBe('humano');
    expect(last.get('remoteip')).toBeTruthy();
  });

  it('refuses a missing token, a failed check and a low score, with clear messages', async () => {
    const missing = await login(ctx);
    expect([missing.status, missing.body.code]).toEqual([400, 'captcha_required']);
    const failed = await login(ctx, 'robot');
    expect([failed.status, failed.body.code]).toEqual([400, 'captcha_failed']);
    const low = await login(ctx, 'dudoso');
    expect([low.status, low.body.code]).toEqual([400, 'captcha_failed']);
    expect(low.body.message).toMatch(/robots/);
  });

  it('fails closed when the provider is broken', async () => {
    const broken = await login(ctx, 'roto');
    expect([broken.status, broken.body.code]).toEqual([503, 'captcha_unavailable']);
  });
});

describe('captcha on sign-in (checkbox version)', () => {
  it('accepts a solved checkbox and needs no score', { timeout: ownContextTimeout }, async () => {
    const ctx = await createTestContext({
      institution: (i) => ({ ...i, captcha: { ...i.captcha, verifyUrl: `${provider.url}/siteverify`, v2: { ...i.captcha.v2, siteKey: 'site-v2' } } }),
      captchaSecrets: { v2: 'secreto-v2' },
    });
    try {
      expect((await login(ctx, 'humano')).status).toBe(200);
      expect(received.at(-1)!.get('secret')).toBe('secreto-v2');
      expect((await login(ctx, 'robot')).status).toBe(400);
    } finally {
      await ctx.close();
    }
  });

  it('fails closed when the provider cannot be reached', { timeout: ownContextTimeout }, async () => {
    const ctx = await createTestContext({
      institution: (i) => ({ ...i, captcha: { ...i.captcha, verifyUrl: 'http://127.0.0.1:9/siteverify', v2: { ...i.captcha.v2, siteKey: 'site-v2' } } }),
      captchaSecrets: { v2: 'secreto-v2' },
    });
    try {
      const res = await login(ctx, 'humano');
      expect([res.status, res.body.code]).toEqual([503, 'captcha_unavailable']);
    } finally {
      await ctx.close();
    }
  });
});

describe('captcha not configured (DEMO)', () => {
  it('is not required', { timeout: ownContextTimeout }, async () => {
    const ctx = await createTestContext();
    try {
      expect((await login(ctx)).status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
