import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { Table, VisuallyHidden } from '@mantine/core';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { displayOf, type ReportCell, type ReportTable } from '../model/report-table.ts';

type ReportTableViewProps = {
  table: ReportTable;
  caption: string;
  /** Shown on screen; otherwise only read by screen readers (beside a chart). */
  visible: boolean;
};

/** A report table; numbers align to the end of the cell and money stays left to right. */
export function ReportTableView({ table, caption, visible }: ReportTableViewProps) {
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const content = (
    <Table striped verticalSpacing="xs">
      <Table.Caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {table.header.map((label, index) => (
            <Table.Th key={label} style={{ textAlign: index === 0 ? 'start' : 'end' }}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and are rebuilt whole on every answer
          <Table.Tr key={rowIndex}>
            {row.map((cell, index) => {
              const Cell = index === 0 ? Table.Th : Table.Td;
              return (
                <Cell
                  key={table.header[index]}
                  scope={index === 0 ? 'row' : undefined}
                  fw={index === 0 ? 400 : undefined}
                  style={{
                    textAlign: index === 0 ? 'start' : 'end',
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: cell.kind === 'text' ? undefined : 'nowrap',
                  }}
                >
                  {cell.kind === 'money' ? (
                    <span dir="ltr">{displayOf(cell, locale)}</span>
                  ) : (
                    displayOf(cell, locale)
                  )}
                </Cell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (!visible) return <VisuallyHidden>{content}</VisuallyHidden>;
  // On screen: a table on wide screens, stacked rows (each figure under its heading) on a phone.
  return (
    <DataTable
      rows={table.rows.map((cells, index) => ({ cells, index }))}
      rowKey={(row) => String(row.index)}
      label={caption}
      striped
      columns={table.header.map((label, index) => ({
        key: label,
        header: label,
        align: index === 0 ? 'start' : 'end',
        rowHeader: index === 0,
        nowrap: index > 0,
        stacked: index === 0 ? 'title' : 'detail',
        cell: (row: { cells: ReportCell[] }) => {
          const cell = row.cells[index];
          if (!cell) return null;
          const shown = displayOf(cell, locale);
          return (
            <span
              dir={cell.kind === 'money' ? 'ltr' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {shown}
            </span>
          );
        },
      }))}
    />
  );
}
