import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportes } from '@claustro/domain/reportes/catalogo';
import { rutaReporte, type Reporte } from '@claustro/domain/reportes/engine';
import { loadInstitution } from '../../platform/config.ts';
import { createTestContext, replicaInStep, type TestContext } from '../../test/context.ts';
import { readSheet } from '../../test/read-sheet.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';

/*
 * Every declared report on the demo university: it shows something on first start, in the grid, the
 * chart and its three files; a user of one career reads only that career; bad parameters are a 400 and
 * a report's files are guarded like its page. The MESCyT's counts agree with the registrar's screens.
 */

let ctx: TestContext;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let periodo: number;
let periodoPasado: number;
let carreraUnica: { id: number; nombre: string; alias: string };

beforeAll(async () => {
  // Where the suite has a streaming replica (CI), the reports read it.
  ctx = await createTestContext({ clock, replica: true });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
  const q = <T>(s: string, p: unknown[] = []) => ctx.database.query<T>(s, p);
  [{ periodo }] = await q<{ periodo: number }>(
    `select periodo_academico_id as periodo from periodo_academico where '2026-11-22' between pe_ac_fecha_inicio and pe_ac_fecha_fin`,
  );
  [{ periodo: periodoPasado }] = await q<{ periodo: number }>(
    `select periodo_academico_id as periodo from periodo_academico where pe_ac_fecha_fin < '2026-11-22' order by pe_ac_fecha_fin desc limit 1`,
  );
  // The career with the most students, and a registrar who works with it alone.
  [carreraUnica] = await q<{ id: number; nombre: string; alias: string }>(
    `select c.carrera_id as id, c.carr_descripcion as nombre, c.carr_alias as alias from carrera c
      order by (select count(*) from estudiante_carrera ec where ec.carrera_id = c.carrera_id) desc limit 1`,
  );
  await q(`insert into persona (pers_nombres, pers_apellidos) values ('Una', 'Carrera')`);
  await q(
    `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id, estatus)
     select (select max(persona_id) from persona), 'unacarrera', 'unacarrera@demo.edu.do', u.clave_hash, u.rol_id, u.sede_id, true from usuario u where u.usua_nombre = 'registro'`,
  );
  await q(`insert into usuario_sede (usuario_id, sede_id) select (select usuario_id from usuario where usua_nombre = 'unacarrera'), sede_id from sede`);
  await q(
    `insert into carrera_usuario_acceso (carrera_id, usuario_id, coordinador, director, company_id)
           select $1, usuario_id, false, false, 1 from usuario where usua_nombre = 'unacarrera'`,
    [carreraUnica.id],
  );
  await replicaInStep(ctx);
}, 240_000);
afterAll(() => ctx.close());

/** What each report is asked for on the demo: the running term, the undergraduate level, the span the demo's data falls in. */
function parametros(r: Reporte): Record<string, string | number> {
  const p: Record<string, string | number> = {};
  for (const [k, d] of Object.entries(r.parametros)) {
    if (d.tipo === 'periodo') p[k] = r.nombre === 'monitoreoRendimiento' ? periodoPasado : periodo;
    if (d.tipo === 'nivel') p[k] = 'grado';
    // Money and requests: the demo's last weeks; graduations and terms: its last year.
    if (d.tipo === 'desde') p[k] = ['mescytEgresados', 'historicoActivos'].includes(r.nombre) ? '2025-11-23' : '2026-10-13';
    if (d.tipo === 'hasta') p[k] = '2026-11-22';
  }
  // The demo's online requests are dated from the day it is seeded (the machine's today).
  if (r.nombre === 'preguntasSolicitudes')
    Object.assign(p, { desde: new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10), hasta: new Date().toISOString().slice(0, 10) });
  return p;
}
const url = (r: Reporte, extra: Record<string, string | number> = {}) =>
  `${rutaReporte(r)}?${new URLSearchParams(Object.entries({ ...parametros(r), ...extra }).map(([k, v]): [string, string] => [k, String(v)]))}`;
