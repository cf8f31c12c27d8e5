import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Starts a process's peak-memory count afresh (Linux: `5` to clear_refs resets VmHWM). */
export const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
/** A process's peak and current resident memory, in kB, from /proc. */
export const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)![1]);
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
};

/** A port nothing listens on now (the system's pick), so that two servers of one benchmark never collide. */
const freePort = () =>
  new Promise<number>((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });

/** The server as production runs it, on this database; answers its address, an administrator's token, its pid and how to stop it. */
export async function startServer(url: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: url, INSTITUTION: 'TEST', PORT: String(port), LOG_LEVEL: 'warn', DB_STATEMENT_TIMEOUT_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  // What a start does once it listens (the public pages drawn, the job runner's first rounds) is over before anything is measured.
  await new Promise((r) => setTimeout(r, 8000));
  /** A new administrator's session (a token lasts less than a long benchmark). */
  const login = async () => {
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', clave: 'Demo2026' }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const token = await login();
  return { base, token, login, pid: child.pid!, stop: () => new Promise<void>((res) => (child.once('exit', () => res()), child.kill('SIGTERM'))) };
}
