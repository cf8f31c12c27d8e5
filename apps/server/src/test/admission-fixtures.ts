import { randomUUID } from 'node:crypto';
import { cedulaFor } from '../seed/scale-nombres.ts';
import { careerWithPlan, idOf, sedeId } from './academic-fixtures.ts';
import { multipart, type MultipartFile, type TestContext } from './context.ts';

/**
 * What admission tests share: a career with a plan in force at SD, a period taking applications,
 * a valid request to submit (with `extra` fields), and the public submission itself.
 */
export async function admissionSetup(ctx: TestContext, alias: string) {
  const sd = await sedeId(ctx, 'SD');
  const nuevo = await idOf(ctx, `select admitido_como_id as id from admitido_como where ad_co_descripcion = 'Nuevo ingreso'`);
  const career = await careerWithPlan(ctx, alias, [sd]);
  const period = (periodAlias: string, open: boolean) =>
    ctx.call({
      method: 'POST',
      url: '/api/academicos/periodos-academicos',
      as: 'admin',
      payload: {
        peAcAlias: periodAlias,
        peAcDescripcion: `Período ${periodAlias}`,
        peAcAno: 2027,
        peAcCuatrimestre: periodAlias.endsWith('1') ? 1 : 2,
        peAcFechaInicio: '2027-01-10',
        peAcFechaFin: '2027-04-30',
        peAcPeriodo_Inscripcion: open,
      },
    });
  const periodo = (await period(`${alias}-2027-1`, true)).body.periodoAcademicoId as number;
  let cedulas = 9_000 + alias.length * 1_000 + alias.charCodeAt(0) * 10;
  let address = 0;
  const solicitud = (extra: object = {}) => ({
    periodoAcademicoId: periodo,
    sedeId: sd,
    carreraId: career.carreraId,
    admitidoComoId: nuevo,
    nombres: 'Yokasta',
    apellidos: 'Féliz Batista',
    fechaNacimiento: '2007-05-21',
    cedula: cedulaFor(++cedulas),
    email: 'yokasta@correo.do',
    celular: '829-555-0101',
    alergias: 'Penicilina.Polen',
    objetivoPrincipal: 'Estudiar administración',
    llevaColegio: true,
    colegioDescripcion: 'Liceo Juan Pablo Duarte',
    idiomas: [{ idiomaId: 1, lee: true, escribe: true, habla: true }],
    padres: [{ tipoPadreId: 2, nombreCompleto: 'Mercedes Batista', telefono: '809-555-0102', emergencia: true }],
    direccion: { peDiDireccion: 'Calle El Sol 12, Los Mina' },
    ...extra,
  });
  // Each submission from its own address, unless a test says otherwise (the form is rate-limited per address).
  const submit = (
    body: object,
    files: MultipartFile[] = [],
    claveEnvio = randomUUID(),
    remoteAddress = `10.${alias.length}.${Math.floor(++address / 250)}.${address % 250}`,
  ) =>
    ctx.call({ method: 'POST', url: '/api/solicitudes-admisiones/nueva', ...multipart({ claveEnvio, solicitud: JSON.stringify(body) }, files), remoteAddress });
  return { sd, nuevo, career, periodo, period, solicitud, submit, nextCedula: () => cedulaFor(++cedulas) };
}
