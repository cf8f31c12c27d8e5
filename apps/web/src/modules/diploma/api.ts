import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diplomaApi } from '@claustro/domain/diploma/diploma.contract';
import { call, queryKeys } from '../../platform/contract-client.ts';

/** The diplomas' query keys (signatures, layout, diplomas issued, students found). */
export const diplomaKeys = queryKeys('diploma');

const archivo = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** Uploads or removes a signatory's signature image. */
export function useFirma() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: diplomaKeys.all });
  return {
    subir: useMutation({
      mutationFn: ({ firmanteId, file }: { firmanteId: number; file: File }) => call(diplomaApi.subirFirma, { params: { firmanteId }, body: archivo(file) }),
      onSuccess: done,
    }),
    quitar: useMutation({ mutationFn: (firmanteId: number) => call(diplomaApi.quitarFirma, { params: { firmanteId } }), onSuccess: done }),
  };
}

/** Uploads or removes the seal image. */
export function useSello() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: diplomaKeys.all });
  return {
    subir: useMutation({ mutationFn: (file: File) => call(diplomaApi.subirSello, { body: archivo(file) }), onSuccess: done }),
    quitar: useMutation({ mutationFn: () => call(diplomaApi.quitarSello, {}), onSuccess: done }),
  };
}
