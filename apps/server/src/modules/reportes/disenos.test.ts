import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { rutaReporte } from '@claustro/domain/reportes/engine';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';

/*
 * The report designer (spec §1): a user's layout of a report — its columns and their order — kept per
 * user, followed by the report's files; checked against the report; on only with the institution's key.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const usuarios = reportes.consultaUsuarios;
const diseno = (r = 'consultaUsuarios') => `/api/reportes/disenos/${r}`;
const bajar = async (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` } });
const auditados = async () => (await ctx.database.query<{ n: number }>(`select count(*)::int as n from audit_log where entidad = 'reporteDiseno'`))[0].n;

describe('a report layout', () => {
  it("is the report's own until the user keeps one; the user's files then follow it, another user's do not", async () => {
    expect((await ctx.call({ method: 'GET', url: diseno(), as: 'admin' })).body).toEqual({ columnas: null });
    const kept = await ctx.call({ method: 'PUT', url: diseno(), as: 'admin', payload: { columnas: ['rol', 'usuario', 'estado'] } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect((await ctx.call({ method: 'GET', url: diseno(), as: 'admin' })).body).toEqual({ columnas: ['rol', 'usuario', 'estado'] });
    expect(await auditados()).toBe(1);

    // The screen asks its files with the layout's columns: the spreadsheet and the CSV have them, in that order.
    const hoja = readSheet((await bajar(`${rutaReporte(usuarios)}?formato=xlsx&columnas=rol,usuario,estado`)).rawPayload);
    expect(hoja[0]).toEqual(['Rol', 'Usuario', 'Estado']);
    expect(hoja.find((f) => f[1] === 'caja')).toHaveLength(3);
    const csv = await bajar(`${rutaReporte(usuarios)}?formato=csv&columnas=usuario,rol`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Usuario,Rol');

    // Nobody else's: registro still sees the report's own columns.
    expect((await ctx.call({ method: 'GET', url: diseno(), as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: diseno('cobranzas'), as: 'caja' })).body).toEqual({ columnas: null });

    expect((await ctx.call({ method: 'DELETE', url: diseno(), as: 'admin' })).status).toBe(204);
    expect((await ctx.call({ method: 'GET', url: diseno(), as: 'admin' })).body).toEqual({ columnas: null });
    expect(await auditados()).toBe(2);
  });

  it('names columns of the report, each once, keeping the currency of a report totalled by it; else a 400 that keeps nothing', async () => {
    for (const [r, columnas] of [
      ['consultaUsuarios', ['usuario', 'clave']],
      ['consultaUsuarios', ['usuario', 'usuario']],
      ['consultaUsuarios', []],
      ['cobranzas', ['carrera', 'cobrado']],
    ] as const) {
      const res = await ctx.call({ method: 'PUT', url: diseno(r), as: 'admin', payload: { columnas } });
      expect(res.status, `${r} ${columnas.join(',')}`).toBe(400);
      expect(res.body.fields.columnas, JSON.stringify(res.body)).toBeTruthy();
    }
    expect((await ctx.call({ method: 'GET', url: diseno('cobranzas'), as: 'admin' })).body).toEqual({ columnas: null });
    // The same checks on a file's `columnas`.
    expect((await ctx.call({ method: 'GET', url: `${rutaReporte(usuarios)}?formato=csv&columnas=usuario,clave`, as: 'admin' })).status).toBe(400);
    expect((await ctx.call({ method: 'PUT', url: diseno('noExiste'), as: 'admin', payload: { columnas: ['a'] } })).status).toBe(404);
  });

  it("is refused to whoever may not open the report: its layout is the report's", async () => {
    expect((await ctx.call({ method: 'PUT', url: diseno(), as: 'caja', payload: { columnas: ['usuario'] } })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: diseno(), as: 'estudiante' })).status).toBe(403);
    expect(await auditados()).toBe(2);
  });
});

describe('without the institution’s designer key', () => {
  it('has no designer: its calls answer 404 and reports keep their declared columns', async () => {
    const off = await createTestContext({ institution: (i) => ({ ...i, reportDesignerKey: '' }) });
    try {
      expect((await off.call({ method: 'GET', url: diseno(), as: 'admin' })).status).toBe(404);
      expect((await off.call({ method: 'PUT', url: diseno(), as: 'admin', payload: { columnas: ['usuario'] } })).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
