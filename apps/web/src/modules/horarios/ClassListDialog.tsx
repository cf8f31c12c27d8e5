import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { seccionListaApi } from '@claustro/domain/horarios/seccion-lista.contract';
import { RecordTable } from '../../platform/RecordTable.tsx';
import { MessageComposer } from '../mensajes/public.ts';
import { useClassList } from './api.ts';

/**
 * A section's class list — matrícula, name, career and e-mail, by surname — and a message to the
 * students in it (their inbox, and e-mail if asked). Full screen on a phone.
 */
export function ClassListDialog({ seccionAsignaturaId, onClose }: { seccionAsignaturaId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const list = useClassList(seccionAsignaturaId);
  const [writing, setWriting] = useState(false);
  const close = () => {
    setWriting(false);
    onClose();
  };
  const s = list.data?.seccion;
  const students = list.data?.estudiantes ?? [];
  const name = s ? `${seccionNombre(s)} · ${s.asignaturaDescripcion}` : '';
  return (
    <Dialog open={seccionAsignaturaId !== null} onClose={close} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="class-list-title">
      <DialogTitle id="class-list-title">{s ? `${t('classList.title')}: ${name}` : t('classList.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {list.isError && <Alert severity="error">{(list.error as Error).message}</Alert>}
          {s && (
            <Typography color="text.secondary">
              {t('classList.count', { count: students.length })} · {s.periodoAlias} · {s.sedeDescripcion}
            </Typography>
          )}
          {writing && s && (
            <MessageComposer api={seccionListaApi} audience={{ seccionAsignaturaId: s.seccionAsignaturaId }}>
              {() => null}
            </MessageComposer>
          )}
          {list.data && students.length === 0 && <Alert severity="info">{t('classList.empty')}</Alert>}
          {students.length > 0 && (
            <RecordTable
              label={t('classList.title')}
              head={[t('classList.matricula'), t('classList.name'), t('classList.career'), t('classList.email')]}
              rows={students.map((e) => ({ key: e.estudianteId, cells: [e.matricula, e.nombre, e.carrera, e.correo ?? t('classList.noAccount')] }))}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {students.length > 0 && !writing && <Button onClick={() => setWriting(true)}>{t('classList.write')}</Button>}
        <Button onClick={close}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
