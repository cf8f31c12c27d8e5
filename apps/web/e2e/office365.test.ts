import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { json, startHttpServer } from '../../server/src/test/http-stub.ts';
import { startHarness, type Harness } from './harness.ts';

/** The whole Microsoft round trip in a browser, against a local OpenID provider. */
let h: Harness;
let idp: Awaited<ReturnType<typeof startHttpServer>>;
const port = 3190;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  idp = await startHttpServer(async (req, _body, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = new URL(req.url!, idp.url);
    if (url.pathname === '/tenant/v2.0/.well-known/openid-configuration') {
      return json(res, 200, { issuer: `${idp.url}/tenant/v2.0`, authorization_endpoint: `${idp.url}/authorize`, jwks_uri: `${idp.url}/keys` });
    }
    if (url.pathname === '/keys') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      // The user "signs in" at once: back to the application with a signed ID token.
      const q = url.searchParams;
      const token = await new SignJWT({ email: 'registro@demo.claustro.do', nonce: q.get('nonce') })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
        .setIssuer(`${idp.url}/tenant/v2.0`)
        .setAudience(q.get('client_id')!)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      res.writeHead(302, { location: `${q.get('redirect_uri')}#id_token=${token}&state=${q.get('state')}` });
      return res.end();
    }
    json(res, 404, {});
  });
  const dir = mkdtempSync(join(tmpdir(), 'claustro-inst-'));
  const test = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../config/institutions/TEST.json'), 'utf8'));
  writeFileSync(
    join(dir, 'E2EMS.json'),
    JSON.stringify({
      ...test,
      code: 'E2EMS',
      microsoft: { clientId: 'e2e-client', authority: `${idp.url}/tenant/v2.0`, redirectUrl: `http://127.0.0.1:${port}/login-office365` },
    }),
  );
  h = await startHarness(port, { INSTITUTION: 'E2EMS', INSTITUTIONS_DIR: dir });
});
afterAll(async () => {
  await h?.stop();
  await idp?.close();
});

describe('Microsoft sign-in in the browser', () => {
  it('goes to the provider and comes back signed in', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await page.goto(`${h.url}/login`);
    await page.getByRole('button', { name: 'Entrar con Microsoft' }).click();
    await page.waitForURL(`${h.url}/`);
    await page.getByText('Bienvenido(a), Rafael').waitFor();
    expect(page.url()).not.toContain('id_token');
  });

  it('refuses an answer that does not belong to this browser', async () => {
    const page = await (await h.browser.newContext()).newPage();
    await page.goto(`${h.url}/login-office365#id_token=forged&state=not-mine`);
    await page.getByRole('alert').filter({ hasText: 'no corresponde a esta sesión' }).waitFor();
  });
});
