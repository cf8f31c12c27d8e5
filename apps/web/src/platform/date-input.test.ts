import { describe, expect, it } from 'vitest';
import { formatDate, maskDateInput, parseDateInput } from './date-input.ts';

describe('date input', () => {
  it('shows an ISO date as dd/mm/aaaa in Spanish and mm/dd/yyyy in English', () => {
    expect(formatDate('2025-03-07', 'es')).toBe('07/03/2025');
    expect(formatDate('2025-03-07', 'en')).toBe('03/07/2025');
    expect(formatDate(null, 'es')).toBe('');
  });

  it('reads what was typed in the page’s order, or pasted as ISO, and leaves anything else for the contract to refuse', () => {
    expect(parseDateInput('07/03/2025', 'es')).toBe('2025-03-07');
    expect(parseDateInput('7/3/2025', 'es')).toBe('2025-03-07');
    expect(parseDateInput('03/07/2025', 'en')).toBe('2025-03-07');
    expect(parseDateInput('2025-03-07', 'es')).toBe('2025-03-07');
    expect(parseDateInput('', 'es')).toBeNull();
    expect(parseDateInput('31/02/2025', 'es')).toBe('31/02/2025');
    expect(parseDateInput('07/03', 'es')).toBe('07/03');
  });

  it('puts in the slashes while typing, and lets them be deleted', () => {
    expect(maskDateInput('07', '0')).toBe('07/');
    expect(maskDateInput('07/03', '07/0')).toBe('07/03/');
    expect(maskDateInput('07032025', '')).toBe('07/03/2025');
    expect(maskDateInput('07/', '07/0')).toBe('07/');
    expect(maskDateInput('07', '07/')).toBe('07');
    expect(maskDateInput('2025-03-07', '')).toBe('2025-03-07');
    expect(maskDateInput('07/03/20251', '07/03/2025')).toBe('07/03/2025');
  });
});
