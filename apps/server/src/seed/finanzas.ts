import type { Database } from '../platform/db/database.ts';
import { fill } from './fill.ts';
import { formasPago606, tiposBienesServicios606, tiposRetencionIsr606 } from '@claustro/domain/financieros/dgii.rules';

/*
 * Finance's catalogues. Every Dominican institution starts with the same: the peso and the dollar,
 * the DGII's kinds of fiscal receipt, the country's banks, the usual ways of paying. The demo
 * university adds its cash registers, authorised NCF ranges, chart of accounts and the rest.
 */

/** What every institution starts with (filled once; later starts leave edits alone). */
export async function seedFinanceCatalogues(database: Database) {
  await fill(database, 'monedaPago', [
    { moPaCodigo: 'DOP', moPaDescripcion: 'Peso dominicano', moPaTasa: '1', moPaDefault: true },
    { moPaCodigo: 'USD', moPaDescripcion: 'Dólar estadounidense', moPaTasa: '60.75' },
    { moPaCodigo: 'EUR', moPaDescripcion: 'Euro', moPaTasa: '65.90' },
  ]);
  // The DGII's kinds (Norma 06-2018): consumer receipts are not fiscal credit; the others are.
  await fill(database, 'tipoNcf', [
    { tiNcDescripcion: 'B01 · Crédito fiscal', tiNcEsFiscal: true, tiNcPrefijo: 'B01' },
    { tiNcDescripcion: 'B02 · Consumidor final', tiNcEsFiscal: false, tiNcPrefijo: 'B02' },
    { tiNcDescripcion: 'B14 · Régimen especial', tiNcEsFiscal: true, tiNcPrefijo: 'B14' },
    { tiNcDescripcion: 'B15 · Gubernamental', tiNcEsFiscal: true, tiNcPrefijo: 'B15' },
    { tiNcDescripcion: 'B04 · Nota de crédito', tiNcEsFiscal: true, tiNcPrefijo: 'B04' },
    // Electronic receipts (e-CF, Ley 32-23): the same kinds, signed and sent to the DGII.
    { tiNcDescripcion: 'E31 · Crédito fiscal electrónico', tiNcEsFiscal: true, tiNcPrefijo: 'E31' },
    { tiNcDescripcion: 'E32 · Consumo electrónico', tiNcEsFiscal: false, tiNcPrefijo: 'E32' },
    { tiNcDescripcion: 'E34 · Nota de crédito electrónica', tiNcEsFiscal: true, tiNcPrefijo: 'E34' },
  ]);
  await fill(database, 'tipoFormaPago', [
    { tiFpDescripcion: 'Efectivo', tiFpValidarReferencia: false, formaPagoCompletoEfectivo: true, tiFpSeDeposita: true },
    { tiFpDescripcion: 'Tarjeta de crédito', tiFpValidarReferencia: true, formaPagoCompletoTarjeta: true },
    { tiFpDescripcion: 'Tarjeta de débito', tiFpValidarReferencia: true, formaPagoCompletoTarjeta: true },
    { tiFpDescripcion: 'Transferencia bancaria', tiFpValidarReferencia: true },
    { tiFpDescripcion: 'Depósito bancario', tiFpValidarReferencia: true },
    { tiFpDescripcion: 'Cheque', tiFpValidarReferencia: true, tiFpSeDeposita: true },
    { tiFpDescripcion: 'Crédito a favor', tiFpValidarReferencia: false, sePuedeSeleccionar: false },
  ]);
  // The 606's codes (Norma General 07-2018): fixed by the DGII, read-only in the product.
  const codigos = (codigo: string, descripcion: string, lista: Record<string, string>) =>
    Object.entries(lista).map(([c, d]) => ({ [codigo]: c, [descripcion]: d }));
  await fill(database, 'tipoBienServicioCompra', codigos('tiBsCodigo', 'tiBsDescripcion', tiposBienesServicios606));
  await fill(database, 'tipoRetencionIsr', codigos('tiReCodigo', 'tiReDescripcion', tiposRetencionIsr606));
  await fill(database, 'formaPagoCompra', codigos('foPcCodigo', 'foPcDescripcion', formasPago606));
  await fill(database, 'tipoTarjetaCredito', [{ tiTaDescripcion: 'Visa' }, { tiTaDescripcion: 'Mastercard' }, { tiTaDescripcion: 'American Express' }]);
  await fill(database, 'tipoCajero', [
    { tiCaDescripcion: 'Cajero', tiCaCobra: true },
    { tiCaDescripcion: 'Supervisor de caja', tiCaCobra: false },
  ]);
  await fill(database, 'tipoDescuento', [
    { tiDeDescripcion: 'Beca académica', tiDeBeca: true },
    { tiDeDescripcion: 'Beca deportiva', tiDeBeca: true },
    { tiDeDescripcion: 'Patrocinio empresarial', tiDePatrocinio: true },
    { tiDeDescripcion: 'Descuento a empleados' },
    { tiDeDescripcion: 'Descuento por hermanos' },
  ]);
  const [{ rd }] = await database.query<{ rd: number }>(`select pais_id as rd from pais where pais_codigo_iso = 'DO'`);
  await fill(
    database,
    'banco',
    [
      ['Banco Popular Dominicano', 'BPD'],
      ['Banco de Reservas de la República Dominicana', 'BANRESERVAS'],
      ['Banco BHD', 'BHD'],
      ['Scotiabank República Dominicana', 'SCOTIABANK'],
      ['Banco Santa Cruz', 'BSC'],
      ['Asociación Popular de Ahorros y Préstamos', 'APAP'],
      ['Banesco Banco Múltiple', 'BANESCO'],
    ].map(([d, s]) => ({ bancDescripcion: d, bancSiglas: s, paisId: rd })),
  );
}

