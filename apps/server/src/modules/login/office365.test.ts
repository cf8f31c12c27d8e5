import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTestContext, ownContextTimeout, type TestContext } from '../../test/context.ts';
import { json, startHttpServer } from '../../test/http-stub.ts';

/** A local OpenID provider: discovery document and JWKS, with keys made for this test run. */
let idp: Awaited<ReturnType<typeof startHttpServer>>;
let key: CryptoKey;
let otherKey: CryptoKey;
let ctx: TestContext;
const clientId = 'claustro-client-id';
const tenant = 'tenant-1';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  key = pair.privateKey;
  idp = await startHttpServer((req, _body, res) => {
    if (req.url === `/${tenant}/v2.0/.well-known/openid-configuration`) {
      return json(res, 200, { issuer: `${idp.url}/{tenantid}/v2.0`, jwks_uri: `${idp.url}/discovery/v2.0/keys` });
    }
    if (req.url === '/discovery/v2.0/keys') return json(res, 200, { keys: [publicJwk] });
    json(res, 404, {});
  });
  ctx = await createTestContext({
    institution: (i) => ({ ...i, microsoft: { clientId, authority: `${idp.url}/${tenant}/v2.0`, redirectUrl: 'http://localhost:3000/login-office365' } }),
  });
});
afterAll(async () => {
  await ctx.close();
  await idp.close();
});

async function idToken(claims: Record<string, unknown> = {}, opts: { signWith?: CryptoKey; expired?: boolean; audience?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'admin@demo.claustro.do', tid: tenant, nonce: 'n-123', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`${idp.url}/${tenant}/v2.0`)
    .setAudience(opts.audience ?? clientId)
    .setIssuedAt(opts.expired ? now - 7200 : now)
    .setExpirationTime(opts.expired ? now - 3600 : now + 600)
    .sign(opts.signWith ?? key);
}
const signIn = (tokenOffice: string, nonce = 'n-123') =>
  ctx.call({ method: 'POST', url: '/api/login/office365', payload: { tokenOffice, software: 'Claustro', nonce } });

describe('Microsoft sign-in', () => {
  it('accepts a valid ID token and answers like a normal sign-in', async () => {
    const res = await signIn(await idToken());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims.usuaNombre).toBe('admin');
    expect(res.body.refreshToken).toBeTruthy();
  });

  it('refuses a token for another application', async () => {
    const res = await signIn(await idToken({}, { audience: 'someone-else' }));
    expect([res.status, res.body.code]).toEqual([401, 'office_token_invalid']);
  });

  it('refuses an expired token', async () => {
    const res = await signIn(await idToken({}, { expired: true }));
    expect([res.status, res.body.code]).toEqual([401, 'office_token_invalid']);
  });

  it('refuses a token signed by anyone but the provider', async () => {
    const res = await signIn(await idToken({}, { signWith: otherKey }));
    expect([res.status, res.body.code]).toEqual([401, 'office_token_invalid']);
  });

  it('refuses a token from another tenant or replayed with another nonce', async () => {
    expect((await signIn(await idToken({ tid: 'otro-tenant' }))).body.code).toBe('office_token_invalid');
    expect((await signIn(await idToken(), 'otro-nonce')).body.code).toBe('office_token_invalid');
  });

  it('refuses an account that is no user here', async () => {
    const res = await signIn(await idToken({ email: 'nadie@otra.edu' }));
    expect([res.status, res.body.code]).toEqual([401, 'office_unknown_user']);
    expect(res.body.message).toMatch(/no corresponde/);
  });
});

describe('Microsoft sign-in not configured', () => {
  it('answers 404 with a clear message', { timeout: ownContextTimeout }, async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.call({ method: 'POST', url: '/api/login/office365', payload: { tokenOffice: 'x' } });
      expect([res.status, res.body.code]).toEqual([404, 'office_not_configured']);
    } finally {
      await plain.close();
    }
  });
});
