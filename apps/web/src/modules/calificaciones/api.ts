import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { digitacionApi, type ActaIn } from '@claustro/domain/calificaciones/digitacion.contract';
import { notasPeriodoApi } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { call, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of grades. */

export const actaKeys = queryKeys('actas');

/** A section's grade sheet. */
export const useActa = (seccionAsignaturaId: number | null) =>
  useQuery({
    queryKey: actaKeys.of('acta', seccionAsignaturaId),
    enabled: !!seccionAsignaturaId,
    queryFn: () => call(digitacionApi.get, { params: { seccionAsignaturaId: seccionAsignaturaId! } }),
  });

/** Saves (and with `enviar`, submits) a sheet; the sheet shown is the one the server answers. */
export function useGuardarActa(seccionAsignaturaId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ActaIn) => call(digitacionApi.save, { params: { seccionAsignaturaId }, body }),
    onSuccess: (acta) => qc.setQueryData(actaKeys.of('acta', seccionAsignaturaId), acta),
  });
}

/** A student career's grades in a period. */
export const useNotasPeriodo = (ref: { estudianteCarreraId: number; periodoAcademicoId: number } | null) =>
  useQuery({
    queryKey: actaKeys.of('periodo', ref),
    enabled: !!ref,
    queryFn: () => call(notasPeriodoApi.get, { params: ref! }),
  });