/**
 * The demo university's finance set-up: a cash register or two per campus, NCF ranges for consumer
 * and fiscal-credit receipts on each campus, its service groups, discount justifications, teachers'
 * pay categories, a chart of accounts a Dominican university would keep, and the services it charges
 * for with their prices.
 */
export async function seedDemoFinanzas(database: Database) {
  const sedes = await database.query<{ id: number; ini: string; nombre: string }>(
    `select sede_id as id, sede_iniciales as ini, sede_descripcion as nombre from sede where estatus order by sede_id`,
  );
  await fill(
    database,
    'caja',
    sedes.flatMap((s, i) => [
      { cajaDescripcion: `Caja 1 · ${s.nombre}`, sedeId: s.id },
      ...(i === 0 ? [{ cajaDescripcion: `Caja 2 · ${s.nombre}`, sedeId: s.id }] : []),
    ]),
  );
  // The demo cashier works the first register; the administrator supervises.
  await database.query(
    `insert into cajero (usuario_id, caja_id, tipo_cajero_id, es_supervisor)
     select u.usuario_id, (select min(caja_id) from caja),
            (select tipo_cajero_id from tipo_cajero where ti_ca_cobra = (u.usua_nombre = 'caja') order by 1 limit 1), u.usua_nombre = 'admin'
       from usuario u where u.usua_nombre in ('caja', 'admin') and not exists (select 1 from cajero)`,
  );
  const tipos = await database.query<{ id: number; d: string }>(`select tipo_ncf_id as id, ti_nc_descripcion as d from tipo_ncf`);
  const tipo = (prefijo: string) => tipos.find((t) => t.d.startsWith(prefijo))?.id;
  await fill(
    database,
    'ncf',
    sedes.flatMap((s, i) => [
      {
        tipoNcfid: tipo('B02'),
        sedeId: s.id,
        ncfireferencia: 'B02',
        ncfisecuenciaDesde: 1 + i * 50000,
        ncfisecuenciaHasta: 50000 + i * 50000,
        ncfisecuencia: i * 50000 + 1830,
        ncfifechaVencimiento: '2027-12-31',
      },
      {
        tipoNcfid: tipo('B01'),
        sedeId: s.id,
        ncfireferencia: 'B01',
        ncfisecuenciaDesde: 1 + i * 5000,
        ncfisecuenciaHasta: 5000 + i * 5000,
        ncfisecuencia: i * 5000 + 214,
        ncfifechaVencimiento: '2027-12-31',
      },
      // Electronic ranges (e-CF): the university began issuing electronic receipts this month.
      ...(['E31', 'E32', 'E34'] as const).map((p) => ({
        tipoNcfid: tipo(p),
        sedeId: s.id,
        ncfireferencia: p,
        ncfisecuenciaDesde: 1 + i * 100000,
        ncfisecuenciaHasta: 100000 + i * 100000,
        ncfisecuencia: i * 100000,
        ncfifechaVencimiento: '2028-12-31',
      })),
    ]),
  );
  await fill(
    database,
    'servicioContableGrupo',
    ['Inscripción y reinscripción', 'Colegiatura', 'Certificaciones y documentos', 'Graduación', 'Recargos', 'Educación continuada'].map((d) => ({
      seGrDescripcion: d,
    })),
  );
  await fill(database, 'descuentoJustificacion', [
    { deJuDescripcion: 'Convenio con el MESCYT', deJuPersonaContacto: 'Departamento de Becas', deJuTelefonoContacto: '809-731-1100' },
    { deJuDescripcion: 'Acuerdo con empresa patrocinadora', deJuPersonaContacto: 'Recursos Humanos de la empresa' },
    { deJuDescripcion: 'Beneficio a empleados y sus hijos' },
    { deJuDescripcion: 'Excelencia académica (índice 3.5 o más)' },
  ]);
  await fill(database, 'tipoCargoPatrocinio', [
    { tiCaDescripcion: 'Colegiatura' },
    { tiCaDescripcion: 'Inscripción' },
    { tiCaDescripcion: 'Materiales y laboratorios' },
  ]);
  const grupos = await database.query<{ id: number; d: string }>(
    `select servicio_contable_grupo_id as id, se_gr_descripcion as d from servicio_contable_grupo`,
  );
  const grupoId = (d: string) => grupos.find((g) => g.d === d)?.id ?? null;
  const [{ dop }] = await database.query<{ dop: number }>(`select moneda_pago_id as dop from moneda_pago where mo_pa_codigo = 'DOP'`);
  await fill(database, 'profesorCategoriaPago', [
    {
      prCaDescripcion: 'Categoría A',
      codigoReferencia: 'CAT-A',
      monedaPagoId: dop,
      prCaValor: '1350',
      prCaRangoPuntuacionInicial: '90',
      prCaRangoPuntuacionFinal: '100',
      prCaCategoriza: true,
    },
    {
      prCaDescripcion: 'Categoría B',
      codigoReferencia: 'CAT-B',
      monedaPagoId: dop,
      prCaValor: '1150',
      prCaRangoPuntuacionInicial: '80',
      prCaRangoPuntuacionFinal: '89.99',
      prCaCategoriza: true,
    },
    {
      prCaDescripcion: 'Categoría C',
      codigoReferencia: 'CAT-C',
      monedaPagoId: dop,
      prCaValor: '950',
      prCaRangoPuntuacionInicial: '0',
      prCaRangoPuntuacionFinal: '79.99',
      prCaCategoriza: true,
    },
  ]);
  // A chart of accounts: groups that sum (no entries) and the accounts collections post to.
  await fill(
    database,
    'catalogoCuenta',
    (
      [
        ['1', 'Activos', false],
        ['1.1', 'Activos corrientes', false],
        ['1.1.01', 'Caja general', true],
        ['1.1.02', 'Bancos', true],
        ['1.1.03', 'Cuentas por cobrar a estudiantes (pesos)', true, { cuCoCuentaCobrarPesos: true }],
        ['1.1.04', 'Cuentas por cobrar a estudiantes (dólares)', true, { cuCoCuentaCobrarDolares: true }],
        ['1.1.05', 'Cuentas por cobrar a patrocinadores', true],
        ['1.1.06', 'Tarjetas por liquidar', true],
        ['2', 'Pasivos', false],
        ['2.1', 'Pasivos corrientes', false],
        ['2.1.01', 'Ingresos cobrados por adelantado', true],
        ['2.1.02', 'Créditos a favor de estudiantes', true],
        ['2.1.03', 'Cuenta transitoria (partidas por clasificar)', true, { cuCoCuentaTransitoria: true }],
        ['4', 'Ingresos', false],
        ['4.1', 'Ingresos académicos', false],
        ['4.1.01', 'Inscripciones y reinscripciones', true],
        ['4.1.02', 'Colegiaturas', true],
        ['4.1.03', 'Certificaciones y documentos', true],
        ['4.1.04', 'Derechos de graduación', true],
        ['4.1.05', 'Recargos por mora', true],
        ['4.2', 'Educación continuada', true],
        ['5', 'Gastos', false],
        ['5.1', 'Descuentos y becas otorgados', true],
      ] as [string, string, boolean, Record<string, boolean>?][]
    ).map(([c, d, mov, extra]) => ({ cuCoCodigo: c, cuCoDescripcion: d, cuCoAceptaMovimientos: mov, cuCoCuentaGp: `0${c.replace(/\./g, '-')}`, ...extra })),
  );
  // Where each way of paying is debited, and the account each career's tuition is credited to.
  await database.query(
    `update tipo_forma_pago t set cuenta_contable_catalogo_id = c.cuenta_contable_catalogo_id
       from cuenta_contable_catalogo c
      where t.cuenta_contable_catalogo_id is null
        and c.cu_co_codigo = case when t.ti_fp_descripcion = 'Efectivo' then '1.1.01' when t.ti_fp_descripcion like 'Tarjeta%' then '1.1.06'
                                  when t.ti_fp_descripcion = 'Crédito a favor' then '2.1.02' else '1.1.02' end`,
  );
  await database.query(
    `update carrera set cuenta_contable_catalogo_id = (select cuenta_contable_catalogo_id from cuenta_contable_catalogo where cu_co_codigo = '4.1.02')
      where cuenta_contable_catalogo_id is null`,
  );
  // What the university charges for, priced in pesos (and dollars where foreigners pay), each to its income account.
  const servicios: [string, string, number, number | null, string, Record<string, unknown>][] = [
    ['Inscripción', 'Inscripción y reinscripción', 3500, 60, '4.1.01', { seCoEsServ_Matriculacion: true, seCoPagoMatriculacion: true, seCoPagaOnline: true }],
    ['Reinscripción', 'Inscripción y reinscripción', 3000, 50, '4.1.01', { seCoEsServ_Matriculacion: true, seCoReadmitido: true, seCoPagaOnline: true }],
    ['Crédito académico', 'Colegiatura', 2450, 42, '4.1.02', {}],
    ['Solicitud de admisión', 'Inscripción y reinscripción', 1500, 25, '4.1.01', { seCoEsServ_SolAdmision: true, seCoPagaOnline: true }],
    [
      'Récord de calificaciones',
      'Certificaciones y documentos',
      500,
      null,
      '4.1.03',
      { seCoPermiteSolicitudEnLinea: true, seCoCantDia_Entregar: 3, seCoPagaOnline: true },
    ],
    [
      'Constancia de estudios',
      'Certificaciones y documentos',
      300,
      null,
      '4.1.03',
      { seCoPermiteSolicitudEnLinea: true, seCoCantDia_Entregar: 2, seCoPagaOnline: true },
    ],
    [
      'Certificación de créditos',
      'Certificaciones y documentos',
      400,
      null,
      '4.1.03',
      { seCoPermiteSolicitudEnLinea: true, seCoCantDia_Entregar: 3, seCoPagaOnline: true },
    ],
    ['Certificación de grado', 'Certificaciones y documentos', 600, null, '4.1.03', { seCoPermiteSolicitudEnLinea: true, seCoCantDia_Entregar: 5 }],
    ['Derecho de graduación', 'Graduación', 12000, 200, '4.1.04', { seCoPagoGraduacion: true, seCoPagaOnline: true }],
    ['Carnet estudiantil', 'Certificaciones y documentos', 350, null, '4.1.03', { seCoPagoCarnet: true, seCoPagaOnline: true }],
    ['Modificación de selección', 'Colegiatura', 500, null, '4.1.02', { seCoPagoModificacion: true }],
    ['Recargo por pago tardío', 'Recargos', 1000, null, '4.1.05', { seCoRecargoInscripcion: true }],
    ['Asignatura en tutoría (por crédito)', 'Colegiatura', 3000, 50, '4.1.02', { seCoServ_Tutorias: true }],
    ['Acuerdo de pago', 'Colegiatura', 0, null, '4.1.02', { seCoEsServ_AcuerdoCuota: true, seCoCantidadCuota: 4 }],
    // Each continuing-education course sets its own price; its income goes here.
    ['Curso de educación continuada', 'Educación continuada', 0, null, '4.2', { seCoServ_EducPerm: true, seCoInscripcionEducPerm: true }],
  ];
  await fill(
    database,
    'servicioContable',
    servicios.map(([d, grupo, , , , flags]) => ({ seCoDescripcion: d, servicioContableGrupoId: grupoId(grupo), ...flags })),
  );
  await database.query(
    `insert into servicio_contable_detalles (owner_id, moneda_pago_id, se_co_de_monto, cuenta_contable_catalogo_id)
     select s.servicio_contable_id, m.moneda_pago_id, x.monto, c.cuenta_contable_catalogo_id
       from json_to_recordset($1::json) x(servicio text, moneda text, monto numeric, cuenta text)
       join servicio_contable s on s.se_co_descripcion = x.servicio join moneda_pago m on m.mo_pa_codigo = x.moneda
       left join cuenta_contable_catalogo c on c.cu_co_codigo = x.cuenta
      where not exists (select 1 from servicio_contable_detalles)`,
    [
      JSON.stringify(
        servicios.flatMap(([servicio, , dop, usd, cuenta]) => [
          { servicio, moneda: 'DOP', monto: dop, cuenta },
          ...(usd !== null ? [{ servicio, moneda: 'USD', monto: usd, cuenta }] : []),
        ]),
      ),
    ],
  );
  await seedDemoPlanesPago(database, dop);
}

