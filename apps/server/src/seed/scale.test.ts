import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { institutionClock } from '../platform/clock.ts';
import { seedScale } from './scale.ts';

/* `npm run seed:scale` builds an institution whose grades and admissions grow with it (here at 300 students). */

let ctx: TestContext;
const rows = <T>(text: string, p: unknown[] = []) => ctx.database.query<T & Record<string, unknown>>(text, p);
beforeAll(async () => {
  ctx = await createTestContext();
  await seedScale(ctx.database, 300, () => undefined, { academico: true, hoy: institutionClock('America/Santo_Domingo').today() });
});
afterAll(() => ctx.close());

describe('the scale institution, academically', () => {
  it('gives every study plan its subjects, term by term', async () => {
    const [r] = await rows<{ sinAsignaturas: number; terminos: number }>(
      `select (select count(*) from plan_estudio p where not exists (select 1 from plan_estudio_planes_estudios_detalles d where d.owner_id = p.plan_estudio_id))::int as "sinAsignaturas",
              (select count(distinct pl_de_cuatrimestre) from plan_estudio_planes_estudios_detalles d join plan_estudio p on p.plan_estudio_id = d.owner_id
                 join carrera c on c.carrera_id = p.carrera_id where c.carr_alias = 'C01')::int as terminos`,
    );
    expect(r).toEqual({ sinAsignaturas: 0, terminos: 10 });
  });

  it("grades each student in the three past terms on their plan term's subjects; the record reads them", async () => {
    const [g] = await rows<{ estudiantes: number; periodos: number; reprobadas: number; porEstudiante: number }>(
      `select count(distinct c.estudiante_carrera_id)::int as estudiantes, count(distinct c.periodo_academico_id)::int as periodos,
              count(*) filter (where c.nota < 70)::int as reprobadas, (count(*) / count(distinct c.estudiante_carrera_id))::int as "porEstudiante"
         from calificacion c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id where p.pe_ac_alias like 'ESC-%'`,
    );
    expect(g.estudiantes).toBe(300);
    expect(g.periodos).toBe(3);
    expect(g.porEstudiante).toBe(12);
    expect(g.reprobadas).toBeGreaterThan(0);
    const [{ ec }] = await rows<{ ec: number }>(`select max(estudiante_carrera_id) as ec from estudiante_carrera`);
    const record = await ctx.call({ method: 'GET', url: `/api/academicos/historico-de-notas/estudiante/${ec}`, as: 'registro' });
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    expect(record.body.periodos).toHaveLength(3);
  });

  it('opens the next term to admission requests today, with applicants the admissions office reviews', async () => {
    const form = await ctx.call({ method: 'GET', url: '/api/solicitudes-admisiones/formulario' });
    expect(JSON.stringify(form.body.periodos)).toMatch(/Escala \d{4}-\d/);
    const periodos = await ctx.call({ method: 'GET', url: '/api/academicos/solicitudes-admisiones/periodos', as: 'admisiones' });
    expect(periodos.body).toEqual(expect.arrayContaining([expect.objectContaining({ descripcion: expect.stringMatching(/^Escala /), solicitudes: 30 })]));
  });
});
