import { describe, expect, it } from 'vitest';
import { codigoSeguridad, esElectronico, fechaEcf, tipoEcf, tiposEcfEmitidos, urlTimbre, ventaConEcf, xmlEcf, type EcfDatos } from './ecf.rules.ts';

const datos = (o: Partial<EcfDatos> = {}): EcfDatos => ({
  encf: 'E320000000042',
  vence: '2027-12-31',
  emisor: { rnc: '401508254', razonSocial: 'Universidad <Demo> & Cía', direccion: 'Av. Máximo Gómez 1' },
  fechaEmision: '2026-11-24',
  comprador: null,
  items: [{ nombre: 'Récord de calificaciones', cantidad: 2, precio: '500.00', descuento: '0.00', monto: '1000.00' }],
  pagos: [{ clase: 'efectivo', monto: '1000.00' }],
  total: '1000.00',
  fechaHoraFirma: '24-11-2026 10:15:00',
  ...o,
});
const base = { ecf: 'https://ecf.example/ConsultaTimbre', consumo: 'https://fc.example/ConsultaTimbreFC' };

describe('the e-CF', () => {
  it('knows an electronic number and its type', () => {
    expect([esElectronico('E310000000001'), esElectronico('B0100000001'), esElectronico(null)]).toEqual([true, false, false]);
    expect(tipoEcf('E340000000001')).toBe(34);
    expect(fechaEcf('2026-01-05')).toBe('05-01-2026');
  });

  it('writes the document in the DGII’s order, exempt items, names escaped; a 32 has no range expiry and an empty buyer when unnamed', () => {
    const x = xmlEcf(datos());
    expect(x).toBe(
      '<?xml version="1.0" encoding="utf-8"?><ECF><Encabezado><Version>1.0</Version><IdDoc><TipoeCF>32</TipoeCF><eNCF>E320000000042</eNCF>' +
        '<IndicadorMontoGravado>0</IndicadorMontoGravado><TipoIngresos>01</TipoIngresos>' +
        '<TipoPago>1</TipoPago><TablaFormasPago><FormaDePago><FormaPago>1</FormaPago><MontoPago>1000.00</MontoPago></FormaDePago></TablaFormasPago></IdDoc>' +
        '<Emisor><RNCEmisor>401508254</RNCEmisor><RazonSocialEmisor>Universidad &lt;Demo&gt; &amp; Cía</RazonSocialEmisor>' +
        '<DireccionEmisor>Av. Máximo Gómez 1</DireccionEmisor><FechaEmision>24-11-2026</FechaEmision></Emisor><Comprador></Comprador>' +
        '<Totales><MontoExento>1000.00</MontoExento><MontoTotal>1000.00</MontoTotal></Totales></Encabezado>' +
        '<DetallesItems><Item><NumeroLinea>1</NumeroLinea><IndicadorFacturacion>4</IndicadorFacturacion><NombreItem>Récord de calificaciones</NombreItem>' +
        '<IndicadorBienoServicio>2</IndicadorBienoServicio><CantidadItem>2.00</CantidadItem><PrecioUnitarioItem>500.00</PrecioUnitarioItem>' +
        '<MontoItem>1000.00</MontoItem></Item></DetallesItems><FechaHoraFirma>24-11-2026 10:15:00</FechaHoraFirma></ECF>',
    );
  });

  it('cites the receipt a credit note annuls, and has no range expiry', () => {
    const x = xmlEcf(
      datos({ encf: 'E340000000001', vence: null, referencia: { encf: 'E320000000042', fecha: '2026-11-20', codigo: 1, razon: 'Cobro duplicado' } }),
    );
    expect(x).toContain('<TipoeCF>34</TipoeCF><eNCF>E340000000001</eNCF><IndicadorNotaCredito>0</IndicadorNotaCredito><IndicadorMontoGravado>');
    expect(x).toContain(
      '<InformacionReferencia><NCFModificado>E320000000042</NCFModificado><FechaNCFModificado>20-11-2026</FechaNCFModificado><CodigoModificacion>1</CodigoModificacion><RazonModificacion>Cobro duplicado</RazonModificacion></InformacionReferencia>',
    );
    expect(x).not.toContain('FechaVencimientoSecuencia');
    // A credit note carries no payments, and no buyer unless one is known.
    expect(x).not.toContain('TablaFormasPago');
    expect(x).not.toContain('Comprador');
  });

  it('carries the range expiry and the buyer on a 31; refuses a type it has no schema for', () => {
    const x = xmlEcf(datos({ encf: 'E310000000007', comprador: { rnc: '131234567', nombre: 'Constructora Ejemplo SRL' } }));
    expect(x).toContain('<eNCF>E310000000007</eNCF><FechaVencimientoSecuencia>31-12-2027</FechaVencimientoSecuencia><IndicadorMontoGravado>');
    expect(x).toContain(
      '</Emisor><Comprador><RNCComprador>131234567</RNCComprador><RazonSocialComprador>Constructora Ejemplo SRL</RazonSocialComprador></Comprador>',
    );
    expect(() => xmlEcf(datos({ encf: 'E440000000001' }))).toThrow(/44/);
    expect(tiposEcfEmitidos).toEqual([31, 32, 34]);
    expect([ventaConEcf('E310000000001'), ventaConEcf('E320000000001'), ventaConEcf('E340000000001'), ventaConEcf('E440000000001')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('prints the first six characters of the signature, and the QR that checks the receipt at the DGII', () => {
    expect(codigoSeguridad('  AbC+12/xyz==')).toBe('AbC+12');
    const t = {
      rncEmisor: '401508254',
      encf: 'E320000000042',
      total: '1000.00',
      totalCentavos: 100000n,
      codigo: 'AbC+12',
      fechaEmision: '2026-11-24',
      fechaFirma: '24-11-2026 10:15:00',
    };
    expect(urlTimbre(base, t)).toBe('https://fc.example/ConsultaTimbreFC?RncEmisor=401508254&ENCF=E320000000042&MontoTotal=1000.00&CodigoSeguridad=AbC%2B12');
    expect(urlTimbre(base, { ...t, encf: 'E310000000001', rncComprador: '131234567' })).toBe(
      'https://ecf.example/ConsultaTimbre?RncEmisor=401508254&RncComprador=131234567&ENCF=E310000000001&FechaEmision=24-11-2026&MontoTotal=1000.00&FechaFirma=24-11-2026+10%3A15%3A00&CodigoSeguridad=AbC%2B12',
    );
    // A consumer e-CF from RD$ 250,000 is checked like any other.
    expect(urlTimbre(base, { ...t, total: '250000.00', totalCentavos: 25_000_000n })).toMatch(/^https:\/\/ecf\.example/);
  });
});
