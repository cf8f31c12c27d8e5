import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profesoresApi, type Profesor, type ProfesorIn } from '@claustro/domain/academicos/profesor.contract';
import { planesApi } from '@claustro/domain/academicos/plan.contract';
import { estudiantesApi, type CambioIn, type CambioTipo, type EstudianteFila } from '@claustro/domain/academicos/estudiante.contract';
import { fichaApi } from '@claustro/domain/academicos/estudiante-ficha.contract';
import { estudianteDocumentosApi, type EstudianteDocumento } from '@claustro/domain/academicos/estudiante-documento.contract';
import { carrerasAccesoApi } from '@claustro/domain/academicos/carrera-acceso.contract';
import { mensajeriaApi, type Audiencia } from '@claustro/domain/academicos/mensajeria.contract';
import type { BodyInput, QueryOf } from '@claustro/domain/platform/contract';
import { planEstudio } from '@claustro/domain/academicos/plan-estudio.resource';
import { useCatalogueRows } from '../../platform/resources/useLookup.ts';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of the academic area, one query-key factory per resource. */

export const profesoresKeys = queryKeys('profesores');

/** A page of professors, searched by name or code. */
export function useProfesores(q: QueryOf<typeof profesoresApi.list>) {
  return useQuery({
    queryKey: profesoresKeys.list(q),
    queryFn: () => callPaged(profesoresApi.list, { query: q }),
    placeholderData: keepPreviousData,
  });
}

/** Creates or updates a professor; every professors list is read again afterwards. */
export function useSaveProfesor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profesorId, body }: { profesorId?: number; body: ProfesorIn }) =>
      profesorId ? call(profesoresApi.update, { params: { profesorId }, body }) : call(profesoresApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}

/** Replaces a professor's photo or signature. */
export function useProfesorImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ profesorId, kind, file }: { profesorId: number; kind: 'foto' | 'firma'; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return call(kind === 'foto' ? profesoresApi.foto : profesoresApi.firma, { params: { profesorId }, body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: profesoresKeys.all }),
  });
}

export const estudiantesKeys = queryKeys('estudiantes');

/**
 * A page of the user's students. Moving to the next page continues from the key of the page before
 * (keyset paging: a deep page costs what the first does); the total counted for the first page is kept.
 */
export function useEstudiantes(q: { value: string; page: number; pageSize: number }) {
  const known = useRef({ for: '', after: new Map<number, string>(), total: 0 });
  const list = `${q.value}|${q.pageSize}`;
  if (known.current.for !== list) known.current = { for: list, after: new Map(), total: 0 };
  return useQuery({
    queryKey: estudiantesKeys.list(q),
    queryFn: async () => {
      const at = known.current;
      const after = q.page > 1 ? at.after.get(q.page) : undefined;
      const page = await callPaged(estudiantesApi.list, { query: { value: q.value, pageSize: q.pageSize, ...(after ? { after } : { page: q.page }) } });
      if (page.next) at.after.set(q.page + 1, page.next);
      if (page.total >= 0) at.total = page.total;
      return { rows: page.rows, total: at.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** Registers a student (person, first career, matrícula); every students' list is read again. */
export function useRegistrarEstudiante() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof estudiantesApi.create>) => call(estudiantesApi.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: estudiantesKeys.all }),
  });
}

/** A student by matrícula (exact), for the screens that start from one. */
export const findByMatricula = (matricula: string) => call(estudiantesApi.porMatricula, { params: { value: matricula.trim() } });
export const getEstudiante = (estudianteId: number) => call(estudiantesApi.get, { params: { estudianteId } });

/** A student's record: by id (staff, or the student themself), or the signed-in student's own. Under the students' keys, so any write to a student refreshes it. */
export const useFicha = (estudianteId: number | 'propia') =>
  useQuery({
    queryKey: estudiantesKeys.of('ficha', estudianteId),
    queryFn: () => (estudianteId === 'propia' ? call(fichaApi.propia) : call(fichaApi.get, { params: { estudianteId } })),
    retry: false,
  });
/** A student with the ids an edit needs (the record shows names). */
export const useEstudiante = (estudianteId: number | undefined) =>
  useQuery({ queryKey: estudiantesKeys.detail(estudianteId), queryFn: () => getEstudiante(estudianteId!), enabled: !!estudianteId });

/** Edits a student's identity and contacts; their lists and record are read again. */
export function useActualizarEstudiante(estudianteId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof estudiantesApi.update>) => call(estudiantesApi.update, { params: { estudianteId }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: estudiantesKeys.all }),
  });
}

