import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInstitution } from '../../platform/config.ts';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { seedDemoUniversity } from '../../seed/demo-university.ts';
import type { Sesion, SesionFila } from '@claustro/domain/consejo/agenda.contract';

/*
 * The council's agenda on the demo university: sessions with their members present and points (a
 * disciplinary one names its student), corrected until closed, closed only when complete, then fixed;
 * the minutes as a PDF; a student's sessions found by the student; nobody but the screen's holders.
 */

let ctx: TestContext;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
let integrantes: number[] = [];
let estudiante = 0;
const url = '/api/consejo-academico/sesiones';

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await seedDemoUniversity(ctx.database, clock, { institution: loadInstitution('TEST') });
  integrantes = (await ctx.database.query<{ id: number }>(`select consejo_integrante_id as id from consejo_integrante order by 1`)).map((r) => r.id);
  [{ id: estudiante }] = (await ctx.call({ method: 'GET', url: '/api/consejo-academico/estudiantes?value=2025', as: 'admin' })).body;
}, 240_000);
afterAll(() => ctx.close());

const sesion = (o: object = {}) => ({
  fecha: '2026-11-25',
  hora: '09:00',
  lugar: 'Rectoría',
  tipo: 'ordinaria',
  asistentes: integrantes.slice(0, 3),
  puntos: [
    { asunto: 'Falta de respeto a un profesor', motivo: 'disciplinario', estudianteId: estudiante, decision: null, resultado: 'pendiente' },
    { asunto: 'Calendario', motivo: 'academico', estudianteId: null, decision: null, resultado: 'pendiente' },
  ],
  ...o,
});

describe('the council’s agenda', () => {
  it('the demo has past sessions closed with their decisions and the next one open', async () => {
    const filas = (await ctx.call({ method: 'GET', url, as: 'admin' })).body as SesionFila[];
    expect(filas).toHaveLength(3);
    expect(filas.filter((f) => f.cerrada)).toHaveLength(2);
    expect(filas[0]).toMatchObject({ cerrada: false, pendientes: 2, disciplinarios: 1 });
  });

  it('refuses a disciplinary point without its student, members or students that do not exist, and bad input — writing nothing', async () => {
    const antes = await countRows(ctx.database, 'consejo_sesion');
    const sinEstudiante = await ctx.call({
      method: 'POST',
      url,
      as: 'admin',
      payload: sesion({ puntos: [{ asunto: 'Copia', motivo: 'disciplinario', estudianteId: null }] }),
    });
    expect(sinEstudiante.status).toBe(400);
    expect(Object.keys(sinEstudiante.body.fields)).toContain('puntos.0.estudianteId');
    expect((await ctx.call({ method: 'POST', url, as: 'admin', payload: sesion({ asistentes: [999999] }) })).status).toBe(400);
    expect((await ctx.call({ method: 'POST', url, as: 'admin', payload: sesion({ hora: '25:00', puntos: [] }) })).status).toBe(400);
    expect(await countRows(ctx.database, 'consejo_sesion')).toBe(antes);
  });

  it('a session is corrected until closed; it closes only with members present and every point decided; closed, it is fixed', async () => {
    const creada = await ctx.call({ method: 'POST', url, as: 'admin', payload: sesion({ asistentes: [] }) });
    expect(creada.status, JSON.stringify(creada.body)).toBe(201);
    const s = creada.body as Sesion;
    expect(s.puntos[0]).toMatchObject({ orden: 1, estudianteId: estudiante });
    const incompleta = await ctx.call({ method: 'POST', url: `${url}/${s.consejoSesionId}/cerrar`, as: 'admin' });
    expect(incompleta.status).toBe(409);
    expect(incompleta.body.message).toContain('no tiene integrantes presentes');
    expect(incompleta.body.message).toContain('los puntos 1, 2 no tienen decisión');
    const decidida = sesion({
      puntos: [
        {
          asunto: 'Falta de respeto a un profesor',
          motivo: 'disciplinario',
          estudianteId: estudiante,
          decision: 'Amonestación verbal.',
          resultado: 'aprobado',
        },
        { asunto: 'Calendario', motivo: 'academico', estudianteId: null, decision: 'Se pospone.', resultado: 'aplazado' },
      ],
    });
    expect((await ctx.call({ method: 'PUT', url: `${url}/${s.consejoSesionId}`, as: 'admin', payload: decidida })).status).toBe(200);
    const cerrada = await ctx.call({ method: 'POST', url: `${url}/${s.consejoSesionId}/cerrar`, as: 'admin' });
    expect(cerrada.status, JSON.stringify(cerrada.body)).toBe(200);
    expect(cerrada.body.cerrada).toBe(true);
    expect((await ctx.call({ method: 'PUT', url: `${url}/${s.consejoSesionId}`, as: 'admin', payload: decidida })).status).toBe(409);
    expect((await ctx.call({ method: 'POST', url: `${url}/${s.consejoSesionId}/cerrar`, as: 'admin' })).status).toBe(409);
    // The minutes: who came, each point with its decision, the signatures.
    const acta = await ctx.app.inject({
      method: 'GET',
      url: `${url}/${s.consejoSesionId}/acta`,
      headers: { authorization: `Bearer ${(await ctx.login('admin')).token}` },
    });
    expect(acta.headers['content-type']).toContain('application/pdf');
    const texto = pdfText(acta.rawPayload);
    expect(texto).toContain('Acta del Consejo Académico y Disciplinario');
    expect(texto).toContain('Amonestación verbal.');
    expect(texto).toContain('Secretario(a) del consejo');
    // The student's sessions: this one among them.
    const suyas = (await ctx.call({ method: 'GET', url: `${url}?estudianteId=${estudiante}`, as: 'admin' })).body as SesionFila[];
    expect(suyas.map((f) => f.consejoSesionId)).toContain(s.consejoSesionId);
    const audits = await ctx.database.query<{ accion: string }>(`select accion from audit_log where entidad = 'consejo_sesion' and entidad_id = $1`, [
      String(s.consejoSesionId),
    ]);
    expect(audits.map((a) => a.accion).sort()).toEqual(['actualizar', 'cerrar', 'crear']);
  });

  it('is nobody’s but the screen’s holders: a student, a professor or a cashier get 403', async () => {
    for (const who of ['estudiante', 'profesor', 'caja', 'registro']) {
      expect((await ctx.call({ method: 'GET', url, as: who })).status, who).toBe(403);
      expect((await ctx.call({ method: 'POST', url, as: who, payload: sesion() })).status, who).toBe(403);
      expect((await ctx.call({ method: 'GET', url: '/api/consejo-academico/estudiantes?value=2025', as: who })).status, who).toBe(403);
    }
  });
});
