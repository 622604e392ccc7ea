import { describe, expect, it } from 'vitest';
import { roleMay, needsSignIn } from './access.ts';
import { isContextPassword } from './password-context.ts';
import { formatPhone, normalizePhone } from './phone.ts';
import { sitePath } from './site-path.ts';
import { roleHome } from './roles.ts';
import { activeStageIndex, isActiveApplication, STATUSES_BY_STAGE } from './stages.ts';
import { canChangeVacancyStatus, publicVacancyStatus } from './vacancy-status.ts';
import { plural } from '../i18n/ru.ts';

describe('domain rules', () => {
  it('role homes', () => {
    expect(roleHome('participant')).toBe('/screening');
    expect(roleHome('admin')).toBe('/admin/statistics');
    expect(roleHome('recruiter')).toBe('/recruiter');
    expect(roleHome('manager')).toBe('/manager/candidates');
    expect(roleHome(null)).toBe('/login');
  });

  it('access kinds', () => {
    expect(needsSignIn('public')).toBe(false);
    expect(needsSignIn('any')).toBe(false);
    expect(roleMay('staff', 'manager')).toBe(true);
    expect(roleMay('recruiter', 'manager')).toBe(false);
    expect(roleMay('recruiter', 'admin')).toBe(true);
    expect(roleMay('admin', 'recruiter')).toBe(false);
    expect(roleMay('participant', 'admin')).toBe(false);
  });

  it('the active stage is the last one before the first unstarted', () => {
    expect(activeStageIndex([{ status: 'eval' }, { status: 'none' }])).toBe(0);
    expect(activeStageIndex([{ status: 'success' }, { status: 'awaiting' }, { status: 'none' }])).toBe(1);
    expect(activeStageIndex([{ status: 'none' }, { status: 'none' }])).toBe(0);
    expect(activeStageIndex([{ status: 'success' }, { status: 'success' }])).toBe(1);
    expect(activeStageIndex([{ status: 'success' }, { status: null }])).toBe(0);
  });

  it('active screening statuses and the stage status table', () => {
    expect(isActiveApplication('awaiting')).toBe(true);
    expect(isActiveApplication('reserved')).toBe(false);
    expect(STATUSES_BY_STAGE.OFFER).not.toContain('eval');
    expect(STATUSES_BY_STAGE.TESTING).toContain('expired_testing');
  });

  it('vacancy statuses: set A and the transitions', () => {
    expect(publicVacancyStatus('stop')).toBe('closed');
    expect(publicVacancyStatus('draft')).toBeNull();
    expect(canChangeVacancyStatus('draft', 'open', false)).toBe(true);
    expect(canChangeVacancyStatus('open', 'stop', true)).toBe(true);
    expect(canChangeVacancyStatus('close', 'open', true)).toBe(true);
    expect(canChangeVacancyStatus('draft', 'close', false)).toBe(false);
    expect(canChangeVacancyStatus('open', 'draft', true)).toBe(false);
    expect(canChangeVacancyStatus('open', 'draft', false)).toBe(true);
  });

  it('phones', () => {
    expect(normalizePhone('8 (999) 000-00-01')).toBe('+79990000001');
    expect(normalizePhone('+7 999 0000001')).toBe('+79990000001');
    expect(normalizePhone('9990000001')).toBe('+79990000001');
    expect(normalizePhone('12345')).toBeNull();
    expect(formatPhone('+79990000001')).toBe('+7 (999) 000-00-01');
  });

  it('Russian plurals', () => {
    expect([1, 2, 5, 11, 21, 22].map((n) => plural(n, ['секунда', 'секунды', 'секунд']))).toEqual([
      'секунда',
      'секунды',
      'секунд',
      'секунд',
      'секунда',
      'секунды',
    ]);
  });

  it('context passwords (ASVS 6.2.11): the e-mail, its name part, the phone in any form, names, the programme; loosely compared', () => {
    const who = {
      email: 'anna.petrova@mail.ru',
      phone: '+79991234567',
      lastName: 'Петрова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
    };
    for (const p of [
      'ANNA.PETROVA@MAIL.RU',
      'annapetrova',
      'anna-petrova',
      '+7 999 123-45-67',
      '89991234567',
      '9991234567',
      'ПЕТРОВА',
      'Анна Петрова',
      'петрова анна сергеевна',
      'Стажировка в JTI',
      'jti-internship',
      'стажировка',
    ]) {
      expect([p, isContextPassword(p, who)]).toEqual([p, true]);
    }
    for (const p of ['Петрова-2004!', 'anna.petrova@mail.ru1', 'Надёжный-пароль-2026', '79991234568']) {
      expect([p, isContextPassword(p, who)]).toEqual([p, false]);
    }
    expect(isContextPassword('Ёлкина', { lastName: 'Елкина' })).toBe(true);
    expect(isContextPassword('', {})).toBe(false);
  });

  it('site paths: normalised on this site; refused when they become another address once decoded', () => {
    expect(sitePath('/vacancies/../progress?x=1#a')).toBe('/progress?x=1#a');
    expect(sitePath('/a%2Fb')).toBe('/a%2Fb');
    for (const link of [
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%2f%2fevil.example',
      '/%252F%252Fevil.example',
      '/\\evil.example',
      '/%5Cevil',
      '/a%0Ab',
      '/%E0%A4%A',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect([link, sitePath(link)]).toEqual([link, null]);
    }
  });
});
