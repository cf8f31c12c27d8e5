import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { misCursosScreen, participantesApi } from '@claustro/domain/educacion-continuada/participantes.contract';
import { call } from '../../platform/contract-client.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { screenTitle } from '../../platform/screen-title.ts';
import { participantesKeys as keys } from './api.ts';
import { AsistenciaDialog } from './AsistenciaDialog.tsx';

/**
 * `/educacion-continuada/mis-cursos`: a facilitator's own courses (a facilitator is the user whose
 * e-mail their record gives), each with its seated participants and the meetings taken; their
 * attendance is taken here — and no other course's.
 */
export default function MisCursosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const cursos = useQuery({ queryKey: keys.of('mis-cursos'), queryFn: () => call(participantesApi.misCursos, {}) });
  const [abierto, setAbierto] = useState<number | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(misCursosScreen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t('contedu.myCoursesIntro')}
      </Typography>
      {cursos.error && <Alert severity="error">{cursos.error.message}</Alert>}
      {cursos.data?.length === 0 && <Alert severity="info">{t('contedu.myCoursesNone')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {cursos.data?.map((c) => (
          <Card key={c.cursoId} variant="outlined" sx={{ width: { xs: '100%', sm: 340 } }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {c.curso}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDate(c.inicio, lang)} – {formatDate(c.fin, lang)}
              </Typography>
              <Typography variant="body2">{t('contedu.myCourseCounts', { participantes: c.participantes, sesiones: c.sesiones })}</Typography>
            </CardContent>
            <CardActions>
              <Button disabled={!c.participantes} onClick={() => setAbierto(c.cursoId)}>
                {t('contedu.takeAttendance')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Stack>
      {abierto && <AsistenciaDialog cursoId={abierto} onClose={() => (setAbierto(null), void cursos.refetch())} />}
    </Stack>
  );
}
