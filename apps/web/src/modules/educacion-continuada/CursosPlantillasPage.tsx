import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { resourceByName } from '@claustro/domain/registry';
import { cursoDesdePlantillaIn, cursoDesdePlantillaLabels, plantillaApi } from '@claustro/domain/educacion-continuada/plantilla.contract';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { call } from '../../platform/contract-client.ts';
import { FormDate, FormSelect, FormText } from '../../platform/form-fields.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang } from '../../platform/i18n.ts';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import ResourcePage from '../../platform/resources/ResourcePage.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';

/**
 * `/educacion-continuada/cursos-plantillas`: the course templates (a declared catalogue: what a course
 * is and costs, the documents it asks, its lists) and, below, a course made from one with this
 * edition's dates, campus and seats.
 */
export default function CursosPlantillasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const plantillas = useLookup('cursoPlantilla');
  const sedes = useLookup('sede');
  const [plantilla, setPlantilla] = useState<number | ''>('');
  const [hecho, setHecho] = useState<{ cursoId: number; curTitulo: string } | null>(null);
  const form = useContractForm(cursoDesdePlantillaIn, cursoDesdePlantillaLabels, {
    curFechaInicio: '',
    curFechaFinal: '',
    sedeId: '' as never,
    curCupo: '' as never,
    edicion: 1,
  });
  const [error, setError] = useState<string | null>(null);
  const crear = form.handleSubmit(async (body) => {
    if (!plantilla) return;
    setError(null);
    try {
      setHecho(await call(plantillaApi.crearCurso, { params: { cursoPlantillaId: plantilla }, body }));
      form.reset();
    } catch (e) {
      setError(applyServerErrors(e, form.setError));
    }
  });
  const l = cursoDesdePlantillaLabels;
  return (
    <Stack spacing={4}>
      <ResourcePage def={resourceByName.get('cursoPlantilla')!} />
      <Stack spacing={2} component="form" onSubmit={(e) => void crear(e)} aria-label={t('contedu.fromTemplate')}>
        <ListHeader title={t('contedu.fromTemplate')} secondary />
        <Typography variant="body2" color="text.secondary">
          {t('contedu.fromTemplateIntro')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ChoiceField label={t('contedu.template')} value={plantilla} onChange={setPlantilla} options={plantillas.options} required />
          <FormDate control={form.control} name="curFechaInicio" label={l.curFechaInicio[lang]} required />
          <FormDate control={form.control} name="curFechaFinal" label={l.curFechaFinal[lang]} required />
          <FormSelect control={form.control} name="sedeId" label={l.sedeId[lang]} options={sedes.options} required sx={{ minWidth: 200 }} />
          <FormText control={form.control} name="curCupo" label={l.curCupo[lang]} type="number" required sx={{ width: { md: 120 } }} />
          <FormText control={form.control} name="edicion" label={l.edicion[lang]} type="number" sx={{ width: { md: 120 } }} />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={!plantilla || form.formState.isSubmitting}>
            {t('contedu.createCourse')}
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {hecho && (
          <Alert severity="success">
            {t('contedu.courseCreated', { titulo: hecho.curTitulo })}{' '}
            <Link component={RouterLink} to="/educacion-continuada/cursos">
              {t('contedu.openCourses')}
            </Link>
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
