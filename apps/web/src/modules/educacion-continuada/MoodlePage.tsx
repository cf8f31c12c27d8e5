import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { moodleApi, moodleScreen } from '@claustro/domain/educacion-continuada/moodle.contract';
import { apiBlob, saveBlob } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useCursoInicial, useParticipaciones } from './api.ts';

const corto = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `/educacion-continuada/exportar-moodle`: a course's seated participants (as students) and
 * facilitators (as teachers) in the file Moodle's "Upload users" takes, enrolled in the Moodle course
 * of the short name given.
 */
export default function MoodlePage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const cursos = useLookup('curso');
  const [elegido, setCursoId] = useState<number | '' | null>(null);
  const inicial = useCursoInicial();
  const cursoId = elegido ?? inicial ?? '';
  const [nombre, setNombre] = useState('');
  const [facilitadores, setFacilitadores] = useState(true);
  const cuantos = useParticipaciones({ cursoId: cursoId || undefined, page: 1, pageSize: 1 }, !!cursoId);
  const malo = nombre.trim() !== '' && !corto.test(nombre.trim());
  const descargar = async () => {
    const query: Record<string, string> = { facilitadores: String(facilitadores) };
    if (nombre.trim()) query.curso = nombre.trim();
    const path = moodleApi.exportar.path.replace(':cursoId', String(cursoId));
    saveBlob(await apiBlob(path, { query }), `moodle-${cursoId}.csv`);
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={screenTitle(moodleScreen, lang)!} />
      <Typography variant="body2" color="text.secondary">
        {t('contedu.moodleIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <ChoiceField label={t('contedu.course')} value={cursoId} onChange={setCursoId} options={cursos.options} required />
        <TextField
          label={t('contedu.moodleShortName')}
          value={nombre}
          onChange={(e) => setNombre(e.target.value)}
          error={malo}
          helperText={malo ? t('contedu.moodleShortNameBad') : t('contedu.moodleShortNameHint')}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={facilitadores} onChange={(e) => setFacilitadores(e.target.checked)} />}
        label={t('contedu.moodleTeachers')}
      />
      {cursoId && cuantos.data && <Alert severity="info">{t('contedu.moodleCount', { n: cuantos.data.total })}</Alert>}
      <Stack direction="row">
        <FileButton variant="contained" label={t('contedu.moodleDownload')} disabled={!cursoId || malo} run={descargar} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('contedu.moodleHow')}
      </Typography>
    </Stack>
  );
}
