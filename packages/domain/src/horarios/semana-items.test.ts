import { describe, expect, it } from 'vitest';
import { semanaFilas, semanaSheet } from './semana-items.ts';

const seccion = (codigo: string, reuniones: [dia: number, desde: string, hasta: string][]) => ({
  seccionAsignaturaId: codigo.length,
  asignaturaCodigo: codigo,
  seccionId: 1,
  asignaturaDescripcion: `Asignatura ${codigo}`,
  creditos: 3,
  sedeDescripcion: 'Santo Domingo',
  seEnFechaInicia: '2027-01-11',
  seEnFechaFinaliza: '2027-04-24',
  seccionesHorariosDetalle: reuniones.map(([diaId, seDeHoraInicio, seDeHoraFin], i) => ({
    seccionHorarioDetalleId: i,
    diaId,
    seDeHoraInicio,
    seDeHoraFin,
    aulaDescripcion: 'A-101',
    profesorNombre: null,
  })),
});

describe("a timetable's spreadsheet lines", () => {
  it('are the meetings in week order — day, then hour — with the sections without meetings last', () => {
    const filas = semanaFilas([
      seccion('FIS-101', [
        [3, '10:00', '12:00'],
        [1, '14:00', '16:00'],
      ]),
      seccion('MAT-10', []),
      seccion('LET-1', [[1, '08:00', '10:00']]),
    ]);
    expect(filas.map((f) => `${f.seccion.asignaturaCodigo} ${f.reunion?.diaId ?? '-'} ${f.reunion?.seDeHoraInicio ?? ''}`.trim())).toEqual([
      'LET-1 1 08:00',
      'FIS-101 1 14:00',
      'FIS-101 3 10:00',
      'MAT-10 -',
    ]);
  });

  it("read in the reader's language, a section without meetings leaving the day and hours empty", () => {
    const sheet = semanaSheet({ es: 'Horario', en: 'Timetable' });
    const [lunes, sin] = semanaFilas([seccion('LET-1', [[1, '08:00', '10:00']]), seccion('MAT-10', [])]);
    expect(sheet.columns.map((c) => c.value(lunes, 'en'))).toEqual([
      'Monday',
      '08:00',
      '10:00',
      'LET-1-01',
      'Asignatura LET-1',
      3,
      'A-101',
      '',
      'Santo Domingo',
      '2027-01-11',
      '2027-04-24',
    ]);
    expect(sheet.columns.slice(0, 4).map((c) => c.value(sin, 'es'))).toEqual(['', '', '', 'MAT-10-01']);
  });
});
