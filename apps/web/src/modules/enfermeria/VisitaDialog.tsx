import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { medicamento as medicamentoDef } from '@claustro/domain/enfermeria/medicamento.resource';
import { tipoMedicamento } from '@claustro/domain/enfermeria/tipo-medicamento.resource';
import {
  enlacePersona,
  expedienteApi,
  expedienteIn,
  expedienteLabels,
  tipoPersonaLabels,
  tiposPersonaExpediente,
  type Expediente,
  type PersonaAtendida,
} from '@claustro/domain/enfermeria/expediente.contract';
import { call } from '../../platform/contract-client.ts';
import { expedienteKeys } from './api.ts';
import { FormPick } from '../../platform/FormPick.tsx';
import { ServerPicker } from '../../platform/ServerPicker.tsx';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang } from '../../platform/i18n.ts';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';

/**
 * A visit, new or opened to correct it: who came (a student, professor or external person found on
 * the server; an employee by name), what they felt and what was done, the medicine given with the
 * units left beside it, and the nurse who attended.
 */
export function VisitaDialog({ visita, onClose }: { visita: Expediente | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const form = useContractForm(expedienteIn, expedienteLabels, {
    tipoPersonaId: visita?.tipoPersonaId ?? tiposPersonaExpediente.estudiante,
    estudianteId: visita?.estudianteId ?? null,
    profesorId: visita?.profesorId ?? null,
    personaExternaId: visita?.personaExternaId ?? null,
    expeNombrePersona: visita?.tipoPersonaId === tiposPersonaExpediente.empleado ? visita.expeNombrePersona : '',
    expeSintomas: visita?.expeSintomas ?? '',
    expeTratamiento: visita?.expeTratamiento ?? '',
    medicamentoId: visita?.medicamentoId ?? null,
    expeCantidad_Suministrada: visita?.expeCantidad_Suministrada ?? 0,
    enfermeraId: visita?.enfermeraId ?? ('' as unknown as number),
  });
  const tipo = Number(form.watch('tipoPersonaId'));
  const enlace = enlacePersona[tipo];
  const medicamentos = useCatalogueRows(medicamentoDef);
  const sinInventario = new Set((useCatalogueRows(tipoMedicamento).data ?? []).filter((x) => !x.tiMeAfectaInventario).map((x) => x.tipoMedicamentoId));
  const enfermeras = useLookup('enfermera');
  const [general, setGeneral] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: (body: z.output<typeof expedienteIn>) =>
      visita ? call(expedienteApi.actualizar, { params: { expedienteId: visita.expedienteId }, body }) : call(expedienteApi.crear, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: expedienteKeys.all });
      void qc.invalidateQueries({ queryKey: ['lookup', medicamentoDef.name] });
      onClose();
    },
    onError: (e) => setGeneral(applyServerErrors(e, form.setError)),
  });
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    guardar.mutate(body);
  });
  const opciones = (medicamentos.data ?? [])
    .filter((m) => m.estatus || m.medicamentoId === visita?.medicamentoId)
    .map((m) => ({
      id: m.medicamentoId,
      label: `${m.mediDescripcion} · ${sinInventario.has(Number(m.tipoMedicamentoId)) ? t('nursing.notCounted') : t('nursing.inStock', { n: m.mediCantidad_Existente })}`,
    }));
  return (
    <FormDialog
      title={visita ? `${t('nursing.visit')} · ${visita.expeNombrePersona}` : t('nursing.newVisit')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={guardar.isPending}
      error={general}
    >
      <FormSelect
        control={form.control}
        name="tipoPersonaId"
        label={t('nursing.personType')}
        options={Object.values(tiposPersonaExpediente).map((id) => ({ id, label: tipoPersonaLabels[id][lang] }))}
        required
      />
      {enlace ? (
        <PersonaPicker
          key={tipo}
          tipo={tipo}
          inicial={
            visita && visita.tipoPersonaId === tipo ? { id: visita[enlace]!, nombre: visita.expeNombrePersona, identificacion: visita.identificacion } : null
          }
          error={form.formState.errors[enlace]?.message}
          onChange={(id) => {
            for (const campo of ['estudianteId', 'profesorId', 'personaExternaId'] as const) form.setValue(campo, campo === enlace ? id : null);
          }}
        />
      ) : (
        <FormText control={form.control} name="expeNombrePersona" label={t('nursing.employeeName')} required />
      )}
      <FormText control={form.control} name="expeSintomas" label={t('nursing.symptoms')} required multiline minRows={2} />
      <FormText control={form.control} name="expeTratamiento" label={t('nursing.treatment')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormPick control={form.control} name="medicamentoId" label={t('nursing.medicine')} options={opciones} />
        <FormText control={form.control} name="expeCantidad_Suministrada" label={t('nursing.quantity')} type="number" sx={{ maxWidth: { sm: 140 } }} />
      </Stack>
      <FormSelect control={form.control} name="enfermeraId" label={t('nursing.nurse')} options={enfermeras.options} required />
    </FormDialog>
  );
}

/** The student, professor or external person a visit is of, searched on the server as it is typed. */
function PersonaPicker(props: { tipo: number; inicial: PersonaAtendida | null; error?: string; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <ServerPicker
      label={tipoPersonaLabels[props.tipo][currentLang()]}
      inicial={props.inicial}
      etiqueta={(p) => [p.identificacion, p.nombre].filter(Boolean).join(' · ')}
      queryKey={(value) => ['enfermeria', 'personas', props.tipo, value]}
      buscar={(value) => call(expedienteApi.personas, { query: { tipoPersonaId: props.tipo, value } })}
      onChange={props.onChange}
      noneFound={t('nursing.nobodyFound')}
      typeToSearch={t('nursing.typeToSearch')}
      required
      error={props.error}
      helperText={t('nursing.searchHelp')}
    />
  );
}
