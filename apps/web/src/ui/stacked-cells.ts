import type { ReactNode } from 'react';

/**
 * Where a cell goes when a table becomes stacked rows on a phone:
 * - title: the first lines, unlabelled (a name, a link);
 * - plain: a line of its own, unlabelled (an e-mail, a badge that names itself);
 * - detail: a line with its column heading before it ("Role  Admin");
 * - aside: on the end side of the row (an amount);
 * - actions: a line of buttons at the bottom of the row;
 * - hidden: left out (it repeats something the row already shows).
 */
export type StackedPlace = 'title' | 'plain' | 'detail' | 'aside' | 'actions' | 'hidden';

export type StackedColumn<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  stacked: StackedPlace;
};

export type StackedCell = { key: string; header: ReactNode; node: ReactNode };

export type StackedCells = Record<Exclude<StackedPlace, 'hidden'>, StackedCell[]>;

function isEmpty(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}

/**
 * One row's cells by place, in column order. An empty cell (a Remove button the reader may not
 * use, a missing date) leaves no labelled line behind; a title always shows.
 */
export function stackedCells<Row>(columns: readonly StackedColumn<Row>[], row: Row): StackedCells {
  const cells: StackedCells = { title: [], plain: [], detail: [], aside: [], actions: [] };
  for (const column of columns) {
    if (column.stacked === 'hidden') continue;
    const node = column.cell(row);
    if (column.stacked !== 'title' && isEmpty(node)) continue;
    cells[column.stacked].push({ key: column.key, header: column.header, node });
  }
  return cells;
}
