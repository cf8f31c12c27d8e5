import { appConfig } from './config.ts';

/**
 * Microsoft sign-in in the browser (OpenID Connect, ID token in the URL fragment): the authority's
 * discovery document says where to send the user; a fresh state and nonce travel with the request
 * and are checked when the answer comes back (the server checks the nonce inside the signed token).
 */
export async function startMicrosoftSignIn(): Promise<void> {
  const ms = appConfig().microsoft;
  const discovery = await (await fetch(`${ms.authority.replace(/\/$/, '')}/.well-known/openid-configuration`)).json();
  const state = crypto.randomUUID();
  const nonce = crypto.randomUUID();
  sessionStorage.setItem('office365', JSON.stringify({ state, nonce }));
  const url = new URL(discovery.authorization_endpoint as string);
  url.search = new URLSearchParams({
    client_id: ms.clientId,
    response_type: 'id_token',
    redirect_uri: ms.redirectUrl || `${window.location.origin}/login-office365`,
    scope: 'openid email profile',
    response_mode: 'fragment',
    state,
    nonce,
  }).toString();
  window.location.assign(url.toString());
}

/** Reads Microsoft's answer from the fragment; null when it does not belong to this browser's request. */
export function readMicrosoftAnswer(hash: string): { idToken: string; nonce: string } | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const sent = JSON.parse(sessionStorage.getItem('office365') ?? 'null') as { state: string; nonce: string } | null;
  sessionStorage.removeItem('office365');
  if (params.get('error')) return { error: params.get('error_description') ?? params.get('error')! };
  const idToken = params.get('id_token');
  if (!idToken || !sent || params.get('state') !== sent.state) return null;
  return { idToken, nonce: sent.nonce };
}
