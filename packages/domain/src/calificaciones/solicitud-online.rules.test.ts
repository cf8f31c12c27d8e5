import { describe, expect, it } from 'vitest';
import { avisoSolicitud, estadosSolicitud, transicionPermitida } from './solicitud-online.rules.ts';

describe("an online request's life", () => {
  it('goes forward for staff: taken, ready, handed over; rejected before it is ready', () => {
    expect(transicionPermitida('pendiente', 'en_proceso', 'personal')).toBe(true);
    expect(transicionPermitida('en_proceso', 'lista', 'personal')).toBe(true);
    expect(transicionPermitida('lista', 'entregada', 'personal')).toBe(true);
    expect(transicionPermitida('pendiente', 'rechazada', 'personal')).toBe(true);
    expect(transicionPermitida('en_proceso', 'rechazada', 'personal')).toBe(true);
    expect(transicionPermitida('pendiente', 'lista', 'personal')).toBe(false);
    expect(transicionPermitida('lista', 'rechazada', 'personal')).toBe(false);
    expect(transicionPermitida('pendiente', 'cancelada', 'personal')).toBe(false);
  });
  it('never leaves a closed state', () => {
    for (const de of ['entregada', 'rechazada', 'cancelada'] as const)
      for (const a of estadosSolicitud) for (const q of ['personal', 'estudiante'] as const) expect(transicionPermitida(de, a, q)).toBe(false);
  });
  it('lets the student only cancel what nobody has taken', () => {
    expect(transicionPermitida('pendiente', 'cancelada', 'estudiante')).toBe(true);
    expect(transicionPermitida('en_proceso', 'cancelada', 'estudiante')).toBe(false);
    expect(transicionPermitida('pendiente', 'en_proceso', 'estudiante')).toBe(false);
  });
  it('tells the student in both languages, with the note when there is one', () => {
    const a = avisoSolicitud({
      numero: 'SOL-12',
      documento: { es: 'Récord de calificaciones', en: 'Academic transcript' },
      estado: 'rechazada',
      nota: 'Tiene un saldo pendiente.',
    });
    expect(a.asunto).toBe('Solicitud SOL-12: Récord de calificaciones / Request SOL-12: Academic transcript');
    expect(a.mensaje).toContain('Su solicitud SOL-12 (Récord de calificaciones) fue rechazada. Nota: Tiene un saldo pendiente.');
    expect(a.mensaje).toContain('Your request SOL-12 (Academic transcript) was rejected. Note: Tiene un saldo pendiente.');
    expect(avisoSolicitud({ numero: 'SOL-1', documento: { es: 'X', en: 'X' }, estado: 'lista', nota: null }).mensaje).not.toContain('Nota');
  });
});
