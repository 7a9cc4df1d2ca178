import { describe, expect, it } from 'vitest';
import {
  IN_PROCESS_ACTIONS,
  INVENTORY_CHANGE_TYPES,
  INVENTORY_STATUS,
  inventoryStateOf,
  RECEIPT_STATES,
} from './status.js';

describe('inventory status', () => {
  it('uses the codes of docs/spec/part-2-operations-and-admin.md §9', () => {
    expect(INVENTORY_STATUS).toEqual({ inventory: 0, disposed: 1, issued: 3 });
  });

  it.each([
    [0, 'inventory'],
    [1, 'disposed'],
    [3, 'issued'],
    // docs/spec/part-2-operations-and-admin.md §3: any other code counts as issued, so nothing unknown is ever offered for issue again.
    [2, 'issued'],
    [9, 'issued'],
  ] as const)('code %i reads %s', (code, state) => {
    expect(inventoryStateOf(code)).toBe(state);
  });

  it('names the actions the change-status calls send', () => {
    expect(INVENTORY_CHANGE_TYPES).toEqual(['dispose', 'transfer', 'issue', 'process']);
    expect(IN_PROCESS_ACTIONS).toEqual(['dispose', 'returnToInventory', 'processed']);
    expect(RECEIPT_STATES).toEqual(['Accepted', 'Declined']);
  });
});
