import { describe, expect, it } from 'vitest';
import type { ScopeLevel, ViewType } from '../enums/business.ts';
import { deriveViewType } from './view-type.ts';

const role = { businessId: 'p1', role: 'admin' };

describe('deriveViewType (business spec §4)', () => {
  it.each<[ScopeLevel, number, ViewType]>([
    ['program', 1, 'singleProgram'],
    ['program', 2, 'multiProgram'],
    ['program', 5, 'multiProgram'],
    ['program', 0, 'normal'],
    ['super', 0, 'multiProgram'],
    ['super', 1, 'multiProgram'],
    ['super', 3, 'multiProgram'],
    ['normal', 0, 'normal'],
    ['normal', 1, 'normal'],
    ['normal', 4, 'normal'],
  ])('%s scope with %d role(s) → %s', (userScope, roleCount, expected) => {
    expect(deriveViewType({ userScope, userRoles: Array.from({ length: roleCount }, () => role) })).toBe(
      expected,
    );
  });
});
