import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';

describe('embedded database', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'claustro-lock-')), 'DEMO');
    const db = await openPglite(dir);
    try {
      const script = `import { openPglite } from ${JSON.stringify(resolve(import.meta.dirname, 'database.ts'))};
        try { await openPglite(${JSON.stringify(dir)}); console.log('opened'); } catch (e) { console.log(e.message); process.exit(3); }`;
      const other = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      expect(other.status).toBe(3);
      expect(other.stdout).toMatch(/in use by process \d+/);
      expect(other.stdout).toMatch(/DATABASE_URL/);
    } finally {
      await db.close();
    }
    // Once closed, the directory is free again.
    const again = await openPglite(dir);
    await again.close();
  });
});
