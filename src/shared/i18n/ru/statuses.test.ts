/**
 * Every status has a label for every audience that reads it, and one stage's statuses never share a
 * label within an audience (a status filter or a history line must tell them apart).
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STAGE_STATUSES, STAGE_TYPES, STATUSES_BY_STAGE } from '../../domain/stages.ts';
import { VACANCY_STATUSES } from '../../domain/vacancy-status.ts';
import { STAGE_NAMES, STATUS_LABELS } from './statuses.ts';

const KINDS: Record<keyof typeof STATUS_LABELS, readonly string[]> = {
  stage: STAGE_STATUSES,
  application: APPLICATION_STATUSES,
  vacancy: VACANCY_STATUSES,
};

describe('status labels', () => {
  for (const [kind, statuses] of Object.entries(KINDS) as [keyof typeof STATUS_LABELS, readonly string[]][]) {
    for (const [audience, labels] of Object.entries(STATUS_LABELS[kind])) {
      it(`${kind} statuses: every one has a label for ${audience}, and no label is left over`, () => {
        const byStatus = labels as Record<string, unknown>;
        const missing = statuses.filter(
          (s) => typeof byStatus[s] !== 'string' || (byStatus[s] as string).trim() === '',
        );
        expect(missing, `${kind} statuses without a ${audience} label`).toEqual([]);
        expect(Object.keys(byStatus).sort()).toEqual([...statuses].sort());
      });
    }
  }

  it('stage statuses are read by the participant and by staff; applications and vacancies by staff', () => {
    expect(Object.keys(STATUS_LABELS.stage).sort()).toEqual(['participant', 'staff']);
    expect(Object.keys(STATUS_LABELS.application)).toEqual(['staff']);
    expect(Object.keys(STATUS_LABELS.vacancy)).toEqual(['staff']);
  });

  it('within one stage type, each audience reads a distinct label per status', () => {
    for (const [audience, labels] of Object.entries(STATUS_LABELS.stage)) {
      for (const type of STAGE_TYPES) {
        const texts = STATUSES_BY_STAGE[type].map((s) => labels[s]);
        expect(new Set(texts).size, `${audience}, ${type}: ${texts.join(' / ')}`).toBe(texts.length);
      }
    }
    expect(new Set(Object.values(STATUS_LABELS.application.staff)).size).toBe(APPLICATION_STATUSES.length);
  });

  it('one distinct name per stage', () => {
    expect(Object.keys(STAGE_NAMES)).toEqual([...STAGE_TYPES]);
    expect(new Set(Object.values(STAGE_NAMES)).size).toBe(STAGE_TYPES.length);
  });
});
