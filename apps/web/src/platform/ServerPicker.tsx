import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

/**
 * One record chosen among many by searching on the server as it is typed (a student, a professor, an
 * external person): from two characters, each search its own query; the chosen one stays shown.
 */
export function ServerPicker<O extends { id: number }>(props: {
  label: string;
  inicial: O | null;
  etiqueta: (o: O) => string;
  /** The query's key and its call, for what is typed (trimmed). */
  queryKey: (value: string) => readonly unknown[];
  buscar: (value: string) => Promise<O[]>;
  onChange: (id: number | null, chosen: O | null) => void;
  noneFound: string;
  typeToSearch: string;
  required?: boolean;
  error?: string;
  helperText?: string;
}) {
  const [texto, setTexto] = useState('');
  const [elegido, setElegido] = useState<O | null>(props.inicial);
  const etiqueta = (o: O | null) => (o ? props.etiqueta(o) : '');
  const value = texto.trim();
  const buscar = value.length >= 2 && texto !== etiqueta(elegido);
  const found = useQuery({ queryKey: props.queryKey(value), enabled: buscar, queryFn: () => props.buscar(value) });
  return (
    <Autocomplete
      options={found.data ?? (elegido ? [elegido] : [])}
      value={elegido}
      getOptionLabel={etiqueta}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={found.isFetching}
      noOptionsText={buscar ? props.noneFound : props.typeToSearch}
      onInputChange={(_, v) => setTexto(v)}
      onChange={(_, o) => {
        setElegido(o);
        props.onChange(o?.id ?? null, o);
      }}
      renderInput={(params) => (
        <TextField {...params} label={props.label} required={props.required} error={!!props.error} helperText={props.error ?? props.helperText ?? ' '} />
      )}
    />
  );
}
