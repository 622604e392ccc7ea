import { describe, expect, it } from 'vitest';
import {
  ACTIVE_APPLICATION_STATUSES,
  APPLICATION_DECIDED,
  APPLICATION_IN_PROGRESS,
  STAGE_CARRIED_OVER,
  STAGE_DECIDED,
  STAGE_NOT_REACHED,
  STAGE_REFUSED,
  STAGE_WITH_RESULT,
} from './stages.ts';

// The lists the groups give are the ones the queries and the partial indexes were written with.
describe('status groups', () => {
  it('stage statuses', () => {
    expect(STAGE_NOT_REACHED).toEqual(['none', 'skipped']);
    expect(STAGE_DECIDED).toEqual(['success', 'denied_final', 'denied_add']);
    expect(STAGE_REFUSED).toEqual(['denied_final', 'denied_add']);
    expect(STAGE_WITH_RESULT).toEqual(['success', 'denied_final', 'denied_add', 'reserved']);
    expect(STAGE_CARRIED_OVER).toEqual(['denied_final', 'denied_add', 'cancel', 'reserved']);
  });

  it('application statuses', () => {
    expect(ACTIVE_APPLICATION_STATUSES).toEqual([
      'none',
      'awaiting',
      'assigned',
      'carried_out',
      'need_reassign',
      'success',
    ]);
    expect(APPLICATION_IN_PROGRESS).toEqual(['awaiting', 'assigned', 'carried_out', 'need_reassign']);
    expect(APPLICATION_DECIDED).toEqual(['success', 'denied_final', 'denied_add']);
  });
});
