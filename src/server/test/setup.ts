import { afterEach, expect } from 'vitest';
import { resetClock } from '../lib/clock.ts';
import { answerMismatches } from '../plugins/answer-serializer.ts';

afterEach(() => resetClock());
// Every answer of a test app is checked by its zod contract as well as written by the compiled
// serialiser (plugins/answer-serializer.ts): a difference fails the test that caused it, whatever
// the test looked at.
afterEach(() => {
  expect(answerMismatches.splice(0), 'answers that differ from their contract').toEqual([]);
});
