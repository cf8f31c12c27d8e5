import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { carnetApi } from '@claustro/domain/generales/carnet.contract';
import { callBlob } from '../../platform/contract-client.ts';
import { findByMatricula } from '../academicos/api.ts';
import { MatriculaSearch } from '../../platform/MatriculaSearch.tsx';
import type { EstudianteFila as Estudiante } from '@claustro/domain/academicos/estudiante.contract';

/** `/generales/generar-carnet`: a student's printable ID card. */
export default function CarnetPage() {
  const { t } = useTranslation();
  const [student, setStudent] = useState<Estudiante | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const find = async (matricula: string) => {
    setError(null);
    setUrl(null);
    try {
      const s = await findByMatricula(matricula);
      setStudent(s);
      setUrl(URL.createObjectURL(await callBlob(carnetApi.pdf, { params: { estudianteId: s.estudianteId } })));
    } catch (e) {
      setStudent(null);
      setError((e as ApiError).message);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('card.title')}
      </Typography>
      <MatriculaSearch action={t('card.generate')} primary onFind={(m) => void find(m)} />
      {error && <Alert severity="error">{error}</Alert>}
      {student && url && (
        <>
          <Typography>
            {student.persNombres} {student.persApellidos} — {student.matriculaId}
          </Typography>
          <Box component="iframe" title={t('card.title')} src={url} sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1 }} />
          <Button component="a" href={url} download={`carnet-${student.matriculaId}.pdf`} sx={{ alignSelf: 'start' }}>
            {t('card.download')}
          </Button>
        </>
      )}
    </Stack>
  );
}
