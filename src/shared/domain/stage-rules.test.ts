import { describe, expect, it } from 'vitest';
import {
  changeStage,
  expiredStatus,
  moveToStage,
  nextPipelineStage,
  withdraw,
  type StageRow,
} from './stage-rules.ts';
import { STAGE_TYPES, STATUSES_BY_STAGE, type StageStatus } from './stages.ts';

/** Eight rows; `skip` lists the stage numbers the pipeline leaves out. */
function pipeline(statuses: Partial<Record<number, StageStatus>>, skip: number[] = []): StageRow[] {
  return [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    n,
    status: skip.includes(n) ? 'skipped' : (statuses[n] ?? 'none'),
  }));
}

describe('stage rules', () => {
  it('screening success assigns the record and opens the next pipeline stage with a deadline', () => {
    const change = changeStage(pipeline({ 1: 'eval' }, [2]), 1, 'success');
    expect(change.writes).toEqual([
      { n: 1, status: 'success', deadline: 'keep' },
      { n: 3, status: 'awaiting', deadline: 'start' },
    ]);
    expect(change.application).toBe('assigned');
  });

  it('success on the last stage before the offer makes the record carried_out', () => {
    const change = changeStage(pipeline({ 1: 'success', 6: 'carried_out' }, [2, 3, 4, 5]), 6, 'success');
    expect(change.writes.at(-1)).toEqual({ n: 7, status: 'awaiting', deadline: 'start' });
    expect(change.application).toBe('carried_out');
  });

  it('an accepted offer is success; the internship start opens without a candidate deadline', () => {
    const change = changeStage(pipeline({ 1: 'success', 7: 'awaiting' }, [2, 3, 4, 5, 6]), 7, 'success');
    expect(change.writes).toEqual([
      { n: 7, status: 'success', deadline: 'keep' },
      { n: 8, status: 'awaiting', deadline: 'clear' },
    ]);
    expect(change.application).toBe('success');
    expect(changeStage(pipeline({ 7: 'success', 8: 'awaiting' }), 8, 'success').application).toBe('success');
  });

  it('a pipeline without an offer ends carried_out after its last stage', () => {
    const change = changeStage(pipeline({ 1: 'success', 3: 'eval' }, [2, 4, 5, 6, 7, 8]), 3, 'success');
    expect(change.writes).toHaveLength(1);
    expect(change.application).toBe('carried_out');
  });

  it.each(['denied_final', 'denied_add', 'reserved', 'cancel'] as const)(
    '%s carries over to the record',
    (status) => {
      const n = status === 'cancel' ? 4 : 3;
      const change = changeStage(pipeline({ 1: 'success', 3: 'eval', 4: 'assigned' }), n, status);
      expect(change.application).toBe(status);
      expect(change.writes).toEqual([{ n, status, deadline: 'keep' }]);
    },
  );

  it('other statuses change the stage only; awaiting on a candidate stage starts its deadline', () => {
    expect(changeStage(pipeline({ 4: 'awaiting' }), 4, 'assigned')).toEqual({
      writes: [{ n: 4, status: 'assigned', deadline: 'keep' }],
      application: null,
    });
    expect(changeStage(pipeline({ 2: 'expired_awaiting' }), 2, 'awaiting').writes[0]!.deadline).toBe('start');
    expect(changeStage(pipeline({ 1: 'none' }), 1, 'awaiting').writes[0]!.deadline).toBe('keep'); // screening waits for staff
  });

  it('a withdrawal cancels the record, and the current stage where its type has `cancel`', () => {
    // At a meeting (stage 4, after 2 and 3 are skipped): the meeting is cancelled.
    expect(withdraw(pipeline({ 1: 'success', 4: 'assigned' }, [2, 3]))).toEqual({
      writes: [{ n: 4, status: 'cancel', deadline: 'keep' }],
      application: 'cancel',
    });
    // At the test: tests have no `cancel`, the record alone says it.
    expect(withdraw(pipeline({ 1: 'success', 2: 'success', 3: 'awaiting' }))).toEqual({
      writes: [],
      application: 'cancel',
    });
    // Already cancelled: nothing more to write on the stage.
    expect(withdraw(pipeline({ 1: 'success', 4: 'cancel' }, [2, 3])).writes).toEqual([]);
  });

  it('a success does not reopen a next stage that has already moved on', () => {
    const change = changeStage(pipeline({ 1: 'eval', 2: 'eval' }), 1, 'success');
    expect(change.writes).toEqual([{ n: 1, status: 'success', deadline: 'keep' }]);
  });

  it('refuses a status the type does not allow, and a skipped stage', () => {
    for (const [i, type] of STAGE_TYPES.entries()) {
      const n = i + 1;
      const refused = (['testing', 'assigned', 'expired', 'eval'] as const).filter(
        (s) => !STATUSES_BY_STAGE[type].includes(s),
      );
      for (const status of refused)
        expect(() => changeStage(pipeline({}), n, status), `${type} ${status}`).toThrow();
    }
    expect(() => changeStage(pipeline({}, [2]), 2, 'awaiting')).toThrow(/pipeline/);
  });

  it('moving to a stage passes the stages before it and follows with the record', () => {
    const change = moveToStage(pipeline({ 1: 'eval' }, [2, 3]), 5);
    expect(change.writes).toEqual([
      { n: 1, status: 'success', deadline: 'keep' },
      { n: 4, status: 'success', deadline: 'keep' },
      { n: 5, status: 'awaiting', deadline: 'start' },
    ]);
    expect(change.application).toBe('assigned');
    expect(moveToStage(pipeline({ 1: 'success' }), 7).application).toBe('carried_out');
    expect(() => moveToStage(pipeline({}, [3]), 3)).toThrow();
  });

  it('deadlines: video and test expire as expired_awaiting, meetings and the offer as expired, the rest never', () => {
    expect(expiredStatus(2, 'awaiting')).toBe('expired_awaiting');
    expect(expiredStatus(3, 'awaiting')).toBe('expired_awaiting');
    for (const n of [4, 5, 6, 7]) expect(expiredStatus(n, 'awaiting')).toBe('expired');
    expect(expiredStatus(1, 'awaiting')).toBeNull();
    expect(expiredStatus(8, 'awaiting')).toBeNull();
    expect(expiredStatus(4, 'assigned')).toBeNull();
    expect(expiredStatus(3, 'testing')).toBeNull();
  });

  it('the next pipeline stage skips left-out types', () => {
    expect(nextPipelineStage(pipeline({}, [2, 3]), 1)?.n).toBe(4);
    expect(nextPipelineStage(pipeline({}), 8)).toBeUndefined();
  });
});
