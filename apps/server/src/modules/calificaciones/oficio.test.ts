import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/* Official letters: numbered by year, printed, annulled with a reason; checked in public by number and code. */

let ctx: TestContext;
let firmante: number;
const crear = (payload: Record<string, unknown>, as = 'registro') =>
  ctx.call({
    method: 'POST',
    url: '/api/academicos/oficios',
    as,
    payload: {
      destinatario: 'Lic. Ana Pérez',
      institucion: 'Ministerio de Educación Superior',
      asunto: 'Certificación de egresados',
      cuerpo: 'Por este medio…',
      firmanteId: firmante,
      ...payload,
    },
  });
const consultar = (numero: string, codigo: string) => ctx.call({ method: 'POST', url: '/api/consulta-oficios', payload: { numero, codigo } });

beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: firmante }] = await ctx.database.query<{ id: number }>(`select firmante_id as id from firmante where firm_cargo = 'Registrador'`);
});
afterAll(() => ctx.close());

describe('official letters', () => {
  it("take the year's next number and a code; two written at once never share a number", async () => {
    const [a, b, c] = await Promise.all([crear({}), crear({ asunto: 'Otro asunto' }), crear({ asunto: 'Tercero' })]);
    for (const r of [a, b, c]) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const year = new Date().getFullYear();
    expect([a, b, c].map((r) => r.body.numero).sort()).toEqual([`OF-${year}-0001`, `OF-${year}-0002`, `OF-${year}-0003`]);
    expect(a.body).toMatchObject({ estado: 'vigente', creadoPor: 'registro', firmante: expect.stringContaining('Registrador') });
    expect(a.body.codigo).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const pdf = await ctx.call({ method: 'GET', url: `/api/academicos/oficios/${a.body.oficioId}/pdf`, as: 'registro' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('are checked in public by number and code, however typed; a wrong pair is not found', async () => {
    const [o] = (await ctx.call({ method: 'GET', url: '/api/academicos/oficios?value=Otro', as: 'registro' })).body;
    const ok = await consultar(o.numero.toLowerCase().replace(/-/g, ' '), o.codigo.toLowerCase());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ numero: o.numero, asunto: 'Otro asunto', institucion: 'Ministerio de Educación Superior', estado: 'vigente' });
    const [other] = (await ctx.call({ method: 'GET', url: '/api/academicos/oficios?value=Tercero', as: 'registro' })).body;
    expect((await consultar(o.numero, other.codigo)).status).toBe(404);
    expect((await consultar('2026-1', o.codigo)).status).toBe(400);
    expect((await consultar(o.numero, 'XXXX')).body).toMatchObject({ code: 'codigo_invalido' });
  });

  it('are annulled with a reason, once; the public check says so', async () => {
    const [o] = (await ctx.call({ method: 'GET', url: '/api/academicos/oficios?value=Tercero', as: 'registro' })).body;
    const url = `/api/academicos/oficios/${o.oficioId}/anular`;
    expect((await ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'no' } })).status).toBe(400);
    const res = await ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'Dirigido a la institución equivocada.' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ estado: 'anulado', motivoAnulacion: 'Dirigido a la institución equivocada.' });
    expect((await ctx.call({ method: 'POST', url, as: 'registro', payload: { motivo: 'Otra vez, por si acaso.' } })).body).toMatchObject({
      code: 'oficio_anulado',
    });
    expect((await consultar(o.numero, o.codigo)).body).toMatchObject({ estado: 'anulado' });
    expect((await ctx.database.query(`select accion from audit_log where entidad = 'oficio' order by id`)).map((r: any) => r.accion)).toEqual([
      'crear',
      'crear',
      'crear',
      'anular',
    ]);
  });

  it('check their input and who writes them', async () => {
    expect((await crear({ asunto: '' })).status).toBe(400);
    expect((await crear({ firmanteId: 999999 })).status).toBe(400);
    expect((await crear({ cuerpo: 'x'.repeat(5001) })).status).toBe(400);
    expect((await crear({}, 'estudiante')).status).toBe(403);
    expect((await crear({}, 'caja')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/oficios', as: 'profesor' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/oficios/999999/pdf', as: 'registro' })).status).toBe(404);
    const n = await ctx.database.query(`select count(*)::int as n from oficio`);
    expect(n).toEqual([{ n: 3 }]);
  });
});
