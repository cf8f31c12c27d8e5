import { describe, expect, it } from 'vitest';
import { rechazos, type ContextoSeleccion, type Excepcion, type SeccionCandidata } from './seleccion.rules.ts';

const dates = { fechaInicia: '2027-01-11', fechaFinaliza: '2027-04-24' };
const sec = (
  id: number,
  asignaturaId: number,
  creditos: number,
  diaId: number,
  horaInicio: string,
  horaFin: string,
  extra: Partial<SeccionCandidata> = {},
): SeccionCandidata => ({
  seccionAsignaturaId: id,
  nombre: `S${id}`,
  asignaturaId,
  creditos,
  periodoAcademicoId: 5,
  activa: true,
  reuniones: [{ diaId, horaInicio, horaFin, ...dates }],
  ...extra,
});
const ctx = (extra: Partial<ContextoSeleccion> = {}): ContextoSeleccion => ({
  periodoAcademicoId: 5,
  periodoAbierto: true,
  asignaturasDelPlan: [1, 2, 3, 4],
  creditosMaximos: 10,
  seleccionadas: [],
  retenciones: [],
  ...extra,
});
const reglas = (c: ContextoSeleccion, s: SeccionCandidata) => rechazos(c, s).map((r) => r.regla);

describe('what may be added to a selection', () => {
  it('lets a section of the plan in an open period in', () => {
    expect(rechazos(ctx(), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual([]);
  });

  it('names a clash with the section already chosen, its day and the hours they share, in both languages', () => {
    const [r] = rechazos(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '09:00', '11:00'));
    expect(r).toEqual({ regla: 'choque', motivo: { es: 'Choca con S1 el lunes de 09:00 a 10:00.', en: 'It clashes with S1 on Monday from 09:00 to 10:00.' } });
    expect(reglas(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '10:00', '12:00'))).toEqual([]);
  });

  it('counts credits against the maximum', () => {
    const chosen = [sec(1, 1, 4, 1, '08:00', '10:00'), sec(2, 2, 4, 2, '08:00', '10:00')];
    const [r] = rechazos(ctx({ seleccionadas: chosen }), sec(3, 3, 3, 3, '08:00', '10:00'));
    expect(r.motivo.es).toBe('Con esta asignatura tendría 11 créditos; el máximo es 10.');
    expect(reglas(ctx({ seleccionadas: chosen }), sec(3, 3, 2, 3, '08:00', '10:00'))).toEqual([]);
  });

  it('refuses a subject outside the plan, the same subject twice, an inactive section and a closed period', () => {
    expect(reglas(ctx(), sec(1, 9, 3, 1, '08:00', '10:00'))).toEqual(['plan']);
    expect(reglas(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 1, 4, 2, '08:00', '10:00'))).toEqual(['repetida']);
    expect(reglas(ctx(), sec(1, 1, 4, 1, '08:00', '10:00', { activa: false }))).toEqual(['seccion']);
    expect(reglas(ctx({ periodoAbierto: false }), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual(['periodo']);
    expect(reglas(ctx(), sec(1, 1, 4, 1, '08:00', '10:00', { periodoAcademicoId: 6 }))).toEqual(['periodo']);
  });

  it('says every hold and every other reason at once, in order', () => {
    const hold = { origen: 'finanzas', motivo: { es: 'Tiene un balance pendiente.', en: 'You have a pending balance.' } };
    const c = ctx({ retenciones: [hold], seleccionadas: [sec(1, 1, 10, 1, '08:00', '10:00')] });
    expect(reglas(c, sec(2, 9, 3, 1, '08:00', '10:00'))).toEqual(['retencion', 'plan', 'choque', 'creditos']);
    const turn = { es: 'Su turno de inscripción empieza el 30/11/2026 a las 08:00.', en: 'Your registration turn starts on 30/11/2026 at 08:00.' };
    expect(reglas({ ...c, fueraDeTurno: turn }, sec(2, 9, 3, 1, '08:00', '10:00'))).toEqual(['turno', 'retencion', 'plan', 'choque', 'creditos']);
  });

  it('adds the credits authorised for the period to the plan’s limit, and says both', () => {
    const chosen = [sec(1, 1, 4, 1, '08:00', '10:00'), sec(2, 2, 4, 2, '08:00', '10:00')];
    expect(reglas(ctx({ seleccionadas: chosen, creditosExtra: 3 }), sec(3, 3, 4, 3, '08:00', '10:00'))).toEqual([]);
    const [r] = rechazos(ctx({ seleccionadas: chosen, creditosExtra: 1 }), sec(3, 3, 4, 3, '08:00', '10:00'));
    expect(r.motivo).toEqual({
      es: 'Con esta asignatura tendría 12 créditos; el máximo es 11 (10 del plan y 1 autorizados).',
      en: 'With this subject you would have 12 credits; the maximum is 11 (10 from the plan and 1 authorised).',
    });
  });

  it('lets an exception waive a clash only: never the period, a hold, the plan, a repeated subject or the credits', () => {
    const choque: Excepcion = { permiteChoque: true, permiteCupoLleno: false, permiteSinPrerrequisito: false };
    const nada: Excepcion = { permiteChoque: false, permiteCupoLleno: true, permiteSinPrerrequisito: true };
    const hold = { origen: 'finanzas', motivo: { es: 'Balance.', en: 'Balance.' } };
    const c = ctx({ retenciones: [hold], seleccionadas: [sec(1, 1, 10, 1, '08:00', '10:00')] });
    const s = sec(2, 9, 3, 1, '08:00', '10:00');
    expect(rechazos(c, s, choque).map((r) => r.regla)).toEqual(['retencion', 'plan', 'creditos']);
    expect(rechazos(c, s, nada).map((r) => r.regla)).toEqual(['retencion', 'plan', 'choque', 'creditos']);
    expect(rechazos(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '09:00', '11:00'), choque)).toEqual([]);
  });
});
