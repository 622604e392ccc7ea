import type { Role } from '#shared/domain/roles.ts';

/**
 * Who sent a request, as the access guard (plugins/access.ts) found them from the session cookie
 * (plugins/session.ts). Here, below both, so services and policies name it without importing the
 * plugins.
 */
export type SessionUser = { id: number; role: Role; sessionHash: string };
