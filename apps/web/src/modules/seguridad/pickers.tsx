import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { currentLang } from '../../platform/i18n.ts';
import { SelectField } from '../../platform/SelectField.tsx';
import type { Rol } from '@claustro/domain/seguridad/usuario.contract';
import { useRoles, useUsuariosBuscados } from './api.ts';

export type { Rol } from '@claustro/domain/seguridad/usuario.contract';
export type { UsuarioResumen } from '@claustro/domain/seguridad/usuario.contract';
import type { UsuarioResumen } from '@claustro/domain/seguridad/usuario.contract';

export const rolLabel = (r: Rol) => (currentLang() === 'en' ? r.rolDescripcionIngles : r.rolDescripcion);

export function RolPicker({ label, value, onChange }: { label: string; value: number | ''; onChange: (id: number) => void }) {
  const roles = useRoles();
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(v) => onChange(Number(v))}
      options={(roles.data ?? []).map((r) => ({ id: r.rolId, label: rolLabel(r) }))}
      sx={{ maxWidth: 360 }}
    />
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
