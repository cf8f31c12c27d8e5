import { describe, expect, it } from 'vitest';
import { cents, sumCents, fromCents } from '../platform/money.ts';
import { cotizarCurso } from './cotizacion-curso.rules.ts';

const python = { costo: '18500.00', montoInscripcion: '6500.00', cuotas: 2, inicio: '2027-03-01' };

describe('a company quote for a closed group', () => {
  it('charges each participant as the course does, times the participants; the schedule adds up to the total', () => {
    const q = cotizarCurso(python, { participantes: 12, descuento: '0', hoy: '2027-01-15' });
    expect(q).toMatchObject({ precio: '18500.00', precioConDescuento: '18500.00', subtotal: '222000.00', descuento: '0.00', total: '222000.00' });
    expect(q.calendario.map((l) => [l.tipo, l.vence, l.porParticipante, l.total])).toEqual([
      ['inscripcion', '2027-01-15', '6500.00', '78000.00'],
      ['cuota', '2027-03-01', '6000.00', '72000.00'],
      ['cuota', '2027-04-01', '6000.00', '72000.00'],
    ]);
    expect(fromCents(sumCents(q.calendario.map((l) => cents(l.total))))).toBe(q.total);
  });
  it('takes the discount off the price and the enrolment alike, to the cent', () => {
    const q = cotizarCurso(python, { participantes: 7, descuento: '12.5', hoy: '2027-01-15' });
    expect(q.precioConDescuento).toBe('16187.50');
    expect(q.descuento).toBe('16187.50');
    expect(q.total).toBe('113312.50');
    expect(q.calendario[0].porParticipante).toBe('5687.50');
    expect(fromCents(sumCents(q.calendario.map((l) => cents(l.total))))).toBe(q.total);
  });
  it('a whole discount quotes nothing to pay', () => {
    const q = cotizarCurso(python, { participantes: 3, descuento: '100', hoy: '2027-01-15' });
    expect(q.total).toBe('0.00');
    expect(q.calendario).toEqual([]);
  });
});
