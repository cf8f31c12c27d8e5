import { Stack } from '@mui/material';
import { SelectField } from './SelectField.tsx';
import { ListSearch, type useListState } from './PagedGrid.tsx';

/** A list's filter by state: "all" first, then each state by its label; the list goes back to its first page when it changes. */
export function StateFilter<E extends string>(props: {
  label: string;
  value: E | '';
  onChange: (value: E | '') => void;
  states: readonly E[];
  labelOf: (state: E) => string;
  all: string;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value}
      onChange={(v) => props.onChange(v as E | '')}
      options={props.states.map((e) => ({ id: e, label: props.labelOf(e) }))}
      none={props.all}
      sx={{ minWidth: 200, maxWidth: { sm: 240 } }}
    />
  );
}

/**
 * A list's filter row: its state filter and its search box, side by side (stacked on a phone); a new
 * state takes the list back to its first page.
 */
export function StateAndSearch<E extends string>(
  props: Omit<Parameters<typeof StateFilter<E>>[0], 'onChange'> & {
    onChange: (value: E | '') => void;
    list: Pick<ReturnType<typeof useListState>, 'search' | 'setSearch' | 'pagination' | 'setPagination'>;
    title: string;
  },
) {
  const { list, title, onChange, ...filter } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <StateFilter
        {...filter}
        onChange={(v) => {
          onChange(v);
          list.setPagination({ ...list.pagination, page: 0 });
        }}
      />
      <ListSearch list={title} value={list.search} onChange={list.setSearch} />
    </Stack>
  );
}
