-- Each server process keeps its users' access rows in memory (platform/auth/access-cache.ts). Every
-- change that can alter what a user may do tells all processes, at commit, on channel `access_changed`:
-- the user's id when their account changes, '*' when grants, roles or menu options change.
create or replace function access_changed_user() returns trigger language plpgsql as $$
begin
  perform pg_notify('access_changed', coalesce(new.usuario_id, old.usuario_id)::text);
  return null;
end $$;

create or replace function access_changed_all() returns trigger language plpgsql as $$
begin
  perform pg_notify('access_changed', '*');
  return null;
end $$;

create trigger usuario_access_changed after update of estatus, sesion_version, rol_id, usua_cambia_clave, usua_clave_vence_fecha on usuario
  for each row when (old.estatus is distinct from new.estatus or old.sesion_version is distinct from new.sesion_version
                     or old.rol_id is distinct from new.rol_id or old.usua_cambia_clave is distinct from new.usua_cambia_clave
                     or old.usua_clave_vence_fecha is distinct from new.usua_clave_vence_fecha)
  execute function access_changed_user();
create trigger usuario_access_deleted after delete on usuario for each row execute function access_changed_user();
create trigger usuario_opcion_access_changed after insert or update or delete or truncate on usuario_opcion for each statement execute function access_changed_all();
create trigger rol_opcion_access_changed after insert or update or delete or truncate on rol_opcion for each statement execute function access_changed_all();
create trigger rol_access_changed after insert or update or delete or truncate on rol for each statement execute function access_changed_all();
create trigger opcion_menu_access_changed after insert or update or delete or truncate on opcion_menu for each statement execute function access_changed_all();
