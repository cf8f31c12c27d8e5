import type { Label, Lang } from './i18n.ts';
import { isProblemCode, problemText, type ProblemCode } from '../messages/problems.ts';

/** The parts of a zod issue that decide its message (kept structural so the browser needs no zod internals). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  input?: unknown;
  inclusive?: boolean;
  message?: string;
  /** A custom check's values for its problem's placeholders. */
  params?: Record<string, unknown>;
}

/**
 * The name a problem gives its field: the deepest part of its path that has a label (a payment's
 * amount, `formasPago.1.monto`, is "Monto", not "Formas de pago"), else the path's first part.
 */
export function labelAt(path: readonly PropertyKey[], labels: Record<string, Label>, lang: Lang): string {
  const named = [...path].reverse().find((p) => typeof p === 'string' && labels[p]);
  return labels[String(named ?? path[0])]?.[lang] ?? String(path[0] ?? '');
}

/** Turns one validation issue into a sentence naming the field, in the request's language. */
export function issueMessage(issue: IssueLike, label: string, lang: Lang): string {
  const say = (key: ProblemCode, n?: number | bigint) => problemText(key, lang, { label, n: n === undefined ? '' : String(n) });
  // A check that names its problem by code (`problem('…')` in the contract) is said that way, whatever its kind.
  if (isProblemCode(issue.message)) return problemText(issue.message, lang, { label, ...issue.params });
  switch (issue.code) {
    case 'invalid_type':
      // zod leaves the input out of issues; its message says what was received.
      if (issue.input === undefined || issue.input === null) {
        const received = /received (\w+)/.exec(issue.message ?? '')?.[1];
        if (!received || received === 'undefined' || received === 'null') return say('required');
      }
      if (issue.expected === 'number') return say('decimal');
      if (issue.expected === 'boolean') return say('bool');
      if (issue.expected === 'string') return say('text');
      return say('invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? say('required') : say('tooShort', issue.minimum);
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? say('required') : say('fewItems', issue.minimum);
      return issue.inclusive === false ? say('greater', issue.minimum) : say('tooSmall', issue.minimum);
    case 'too_big':
      return issue.origin === 'string'
        ? say('tooLong', issue.maximum)
        : issue.origin === 'array'
          ? say('manyItems', issue.maximum)
          : say('tooBig', issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return say('email');
      if (issue.format === 'date') return say('date');
      return say('format');
    default:
      return say('invalid');
  }
}
