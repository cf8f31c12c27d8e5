import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { notasRegistroIn, notasRegistroLabels, type NotasDelEstudiante, type NotasDelPeriodo } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { usePlanAsignaturas, useRegistrarNotas } from './api.ts';

type Linea = { asignaturaId: number | ''; nota: string; calificacionLiteralId: null };

/**
 * Records a period's grades without a section (a paper sheet, a term before the system): the grades
 * already recorded there to change or annul (emptied), and subjects of the plan to add, with the
 * reason that goes down in each grade's trail. Grades of sections and granted ones are not offered.
 */
export function RegistrarNotasDialog(props: { estudiante: NotasDelEstudiante; periodo: NotasDelPeriodo; onClose: () => void; onSaved: () => void }) {
  const { estudiante, periodo, onClose, onSaved } = props;
  const { t } = useTranslation();
  const registrar = useRegistrarNotas({ estudianteCarreraId: estudiante.estudianteCarreraId, periodoAcademicoId: periodo.periodoAcademicoId });
  const plan = usePlanAsignaturas(estudiante.planEstudioId);
  const registradas = periodo.notas.filter((n) => n.origen === 'registro');
  const ocupadas = new Set(periodo.notas.filter((n) => n.origen !== 'registro').map((n) => n.asignaturaId));
  const inicial: Linea[] = registradas.map((n) => ({ asignaturaId: n.asignaturaId, nota: n.nota === null ? '' : String(n.nota), calificacionLiteralId: null }));
  const vacia: Linea = { asignaturaId: '', nota: '', calificacionLiteralId: null };
  const form = useContractForm(notasRegistroIn, notasRegistroLabels, { notas: inicial.length ? inicial : [vacia], motivo: '' });
  const lineas = useFieldArray({ control: form.control, name: 'notas' });
  const [general, setGeneral] = useState<string | null>(null);
  const opciones = [
    ...registradas.map((n) => ({ id: n.asignaturaId, label: `${n.asignaturaCodigo} ${n.asignatura}` })),
    ...(plan.data ?? [])
      .filter((a) => !ocupadas.has(a.asignaturaId) && !registradas.some((n) => n.asignaturaId === a.asignaturaId))
      .map((a) => ({ id: a.asignaturaId, label: `${a.asigCodigo} ${a.asigDescripcion}` })),
  ];
  const submit = form.handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await registrar.mutateAsync(body);
      onSaved();
    } catch (e) {
      setGeneral(applyServerErrors(e, form.setError));
    }
  });
  return (
    <FormDialog
      title={t('byStudent.recordTitle', { periodo: periodo.periodo })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={registrar.isPending}
      error={general}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary">
        {t('byStudent.recordHint')} {registradas.length > 0 && t('byStudent.annul')}
      </Typography>
      {lineas.fields.map((l, i) => (
        <Stack key={l.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormSelect control={form.control} name={`notas.${i}.asignaturaId`} required label={t('byStudent.subject')} options={opciones} sx={{ flex: 3 }} />
          <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
            <FormText
              control={form.control}
              name={`notas.${i}.nota`}
              label={t('grades.score')}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {i >= registradas.length && lineas.fields.length > 1 && (
              <IconButton aria-label={t('byStudent.removeLine')} onClick={() => lineas.remove(i)} sx={{ mt: 1 }}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        </Stack>
      ))}
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => lineas.append(vacia)}>
        {t('byStudent.addLine')}
      </Button>
      <FormText control={form.control} name={'motivo'} required multiline rows={2} label={t('byStudent.reason')} helperText={t('byStudent.reasonHint')} />
    </FormDialog>
  );
}
