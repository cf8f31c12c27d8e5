import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { mensajesApi } from '@claustro/domain/mensajes/mensaje.contract';
import { rolLabel, type UsuarioResumen } from '../seguridad/public.ts';
import { useRoles, useUsuariosBuscados } from '../seguridad/api.ts';
import { MessageComposer } from './MessageComposer.tsx';

/** `/administracion-sistema/mensajes`: a message to users, roles or campuses, by notification and e-mail. */
export default function EnviarMensajesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const sedes = useLookup('sede');
  const [usuarios, setUsuarios] = useState<UsuarioResumen[]>([]);
  const [rolIds, setRolIds] = useState<number[]>([]);
  const [sedeIds, setSedeIds] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const found = useUsuariosBuscados(search);
  return (
    <MessageComposer title={t('messages.send')} api={mensajesApi} audience={{ usuarios: usuarios.map((u) => u.usuarioId), roles: rolIds, sedes: sedeIds }}>
      {(fields) => (
        <>
          <Autocomplete
            multiple
            options={found.data ?? []}
            value={usuarios}
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.usuarioId === b.usuarioId}
            getOptionLabel={(u) => `${u.usuaNombre} — ${u.persNombres} ${u.persApellidos}`}
            onInputChange={(_, v) => setSearch(v)}
            onChange={(_, v) => setUsuarios(v)}
            renderInput={(params) => <TextField {...params} label={t('messages.users')} error={!!fields.usuarios} />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('messages.roles')}
              value={rolIds}
              slotProps={{ select: { multiple: true } }}
              onChange={(e) => setRolIds(e.target.value as unknown as number[])}
            >
              {roles.data?.map((r) => (
                <MenuItem key={r.rolId} value={r.rolId}>
                  {rolLabel(r)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('messages.campuses')}
              value={sedeIds}
              slotProps={{ select: { multiple: true } }}
              onChange={(e) => setSedeIds(e.target.value as unknown as number[])}
            >
              {sedes.options.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </>
      )}
    </MessageComposer>
  );
}
