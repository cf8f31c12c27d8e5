import { seleccionApi } from '@claustro/domain/seleccion/seleccion.contract';
import { estudiantesApi } from '@claustro/domain/academicos/estudiante.contract';
import { call, callPaged } from './contract-client.ts';

/*
 * Type test of `call()`: compiled by `npm run typecheck`, never run. Each `@ts-expect-error` line must
 * be an error for the file to compile (TypeScript reports an unused one), so a loosened `CallInput`
 * fails the typecheck. The lines without the mark are the right calls, which must compile.
 */

export const typed = () => [
  call(seleccionApi.get, { params: { estudianteCarreraId: 1, periodoAcademicoId: 2 } }),
  callPaged(estudiantesApi.list, { query: { value: 'ana', page: 1, pageSize: 20 } }),
  call(seleccionApi.propia),

  // @ts-expect-error -- parameters the endpoint does not declare
  call(seleccionApi.get, { params: { estudianteCarrera: 1, periodo: 2 } }),
  // @ts-expect-error -- a query the endpoint does not declare
  call(seleccionApi.get, { params: { estudianteCarreraId: 1, periodoAcademicoId: 2 }, query: { nada: 'x' } }),
  // @ts-expect-error -- an id is a number, not a text
  call(seleccionApi.get, { params: { estudianteCarreraId: '1', periodoAcademicoId: 2 } }),
  // @ts-expect-error -- a path parameter left out
  call(seleccionApi.get, { params: { estudianteCarreraId: 1 } }),
  // @ts-expect-error -- no input at all for an endpoint whose path has parameters
  call(seleccionApi.get),
  // @ts-expect-error -- a page is a number
  callPaged(estudiantesApi.list, { query: { page: 'uno' } }),
  // @ts-expect-error -- an endpoint without parameters takes none
  call(seleccionApi.propia, { params: { estudianteCarreraId: 1 } }),
];
