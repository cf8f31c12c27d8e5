import { useState } from 'react';
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import type { Rol, UsuarioFila } from '@claustro/domain/seguridad/usuario.contract';
import { useRoles, useUsuariosBuscados } from './api.ts';

export type { Rol } from '@claustro/domain/seguridad/usuario.contract';
export type UsuarioResumen = UsuarioFila;

export const rolLabel = (r: Rol) => (currentLang() === 'en' ? r.rolDescripcionIngles : r.rolDescripcion);

export function RolPicker({ label, value, onChange }: { label: string; value: number | ''; onChange: (id: number) => void }) {
  const roles = useRoles();
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ maxWidth: 360 }}>
      {roles.data?.map((r) => (
        <MenuItem key={r.rolId} value={r.rolId}>
          {rolLabel(r)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Finds a user by name, user name or e-mail (searched on the server). */
export function UsuarioPicker({ label, onChange }: { label: string; onChange: (u: UsuarioResumen | null) => void }) {
  const [text, setText] = useState('');
  const found = useUsuariosBuscados(text);
  return (
    <Autocomplete
      sx={{ maxWidth: 420 }}
      options={found.data ?? []}
      getOptionLabel={(u) => `${u.usuaNombre} — ${u.persNombres} ${u.persApellidos}`}
      filterOptions={(x) => x}
      onInputChange={(_, v) => setText(v)}
      onChange={(_, u) => onChange(u)}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
