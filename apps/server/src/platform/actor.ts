import type { Lang } from '@claustro/domain/platform/i18n';
import type { SessionClaims } from '@claustro/domain/seguridad/session';

/**
 * Who a service acts for: the signed-in user's session, their address and language. Services take
 * this, never a request object, so that a job, a test or another service can call them too.
 */
export interface Actor extends SessionClaims {
  ip: string | null;
  lang: Lang;
}

/** Someone on a public page: no account, only an address (for throttling and the audit) and a language. */
export interface Visitor {
  ip: string | null;
  lang: Lang;
}

/** What the audit log and e-mails need of whoever acts: signed in or not. */
export type Caller = Actor | Visitor;

export const usuarioOf = (c: Caller | null): number | null => (c && 'usuarioId' in c ? c.usuarioId : null);

/** How a service's use case is called: who acts, and what they ask (already checked against the contract). */
export type ServiceCall<I, A = Actor> = { actor: A; input: I };
