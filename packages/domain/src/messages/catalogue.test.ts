import { describe, expect, it } from 'vitest';
import { errors as esErrors } from './es/errors.ts';
import { errors as enErrors } from './en/errors.ts';
import { problems as esProblems } from './es/problems.ts';
import { problems as enProblems } from './en/problems.ts';
import { documents as esDocuments } from './es/documents.ts';
import { documents as enDocuments } from './en/documents.ts';
import { mail as esMail } from './es/mail.ts';
import { mail as enMail } from './en/mail.ts';
import { web as esWeb } from './es/web.ts';
import { web as enWeb } from './en/web.ts';
import { fill } from './texts.ts';

const parts = {
  errors: [esErrors, enErrors],
  problems: [esProblems, enProblems],
  documents: [esDocuments, enDocuments],
  mail: [esMail, enMail],
  web: [esWeb, enWeb],
} as const;

/** Every text of a part, by its dotted key. */
function texts(obj: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? [...texts(v as object, `${prefix}${k}.`)] : [[`${prefix}${k}`, String(v)]])),
  );
}
const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe.each(Object.entries(parts))('the catalogue’s %s', (_, [es, en]) => {
  const inEs = texts(es);
  const inEn = texts(en);
  it('has the same keys in Spanish and English, none empty', () => {
    expect([...inEn.keys()].sort()).toEqual([...inEs.keys()].sort());
    for (const [k, v] of [...inEs, ...inEn]) expect(v.trim(), k).not.toBe('');
  });
  it('keeps the placeholders of each text in both languages', () => {
    for (const [k, v] of inEs) expect(placeholders(inEn.get(k) ?? ''), k).toEqual(placeholders(v));
  });
});

describe('filling a text', () => {
  it('puts each value in its place and leaves a missing one visible', () => {
    expect(fill('El cargo «{concepto}» vence el {fecha}.', { concepto: 'Inscripción' })).toBe('El cargo «Inscripción» vence el {fecha}.');
  });
});
