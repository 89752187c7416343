import { describe, expect, it } from 'vitest';
import { type StackedColumn, stackedCells } from './stacked-cells.ts';

type Member = { name: string; email: string; role: string; since: string | null; removable: boolean };

const columns: StackedColumn<Member>[] = [
  { key: 'name', header: 'Name', stacked: 'title', cell: (row) => row.name },
  { key: 'email', header: 'Email', stacked: 'plain', cell: (row) => row.email },
  { key: 'role', header: 'Role', stacked: 'detail', cell: (row) => row.role },
  { key: 'since', header: 'Since', stacked: 'detail', cell: (row) => row.since },
  { key: 'id', header: 'Id', stacked: 'hidden', cell: () => 'never shown' },
  { key: 'remove', header: 'Actions', stacked: 'actions', cell: (row) => row.removable && 'Remove' },
];

const member: Member = {
  name: 'Amina Haddad',
  email: 'admin@example.org',
  role: 'Admin',
  since: '2026-11-26',
  removable: true,
};

describe('stackedCells', () => {
  it('places each cell by its column, in column order, with the heading of a detail line', () => {
    const cells = stackedCells(columns, member);
    expect(cells.title.map((cell) => cell.node)).toEqual(['Amina Haddad']);
    expect(cells.plain.map((cell) => cell.node)).toEqual(['admin@example.org']);
    expect(cells.detail.map((cell) => [cell.header, cell.node])).toEqual([
      ['Role', 'Admin'],
      ['Since', '2026-11-26'],
    ]);
    expect(cells.actions.map((cell) => cell.node)).toEqual(['Remove']);
    expect(cells.aside).toEqual([]);
  });

  it('leaves out hidden columns and empty cells, so no heading stands alone', () => {
    const cells = stackedCells(columns, { ...member, since: null, removable: false });
    expect(cells.detail.map((cell) => cell.key)).toEqual(['role']);
    expect(cells.actions).toEqual([]);
    expect(
      Object.values(cells)
        .flat()
        .map((cell) => cell.key),
    ).not.toContain('id');
  });
});
