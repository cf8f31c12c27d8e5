import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The page cookie follows the stored session, and only while the app looks as the server draws it
 * (Spanish, light): the browser's storage and document are stand-ins here, the rule is the app's own.
 */
const stored = new Map<string, string>();
const written: string[] = [];
vi.stubGlobal('localStorage', {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});
vi.stubGlobal('window', { location: { protocol: 'http:' } });
vi.stubGlobal('document', {
  set cookie(text: string) {
    written.push(text);
  },
});

const { mirrorPageCookie } = await import('./page-cookie.ts');

/** An unsigned token with the session's claims: the browser only reads them. */
const token = (exp: number) => `h.${Buffer.from(JSON.stringify({ usuarioId: 7, exp })).toString('base64url')}.s`;
const now = () => Math.floor(Date.now() / 1000);

describe('the page cookie', () => {
  beforeEach(() => {
    stored.clear();
    written.length = 0;
    (window as { location: { protocol: string } }).location.protocol = 'http:';
  });

  it('holds the access token for as long as the token lives, for this site only', () => {
    const t = token(now() + 600);
    stored.set('token', t);
    mirrorPageCookie();
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = written[0].split('; ');
    expect(pair).toBe(`claustro_pagina=${t}`);
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain('SameSite=Strict');
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(maxAge).toBeGreaterThan(595);
    expect(maxAge).toBeLessThanOrEqual(600);
    expect(attributes).not.toContain('Secure');
  });

  it('goes only over HTTPS where the site is', () => {
    stored.set('token', token(now() + 600));
    (window as { location: { protocol: string } }).location.protocol = 'https:';
    mirrorPageCookie();
    expect(written[0].split('; ')).toContain('Secure');
  });

  it('is removed without a session, with an expired token, or in dark mode', () => {
    const removed = () => expect(written.at(-1)).toBe('claustro_pagina=; Path=/; SameSite=Strict; Max-Age=0');
    mirrorPageCookie();
    removed();
    stored.set('token', token(now() - 5));
    mirrorPageCookie();
    removed();
    stored.set('token', token(now() + 600));
    stored.set('darkMode', 'true');
    mirrorPageCookie();
    removed();
  });
});
