import { drawingScope, type Transport } from './drawing-scope.ts';
import { networkErrorText } from '@claustro/domain/platform/messages';
import { sessionStore } from './session-store.ts';

/** An answer from the server that was not a success: `{ status, code, message, fields? }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const timeoutMs = 120_000; // spec §9
type Notify = (text: string) => void;
let notifyNetwork: Notify = () => {};
/** The shell registers the red snackbar here. */
export function onNetworkError(fn: Notify) {
  notifyNetwork = fn;
}

/**
 * Where calls go: the browser's fetch, or, while the server draws a signed-in screen
 * (entry-server.tsx), the server itself, in-process and as that screen's user.
 */
const transport: Transport = (path, init) => (drawingScope()?.transport ?? fetch)(path, init);

let refreshing: Promise<boolean> | null = null;
/** One refresh at a time, shared by every request that found its token expired. */
function refresh(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = sessionStore.refreshToken();
    if (!refreshToken) return false;
    try {
      const res = await fetch('/api/seguridad/usuarios/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      if (!res.ok) return false;
      sessionStore.set(await res.json());
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Called with response headers (paged lists read `x-total-count`). */
  onHeaders?: (h: Headers) => void;
}

/** GETs index.html started before the app ran (by path and query), with the token they carried. */
type EarlyGets = { token: string | null; answers: Record<string, Promise<Response> | undefined> };

/** The answer of a GET the page started before the app ran (index.html), taken once and only under the same token. */
async function takeEarly(url: URL, token: string | null): Promise<Response | null> {
  const early = typeof window === 'undefined' ? undefined : (window as { earlyGets?: EarlyGets }).earlyGets;
  const path = url.pathname + url.search;
  const answer = early?.answers[path];
  if (!early || !answer) return null;
  delete early.answers[path];
  if (early.token !== token) return null;
  const res = await answer.catch(() => null);
  // Anything but a success (an expired token) is asked again, the usual way.
  return res?.ok ? res : null;
}

/**
 * Calls the API with the stored token. On `token-expired: true` it refreshes once and repeats the
 * request; if refreshing fails the user is signed out. No answer at all shows the red snackbar.
 * Answers the response when it succeeded, else throws the server's error.
 */
async function send(path: string, opts: RequestOptions = {}, retried = false): Promise<Response> {
  const url = new URL(path, 'http://app');
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const token = sessionStore.token();
  const early = (opts.method ?? 'GET') === 'GET' && !retried ? await takeEarly(url, token) : null;
  if (early) {
    opts.onHeaders?.(early.headers);
    return early;
  }
  const isForm = opts.body instanceof FormData;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await transport(url.pathname + url.search, {
      method: opts.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        'accept-language': (typeof localStorage === 'undefined' ? null : localStorage.getItem('lang')) ?? 'es',
      },
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch {
    notifyNetwork(networkErrorText);
    throw new ApiError(0, 'network', networkErrorText);
  } finally {
    clearTimeout(timer);
  }
  if (res.status === 401 && res.headers.get('token-expired') === 'true' && !retried) {
    if (await refresh()) return send(path, opts, true);
    sessionStore.clear();
  } else if (res.status === 401 && token) {
    sessionStore.clear(); // the session ended on the server (blocked user, changed password)
  }
  opts.onHeaders?.(res.headers);
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body?.code ?? 'error', body?.message ?? res.statusText, body?.fields ?? {});
  }
  return res;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  if (res.status === 204) return undefined as T;
  return (await res.json().catch(() => null)) as T;
}

/** Opens a protected file (a scan, a PDF, a QR code) in a new tab: fetched with the token, shown from memory. */
export async function openInNewTab(path: string, opts: RequestOptions = {}): Promise<void> {
  const url = URL.createObjectURL(await apiBlob(path, opts));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a file the server made (a spreadsheet) under a name, as the browser downloads files. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file the server streams (a report's export), as a blob, telling how many bytes have arrived so far:
 * a long download shows that it moves.
 */
export async function apiDownload(path: string, opts: RequestOptions, onBytes: (n: number) => void): Promise<Blob> {
  const res = await send(path, opts);
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let n = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes((n += value.length));
  }
  return new Blob(parts, { type: res.headers.get('content-type') ?? '' });
}

/** A document the server makes (a PDF), as a blob. */
export async function apiBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  return (await send(path, opts)).blob();
}
