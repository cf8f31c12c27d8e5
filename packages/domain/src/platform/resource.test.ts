import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { active, bool, date, defineResource, email, ordered, ref, text } from './resource.ts';
import { inputSchema } from './resource-schema.ts';
import { issueMessage } from './issues.ts';

const demo = defineResource({
  name: 'demo',
  api: '/api/demo',
  screen: '/demo',
  id: 'demoId',
  label: { es: 'Demo', en: 'Demo' },
  plural: { es: 'Demos', en: 'Demos' },
  fields: {
    nombre: text({ es: 'Nombre', en: 'Name' }, { required: true, max: 5 }),
    codigo: text({ es: 'Código', en: 'Code' }, { upper: true, max: 3 }),
    correo: email({ es: 'Correo', en: 'E-mail' }),
    fecha: date({ es: 'Fecha', en: 'Date' }),
    paisId: ref('pais', { es: 'País', en: 'Country' }),
    flag: bool({ es: 'Marca', en: 'Flag' }),
    estatus: active(),
  },
  search: ['nombre'],
  display: 'nombre',
});

const parse = (v: unknown) => inputSchema(demo).safeParse(v);

describe('resource input schema', () => {
  it('accepts a valid record, trims text, upper-cases codes, fills defaults and drops unknown keys', () => {
    const r = parse({ nombre: ' Ana ', codigo: 'ab', demoId: 99, companyId: 7, fecha: '2026-01-05T00:00:00' });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ nombre: 'Ana', codigo: 'AB', correo: null, fecha: '2026-01-05', paisId: null, flag: false, estatus: true });
  });

  it('accepts numbers sent as text for references', () => {
    expect(parse({ nombre: 'x', paisId: '3' }).data?.paisId).toBe(3);
  });

  it.each([
    [{ nombre: '' }, 'nombre', 'Nombre es obligatorio.'],
    [{}, 'nombre', 'Nombre es obligatorio.'],
    [{ nombre: 'abcdef' }, 'nombre', 'Nombre admite como máximo 5 caracteres.'],
    [{ nombre: 'a', correo: 'no' }, 'correo', 'Correo debe ser un correo válido.'],
    [{ nombre: 'a', fecha: '2026-13-01' }, 'fecha', 'Fecha debe ser una fecha (AAAA-MM-DD).'],
    [{ nombre: 'a', paisId: 0 }, 'paisId', 'País debe ser mayor que 0.'],
    [{ nombre: 'a', paisId: 'x' }, 'paisId', 'País debe ser un número.'],
    [{ nombre: 'a', flag: 'quizás' }, 'flag', 'Marca debe ser sí o no.'],
  ])('rejects %j on %s with a message naming the field', (input, field, message) => {
    const r = parse(input);
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.path[0] === field)!;
    expect(issue).toBeDefined();
    const label = demo.fields[field as keyof typeof demo.fields].label.es;
    expect(issueMessage(issue as never, label, 'es')).toBe(message);
  });

  it('speaks English when asked', () => {
    const r = z.object({ a: z.string().min(1) }).safeParse({ a: '' });
    expect(issueMessage(r.error!.issues[0] as never, 'Name', 'en')).toBe('Name is required.');
  });

  it('refuses a pattern field declared without an example', () => {
    expect(() => defineResource({ ...demo, fields: { nombre: text({ es: 'N', en: 'N' }, { pattern: { regex: /x/, message: { es: '', en: '' } } }) } })).toThrow(
      /example/,
    );
  });
});

describe('ordered (a check hook)', () => {
  const rule = ordered('desde', 'hasta', { es: 'mal', en: 'bad' });
  it.each([
    [{ desde: 1, hasta: 2 }, null],
    [{ desde: '3.5', hasta: '3.9' }, null],
    [{ desde: 4, hasta: 3 }, { hasta: { es: 'mal', en: 'bad' } }],
    [{ desde: '10', hasta: '9.5' }, { hasta: { es: 'mal', en: 'bad' } }],
    [{ desde: '2026-02-01', hasta: '2026-01-31' }, { hasta: { es: 'mal', en: 'bad' } }],
    [{ desde: '2026-01-01', hasta: '2026-01-31' }, null],
    [{ desde: null, hasta: 3 }, null],
  ])('%j → %j', (values, expected) => expect(rule(values)).toEqual(expected));
});
