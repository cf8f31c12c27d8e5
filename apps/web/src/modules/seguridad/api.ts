import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seguridadApi, type PerfilInput, type UsuarioInput } from '@claustro/domain/seguridad/usuario.contract';
import type { QueryOf } from '@claustro/domain/platform/contract';
import { call, callPaged, queryKeys } from '../../platform/contract-client.ts';

/* Typed calls of the security area: users, roles, grants, one's own personal data. */

export const usuariosKeys = queryKeys('usuarios');
export const rolesKeys = queryKeys('roles');
export const grantsKeys = queryKeys('permisos');
export const perfilKeys = queryKeys('perfil');

export const useRoles = (enabled = true) => useQuery({ queryKey: rolesKeys.lists(), queryFn: () => call(seguridadApi.roles), enabled });

/** Creates or renames a role; the roles are read again. */
export function useSaveRol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rolId, body }: { rolId?: number; body: { rolDescripcion: string; rolDescripcionIngles: string; estatus: boolean } }) =>
      rolId ? call(seguridadApi.editarRol, { params: { rolId }, body }) : call(seguridadApi.crearRol, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}

/** A page of users, searched by name, user name or e-mail. */
export const useUsuarios = (q: QueryOf<typeof seguridadApi.usuarios>) =>
  useQuery({ queryKey: usuariosKeys.list(q), queryFn: () => callPaged(seguridadApi.usuarios, { query: q }), placeholderData: keepPreviousData });

/** The first users matching a text, for a picker. */
/** Users found by name or user name for a picker (any screen that picks users may ask). */
export const useUsuariosBuscados = (value: string) =>
  useQuery({ queryKey: usuariosKeys.of('buscar', value), queryFn: () => call(seguridadApi.buscarUsuarios, { query: { value } }) });

export const useUsuario = (usuarioId: number | null) =>
  useQuery({
    queryKey: usuariosKeys.detail(usuarioId),
    queryFn: () => call(seguridadApi.usuario, { params: { usuarioId: usuarioId! } }),
    enabled: usuarioId !== null,
  });

/** Creates (with a first password) or updates a user; every users' list is read again. */
export function useSaveUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ usuarioId, body }: { usuarioId?: number; body: UsuarioInput & { clave?: string } }) =>
      usuarioId ? call(seguridadApi.editar, { params: { usuarioId }, body }) : call(seguridadApi.crear, { body: { ...body, clave: body.clave ?? '' } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}

export function useBlockUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (usuarioId: number) => call(seguridadApi.bloquear, { params: { usuarioId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}

/** An administrator sets another user's password. */
export const useSetPassword = () =>
  useMutation({
    mutationFn: ({ usuarioId, body }: { usuarioId: number; body: { nuevaClave: string; confirmarClave: string; usuaCambiaClave: boolean } }) =>
      call(seguridadApi.claveDeUsuario, { params: { usuarioId }, body }),
  });

export const useMenuOptions = () => useQuery({ queryKey: grantsKeys.of('opciones'), queryFn: () => call(seguridadApi.opciones) });

/** Whose grants: a role's or one user's own. */
export type GrantOwner = { rolId: number } | { usuarioId: number };

export const useGrants = (owner: GrantOwner) =>
  useQuery({
    queryKey: grantsKeys.detail(owner),
    queryFn: () => ('rolId' in owner ? call(seguridadApi.permisosDeRol, { params: owner }) : call(seguridadApi.permisosDeUsuario, { params: owner })),
  });

export function useSaveGrants(owner: GrantOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (opciones: number[]) =>
      'rolId' in owner
        ? call(seguridadApi.concederARol, { params: owner, body: { opciones } })
        : call(seguridadApi.concederAUsuario, { params: owner, body: { opciones } }),
    onSuccess: (saved) => qc.setQueryData(grantsKeys.detail(owner), saved),
  });
}

/** One's own user, for the personal-data page. */
export const usePerfil = () => useQuery({ queryKey: perfilKeys.all, queryFn: () => call(seguridadApi.perfil) });

export function useSavePerfil() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PerfilInput) => call(seguridadApi.guardarPerfil, { body }),
    onSuccess: (saved) => qc.setQueryData(perfilKeys.all, saved),
  });
}

/** Replaces a person's photo (one's own, or anyone's for who manages users). */
export function useUploadPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ personaId, file }: { personaId: number; file: File }) => {
      const body = new FormData();
      body.append('personaId', String(personaId));
      body.append('file', file);
      return call(seguridadApi.foto, { body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: perfilKeys.all }),
  });
}

/** The campuses the signed-in user may work in. */
export const useMisSedes = (enabled = true) => useQuery({ queryKey: usuariosKeys.of('mis-sedes'), queryFn: () => call(seguridadApi.misSedes), enabled });
