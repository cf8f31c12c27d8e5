import type { ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';

/** A small read-only table of a record's rows (a student's careers, a professor's sections); the first column never wraps. */
export function RecordTable({ head, rows, label }: { head: string[]; rows: { key: number | string; cells: ReactNode[] }[]; label?: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              {r.cells.map((c, i) => (
                <TableCell key={i} sx={i === 0 ? { whiteSpace: 'nowrap' } : undefined}>
                  {c ?? '—'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
