import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipart, type TestContext } from '../../test/context.ts';
import { careerWithPlan, grantCareer, idOf, registerStudent, sedeId } from '../../test/academic-fixtures.ts';

// A fixed "today" for delivery dates.
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let ctx: TestContext;
const ids: Record<string, number> = {};
const doc = (name: string) => idOf(ctx, `select documento_academico_id as id from documento_academico where do_ac_descripcion = $1`, [name]);
const careers: Record<string, { carreraId: number; planEstudioId: number }> = {};

/** A student of the career; answers their student-career id. */
const register = async (career: { carreraId: number; planEstudioId: number }, extra: object = {}) =>
  (await registerStudent(ctx, { ...career, sedeId: ids.sd }, extra)).carreras[0].estudianteCarreraId;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  ids.sd = await sedeId(ctx, 'SD');
  ids.transferido = await idOf(ctx, `select admitido_como_id as id from admitido_como where ad_co_descripcion = 'Transferido'`);
  careers.inf = await careerWithPlan(ctx, 'DOC-INF', [ids.sd]);
  careers.med = await careerWithPlan(ctx, 'DOC-MED', [ids.sd]);
  await grantCareer(ctx, 'registro', careers.inf.carreraId);
  ids.acta = await doc('Acta de nacimiento');
  ids.medico = await doc('Certificado médico');
});
afterAll(() => ctx.close());

const url = (ec: number, rest = '') => `/api/academicos/estudiantes/documentos/${ec}${rest}`;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('documents by admission type', () => {
  it('are looked up by admitidoComo, active groupings only', async () => {
    const res = await ctx.call({ method: 'GET', url: `/api/academicos/documentos-academicos-agrupaciones/admitidoComoId/${ids.transferido}`, as: 'registro' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0].documentos.filter((d: { obligatorio: boolean }) => d.obligatorio)).toHaveLength(4);
    // Deactivated through its screen's call, as staff do: the very next read leaves it out.
    const grouping = res.body[0];
    const put = (estatus: boolean) =>
      ctx.call({
        method: 'PUT',
        url: `/api/academicos/documentos-academicos-agrupaciones/${grouping.documentoAcademicoAgrupacionId}`,
        as: 'admin',
        payload: { ...grouping, estatus },
      });
    expect((await put(false)).status).toBe(200);
    expect(
      (await ctx.call({ method: 'GET', url: `/api/academicos/documentos-academicos-agrupaciones/admitidoComoId/${ids.transferido}`, as: 'registro' })).body,
    ).toEqual([]);
    expect((await put(true)).status).toBe(200);
  });
});

describe('a student career’s documents', () => {
  let ec: number;

  it('are those of the career’s admission type, required first; without a type, every active document', async () => {
    ec = await register(careers.inf, { admitidoComoId: ids.transferido });
    const list = (await ctx.call({ method: 'GET', url: url(ec), as: 'registro' })).body;
    expect(list.map((d: { obligatorio: boolean }) => d.obligatorio)).toEqual([true, true, true, true, false]);
    expect(list.find((d: { doAcDescripcion: string }) => d.doAcDescripcion === 'Certificado médico')).toMatchObject({ obligatorio: false, entregado: false });
    const untyped = await register(careers.inf);
    expect((await ctx.call({ method: 'GET', url: url(untyped), as: 'registro' })).body).toHaveLength(6);
  });

  it('are marked delivered (today unless a date is given) and back, by whom, audited', async () => {
    const put = await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: true, observacion: 'Original visto' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({
      entregado: true,
      fechaEntrega: '2026-11-22',
      usuario: 'registro',
      observacion: 'Original visto',
    });
    const undo = await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: false, fechaEntrega: '2026-01-01' } });
    expect(undo.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({
      entregado: false,
      fechaEntrega: null,
    });
    const audits = await ctx.database.query<{ accion: string }>(
      `select accion from audit_log where entidad = 'estudianteDocumento' and entidad_id = $1 order by id`,
      [`${ec}:${ids.acta}`],
    );
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'actualizar']);
    expect((await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: 'sí' } })).status).toBe(400);
  });

  it('take a scan (PDF or image by its bytes) that counts as delivered, served only to who sees the student', async () => {
    const up = await ctx.call({
      method: 'POST',
      url: url(ec, `/${ids.medico}/archivo`),
      as: 'registro',
      ...multipart({}, { content: pdf, filename: 'medico.pdf', type: 'application/pdf' }),
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const row = up.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.medico);
    expect(row).toMatchObject({ entregado: true, fechaEntrega: '2026-11-22' });
    // Stored under an unguessable name (128 random bits), not the student's ids and a time.
    expect(row.archivoUrl).toMatch(/^\/api\/archivos\/documentos\/estudiante-\d+-\d+-[0-9a-f]{32}\.pdf$/);
    const file = await ctx.call({ method: 'GET', url: row.archivoUrl, as: 'registro' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await ctx.call({ method: 'GET', url: row.archivoUrl, as: 'caja' })).status).toBe(403);

    const disguised = await ctx.call({
      method: 'POST',
      url: url(ec, `/${ids.acta}/archivo`),
      as: 'registro',
      ...multipart({}, { content: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'acta.pdf', type: 'application/pdf' }),
    });
    expect(disguised.status).toBe(400);
    const big = await ctx.call({
      method: 'POST',
      url: url(ec, `/${ids.acta}/archivo`),
      as: 'registro',
      ...multipart({}, { content: Buffer.concat([pdf, Buffer.alloc(2_200_000)]), filename: 'acta.pdf', type: 'application/pdf' }),
    });
    expect(big.status).toBe(400);
    expect(big.body.code).toBe('file_too_large');
    // Refused files changed nothing.
    const acta = (await ctx.call({ method: 'GET', url: url(ec), as: 'registro' })).body.find(
      (d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta,
    );
    expect(acta).toMatchObject({ entregado: false, archivoUrl: null });
  });

  it('are out of reach for users who do not work with the student’s career, or without the screen', async () => {
    const med = await register(careers.med);
    expect((await ctx.call({ method: 'GET', url: url(med), as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'PUT', url: url(med, `/${ids.acta}`), as: 'registro', payload: { entregado: true } })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ec), as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(999_999), as: 'registro' })).status).toBe(404);
    expect((await ctx.call({ method: 'PUT', url: url(ec, '/999999'), as: 'registro', payload: { entregado: true } })).status).toBe(404);
  });
});
