import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { CompactList, CompactRow } from './compact-row.tsx';
import { type StackedColumn, stackedCells } from './stacked-cells.ts';
import { useCompactLayout } from './use-compact-layout.ts';

export type { StackedPlace } from './stacked-cells.ts';

export type DataColumn<Row> = StackedColumn<Row> & {
  /** The column heading; also the label of a `detail` line on a phone. */
  header: ReactNode;
  /** The heading is for screen readers only (a column of buttons). */
  headerHidden?: boolean;
  align?: 'start' | 'end';
  /** Keep the cell on one line in the wide table (dates, badges). */
  nowrap?: boolean;
  /** The cell names its row (a `th` with scope row), as a report's first column. */
  rowHeader?: boolean;
};

export type DataTableProps<Row> = {
  rows: readonly Row[];
  columns: readonly (DataColumn<Row> | false | null | undefined)[];
  rowKey: (row: Row) => string;
  /** Names the table (or the list of stacked rows) for assistive technology. */
  label?: string;
  /** Below this width the wide table scrolls inside its box rather than squeezing its columns. */
  minWidth?: number;
  onRowClick?: (row: Row) => void;
  striped?: boolean;
  withTableBorder?: boolean;
  /** Extra attributes for a row, in both layouts (test ids). */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
};

/**
 * The one way a list of records is shown: a table on wide screens, stacked rows (as the cards list)
 * below 640 px, so links, amounts and buttons stay in reach without scrolling sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return useCompactLayout() ? <StackedRows {...props} /> : <WideTable {...props} />;
}

function presentColumns<Row>(columns: DataTableProps<Row>['columns']): DataColumn<Row>[] {
  return columns.filter((column): column is DataColumn<Row> => Boolean(column));
}

function WideTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth,
  onRowClick,
  striped,
  withTableBorder,
  rowProps,
}: DataTableProps<Row>) {
  const shown = presentColumns(columns);
  const table = (
    <Table
      verticalSpacing="sm"
      highlightOnHover={!striped}
      striped={striped}
      withTableBorder={withTableBorder}
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          {shown.map((column) => (
            <Table.Th key={column.key} ta={column.align}>
              {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={rowKey(row)}
            {...rowProps?.(row)}
            onClick={onRowClick && (() => onRowClick(row))}
            style={onRowClick ? { cursor: 'pointer' } : undefined}
          >
            {shown.map((column) => {
              const Cell = column.rowHeader ? Table.Th : Table.Td;
              return (
                <Cell
                  key={column.key}
                  scope={column.rowHeader ? 'row' : undefined}
                  fw={column.rowHeader ? 400 : undefined}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}

function StackedRows<Row>({ rows, columns, rowKey, label, onRowClick, rowProps }: DataTableProps<Row>) {
  const shown = presentColumns(columns);
  return (
    <CompactList label={label}>
      {rows.map((row) => {
        const cells = stackedCells(shown, row);
        return (
          <CompactRow
            key={rowKey(row)}
            rowProps={rowProps?.(row)}
            onClick={onRowClick && (() => onRowClick(row))}
            aside={cells.aside.length > 0 && cells.aside.map((cell) => <div key={cell.key}>{cell.node}</div>)}
          >
            {cells.title.map((cell) => (
              <Text key={cell.key} fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
                {cell.node}
              </Text>
            ))}
            {cells.plain.map((cell) => (
              <Text key={cell.key} size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                {cell.node}
              </Text>
            ))}
            {cells.detail.map((cell) => (
              <Group key={cell.key} gap={6} wrap="wrap" align="baseline">
                <Text size="xs" c="dimmed" component="span">
                  {cell.header}
                </Text>
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {cell.node}
                </Text>
              </Group>
            ))}
            {cells.actions.length > 0 && (
              <Group gap="xs" mt={4} wrap="wrap">
                {cells.actions.map((cell) => (
                  <div key={cell.key}>{cell.node}</div>
                ))}
              </Group>
            )}
          </CompactRow>
        );
      })}
    </CompactList>
  );
}
