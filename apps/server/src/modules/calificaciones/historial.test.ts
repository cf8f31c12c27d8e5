import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

/*
 * A student's academic history, the transcript issued from it with a verification code, and the public
 * check of that code (what it stated when issued, and whether the record changed since).
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let literal: Record<string, number>;
let anterior: number;
const historial = (ec: number, as: string) => f.ctx.call({ method: 'GET', url: `/api/academicos/historico-de-notas/estudiante/${ec}`, as });
const record = (ec: number, as = 'registro', lang?: 'en') => f.ctx.call({ method: 'POST', url: `/api/academicos/record-notas/estudiante/${ec}`, as, lang });
const validar = (codigo: string, lang?: 'en') => f.ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo }, lang });
const codeOf = (res: { headers: Record<string, unknown> }) => /record-\d+-([A-Z0-9-]+)\.pdf/.exec(String(res.headers['content-disposition']))![1];

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  literal = Object.fromEntries(
    (await f.ctx.database.query<{ l: string; id: number }>(`select ca_li_literal as l, calificacion_literal_id as id from calificacion_literal`)).map((r) => [
      r.l,
      r.id,
    ]),
  );
  [{ id: anterior }] = await f.ctx.database.query<{ id: number }>(
    `insert into periodo_academico (pe_ac_descripcion, pe_ac_alias, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin)
     values ('Septiembre–diciembre 2026', '2026-3', 2026, 3, '2026-09-07', '2026-12-19') returning periodo_academico_id as id`,
  );
  const grade = (codigo: string, periodo: number, nota: number, l: string) =>
    f.ctx.database.query(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
       values ($1, $2, $3, $4, $5, (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [ids.elena, ids[codigo], periodo, nota, literal[l]],
    );
  // Last term: SEL-101 (A) and SEL-102 (C); this term, SEL-103 graded on a sheet not yet submitted (not on the record).
  await grade('SEL-101', anterior, 93, 'A');
  await grade('SEL-102', anterior, 75, 'C');
  await f.ctx.database.query(
    `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, nota, calificacion_literal_id, usuario_id)
     values ($1, $2, $3, $4, 88, $5, (select usuario_id from usuario where usua_nombre = 'registro'))`,
    [ids.elena, ids['SEL-103'], ids.periodo, ids.c, literal.B],
  );
});
afterAll(() => f.ctx.close());

describe("a student's academic history", () => {
  it('lists the official grades by period with indexes and credits: for the student and staff who read records', async () => {
    const res = await historial(f.ids.elena, 'estudiante');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ nombre: 'Elena Estudiante Marte', carrera: 'Carrera de prueba', creditosPlan: 16, creditos: 8, indice: 3 });
    expect(res.body.periodos).toHaveLength(1);
    expect(res.body.periodos[0]).toMatchObject({ periodo: 'Septiembre–diciembre 2026', creditos: 8, indice: 3, acumulado: 3 });
    expect(res.body.periodos[0].notas.map((n: { asignaturaCodigo: string; literal: string }) => `${n.asignaturaCodigo} ${n.literal}`)).toEqual([
      'SEL-101 A',
      'SEL-102 C',
    ]);
    expect((await historial(f.ids.elena, 'registro')).status).toBe(200);
  });

  it('is not read by another student, by staff without a records screen, nor for a career that does not exist', async () => {
    expect((await historial(f.ids.otro, 'estudiante')).status).toBe(403);
    expect((await historial(f.ids.elena, 'caja')).status).toBe(403);
    expect((await historial(f.ids.elena, 'profesor')).status).toBe(403);
    expect((await historial(99999999, 'registro')).status).toBe(404);
    expect((await historial(0, 'registro')).status).toBe(400);
  });
});

describe('the transcript and its verification code', () => {
  let codigo: string;

  it('is issued by the registry as a PDF carrying its code, kept and audited; by a student only their own', async () => {
    const res = await record(f.ids.elena);
    expect(res.status, String(res.body).slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.body).startsWith('%PDF')).toBe(true);
    codigo = codeOf(res);
    expect(codigo).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const kept = await f.ctx.database.query<{ tipo: string }>(`select tipo from documento_emitido where codigo = $1`, [codigo]);
    expect(kept).toEqual([{ tipo: 'record_notas' }]);
    expect((await f.ctx.database.query(`select 1 from audit_log where entidad = 'documento_emitido'`)).length).toBe(1);
    expect((await record(f.ids.otro, 'estudiante')).status).toBe(403);
    expect((await record(f.ids.elena, 'profesor')).status).toBe(403);
    expect((await record(f.ids.elena, 'caja')).status).toBe(403);
    const own = await record(f.ids.elena, 'estudiante');
    expect(own.status).toBe(200);
    expect(codeOf(own)).not.toBe(codigo);
    expect((await f.ctx.database.query(`select 1 from audit_log where entidad = 'documento_emitido'`)).length).toBe(2);
  });

  it('is verified by anyone, however it is typed, showing only what the document states', async () => {
    const res = await validar(codigo.toLowerCase().replace(/-/g, ' '));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ codigo, tipo: 'record_notas', nombre: 'Elena Estudiante Marte', carrera: 'Carrera de prueba' });
    expect(res.body.contenido).toEqual(
      expect.arrayContaining([
        { etiqueta: 'Créditos aprobados', valor: '8 de 16' },
        { etiqueta: 'Índice acumulado', valor: '3.00' },
      ]),
    );
    expect(JSON.stringify(res.body)).not.toContain('SEL-101'); // the grades themselves are not given out
    expect((await validar(codigo, 'en')).body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Cumulative index', valor: '3.00' }]));
  });

  it('refuses a code mistyped or made up, and one of no document', async () => {
    const raw = codigo.replace(/-/g, '');
    const typo = raw.slice(0, 5) + (raw[5] === 'A' ? 'B' : 'A') + raw.slice(6);
    const bad = await validar(typo);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('El código no es válido');
    expect((await validar('hola')).status).toBe(400);
    expect((await validar('')).status).toBe(400);
    // A well-formed code that no document carries.
    const { codigoDocumento } = await import('@claustro/domain/documentos/codigo.rules');
    const none = await validar(codigoDocumento(new Uint8Array(11)));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Ningún documento emitido por la institución tiene este código.');
  });

  it('vouches for what it stated when issued after the record changes, saying so and naming the newer version', async () => {
    expect((await validar(codigo)).body).toMatchObject({ estado: 'vigente', posterior: expect.any(String) }); // the student's own copy came later
    await f.ctx.database.query(`update calificacion set nota = 81, calificacion_literal_id = $1 where estudiante_carrera_id = $2 and asignatura_id = $3`, [
      literal.B,
      f.ids.elena,
      f.ids['SEL-102'],
    ]);
    const changed = await validar(codigo);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ codigo, estado: 'desactualizado' });
    // What it said when issued, not what the record says now.
    expect(changed.body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Índice acumulado', valor: '3.00' }]));
    const fresh = codeOf(await record(f.ids.elena));
    const now = await validar(fresh);
    expect(now.body).toMatchObject({ estado: 'vigente', posterior: null });
    expect(now.body.contenido).toEqual(expect.arrayContaining([{ etiqueta: 'Índice acumulado', valor: '3.50' }]));
  });

  it('prints what a registrar signs: identification, attempted and earned credits, quality points, marks, withdrawals, signature and seal, page n of m', async () => {
    const { ids } = f;
    await f.ctx.database.query(
      `insert into persona_documento_identificacion (persona_id, tipo_documento_identificacion_id, do_id_valor)
       select e.persona_id, (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'), '00112345673'
         from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id where ec.estudiante_carrera_id = $1`,
      [ids.elena],
    );
    // A withdrawal last term, and SEL-101 set not to count in the index.
    await f.ctx.database.query(
      `insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
       values ($1, $2, $3, null, $4, (select usuario_id from usuario where usua_nombre = 'registro'))`,
      [ids.elena, ids['SEL-104'], anterior, literal.R],
    );
    await f.ctx.database.query(`update asignatura set asig_calcula_indice = false where asignatura_id = $1`, [ids['SEL-101']]);
    const texto = async (as: string) => {
      const { token } = await f.ctx.login(as);
      const res = await f.ctx.app.inject({
        method: 'POST',
        url: `/api/academicos/record-notas/estudiante/${ids.elena}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return { text: pdfText(res.rawPayload), codigo: codeOf({ headers: res.headers }) };
    };
    const oficial = (await texto('registro')).text;
    expect(oficial).toContain('Cédula: 001-1234567-3');
    expect(oficial).toMatch(/SEL-101[\s\S]*A\*/); // marked: does not count
    expect(oficial).toContain('* No cuenta en el índice académico');
    expect(oficial).toContain('Retirada'); // the withdrawal, said as such
    // SEL-102 (B since its correction, 4 credits) alone counts: 4 attempted, 12 quality points, index 3.00; SEL-101 earned, not weighed.
    expect(oficial).toContain('Créditos intentados: 4 · aprobados: 8 · puntos: 12.00 · índice del período: 3.00');
    expect(oficial).toContain('Créditos aprobados: 8 de 16 · Créditos intentados: 4 · Puntos: 12.00 · Índice acumulado: 3.00');
    expect(oficial).toContain('Septiembre–diciembre 2026');
    expect(oficial).toContain('Registrador');
    expect(oficial).toContain('No válido sin el sello de la institución.');
    expect(oficial).toContain('Elena Estudiante Marte · Matrícula');
    expect(oficial).toContain('Página 1 de 1');
    expect(oficial).not.toContain('NO OFICIAL');
    // The student's own copy says it is unofficial, unsigned; so does its verification.
    const propia = await texto('estudiante');
    expect(propia.text).toContain('COPIA NO OFICIAL');
    expect(propia.text).not.toContain('No válido sin el sello');
    expect((await validar(propia.codigo)).body.contenido).toEqual(
      expect.arrayContaining([{ etiqueta: 'Copia', valor: 'No oficial: la del estudiante, sin firma ni sello' }]),
    );
    await f.ctx.database.query(`update asignatura set asig_calcula_indice = true where asignatura_id = $1`, [ids['SEL-101']]);
  });

  it('counts only failed checks, per address and per code, and says when to try again', async () => {
    // Genuine documents checked many times from one address (a campus) are never blocked.
    for (let i = 0; i < 70; i++) expect((await validar(codigo)).status).toBe(200);
    // The same made-up code: blocked after five failures, with Retry-After.
    const { codigoDocumento } = await import('@claustro/domain/documentos/codigo.rules');
    const inventado = codigoDocumento(new Uint8Array(11).fill(7));
    for (let i = 0; i < 5; i++) expect((await validar(inventado)).status).toBe(404);
    const bloqueado = await validar(inventado);
    expect(bloqueado.status).toBe(429);
    expect(Number(bloqueado.headers['retry-after'])).toBeGreaterThan(800); // the window is 15 minutes, the failures just made
    expect(Number(bloqueado.headers['retry-after'])).toBeLessThanOrEqual(900);
    // Other codes from the address still work, until its failures reach the address's limit.
    expect((await validar(codigo)).status).toBe(200);
    let last = 0;
    for (let i = 0; i < 60 && last !== 429; i++) last = (await validar(codigoDocumento(randomBytes(11)))).status;
    expect(last).toBe(429);
    const cerrado = await validar(codigo);
    expect(cerrado.status).toBe(429);
    expect(cerrado.headers['retry-after']).toBeDefined();
  });
});