const file = async (r: Reporte, formato: string, as = 'admin') => {
  const res = await ctx.app.inject({ method: 'GET', url: url(r, { formato }), headers: { authorization: `Bearer ${(await ctx.login(as)).token}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), bytes: res.rawPayload };
};
const todos = Object.values(reportes) as Reporte[];

describe('every report on the demo university', () => {
  it.each(todos.map((r) => [r.nombre, r] as const))('%s shows rows, totals and chart, and its spreadsheet, CSV and PDF', async (_, r) => {
    const page = await ctx.call({ method: 'GET', url: url(r, { tamano: 5 }), as: 'admin' });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.total, 'the demo shows something').toBeGreaterThan(0);
    expect(page.body.filas.length).toBe(Math.min(5, page.body.total));
    for (const c of r.columnas) expect(page.body.filas[0], c.campo).toHaveProperty(c.campo);
    if (r.grafico) expect(page.body.grafico.length).toBeGreaterThan(0);
    if (r.columnas.some((c) => c.total)) expect(page.body.totales.length).toBeGreaterThan(0);

    const xlsx = await file(r, 'xlsx');
    expect(xlsx.type).toContain('spreadsheetml');
    const hoja = readSheet(xlsx.bytes);
    expect(hoja[0]).toEqual(r.columnas.map((c) => c.label.es));
    // Every row, then a total line per group when it adds up.
    expect(hoja.length).toBe(1 + page.body.total + (r.columnas.some((c) => c.total) ? page.body.totales.length : 0));

    const csv = await file(r, 'csv');
    expect(csv.type).toContain('text/csv');
    expect(csv.bytes.toString('utf8').trimEnd().split('\r\n').length).toBeGreaterThanOrEqual(1 + page.body.total);

    const pdf = await file(r, 'pdf');
    expect(pdf.type).toBe('application/pdf');
    // A header may wrap within its column: its words are read with the lines joined.
    const texto = pdfText(pdf.bytes).replace(/\s+/g, ' ');
    for (const c of r.columnas) expect(texto, c.campo).toContain(c.label.es);
  });
});

describe('reports read only what the user may', () => {
  const conCarrera = todos.filter((r) => r.columnas.some((c) => c.campo === 'carrera') && !r.api);
  it.each(conCarrera.map((r) => [r.nombre, r] as const))('%s: a registrar of one career sees that career alone, on screen and in the file', async (_, r) => {
    const suya = await ctx.call({ method: 'GET', url: url(r, { tamano: 500 }), as: 'unacarrera' });
    expect(suya.status).toBe(200);
    const todas = await ctx.call({ method: 'GET', url: url(r, { tamano: 500 }), as: 'admin' });
    expect(new Set(todas.body.filas.map((f: { carrera: string }) => f.carrera)).size, 'the demo has other careers in it').toBeGreaterThan(1);
    expect(suya.body.filas.every((f: { carrera: string }) => f.carrera === carreraUnica.nombre)).toBe(true);
    const csv = (await file(r, 'csv', 'unacarrera')).bytes.toString('utf8');
    const otras = todas.body.filas.map((f: { carrera: string }) => f.carrera).filter((c: string) => c && c !== carreraUnica.nombre);
    for (const otra of new Set<string>(otras)) expect(csv, otra).not.toContain(otra);
  });

  it('refuses a report and its files to whoever may not open its screen', async () => {
    const r = reportes.mescytMatriculados;
    for (const as of ['estudiante', 'profesor', 'caja']) {
      expect((await ctx.call({ method: 'GET', url: url(r), as })).status, as).toBe(403);
      expect((await file(r, 'xlsx', as)).status, as).toBe(403);
    }
    expect((await file(reportes.consultaUsuarios, 'csv', 'registro')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: url(r) })).status).toBe(401);
  });

  it('answers parameters out of range with a 400 naming them', async () => {
    const r = reportes.mescytMatriculados;
    for (const [extra, campo] of [
      [{ nivel: 'doctorado' }, 'nivel'],
      [{ tamano: 5000 }, 'tamano'],
      [{ pagina: 0 }, 'pagina'],
      [{ orden: 'clave_hash' }, 'orden'],
      [{ formato: 'exe' }, 'formato'],
      [{ periodoAcademicoId: 'x' }, 'periodoAcademicoId'],
    ] as const) {
      const res = await ctx.call({ method: 'GET', url: url(r, extra), as: 'admin' });
      expect(res.status, campo).toBe(400);
      expect(JSON.stringify(res.body), campo).toContain(campo);
    }
    const alReves = await ctx.call({ method: 'GET', url: url(reportes.mescytEgresados, { desde: '2026-11-22', hasta: '2026-01-01' }), as: 'admin' });
    expect(alReves.status).toBe(400);
    const sinPeriodo = await ctx.call({ method: 'GET', url: `${rutaReporte(r)}?nivel=grado`, as: 'admin' });
    expect(sinPeriodo.status).toBe(400);
  });
});

describe('the MESCyT reports agree with the registrar’s screens', () => {
  it('enrolled in a past term: the students the index counts in it, each with the credits their transcript shows for it', async () => {
    const todos = async (nivel: string) =>
      (await ctx.call({ method: 'GET', url: url(reportes.mescytMatriculados, { periodoAcademicoId: periodoPasado, nivel, tamano: 500 }), as: 'admin' })).body;
    const [grado, postgrado] = [await todos('grado'), await todos('postgrado')];
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from indice_periodo where periodo_academico_id = $1`, [periodoPasado]);
    expect(grado.total + postgrado.total).toBe(n);
    for (const fila of grado.filas.slice(0, 3)) {
      const [{ id }] = await ctx.database.query<{ id: number }>(
        `select ec.estudiante_carrera_id as id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join carrera c on c.carrera_id = ec.carrera_id
          where e.matricula = $1 and c.carr_alias = $2`,
        [fila.matricula, fila.codigoCarrera],
      );
      const record = await ctx.call({ method: 'GET', url: `/api/academicos/historico-de-notas/estudiante/${id}`, as: 'registro' });
      expect(record.status).toBe(200);
      const delPeriodo = record.body.periodos.find((x: { periodoAcademicoId: number }) => x.periodoAcademicoId === periodoPasado);
      expect(delPeriodo.creditos, fila.matricula).toBe(fila.creditos);
    }
  });

  it('graduates: as many as the graduation screen lists, and the careers report adds up to the listings', async () => {
    // The report reads a year at a time: every year of the demo's graduations, both levels, added up.
    const [{ primero }] = await ctx.database.query<{ primero: number }>(`select extract(year from min(fecha_graduacion))::int as primero from graduado`);
    let suma = 0;
    for (let y = primero; y <= 2026; y++)
      for (const nivel of ['grado', 'postgrado'])
        suma += (
          await ctx.call({ method: 'GET', url: url(reportes.mescytEgresados, { desde: `${y}-01-01`, hasta: `${y}-12-31`, nivel, tamano: 1 }), as: 'admin' })
        ).body.total;
    const lista = await ctx.call({ method: 'GET', url: '/api/academicos/graduacion?estado=graduado&pageSize=1', as: 'registro' });
    expect(lista.status).toBe(200);
    expect(suma).toBeGreaterThan(0);
    expect(suma).toBe(Number(lista.headers['x-total-count']));

    const carreras = await ctx.call({ method: 'GET', url: url(reportes.mescytCarreras, { tamano: 500 }), as: 'admin' });
    const matriculados = await ctx.call({ method: 'GET', url: url(reportes.mescytMatriculados, { tamano: 1 }), as: 'admin' });
    const nuevos = await ctx.call({ method: 'GET', url: url(reportes.mescytNuevoIngreso, { tamano: 1 }), as: 'admin' });
    expect(carreras.body.totales[0]).toMatchObject({ matriculados: matriculados.body.total, nuevoIngreso: nuevos.body.total });
  });
});

