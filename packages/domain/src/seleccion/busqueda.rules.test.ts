import { describe, expect, it } from 'vitest';
import type { Seccion } from '../horarios/seccion-horario.contract.ts';
import { coincide, modalidadDe } from './busqueda.rules.ts';

const reunion = (diaId: number, desde: string, hasta: string, o: { profesor?: string; virtual?: boolean } = {}) => ({
  seccionHorarioDetalleId: diaId,
  diaId,
  diaDescripcion: '',
  seDeHoraInicio: desde,
  seDeHoraFin: hasta,
  aulaId: 1,
  aulaDescripcion: o.virtual ? 'Aula virtual 1' : 'A-101',
  aulaVirtual: !!o.virtual,
  profesorId: 1,
  profesorNombre: o.profesor ?? 'Ramón Núñez',
});
const seccion = (o: Partial<Seccion> = {}): Seccion =>
  ({
    asignaturaCodigo: 'MAT-101',
    seccionId: 1,
    asignaturaDescripcion: 'Cálculo I',
    sedeId: 1,
    seEnCapacidad: 30,
    seEnInscritos: 10,
    seccionesHorariosDetalle: [reunion(1, '08:00', '10:00'), reunion(3, '08:00', '10:00')],
    ...o,
  }) as Seccion;

describe('class search', () => {
  it('finds by code, section, title and professor, every word, accents and case aside', () => {
    const s = seccion();
    for (const texto of ['mat-101', 'MAT-101-01', 'calculo', 'nunez ramon', 'cálculo núñez']) expect(coincide(s, { texto }), texto).toBe(true);
    expect(coincide(s, { texto: 'calculo fisica' })).toBe(false);
  });

  it('keeps sections that meet only on the days chosen, and within the hours', () => {
    const s = seccion();
    expect(coincide(s, { dias: [1, 3, 5] })).toBe(true);
    expect(coincide(s, { dias: [1] })).toBe(false);
    expect(coincide(s, { desde: '08:00', hasta: '10:00' })).toBe(true);
    expect(coincide(s, { desde: '09:00' })).toBe(false);
    expect(coincide(s, { hasta: '09:00' })).toBe(false);
    // A section with no meetings yet answers no day or hour asked.
    expect(coincide(seccion({ seccionesHorariosDetalle: [] }), { dias: [6] })).toBe(false);
  });

  it('filters by campus, open seats and modality', () => {
    expect(coincide(seccion(), { sedeId: 2 })).toBe(false);
    expect(coincide(seccion({ seEnInscritos: 30 }), { conCupo: true })).toBe(false);
    expect(coincide(seccion({ seEnInscritos: 29 }), { conCupo: true })).toBe(true);
    const online = seccion({ seccionesHorariosDetalle: [reunion(6, '08:00', '12:00', { virtual: true })] });
    const mixta = seccion({ seccionesHorariosDetalle: [reunion(1, '08:00', '10:00'), reunion(6, '08:00', '12:00', { virtual: true })] });
    expect([modalidadDe(seccion()), modalidadDe(online), modalidadDe(mixta)]).toEqual(['presencial', 'virtual', 'mixta']);
    expect(coincide(online, { modalidad: 'virtual' })).toBe(true);
    expect(coincide(mixta, { modalidad: 'virtual' })).toBe(false);
  });

  it('lets everything through when nothing is asked', () => {
    expect(coincide(seccion(), {})).toBe(true);
    expect(coincide(seccion(), { texto: '  ', dias: [] })).toBe(true);
  });
});
