import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipart, type TestContext } from '../../test/context.ts';
import { cedulaFor } from '../../seed/scale.ts';

// A fixed "today" for delivery dates.
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let ctx: TestContext;
const ids: Record<string, number> = {};
const one = async (q: string, p: unknown[] = []) => (await ctx.database.query<{ id: number }>(q, p))[0].id;
const doc = (name: string) => one(`select documento_academico_id as id from documento_academico where do_ac_descripcion = $1`, [name]);
let n = 8_100;

async function register(carreraId: number, planEstudioId: number, extra: object = {}) {
  const res = await ctx.call({
    method: 'POST', url: '/api/academicos/estudiantes', as: 'admin',
    payload: { persNombres: 'Doc', persApellidos: 'Umentos', documentosIdentificacion: [{ tipoDocumentoIdentificacionId: ids.cedula, doIdValor: cedulaFor(++n) }], carreraId, planEstudioId, sedeId: ids.sd, ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.carreras[0].estudianteCarreraId as number;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const escuela = await one(`select min(escuela_id) as id from escuela`);
  const tipo = await one(`select min(tipo_carrera_id) as id from tipo_carrera`);
  ids.sd = await one(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  ids.cedula = await one(`select tipo_documento_identificacion_id as id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`);
  ids.transferido = await one(`select admitido_como_id as id from admitido_como where ad_co_descripcion = 'Transferido'`);
  const career = async (alias: string) =>
    (await ctx.call({ method: 'POST', url: '/api/academicos/carreras', as: 'admin', payload: { carrDescripcion: alias, carrAlias: alias, escuelaId: escuela, tipoCarreraId: tipo, sedes: [ids.sd] } })).body.carreraId;
  const plan = async (carreraId: number) =>
    (await ctx.call({ method: 'POST', url: '/api/academicos/planes-estudios', as: 'admin', payload: { plEnDescripcion: `Plan ${carreraId}`, carreraId, plEnVersion: 1 } })).body.planEstudioId;
  ids.inf = await career('DOC-INF');
  ids.med = await career('DOC-MED');
  ids.planInf = await plan(ids.inf);
  ids.planMed = await plan(ids.med);
  const registro = await one(`select usuario_id as id from usuario where usua_nombre = 'registro'`);
  await ctx.call({ method: 'POST', url: '/api/administracion-sistema/carreras-usuarios-accesos', as: 'admin', payload: { carreraId: ids.inf, usuarioId: registro } });
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
    await ctx.database.query(`update documento_academico_agrupacion set estatus = false where admitido_como_id = $1`, [ids.transferido]);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/documentos-academicos-agrupaciones/admitidoComoId/${ids.transferido}`, as: 'registro' })).body).toEqual([]);
    await ctx.database.query(`update documento_academico_agrupacion set estatus = true where admitido_como_id = $1`, [ids.transferido]);
  });
});

describe('a student career’s documents', () => {
  let ec: number;

  it('are those of the career’s admission type, required first; without a type, every active document', async () => {
    ec = await register(ids.inf, ids.planInf, { admitidoComoId: ids.transferido });
    const list = (await ctx.call({ method: 'GET', url: url(ec), as: 'registro' })).body;
    expect(list.map((d: { obligatorio: boolean }) => d.obligatorio)).toEqual([true, true, true, true, false]);
    expect(list.find((d: { doAcDescripcion: string }) => d.doAcDescripcion === 'Certificado médico')).toMatchObject({ obligatorio: false, entregado: false });
    const untyped = await register(ids.inf, ids.planInf);
    expect((await ctx.call({ method: 'GET', url: url(untyped), as: 'registro' })).body).toHaveLength(6);
  });

  it('are marked delivered (today unless a date is given) and back, by whom, audited', async () => {
    const put = await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: true, observacion: 'Original visto' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({ entregado: true, fechaEntrega: '2026-11-22', usuario: 'registro', observacion: 'Original visto' });
    const undo = await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: false, fechaEntrega: '2026-01-01' } });
    expect(undo.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({ entregado: false, fechaEntrega: null });
    const audits = await ctx.database.query<{ accion: string }>(`select accion from audit_log where entidad = 'estudianteDocumento' and entidad_id = $1 order by id`, [`${ec}:${ids.acta}`]);
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'actualizar']);
    expect((await ctx.call({ method: 'PUT', url: url(ec, `/${ids.acta}`), as: 'registro', payload: { entregado: 'sí' } })).status).toBe(400);
  });

  it('take a scan (PDF or image by its bytes) that counts as delivered, served only to who sees the student', async () => {
    const up = await ctx.call({ method: 'POST', url: url(ec, `/${ids.medico}/archivo`), as: 'registro', ...multipart({}, { content: pdf, filename: 'medico.pdf', type: 'application/pdf' }) });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const row = up.body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.medico);
    expect(row).toMatchObject({ entregado: true, fechaEntrega: '2026-11-22' });
    expect(row.archivoUrl).toMatch(/^\/api\/archivos\/documentos\/estudiante-\d+-\d+-\d+\.pdf$/);
    const file = await ctx.call({ method: 'GET', url: row.archivoUrl, as: 'registro' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await ctx.call({ method: 'GET', url: row.archivoUrl, as: 'caja' })).status).toBe(403);

    const disguised = await ctx.call({ method: 'POST', url: url(ec, `/${ids.acta}/archivo`), as: 'registro', ...multipart({}, { content: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'acta.pdf', type: 'application/pdf' }) });
    expect(disguised.status).toBe(400);
    const big = await ctx.call({ method: 'POST', url: url(ec, `/${ids.acta}/archivo`), as: 'registro', ...multipart({}, { content: Buffer.concat([pdf, Buffer.alloc(2_200_000)]), filename: 'acta.pdf', type: 'application/pdf' }) });
    expect(big.status).toBe(400);
    expect(big.body.code).toBe('file_too_large');
    // Refused files changed nothing.
    const acta = (await ctx.call({ method: 'GET', url: url(ec), as: 'registro' })).body.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta);
    expect(acta).toMatchObject({ entregado: false, archivoUrl: null });
  });

  it('are out of reach for users who do not work with the student’s career, or without the screen', async () => {
    const med = await register(ids.med, ids.planMed);
    expect((await ctx.call({ method: 'GET', url: url(med), as: 'registro' })).status).toBe(403);
    expect((await ctx.call({ method: 'PUT', url: url(med, `/${ids.acta}`), as: 'registro', payload: { entregado: true } })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(ec), as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(999_999), as: 'registro' })).status).toBe(404);
    expect((await ctx.call({ method: 'PUT', url: url(ec, '/999999'), as: 'registro', payload: { entregado: true } })).status).toBe(404);
  });
});
