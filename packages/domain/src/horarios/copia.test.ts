import { describe, expect, it } from 'vitest';
import { copiaIn, seccionCopiada } from './copia.contract.ts';
import type { Seccion } from './seccion-horario.contract.ts';

const seccion = {
  seccionAsignaturaId: 9,
  periodoAcademicoId: 1,
  asignaturaId: 3,
  planEstudioId: 4,
  tipoSeccionId: 1,
  tipoClasificacionHorarioId: null,
  idiomaId: null,
  seccionId: 2,
  carreraId: 5,
  sedeId: 1,
  seEnCapacidad: 30,
  seEnInscritos: 28,
  seEnCompartida: false,
  seEnCuatrimestreAsignatura: 3,
  seEnFechaInicia: '2026-09-07',
  seEnFechaFinaliza: '2026-12-19',
  tipoCalificacionPlantillaId: 2,
  estatus: true,
  seccionesHorariosDetalle: [{ diaId: 1, seDeHoraInicio: '08:00', seDeHoraFin: '10:00', aulaId: 11, profesorId: 21 }],
} as unknown as Seccion;

describe('copying a section into another period', () => {
  it('keeps the subject, number, seats and meetings, and takes the new period’s dates; none of the students', () => {
    const c = seccionCopiada(seccion, { periodoAcademicoId: 2, inicio: '2027-01-11', fin: '2027-04-24' }, { conProfesores: true, conAulas: true });
    expect(c).toMatchObject({
      periodoAcademicoId: 2,
      asignaturaId: 3,
      seccionId: 2,
      seEnCapacidad: 30,
      seEnFechaInicia: '2027-01-11',
      seEnFechaFinaliza: '2027-04-24',
    });
    expect(c).not.toHaveProperty('seEnInscritos');
    expect(c.seccionesHorariosDetalle).toEqual([{ diaId: 1, seDeHoraInicio: '08:00', seDeHoraFin: '10:00', aulaId: 11, profesorId: 21 }]);
  });

  it('leaves rooms and professors to assign when asked', () => {
    const c = seccionCopiada(seccion, { periodoAcademicoId: 2, inicio: '2027-01-11', fin: '2027-04-24' }, { conProfesores: false, conAulas: false });
    expect(c.seccionesHorariosDetalle[0]).toMatchObject({ aulaId: null, profesorId: null });
  });

  it('refuses copying a period into itself', () => {
    expect(copiaIn.safeParse({ desdePeriodoId: 1, haciaPeriodoId: 1 }).success).toBe(false);
    expect(copiaIn.safeParse({ desdePeriodoId: 1, haciaPeriodoId: 2 }).data).toMatchObject({
      conProfesores: true,
      conAulas: true,
      prueba: false,
      sedeId: null,
    });
  });
});
