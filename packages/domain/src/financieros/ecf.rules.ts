import type { ClaseDgii } from './dgii.rules.ts';

/*
 * Electronic fiscal receipts (e-CF, DGII "Formato Comprobante Fiscal Electrónico" v1.0): a receipt
 * numbered from an electronic range (E31 fiscal credit, E32 consumer) is also an XML document, signed
 * by the institution (XMLDSig, enveloped) and sent to the DGII; annulling it issues an electronic
 * credit note (E34) that cites it. The printed receipt carries the signature's security code and the
 * QR that checks it at the DGII. Education is exempt from ITBIS: every line is billed exempt.
 */

/** An electronic fiscal number: E, its type (31, 32, 34…) and ten digits (E310000000001). */
export const esElectronico = (ncf: string | null | undefined): ncf is string => !!ncf && /^E\d{12}$/.test(ncf);

/** The e-CF type of an electronic number (31 fiscal credit, 32 consumer, 34 credit note). */
export const tipoEcf = (encf: string) => Number(encf.slice(1, 3));

/** How the e-CF names a way of paying (1 cash, 2 cheque/transfer/deposit, 3 card, 8 other). */
export const formaPagoEcf: Record<ClaseDgii, number> = { efectivo: 1, bancos: 2, tarjeta: 3, otras: 8 };

/** Where the DGII checks a printed e-CF: its e-CF page, and its consumer page (a consumer e-CF below RD$ 250,000). */
export const timbreDgii = { ecf: 'https://ecf.dgii.gov.do/ecf/ConsultaTimbre', consumo: 'https://fc.dgii.gov.do/eCF/ConsultaTimbreFC' };

/** A consumer e-CF below this (RD$ 250,000) is checked at the DGII's consumer page. */
export const umbralConsumoEcf = 250_000_00n;

export type EcfDatos = {
  encf: string;
  /** The range's expiry, aaaa-mm-dd (not on a credit note). */
  vence: string | null;
  emisor: { rnc: string; razonSocial: string; direccion: string };
  /** aaaa-mm-dd. */
  fechaEmision: string;
  comprador: { rnc: string; nombre: string } | null;
  items: { nombre: string; cantidad: number; precio: string; descuento: string; monto: string }[];
  pagos: { clase: ClaseDgii; monto: string }[];
  total: string;
  /** A credit note: the receipt it modifies, its date, and why (1: annuls it whole). */
  referencia?: { encf: string; fecha: string; codigo: 1 | 2 | 3 | 4; razon: string };
  /** dd-mm-aaaa hh:mm:ss, when it is signed. */
  fechaHoraFirma: string;
};

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const el = (name: string, v: string | number) => `<${name}>${esc(String(v))}</${name}>`;
/** aaaa-mm-dd as the e-CF writes dates: dd-mm-aaaa. */
export const fechaEcf = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
const corto = (v: string, max: number) => (v.length > max ? v.slice(0, max) : v);

/**
 * What each e-CF type the product emits asks for beyond what all share, as the DGII's schemas (e-CF
 * v1.0, vendored in apps/server/vendor/dgii-xsd) have it: the 31 carries the range's expiry and always
 * names its buyer (RNC and name); the 32 always has a `Comprador`, filled only when the buyer is known
 * (the DGII asks for it from RD$ 250,000, which the sale already enforces: `consumoIdentificaComprador`);
 * the 34 (credit note) says how it credits, carries neither expiry nor payments, and names the buyer
 * only when known.
 */
const esquemas = {
  31: { vence: true, formasPago: true, comprador: 'siempre' },
  32: { vence: false, formasPago: true, comprador: 'siempre' },
  34: { vence: false, formasPago: false, comprador: 'si_se_conoce' },
} as const;

/** The e-CF types the product emits: 31 and 32 when it sells, 34 when it annuls. */
export const tiposEcfEmitidos = Object.keys(esquemas).map(Number);
/** A sale's electronic number the product can document (a type it has the DGII's schema for). */
export const ventaConEcf = (encf: string) => tipoEcf(encf) === 31 || tipoEcf(encf) === 32;

