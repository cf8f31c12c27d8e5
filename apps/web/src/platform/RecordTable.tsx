import type { ReactNode } from 'react';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/** A column of a record table: its heading; `right` for amounts and counts (aligned right, never wrapped), `nowrap` for codes and dates. */
export type RecordColumn = string | { label: string; right?: boolean; nowrap?: boolean };

/**
 * A small read-only table of a record's rows (a student's careers, a receipt's services, an entry's
 * lines): the first column (named by its text alone) and the amounts never wrap; a row may be `dim` (annulled, inactive); `foot`
 * is a totals row, in bold. `outlined` frames it (a table that stands alone on a page).
 */
export function RecordTable({
  head,
  rows,
  foot,
  label,
  outlined,
}: {
  head: RecordColumn[];
  rows: { key: number | string; cells: ReactNode[]; dim?: boolean }[];
  foot?: ReactNode[];
  label?: string;
  outlined?: boolean;
}) {
  const columns = head.map((h, i) =>
    typeof h === 'string' ? { label: h, right: false, nowrap: i === 0 } : { label: h.label, right: !!h.right, nowrap: !!h.right || !!h.nowrap },
  );
  const cell = (c: ReactNode, i: number, bold = false) => (
    <TableCell
      key={i}
      align={columns[i]?.right ? 'right' : undefined}
      sx={{ ...(columns[i]?.nowrap ? { whiteSpace: 'nowrap' } : {}), ...(bold ? { fontWeight: 600 } : {}) }}
    >
      {c ?? '—'}
    </TableCell>
  );
  return (
    <Box sx={{ overflowX: 'auto' }} component={outlined ? Paper : 'div'} {...(outlined ? { variant: 'outlined' } : {})}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((h, i) => (
              <TableCell key={i} align={h.right ? 'right' : undefined}>
                {h.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} sx={r.dim ? { opacity: 0.6 } : undefined}>
              {r.cells.map((c, i) => cell(c, i))}
            </TableRow>
          ))}
          {foot && <TableRow>{foot.map((c, i) => cell(c, i, true))}</TableRow>}
        </TableBody>
      </Table>
    </Box>
  );
}
