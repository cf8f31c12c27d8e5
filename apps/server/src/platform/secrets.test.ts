import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secrets.ts';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));
  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.seal('clave-smtp-ñ');
    expect(sealed).not.toContain('clave');
    expect(box.open(sealed)).toBe('clave-smtp-ñ');
    expect(box.seal('x')).not.toBe(box.seal('x')); // a fresh IV each time
  });
  it('refuses a tampered value and a wrong key', () => {
    const sealed = box.seal('secreto');
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
