/**
 * Builds the Fastify app: plugins, then modules, then the web app. Used by `main.ts` and by the tests
 * (through `app.inject`), so both run exactly the same thing.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { openFileStore, type FileStore } from './lib/files/index.ts';
import { createLogger } from './lib/logger.ts';
import type { Transports } from './lib/outbox.ts';
import { SessionEnds } from './lib/session-ends.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { candidateCardRoutes } from './modules/candidate-card/candidate-card.routes.ts';
import { candidateStagesRoutes } from './modules/candidate-card/candidate-stages.routes.ts';
import { candidatesTableRoutes } from './modules/candidates-table/candidates-table.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { meetingInvitationsRoutes } from './modules/meeting-invitations/meeting-invitations.routes.ts';
import { meetingSlotsRoutes } from './modules/meeting-slots/meeting-slots.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { positionManagersRoutes } from './modules/position-managers/position-managers.routes.ts';
import { positionStatsRoutes } from './modules/position-stats/position-stats.routes.ts';
import { positionsRoutes } from './modules/positions/positions.routes.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { planDashboardRoutes } from './modules/plan-dashboard/plan-dashboard.routes.ts';
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts';
import { applyRoutes } from './modules/screening/apply.routes.ts';
import { filesRoutes } from './modules/screening/files.routes.ts';
import { MULTIPART_LIMITS } from './lib/multipart.ts';
import { screeningRoutes } from './modules/screening/screening.routes.ts';
import { testingRoutes } from './modules/screening/testing.routes.ts';
import { vcvRoutes } from './modules/screening/vcv.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { vacanciesRoutes } from './modules/vacancies/vacancies.routes.ts';
import { registerAccessGuard } from './plugins/access.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSecurityLog } from './plugins/security-log.ts';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { formConstraint } from './pages/form-posts.ts';
import { serveWebApp } from './pages/web-app.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  secret: string;
  transports?: Transports;
  logger?: FastifyBaseLogger;
  /** The file store; by default `config.FILES_DIR`. */
  files?: FileStore;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The modules in the order their routes are registered. */
const modules = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  referenceRoutes,
  screeningRoutes,
  applyRoutes,
  filesRoutes,
  testingRoutes,
  vcvRoutes,
  messagesRoutes,
  liveRoutes,
  vacanciesRoutes,
  candidateStagesRoutes,
  positionManagersRoutes,
  positionStatsRoutes,
  candidateCardRoutes,
  positionsRoutes,
  postsRoutes,
  candidatesTableRoutes,
  adminUsersRoutes,
  applicationsRoutes,
  exportsRoutes,
  chatRoutes,
  statisticsRoutes,
  planDashboardRoutes,
  materialsRoutes,
  meetingSlotsRoutes,
  meetingInvitationsRoutes,
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    loggerInstance: opts.logger ?? createLogger(config.LOG_LEVEL),
    // Keep a caller's request id (a proxy's) when it looks like one; otherwise make one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // Bad percent-encoding in the path and over-long path parameters, answered in Russian.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    // What Node's parser refuses before Fastify sees a request (431, 400, 408), in Russian too.
    clientErrorHandler: answerClientError,
    // `form`: a page's native form post shares its path with the page and the JSON calls (decision 052).
    routerOptions: { maxParamLength: 200, constraints: { form: formConstraint } },
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (config.SERVED_BY) reply.header('x-served-by', config.SERVED_BY);
  });

  const deps: AppDeps = {
    config,
    database: opts.database,
    db: opts.database.db,
    secret: opts.secret,
    transports: opts.transports ?? {},
    files: opts.files ?? openFileStore(config.FILES_DIR),
    log: app.log,
    sessionEnds: new SessionEnds(opts.database),
    lifecycle: { shuttingDown: false },
  };
  // Background tasks (main.ts) use the same dependencies as the routes.
  app.decorate('deps', deps);
  // Hears the sessions ended on any server, to close their live streams (lib/session-ends.ts).
  await deps.sessionEnds.start();
  app.addHook('onClose', async () => deps.sessionEnds.close());

  registerSecurityHeaders(app, config.cookieSecure);
  await app.register(cookie);
  // Uploads are read part by part by the routes that take them (modules/screening/multipart.ts);
  // a file over the limit is cut one byte past it and refused by lib/files, never buffered whole.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  registerErrorHandling(app);
  registerAccessGuard(app, deps);
  registerSecurityLog(app);
  // Answers may hold personal data: no browser or proxy keeps them unless a route says otherwise
  // (public reference lists and the web app's files set their own).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  if (config.API_DOCS) {
    // Not in production unless API_DOCS=on; then under the app's own CSP (swagger-ui's page loads
    // only its own scripts), not the looser one the plugin would set, and without the validator
    // badge, which would ask a third-party site. Loaded only when on: a production server without the
    // docs never loads them (the built server keeps swagger-ui outside its bundle: scripts/build-server.ts).
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: { title: 'Стажировка в JTI — API', version: '1.0.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'jti_session' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { validatorUrl: null },
    });
  }

  for (const register of modules) register(app, deps);
  if (config.DEV_OUTBOX) devRoutes(app, deps);
  await serveWebApp(app, config);
  return app;
}
