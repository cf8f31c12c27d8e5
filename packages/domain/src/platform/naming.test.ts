import { describe, expect, it } from 'vitest';
import { canonicalKeys, fold, lowerFirst, toSnake } from './naming.ts';

describe('naming', () => {
  it.each([
    ['bancDescripcion', 'banc_descripcion'],
    ['paisCodigoISO', 'pais_codigo_iso'],
    ['usuaClaveVence_Fecha', 'usua_clave_vence_fecha'],
    ['cuentaContableGPDimension', 'cuenta_contable_gp_dimension'],
    ['BancoID', 'banco_id'],
  ])('column of %s is %s', (field, column) => expect(toSnake(field)).toBe(column));

  it('lowers only the first letter of the spec names', () => {
    expect(lowerFirst('BancoID')).toBe('bancoID');
    expect(lowerFirst('CuentaContableGp')).toBe('cuentaContableGp');
  });

  it('matches input keys case-insensitively and keeps unknown keys', () => {
    expect(canonicalKeys({ BancDescripcion: 'x', OTRO: 1 }, ['bancDescripcion'])).toEqual({ bancDescripcion: 'x', OTRO: 1 });
    expect(canonicalKeys(null, ['a'])).toBeNull();
    expect(canonicalKeys([1], ['a'])).toEqual([1]);
  });

  it('folds accents and case for search', () => {
    expect(fold('Educación CONTINUADA')).toBe('educacion continuada');
  });
});