describe('the financial performance agrees with the receipts', () => {
  it('per currency and month: what fell due, and what the standing receipts’ lines paid of it, added up from the lines themselves', async () => {
    const r = reportes.rendimientoFinanciero;
    const page = await ctx.call({ method: 'GET', url: url(r, { desde: '2025-11-23', tamano: 500 }), as: 'admin' });
    expect(page.status).toBe(200);
    // The reference reads every receipt line, not the charge's kept `pagado` the report reads.
    const esperado = await ctx.database.query<Record<string, string>>(
      `select m.mo_pa_codigo as moneda, to_char(c.fecha_vence, 'YYYY-MM') as mes, sum(c.monto - c.refinanciado)::text as vencido,
              sum(least(coalesce(pg.pagado, 0), c.monto - c.refinanciado))::text as cobrado
         from cargo_estudiante c join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
         left join lateral (select sum(a.monto) as pagado from documento_contable_cargo a join documento_contable d on d.documento_contable_id = a.documento_contable_id
                             where a.cargo_estudiante_id = c.cargo_estudiante_id and d.estado = 'emitido') pg on true
        where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.fecha_vence between '2025-11-23' and '2026-11-22'
        group by 1, 2 order by 1, 2`,
    );
    expect(esperado.some((x) => Number(x.cobrado) > 0)).toBe(true);
    expect(page.body.filas.map((f: Record<string, string>) => ({ moneda: f.moneda, mes: f.mes, vencido: f.vencido, cobrado: f.cobrado }))).toEqual(esperado);
  });
});

