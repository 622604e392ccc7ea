/** Sign-in, sign-up, SMS codes, password reset and the CSRF cookie (docs/product.md «Authentication»). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EducationStepSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  PersonalStepSchema,
  PreferencesStepSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SmsLoginResponseSchema,
  SmsLoginSchema,
  SmsSendCodeResponseSchema,
  SmsSendCodeSchema,
  StepOkSchema,
} from '#shared/contracts/auth.ts';
import { OkSchema } from '#shared/contracts/common.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { tooMany } from '../../lib/errors.ts';
import { issueCsrfCookie } from '../../plugins/csrf.ts';
import { getUserInfo } from '../users/users.service.ts';
import { requestPasswordReset, resetPassword, signInWithPassword } from './password.service.ts';
import {
  register,
  validateEducation,
  validatePersonal,
  validatePreferences,
} from './registration.service.ts';
import { endSession, startSession } from '../../plugins/session.ts';
import { codeAnswer, consumeSmsCode, sendSmsCode } from './sms.service.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get('/sanctum/csrf-cookie', {
    config: { access: 'public' },
    schema: { tags, summary: 'Выдаёт cookie XSRF-TOKEN' },
    handler: async (request, reply) => {
      issueCsrfCookie(request, reply, deps);
      return reply.code(204).send();
    },
  });

  const steps = [
    ['/register/validate-personal', PersonalStepSchema, validatePersonal],
    ['/register/validate-education', EducationStepSchema, validateEducation],
    ['/register/validate-preferences', PreferencesStepSchema, validatePreferences],
  ] as const;
  for (const [url, body, validate] of steps) {
    r.post(url, {
      config: { access: 'public' },
      schema: { tags, body, response: { 200: StepOkSchema } },
      handler: async (request) => {
        // Each step's schema and service match; TypeScript cannot pair them through the tuple.
        await (validate as (db: AppDeps['db'], input: unknown) => Promise<void>)(deps.db, request.body);
        return { message: 'ok' };
      },
    });
  }

  r.post('/register', {
    config: { access: 'public', securityEvent: 'register' },
    schema: { tags, body: RegisterSchema, response: { 201: RegisterResponseSchema } },
    handler: async (request, reply) => {
      const { phone, code } = await register(deps, request.body, request.ip);
      const answer = codeAnswer(code, ru.auth.confirmCodeSent);
      const message = answer.sent ? answer.message : ru.auth.registeredNoCode(answer.message);
      return reply.code(201).send({ message, phone, code: answer });
    },
  });

  r.post('/sms/send-code', {
    config: { access: 'public', securityEvent: 'sms-code' },
    schema: { tags, body: SmsSendCodeSchema, response: { 200: SmsSendCodeResponseSchema } },
    handler: async (request) => {
      const { refused, retryAfter } = await sendSmsCode(deps, request.body.phone, request.ip);
      // A code asked for within the minute may be typed from the last SMS: no field is wrong. Any
      // other refusal belongs beside the phone, which stays on screen.
      if (refused === 'phone') throw tooMany(retryAfter, ru.auth.codeTooSoon(retryAfter));
      if (refused) {
        const text = ru.auth.codeNotSent[refused](retryAfter);
        throw tooMany(retryAfter, text, { phone: [text] });
      }
      return { message: ru.auth.codeSent, retry_after: retryAfter };
    },
  });

  r.post('/sms/login', {
    config: { access: 'public', securityEvent: 'sign-in-sms' },
    schema: { tags, body: SmsLoginSchema, response: { 200: SmsLoginResponseSchema } },
    handler: async (request, reply) => {
      const userId = await consumeSmsCode(deps, request.body.phone, request.body.code, request.ip);
      await startSession(deps, userId, request, reply);
      return { user: await getUserInfo(deps.db, userId) };
    },
  });

  r.post('/login', {
    config: { access: 'public', securityEvent: 'sign-in' },
    schema: { tags, body: LoginSchema, response: { 200: LoginResponseSchema } },
    handler: async (request, reply) => {
      const result = await signInWithPassword(deps, request.body.email, request.body.password, request.ip);
      if ('activationPhone' in result) {
        const code = await sendSmsCode(deps, result.activationPhone, request.ip);
        return {
          user: null,
          activation_phone: result.activationPhone,
          code: codeAnswer(code, ru.auth.confirmCodeSent),
        };
      }
      await startSession(deps, result.userId, request, reply);
      return { user: await getUserInfo(deps.db, result.userId), activation_phone: null, code: null };
    },
  });

  r.post('/logout', {
    config: { access: 'any', securityEvent: 'sign-out' },
    schema: { tags, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await endSession(deps, request, reply);
      return reply.code(204).send(null);
    },
  });

  r.post('/forgot-password', {
    config: { access: 'public', securityEvent: 'password-reset-request' },
    schema: { tags, body: ForgotPasswordSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return { message: ru.auth.resetSent };
    },
  });

  r.post('/reset-password', {
    config: { access: 'public', securityEvent: 'password-reset' },
    schema: { tags, body: ResetPasswordSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await resetPassword(deps, request.body.token, request.body.password);
      return { message: ru.auth.resetDone };
    },
  });
}