/** The e-CF document, unsigned (the signature goes last, inside `ECF`). */
export function xmlEcf(d: EcfDatos): string {
  const tipo = tipoEcf(d.encf);
  const e = esquemas[tipo as keyof typeof esquemas];
  if (!e) throw new Error(`e-CF type ${tipo} is not one the product emits`);
  const idDoc = [
    el('TipoeCF', tipo),
    el('eNCF', d.encf),
    ...(tipo === 34 ? [el('IndicadorNotaCredito', 0)] : []),
    ...(e.vence && d.vence ? [el('FechaVencimientoSecuencia', fechaEcf(d.vence))] : []),
    el('IndicadorMontoGravado', 0),
    el('TipoIngresos', '01'),
    el('TipoPago', 1),
    ...(e.formasPago && d.pagos.length
      ? [
          `<TablaFormasPago>${d.pagos.map((p) => `<FormaDePago>${el('FormaPago', formaPagoEcf[p.clase])}${el('MontoPago', p.monto)}</FormaDePago>`).join('')}</TablaFormasPago>`,
        ]
      : []),
  ].join('');
  const emisor = [
    el('RNCEmisor', d.emisor.rnc),
    el('RazonSocialEmisor', corto(d.emisor.razonSocial, 150)),
    el('DireccionEmisor', corto(d.emisor.direccion, 100)),
    el('FechaEmision', fechaEcf(d.fechaEmision)),
  ].join('');
  const comprador =
    d.comprador || e.comprador === 'siempre'
      ? `<Comprador>${d.comprador ? el('RNCComprador', d.comprador.rnc) + el('RazonSocialComprador', corto(d.comprador.nombre, 150)) : ''}</Comprador>`
      : '';
  const items = d.items
    .map(
      (x, i) =>
        `<Item>${[
          el('NumeroLinea', i + 1),
          el('IndicadorFacturacion', 4), // exempt
          el('NombreItem', corto(x.nombre, 80)),
          el('IndicadorBienoServicio', 2), // a service
          el('CantidadItem', x.cantidad.toFixed(2)),
          el('PrecioUnitarioItem', x.precio),
          ...(x.descuento !== '0.00' ? [el('DescuentoMonto', x.descuento)] : []),
          el('MontoItem', x.monto),
        ].join('')}</Item>`,
    )
    .join('');
  const referencia = d.referencia
    ? `<InformacionReferencia>${el('NCFModificado', d.referencia.encf)}${el('FechaNCFModificado', fechaEcf(d.referencia.fecha))}${el('CodigoModificacion', d.referencia.codigo)}${el('RazonModificacion', corto(d.referencia.razon, 90))}</InformacionReferencia>`
    : '';
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<ECF><Encabezado>${el('Version', '1.0')}<IdDoc>${idDoc}</IdDoc><Emisor>${emisor}</Emisor>${comprador}` +
    `<Totales>${el('MontoExento', d.total)}${el('MontoTotal', d.total)}</Totales></Encabezado>` +
    `<DetallesItems>${items}</DetallesItems>${referencia}${el('FechaHoraFirma', d.fechaHoraFirma)}</ECF>`
  );
}

/** The security code printed on the receipt: the first six characters of the signature's value. */
export const codigoSeguridad = (signatureValue: string) => signatureValue.replace(/\s+/g, '').slice(0, 6);

/**
 * The address the receipt's QR opens to check it at the DGII: a consumer e-CF below RD$ 250,000 at
 * the consumer page, any other at the e-CF page, with what identifies it.
 */
export function urlTimbre(
  base: { ecf: string; consumo: string },
  t: {
    rncEmisor: string;
    encf: string;
    total: string;
    totalCentavos: bigint;
    codigo: string;
    rncComprador?: string | null;
    fechaEmision: string;
    fechaFirma: string;
  },
) {
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  if (tipoEcf(t.encf) === 32 && t.totalCentavos < umbralConsumoEcf)
    return `${base.consumo}?${q({ RncEmisor: t.rncEmisor, ENCF: t.encf, MontoTotal: t.total, CodigoSeguridad: t.codigo })}`;
  return `${base.ecf}?${q({
    RncEmisor: t.rncEmisor,
    ...(t.rncComprador ? { RncComprador: t.rncComprador } : {}),
    ENCF: t.encf,
    FechaEmision: fechaEcf(t.fechaEmision),
    MontoTotal: t.total,
    FechaFirma: t.fechaFirma,
    CodigoSeguridad: t.codigo,
  })}`;
}