/** The student of the signed-in user (a student's own record), or null for staff. */
export const useEstudiantePropio = (username: string | undefined) =>
  useQuery({
    queryKey: estudiantesKeys.of('propio', username),
    queryFn: () => call(estudiantesApi.delUsuario, { params: { username: username! } }),
    enabled: !!username,
  });

export const cambiosKeys = queryKeys('cambios');

/** The office's latest changes of one kind (no student chosen yet). */
export const useCambiosRecientes = (tipo: CambioTipo, enabled: boolean) =>
  useQuery({ queryKey: cambiosKeys.list({ tipo }), queryFn: () => call(estudiantesApi.cambios[tipo].recientes, { query: { pageSize: 20 } }), enabled });

/** A student's changes of one kind. */
export const useHistorialCambios = (tipo: CambioTipo, estudianteId: number | undefined) =>
  useQuery({
    queryKey: cambiosKeys.detail({ tipo, estudianteId }),
    queryFn: () => call(estudiantesApi.cambios[tipo].historial, { params: { estudianteId: estudianteId! } }),
    enabled: estudianteId !== undefined,
  });

/**
 * Applies a change of career, status, campus or academic standing; the change lists are read again.
 * The screen is one for the four kinds, so its values are typed loosely here: the server checks them
 * against the kind's own schema (`cambioIn[tipo]`) and names any field it refuses.
 */
export function useRegistrarCambio(tipo: CambioTipo) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call(estudiantesApi.cambios[tipo].registrar, { body: body as CambioIn }),
    onSuccess: () => qc.invalidateQueries({ queryKey: cambiosKeys.all }),
  });
}

export const documentosKeys = queryKeys('estudiante-documentos');

/** The academic documents of one of a student's careers. */
export const useDocumentosEstudiante = (estudianteCarreraId: number) =>
  useQuery({ queryKey: documentosKeys.detail(estudianteCarreraId), queryFn: () => call(estudianteDocumentosApi.list, { params: { estudianteCarreraId } }) });

/**
 * Marks a document delivered or not (the tick shows at once; the server's answer, with date and who,
 * replaces it), or stores its scan. Answers the career's documents as they now are.
 */
export function useDocumentoEstudiante(estudianteCarreraId: number) {
  const qc = useQueryClient();
  const key = documentosKeys.detail(estudianteCarreraId);
  return useMutation({
    mutationFn: ({ documentoAcademicoId, entregado, file }: { documentoAcademicoId: number; entregado?: boolean; file?: File }) => {
      const params = { estudianteCarreraId, documentoAcademicoId };
      if (!file) return call(estudianteDocumentosApi.marcar, { params, body: { entregado: !!entregado } });
      const body = new FormData();
      body.append('file', file);
      return call(estudianteDocumentosApi.archivo, { params, body });
    },
    onMutate: ({ documentoAcademicoId, entregado, file }) => {
      if (!file)
        qc.setQueryData<EstudianteDocumento[]>(key, (rows) =>
          rows?.map((r) => (r.documentoAcademicoId === documentoAcademicoId ? { ...r, entregado: !!entregado } : r)),
        );
    },
    onSuccess: (rows) => qc.setQueryData(key, rows),
    onError: () => qc.invalidateQueries({ queryKey: key }),
  });
}

export const carrerasKeys = queryKeys('carreras');

/** The careers the signed-in user works with (director, coordinator or granted). */
export const useMisCarreras = (usuarioId: number | undefined) =>
  useQuery({
    queryKey: carrerasKeys.of('del-usuario', usuarioId),
    queryFn: () => call(carrerasAccesoApi.delUsuario, { params: { usuarioId: usuarioId! } }),
    enabled: usuarioId !== undefined,
  });

/** How many students (and how many with an account) an audience reaches. */
export const useAlcanceMensajeria = (audience: Audiencia, enabled: boolean) =>
  useQuery({ queryKey: queryKeys('mensajeria').of('alcance', audience), queryFn: () => call(mensajeriaApi.destinatarios, { body: audience }), enabled });

/** The plans of a career, as the plan select offers them ("Plan ISC 2024 (v2)"). */
export function usePlanOptions(carreraId: number | '' | null | undefined): { id: number; label: string }[] {
  const plans = useCatalogueRows(planEstudio, { lookup: `/carrera/${carreraId}`, enabled: !!carreraId });
  return (carreraId ? (plans.data ?? []) : []).map((p) => ({ id: p.planEstudioId, label: `${p.plEnDescripcion} (v${p.plEnVersion})` }));
}

export type { Profesor, EstudianteFila };

export const planesKeys = queryKeys('planes');
/** A study plan as the registrar reads it. */
export const usePlanLectura = (planEstudioId: number) =>
  useQuery({ queryKey: planesKeys.detail(planEstudioId), queryFn: () => call(planesApi.lectura, { params: { planEstudioId } }), retry: false });