/**
 * A regular plan for every career on every campus that offers it: the term's tuition in four
 * monthly instalments (a quarter each, due at the start and every thirty days), enrolment and
 * re-enrolment fees, admission, a late fee per instalment and a discount for paying in full. The
 * main campus also offers paying per credit.
 */
async function seedDemoPlanesPago(database: Database, dop: number) {
  const ofertas = await database.query<{ carreraId: number; alias: string; sedeId: number; ini: string; principal: boolean }>(
    `select c.carrera_id as "carreraId", c.carr_alias as alias, s.sede_id as "sedeId", s.sede_iniciales as ini,
            s.sede_id = (select min(sede_id) from sede) as principal
       from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id join sede s on s.sede_id = cs.sede_id
      where c.estatus and s.estatus order by c.carrera_id, s.sede_id`,
  );
  if (!ofertas.length) return;
  // Tuition differs by career (38,000 to 57,000 a term), the same on every campus.
  const colegiatura = (carreraId: number) => String(38_000 + ((carreraId * 7919) % 20) * 1000);
  const comun = { monedaPagoId: dop, plPaMonto_Inscripcion: '3500', plPaMonto_Reinscripcion: '3000', plPaCostoAdmision: '1500', plPaMontoRecargoCuota: '500' };
  await fill(database, 'planPago', [
    ...ofertas.map((o) => ({
      ...comun,
      plPaDescripcion: `Plan regular · ${o.alias} · ${o.ini}`,
      sedeId: o.sedeId,
      carreraId: o.carreraId,
      plPaMontoTotal: colegiatura(o.carreraId),
      plPaCantidad_Pago: 4,
      plPaPorcentaje_Descuento: '5',
      plPaRecargo_Inscripcion: '1000',
      plPaDefault: true,
    })),
    ...ofertas
      .filter((o) => o.principal)
      .map((o) => ({
        ...comun,
        plPaDescripcion: `Plan por crédito · ${o.alias} · ${o.ini}`,
        sedeId: o.sedeId,
        carreraId: o.carreraId,
        plPaMontoTotal: '0',
        plPaCantidad_Pago: 4,
        plPaPorCredito: true,
        plPaCostoCredito: '2450',
        plPaCreditosMinimo: 9,
      })),
    // Monthly instalments, which students choose themselves in self-service (on every campus).
    ...ofertas.map((o) => ({
      ...comun,
      plPaDescripcion: `Plan en 6 cuotas · ${o.alias} · ${o.ini}`,
      sedeId: o.sedeId,
      carreraId: o.carreraId,
      plPaMontoTotal: String(Number(colegiatura(o.carreraId)) + 2000),
      plPaCantidad_Pago: 6,
      plPaAutoservicio: true,
    })),
  ]);
  await database.query(
    `insert into plan_pago_detalles (owner_id, pl_pa_de_cuota, pl_pa_de_porcentaje, pl_pa_de_dias)
     select p.plan_pago_id, g, case when p.pl_pa_cantidad_pago = 6 then (case when g < 6 then 16.67 else 16.65 end) else 25 end, (g - 1) * (120 / p.pl_pa_cantidad_pago)
       from plan_pago p cross join lateral generate_series(1, p.pl_pa_cantidad_pago) g
      where not exists (select 1 from plan_pago_detalles)`,
  );
}

/**
 * The demo's professors placed in the pay categories (a fifth in the highest, most in the middle ones),
 * so the teaching payroll plan has values; a professor someone placed already keeps their category.
 */
export async function seedDemoCategoriasDocentes(database: Database) {
  await database.query(
    `with c as (select profesor_categoria_pago_id as id, row_number() over (order by pr_ca_valor desc) - 1 as n, count(*) over () as total
                  from profesor_categoria_pago where estatus)
     update profesor p set profesor_categoria_pago_id = c.id
       from c where p.profesor_categoria_pago_id is null and c.n = (p.profesor_id * 7) % c.total`,
  );
}
