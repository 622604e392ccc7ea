/**
 * Which build is running: the built server (scripts/build-server.ts) has its inputs' hash and build
 * time put in here; run from source it is `source`. The server logs it at start.
 */
declare const __SERVER_BUILD__: string | undefined;

export const BUILD_STAMP: string = typeof __SERVER_BUILD__ === 'string' ? __SERVER_BUILD__ : 'source';
