import { afterEach, describe, expect, it } from 'vitest';
import { CitySchema } from '#shared/contracts/reference.ts';
import { contractProblem, fixture, takeContractProblems } from './fixture.ts';
import { mockApi } from './mock-api.ts';
import { userOf } from './render.tsx';

afterEach(() => takeContractProblems());

const city = { id: 1, name: 'Казань', region: 'Татарстан' };

describe('API fixtures are held to the contracts', () => {
  it('a fixture the contract refuses is recorded, and the test that gave it fails when it ends', async () => {
    mockApi((url) =>
      url.pathname === '/api/cities' ? { body: { data: [{ id: '1', name: 'Казань' }] } } : undefined,
    );
    await fetch('/api/cities');
    // setup.ts fails the test on what is recorded; taken here, to see it instead.
    expect(takeContractProblems()).toEqual([
      expect.stringMatching(/^GET \/api\/cities answering 200: data\.0\.id: .*; data\.0\.region: /),
    ]);
  });

  it('an answer the contract accepts passes, at any route and with ids in the path', async () => {
    mockApi((url) => {
      if (url.pathname === '/api/cities') return { body: { data: [city] } };
      if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
      return undefined;
    });
    await fetch('/api/cities');
    await fetch('/api/users/info');
    await fetch('/api/vacancies/7'); // unanswered: the stand-in's own 404
    expect(takeContractProblems()).toEqual([]);
  });

  it('names a field the contract does not have, a status the call never answers, a call that does not exist', () => {
    expect(contractProblem('GET', '/api/cities', 200, { data: [{ ...city, population: 1 }] })).toBe(
      'GET /api/cities answering 200: data.0.population: not in the contract',
    );
    expect(contractProblem('POST', '/api/screening/apply', 200, { id: 1, status: 'awaiting' })).toBe(
      'POST /api/screening/apply answering 200: the call answers 201',
    );
    expect(contractProblem('GET', '/api/nothing-here', 200, {})).toBe(
      'GET /api/nothing-here: no API call answers here',
    );
  });

  it('holds a refusal to the error schema, and a route’s own refusal to its own', () => {
    expect(contractProblem('GET', '/api/cities', 500, { message: 'Ошибка' })).toBeNull();
    expect(contractProblem('GET', '/api/cities', 422, { error: 'Ошибка' })).toMatch(
      /^GET \/api\/cities answering 422: message: /,
    );
    expect(
      contractProblem('PUT', '/api/screening/slot', 409, { message: 'Занято', slots: { slots: [] } }),
    ).toMatch(/^PUT \/api\/screening\/slot answering 409: /);
  });

  it('fixture(): a part of an answer checked by its own schema', () => {
    expect(fixture(CitySchema, city)).toBe(city);
    expect(() => fixture(CitySchema, { ...city, population: 1 } as typeof city)).toThrow(
      'Not in the contract: population',
    );
  });
});
