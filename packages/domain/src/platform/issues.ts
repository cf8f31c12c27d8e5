import type { Label, Lang } from './i18n.ts';
import { formatMessage } from './messages.ts';

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
}

const texts = {
  required: { es: '{label} es obligatorio.', en: '{label} is required.' },
  tooLong: { es: '{label} admite como máximo {n} caracteres.', en: '{label} allows at most {n} characters.' },
  tooShort: { es: '{label} requiere al menos {n} caracteres.', en: '{label} needs at least {n} characters.' },
  fewItems: { es: '{label} requiere al menos {n} elementos.', en: '{label} needs at least {n} items.' },
  manyItems: { es: '{label} admite como máximo {n} elementos.', en: '{label} allows at most {n} items.' },
  tooSmall: { es: '{label} debe ser al menos {n}.', en: '{label} must be at least {n}.' },
  greater: { es: '{label} debe ser mayor que {n}.', en: '{label} must be greater than {n}.' },
  tooBig: { es: '{label} debe ser como máximo {n}.', en: '{label} must be at most {n}.' },
  number: { es: '{label} debe ser un número entero.', en: '{label} must be a whole number.' },
  decimal: { es: '{label} debe ser un número.', en: '{label} must be a number.' },
  bool: { es: '{label} debe ser sí o no.', en: '{label} must be yes or no.' },
  date: { es: '{label} debe ser una fecha (AAAA-MM-DD).', en: '{label} must be a date (YYYY-MM-DD).' },
  email: { es: '{label} debe ser un correo válido.', en: '{label} must be a valid e-mail.' },
  format: { es: '{label} no tiene el formato esperado.', en: '{label} does not have the expected format.' },
  text: { es: '{label} debe ser texto.', en: '{label} must be text.' },
  invalid: { es: '{label} no es válido.', en: '{label} is not valid.' },
  repeated: { es: '{label} tiene elementos repetidos.', en: '{label} has repeated items.' },
  past: { es: '{label} debe ser anterior a hoy.', en: '{label} must be before today.' },
} satisfies Record<string, Label>;

/** A custom issue may carry its own sentence as `JSON.stringify({ es, en })`. */
function ownLabel(message: string | undefined): Label | null {
  if (!message?.startsWith('{')) return null;
  try {
    const v = JSON.parse(message) as Partial<Label>;
    return typeof v.es === 'string' && typeof v.en === 'string' ? (v as Label) : null;
  } catch {
    return null;
  }
}

/** Turns one validation issue into a sentence naming the field, in the request's language. */
export function issueMessage(issue: IssueLike, label: string, lang: Lang): string {
  const say = (key: keyof typeof texts, n?: number | bigint) => formatMessage(texts[key][lang], { label, n: n === undefined ? '' : String(n) });
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
    case 'custom': {
      if (issue.message === 'repeated') return say('repeated');
      if (issue.message === 'actual_date') return say('past');
      // A rule's own sentence, as a label in both languages.
      const own = ownLabel(issue.message);
      return own ? own[lang] : say('invalid');
    }
    default:
      return say('invalid');
  }
}
