import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import { ListHeader } from '../../platform/PagedGrid.tsx';
import { SelectField } from '../../platform/SelectField.tsx';
import { useSeleccionPropia } from './api.ts';

/**
 * The signed-in student's careers and periods, and the career the page is about: the first until they
 * pick another.
 */
export function useCareerChoice() {
  const propia = useSeleccionPropia().data;
  const [chosen, choose] = useState<number | null>(null);
  const carreras = propia?.carreras ?? [];
  return { propia, carreras, estudianteCarreraId: chosen ?? carreras[0]?.estudianteCarreraId, choose };
}

/** A choice of career, shown only to a student who studies more than one. */
export function CareerSelect({ choice }: { choice: ReturnType<typeof useCareerChoice> }) {
  const { t } = useTranslation();
  if (choice.carreras.length < 2) return null;
  return (
    <SelectField
      label={t('registration.career')}
      value={choice.estudianteCarreraId ?? ''}
      onChange={(v) => choice.choose(Number(v))}
      options={choice.carreras.map((c) => ({ id: c.estudianteCarreraId, label: c.carrDescripcion }))}
    />
  );
}

/** A student page's header: its title, the career choice, and a word to a user who is not a student. */
export function StudentHeader({ title, choice }: { title: string; choice: ReturnType<typeof useCareerChoice> }) {
  const { t } = useTranslation();
  return (
    <>
      <ListHeader title={title}>
        <CareerSelect choice={choice} />
      </ListHeader>
      {choice.propia && !choice.carreras.length && <Alert severity="info">{t('registration.notStudent')}</Alert>}
    </>
  );
}
