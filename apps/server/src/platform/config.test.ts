import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadInstitution, publicConfig } from './config.ts';

describe('institution configuration', () => {
  it.each(['DEMO', 'DEV', 'TEST'])('ships a valid %s file', (code) => {
    expect(loadInstitution(code).code).toBe(code);
  });

  it('stops start-up naming the field that is wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'claustro-config-'));
    const good = loadInstitution('DEMO');
    writeFileSync(join(dir, 'BAD.json'), JSON.stringify({ ...good, code: 'BAD', colors: { ...good.colors, primary: 'blue' }, email: 'nope' }));
    expect(() => loadInstitution('BAD', dir)).toThrow(/colors\.primary[\s\S]*email|email[\s\S]*colors\.primary/);
    expect(() => loadInstitution('../etc')).toThrow(/not a valid institution code/);
    expect(() => loadInstitution('MISSING', dir)).toThrow(/Cannot read institution file/);
  });

  it('serves only the public part, with the display name made of both names', () => {
    const pub = publicConfig(loadInstitution('DEMO'));
    expect(pub.displayName).toBe('Universidad Demostración Claustro');
    expect(pub).toMatchObject({
      university: expect.any(String),
      system: 'Claustro',
      email: expect.any(String),
      telefono: expect.any(String),
      software: 'Claustro',
      version: '1.5.2',
    });
    expect(JSON.stringify(pub)).not.toMatch(/secret/i);
  });
});
