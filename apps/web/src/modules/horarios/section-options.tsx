import { useState, type HTMLAttributes, type Key } from 'react';
import type { AutocompleteInputChangeReason } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { currentLang } from '../../platform/i18n.ts';
import { useSecciones } from './api.ts';
import { meetingsLine } from '../../platform/weekly-items.ts';

/**
 * A period's sections as choices of an Autocomplete, searched on the server by what is typed (subject
 * code or name), each shown with its hours and seats: spread `props` into the Autocomplete.
 */
export function useSectionOptions(periodoAcademicoId: number | undefined, sedeId: number | null, enabled = true) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [buscar, setBuscar] = useState('');
  const found = useSecciones(
    { periodoAcademicoId: periodoAcademicoId ?? 0, sedeId, carreraId: null, asignaturaId: null, value: buscar, page: 1, pageSize: 30 },
    { enabled: enabled && !!periodoAcademicoId },
  );
  return {
    options: found.data?.rows ?? [],
    loading: found.isFetching,
    props: {
      filterOptions: (x: Seccion[]) => x,
      onInputChange: (_e: unknown, v: string, reason: AutocompleteInputChangeReason) => {
        if (reason === 'input') setBuscar(v);
      },
      isOptionEqualToValue: (a: Seccion, o: Seccion) => a.seccionAsignaturaId === o.seccionAsignaturaId,
      getOptionLabel: (s: Seccion) => `${seccionNombre(s)} ${s.asignaturaDescripcion}`,
      noOptionsText: t('grid.noRows'),
      renderOption: ({ key: _k, ...p }: HTMLAttributes<HTMLLIElement> & { key: Key }, s: Seccion) => (
        <li {...p} key={s.seccionAsignaturaId}>
          <span>
            <strong>{seccionNombre(s)}</strong> {s.asignaturaDescripcion}
            <br />
            <small>
              {meetingsLine(s, lang) || t('sections.noMeetings')} · {s.seEnInscritos} / {s.seEnCapacidad}
            </small>
          </span>
        </li>
      ),
    },
  };
}