describe('a long report prepared in the background', () => {
  it('is made from the report’s cursor for the user who asked, told through the bell, and downloaded by them alone', async () => {
    const r = reportes.mescytMatriculados;
    const consulta = { periodoAcademicoId: periodo, nivel: 'grado' };
    const made = await ctx.call({ method: 'POST', url: '/api/reportes/trabajos', payload: { reporte: r.nombre, formato: 'csv', consulta }, as: 'registro' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ reporte: r.nombre, formato: 'csv', estado: 'pendiente' });
    await ctx.app.jobs.drain();
    const lista = await ctx.call({ method: 'GET', url: `/api/reportes/trabajos?reporte=${r.nombre}`, as: 'registro' });
    const page = await ctx.call({ method: 'GET', url: url(r, { tamano: 1 }), as: 'registro' });
    expect(lista.body[0]).toMatchObject({ trabajoId: made.body.trabajoId, estado: 'listo', filas: page.body.total, total: page.body.total });
    const file = await ctx.call({ method: 'GET', url: `/api/reportes/trabajos/${made.body.trabajoId}/archivo`, as: 'registro' });
    expect(file.status).toBe(200);
    // The header, every row, a total line.
    expect(String(file.body).trimEnd().split('\r\n')).toHaveLength(1 + page.body.total + page.body.totales.length);
    // The bell: a notice to the one who asked.
    const [aviso] = await ctx.database.query<{ asunto: string }>(
      `select e.asunto from usuario_mensaje um join mensaje_envio e on e.id = um.mensaje_envio_id join usuario u on u.usuario_id = um.usuario_id
        where u.usua_nombre = 'registro' order by e.id desc limit 1`,
    );
    expect(aviso.asunto).toContain('Matriculados (MESCyT)');
    // Nobody else reaches it, not even an administrator.
    expect((await ctx.call({ method: 'GET', url: `/api/reportes/trabajos/${made.body.trabajoId}/archivo`, as: 'admin' })).status).toBe(404);
  });

  it('is refused to whoever may not open the report, and its parameters are checked as the report’s', async () => {
    const pide = (as: string, payload: object) => ctx.call({ method: 'POST', url: '/api/reportes/trabajos', payload, as });
    expect((await pide('registro', { reporte: 'consultaUsuarios', formato: 'xlsx', consulta: {} })).status).toBe(403);
    expect(
      (await pide('estudiante', { reporte: 'mescytMatriculados', formato: 'xlsx', consulta: { periodoAcademicoId: periodo, nivel: 'grado' } })).status,
    ).toBe(403);
    expect((await pide('admin', { reporte: 'noExiste', formato: 'xlsx', consulta: {} })).status).toBe(404);
    const [{ n }] = await ctx.database.query<{ n: number }>(`select count(*)::int as n from reporte_trabajo`);
    const mal = await pide('admin', { reporte: 'mescytMatriculados', formato: 'xlsx', consulta: { periodoAcademicoId: periodo, nivel: 'doctorado' } });
    expect(mal.status).toBe(400);
    expect(JSON.stringify(mal.body)).toContain('nivel');
    expect((await ctx.database.query<{ n: number }>(`select count(*)::int as n from reporte_trabajo`))[0].n).toBe(n);
  });
});

describe('the students who selected subjects (spec §7 `seleccionados`)', () => {
  it('counts, per career, the students with a standing selection in the term open for registration; a user of one career sees that career; nobody reads another user’s', async () => {
    const [{ id: adminId }] = await ctx.database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'admin'`);
    const [{ id: unaId }] = await ctx.database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'unacarrera'`);
    const todos = await ctx.call({ method: 'GET', url: `/api/reportes/academicos/estudiantes/seleccionados/${adminId}`, as: 'admin' });
    expect(todos.status).toBe(200);
    const [{ periodo: abierto, n }] = await ctx.database.query<{ periodo: number; n: number }>(`
      select s.periodo_academico_id as periodo, count(distinct s.estudiante_carrera_id)::int as n from seleccion s
       where s.estado = 'inscrita' and s.periodo_academico_id = coalesce(
         (select periodo_academico_id from periodo_academico where pe_ac_periodo_inscripcion and estatus order by pe_ac_fecha_inicio desc limit 1),
         (select periodo_academico_id from periodo_academico where '2026-11-22' between pe_ac_fecha_inicio and pe_ac_fecha_fin order by pe_ac_fecha_inicio desc limit 1))
       group by 1`);
    expect(abierto).toBeGreaterThan(0);
    expect(todos.body.reduce((a: number, c: { total: number }) => a + c.total, 0)).toBe(n);
    const una = await ctx.call({ method: 'GET', url: `/api/reportes/academicos/estudiantes/seleccionados/${unaId}`, as: 'unacarrera' });
    expect(una.body.map((c: { descripcion: string }) => c.descripcion)).toEqual([carreraUnica.nombre]);
    expect((await ctx.call({ method: 'GET', url: `/api/reportes/academicos/estudiantes/seleccionados/${adminId}`, as: 'unacarrera' })).status).toBe(403);
  });
});
