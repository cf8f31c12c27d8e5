import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitution } from '../../platform/config.ts';
import { countRows, createTestContext, multipart, pngBytes, type TestContext } from '../../test/context.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';
import type { DiplomaFila, FirmaDiploma } from '@claustro/domain/diploma/diploma.contract';

/*
 * Diplomas on the demo university: signature images (refused unless a PDF can print them), the layout
 * shared with titles, diplomas issued to students and named people — each code checks at
 * `/validacion-titulo` until annulled — bad input writing nothing, and nobody but the screens' holders.
 */

let ctx: TestContext;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
/** A real 1×1 PNG (the PDF library decodes it). */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A file the server makes, as bytes. */
const archivo = async (url: string) => {
  const r = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` } });
  return { status: r.statusCode, bytes: r.rawPayload };
};
const validar = (codigo: string) => ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo } });
let tipoId = 0;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
  [{ id: tipoId }] = await ctx.database.query<{ id: number }>(`select tipo_diploma_id as id from tipo_diploma order by 1 limit 1`);
}, 240_000);
afterAll(() => ctx.close());

describe('diplomas', () => {
  it('the demo has kinds, a layout and diplomas issued whose codes check (one annulled)', async () => {
    const list = await ctx.call({ method: 'GET', url: '/api/diploma/diplomas', as: 'admin' });
    expect(list.status).toBe(200);
    const filas = list.body as DiplomaFila[];
    expect(filas.length).toBe(12);
    const vigente = filas.find((f) => !f.anulado)!;
    const anulado = filas.find((f) => f.anulado)!;
    expect((await validar(vigente.codigo)).body).toMatchObject({ tipo: 'diploma', estado: 'vigente', nombre: vigente.nombre });
    expect((await validar(anulado.codigo)).body).toMatchObject({ estado: 'anulado' });
    expect((await ctx.call({ method: 'GET', url: '/api/diploma/configuracion', as: 'admin' })).body).toMatchObject({ lugar: 'Santo Domingo, D. N.' });
  });

  it('keeps a signature image a PDF can print, and refuses one it cannot', async () => {
    const [f] = (await ctx.call({ method: 'GET', url: '/api/diploma/firmas', as: 'admin' })).body as FirmaDiploma[];
    const roto = await ctx.call({
      method: 'POST',
      url: `/api/diploma/firmas/${f!.firmanteId}`,
      as: 'admin',
      ...multipart({}, { content: pngBytes, filename: 'f.png' }),
    });
    expect(roto.status).toBe(400);
    expect(await countRows(ctx.database, 'diploma_firma')).toBe(0);
    const ok = await ctx.call({
      method: 'POST',
      url: `/api/diploma/firmas/${f!.firmanteId}`,
      as: 'admin',
      ...multipart({}, { content: png, filename: 'f.png' }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.firmaUrl).toMatch(/^\/api\/archivos\/diplomas\/firma-\d+-[0-9a-f]{32}\.png$/);
    const img = await ctx.call({ method: 'GET', url: ok.body.firmaUrl, as: 'admin' });
    expect(img.status).toBe(200);
    expect((await ctx.call({ method: 'GET', url: ok.body.firmaUrl, as: 'estudiante' })).status).toBe(403);
    const sello = await ctx.call({
      method: 'POST',
      url: '/api/diploma/configuracion/sello',
      as: 'admin',
      ...multipart({}, { content: png, filename: 's.png' }),
    });
    expect(sello.body.selloUrl).toMatch(/sello-/);
    const muestra = await archivo(`/api/diploma/configuracion/muestra?tipoDiplomaId=${tipoId}`);
    expect(muestra.status).toBe(200);
    expect(pdfText(muestra.bytes)).toContain('MUESTRA');
    expect((await ctx.call({ method: 'DELETE', url: `/api/diploma/firmas/${f!.firmanteId}`, as: 'admin' })).body.firmaUrl).toBeNull();
  });

  it('saves the layout, refusing a colour that is not one', async () => {
    const bad = await ctx.call({ method: 'PUT', url: '/api/diploma/configuracion', as: 'admin', payload: { lugar: 'Santiago', colorBorde: 'rojo' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['colorBorde']);
    const ok = await ctx.call({
      method: 'PUT',
      url: '/api/diploma/configuracion',
      as: 'admin',
      payload: { lugar: 'Santiago de los Caballeros', colorBorde: '#7A1F2B', conSello: true, textoSello: null, conCodigo: true },
    });
    expect(ok.body).toMatchObject({ lugar: 'Santiago de los Caballeros', colorBorde: '#7A1F2B' });
  });

  it('issues diplomas to a student and to a named person, each with a code that checks, printed; annulled, it checks as annulled', async () => {
    const [est] = (await ctx.call({ method: 'GET', url: '/api/diploma/estudiantes?value=2025', as: 'admin' })).body;
    const r = await ctx.call({
      method: 'POST',
      url: '/api/diploma/diplomas',
      as: 'admin',
      payload: {
        tipoDiplomaId: tipoId,
        fecha: '2026-11-20',
        motivo: 'el Congreso de Investigación 2026',
        destinatarios: [{ estudianteId: est.id }, { nombre: 'Dra. Ana Lucía Mejía' }],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [a, b] = r.body as DiplomaFila[];
    expect(a).toMatchObject({ nombre: est.nombre, matricula: est.matricula, anulado: false });
    expect(b).toMatchObject({ nombre: 'Dra. Ana Lucía Mejía', matricula: null });
    const externo = (await validar(b!.codigo)).body;
    expect(externo).toMatchObject({ estado: 'vigente', nombre: 'Dra. Ana Lucía Mejía', matricula: '' });
    const pdf = await archivo(`/api/diploma/diplomas/pdf?ids=${a!.diplomaId},${b!.diplomaId}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Dra. Ana Lucía Mejía');
    expect(text).toContain('el Congreso de Investigación 2026');
    expect(text).toContain(b!.codigo);
    expect(text).toContain('Santiago de los Caballeros');

    expect((await ctx.call({ method: 'POST', url: `/api/diploma/diplomas/${b!.diplomaId}/anular`, as: 'admin', payload: { motivo: 'corto' } })).status).toBe(
      400,
    );
    const anular = await ctx.call({
      method: 'POST',
      url: `/api/diploma/diplomas/${b!.diplomaId}/anular`,
      as: 'admin',
      payload: { motivo: 'Se emitió con el nombre incompleto.' },
    });
    expect(anular.status).toBe(200);
    expect((await validar(b!.codigo)).body.estado).toBe('anulado');
    expect(
      (await ctx.call({ method: 'POST', url: `/api/diploma/diplomas/${b!.diplomaId}/anular`, as: 'admin', payload: { motivo: 'Otra vez el mismo.' } })).status,
    ).toBe(409);
    expect((await ctx.call({ method: 'GET', url: `/api/diploma/diplomas/pdf?ids=${b!.diplomaId}`, as: 'admin' })).status).toBe(409);
    expect((await ctx.call({ method: 'GET', url: `/api/diploma/diplomas?value=${encodeURIComponent('Ana Lucía')}`, as: 'admin' })).body).toHaveLength(1);
  });

  it('refuses bad recipients and a kind that does not exist, writing nothing', async () => {
    const antes = [await countRows(ctx.database, 'diploma'), await countRows(ctx.database, 'documento_emitido')];
    const post = (payload: object) => ctx.call({ method: 'POST', url: '/api/diploma/diplomas', as: 'admin', payload });
    const ambos = await post({
      tipoDiplomaId: tipoId,
      fecha: '2026-11-20',
      motivo: null,
      destinatarios: [{ nombre: 'Ana' }, { estudianteId: 1, nombre: 'Luis' }],
    });
    expect(ambos.status).toBe(400);
    expect(Object.keys(ambos.body.fields)).toEqual(['destinatarios.1']);
    expect((await post({ tipoDiplomaId: tipoId, fecha: '2026-11-20', destinatarios: [{ nombre: 'Ana' }, { estudianteId: 99999999 }] })).status).toBe(400);
    expect((await post({ tipoDiplomaId: 99999, fecha: '2026-11-20', destinatarios: [{ nombre: 'Ana' }] })).status).toBe(400);
    expect((await post({ tipoDiplomaId: tipoId, fecha: '20/11/2026', destinatarios: [] })).status).toBe(400);
    expect([await countRows(ctx.database, 'diploma'), await countRows(ctx.database, 'documento_emitido')]).toEqual(antes);
  });

  it('is nobody’s but the screens’ holders', async () => {
    for (const who of ['estudiante', 'profesor', 'caja']) {
      expect((await ctx.call({ method: 'GET', url: '/api/diploma/diplomas', as: who })).status, who).toBe(403);
      expect((await ctx.call({ method: 'GET', url: '/api/diploma/firmas', as: who })).status, who).toBe(403);
      expect((await ctx.call({ method: 'PUT', url: '/api/diploma/configuracion', as: who, payload: { lugar: 'X' } })).status, who).toBe(403);
      expect(
        (
          await ctx.call({
            method: 'POST',
            url: '/api/diploma/diplomas',
            as: who,
            payload: { tipoDiplomaId: tipoId, fecha: '2026-11-20', destinatarios: [{ nombre: 'X' }] },
          })
        ).status,
        who,
      ).toBe(403);
    }
  });
});
