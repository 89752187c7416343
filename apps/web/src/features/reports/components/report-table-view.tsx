import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { Box, Table, VisuallyHidden } from '@mantine/core';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { displayOf, type ReportTable } from '../model/report-table.ts';

type ReportTableViewProps = {
  table: ReportTable;
  caption: string;
  /** Shown on screen (a scroll box a keyboard can reach); otherwise only read by screen readers. */
  visible: boolean;
};

/** A report table; numbers align to the end of the cell and money stays left to right. */
export function ReportTableView({ table, caption, visible }: ReportTableViewProps) {
  const locale = LANGUAGE_BCP47_TAGS[currentLanguage()];
  const content = (
    <Table striped verticalSpacing="xs" miw={visible ? 320 : undefined}>
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
  // A wide table scrolls inside its own box on a phone; the box takes focus so a keyboard can scroll it.
  return (
    <Box tabIndex={0} role="region" aria-label={caption} style={{ overflowX: 'auto' }}>
      {content}
    </Box>
  );
}
