/**
 * The writes a drill fires at the server, as pluggable kinds. Each kind does one request the way the
 * web app does it, and for an acknowledged (2xx) write answers an `Ack`: SQL that finds the write in
 * the database afterwards. Each kind also names the half-made records it could leave (`invariants`:
 * SQL counting rows that break a rule), checked after a crash.
 *
 * Today: sign-up (`POST /register`), phone confirmation and sign-in by SMS code (`POST /sms/login`),
 * the how-did-you-hear answer (`PUT /api/users/feedback/how-know`), and a read of the notifications.
 * Applications and stage changes plug in here as more kinds once the API has them.
 */
import { registrationFields } from '../../src/server/test/factories.ts';
import { HttpClient, nextAddress, ok, type Outcome } from './http-client.ts';

/** A participant the drill made, with their browser. */
export type Participant = {
  email: string;
  phone: string;
  client: HttpClient;
  /** Signed in (phone confirmed by SMS code). */
  signedIn: boolean;
  answeredHowKnow: boolean;
  /** Every how-know answer sent: one whose answer was lost to a kill may have been stored first. */
  howKnowSent: string[];
  /** Held by one worker, so two never make the same one-time write at once. */
  busy: boolean;
};

/** What a drill shares between its workers. */
export type DrillState = {
  baseUrl: string;
  runId: string;
  seq: number;
  cityId: number;
  institutionId: number;
  participants: Participant[];
  /** Per-request time-out of the clients made from here (HttpClient's default when unset). */
  timeoutMs?: number;
};

/** Finds an acknowledged write afterwards: the SQL answers at least one row when it is there. */
export type Ack = { kind: string; what: string; sql: string; params: unknown[] };

/** A rule every record must keep, as SQL answering `n`, the number of rows that break it. */
export type Invariant = { name: string; sql: string };

export type WriteResult = { outcome: Outcome; ack?: Ack };

export type WriteKind = {
  name: string;
  /** How often it is picked relative to the other ready kinds. */
  weight: number;
  /** False for reads: counted, never verified. */
  write: boolean;
  ready: (state: DrillState) => boolean;
  run: (state: DrillState) => Promise<WriteResult>;
  invariants: Invariant[];
};

/** Looks up the reference ids a registration needs. */
export async function prepareState(baseUrl: string): Promise<DrillState> {
  const c = new HttpClient(baseUrl, { ip: nextAddress() });
  const cities = await c.get('/api/cities');
  const institutions = await c.get('/api/institutions?query=');
  if (!ok(cities) || !ok(institutions)) throw new Error('reference data is not available');
  const cityList = (cities.data as { data: { id: number; name: string }[] }).data;
  const city = cityList.find((x) => x.name === 'Казань') ?? cityList[0];
  const institution = (institutions.data as { data: { id: number }[] }).data[0];
  if (!city || !institution) throw new Error('reference data is empty');
  return {
    baseUrl,
    runId: `${process.pid}${Date.now() % 100_000}`,
    seq: 0,
    cityId: city.id,
    institutionId: institution.id,
    participants: [],
  };
}

/** A unique sign-up form, the same as the server tests send. */
function registrationBody(state: DrillState): { body: Record<string, unknown>; email: string } {
  const n = ++state.seq;
  // Ten digits after +7, starting with 9, unique per run: the run id spreads runs apart.
  const phoneDigits = `9${String((Number(state.runId) * 7919 + n) % 1e9).padStart(9, '0')}`;
  const email = `fault.${state.runId}.${n}@test.ru`;
  return {
    email,
    body: registrationFields({
      email,
      phoneDigits,
      cityId: state.cityId,
      institutionId: state.institutionId,
    }),
  };
}

/** Takes a free participant matching `fits` for one worker; null if none. */
function take(state: DrillState, fits: (p: Participant) => boolean): Participant | null {
  const free = state.participants.filter((p) => !p.busy && fits(p));
  const p = free[Math.floor(Math.random() * free.length)];
  if (!p) return null;
  p.busy = true;
  return p;
}

const signUp: WriteKind = {
  name: 'sign-up',
  weight: 4,
  write: true,
  ready: () => true,
  run: async (state) => {
    const { body, email } = registrationBody(state);
    const client = new HttpClient(state.baseUrl, {
      ip: nextAddress(),
      ...(state.timeoutMs ? { timeoutMs: state.timeoutMs } : {}),
    });
    const outcome = await client.post('/register', body);
    if (!ok(outcome)) return { outcome };
    const phone = (outcome.data as { phone: string }).phone;
    state.participants.push({
      email,
      phone,
      client,
      signedIn: false,
      answeredHowKnow: false,
      howKnowSent: [],
      busy: false,
    });
    return {
      outcome,
      ack: {
        kind: 'sign-up',
        what: phone,
        sql: `select 1 from users u
              join participant_profiles p on p.user_id = u.id
              join consents c on c.user_id = u.id
              where u.phone = $1 and u.email = $2 and u.role = 'participant'`,
        params: [phone, email],
      },
    };
  },
  invariants: [
    {
      name: 'participant without a profile',
      sql: `select count(*)::int as n from users u where u.role = 'participant'
            and not exists (select 1 from participant_profiles p where p.user_id = u.id)`,
    },
    {
      name: 'participant without a consent',
      sql: `select count(*)::int as n from users u where u.role = 'participant'
            and not exists (select 1 from consents c where c.user_id = u.id)`,
    },
    {
      name: 'profile or consent without a user',
      sql: `select ((select count(*) from participant_profiles p where not exists (select 1 from users u where u.id = p.user_id))
                 + (select count(*) from consents c where not exists (select 1 from users u where u.id = c.user_id)))::int as n`,
    },
    {
      name: 'SMS code without its outbox message',
      sql: `select count(*)::int as n from sms_codes c
            where not exists (select 1 from outbox o where o.channel = 'sms' and o.recipient = c.phone)`,
    },
  ],
};

const smsSignIn: WriteKind = {
  name: 'sms-sign-in',
  weight: 3,
  write: true,
  ready: (state) => state.participants.some((p) => !p.busy && !p.signedIn),
  run: async (state) => {
    const p = take(state, (x) => !x.signedIn);
    if (!p) return { outcome: { kind: 'network', error: 'nobody to sign in', ms: 0 } };
    try {
      // The code is read where a developer reads it: the outbox (DEV_OUTBOX=on).
      const box = await p.client.get(`/api/dev/outbox?recipient=${encodeURIComponent(p.phone)}`);
      if (!ok(box)) return { outcome: box };
      const sms = (box.data as { data: { channel: string; body: string }[] }).data.find(
        (m) => m.channel === 'sms',
      );
      const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) {
        // Killed between the sign-up and its SMS: ask for a code as the web app would.
        const outcome = await p.client.post('/sms/send-code', { phone: p.phone });
        if (!ok(outcome)) return { outcome };
        return {
          outcome,
          ack: {
            kind: 'sms-sign-in',
            what: `${p.phone} (new code)`,
            sql: `select 1 from sms_codes c where c.phone = $1
                  and exists (select 1 from outbox o where o.channel = 'sms' and o.recipient = c.phone)`,
            params: [p.phone],
          },
        };
      }
      const outcome = await p.client.post('/sms/login', { phone: p.phone, code });
      if (!ok(outcome)) return { outcome };
      p.signedIn = true;
      return {
        outcome,
        ack: {
          kind: 'sms-sign-in',
          what: p.phone,
          sql: `select 1 from users u where u.phone = $1 and u.phone_verified_at is not null
                and exists (select 1 from sessions s where s.user_id = u.id)`,
          params: [p.phone],
        },
      };
    } finally {
      p.busy = false;
    }
  },
  invariants: [
    {
      name: 'session without a user',
      sql: `select count(*)::int as n from sessions s where not exists (select 1 from users u where u.id = s.user_id)`,
    },
  ],
};

const HOW_KNOW = ['hh', 'telegram', 'vk', 'university', 'friends', 'fair', 'website'];

const howKnow: WriteKind = {
  name: 'how-know',
  weight: 2,
  write: true,
  ready: (state) => state.participants.some((p) => !p.busy && p.signedIn && !p.answeredHowKnow),
  run: async (state) => {
    const p = take(state, (x) => x.signedIn && !x.answeredHowKnow);
    if (!p) return { outcome: { kind: 'network', error: 'nobody to answer', ms: 0 } };
    try {
      const source = HOW_KNOW[Math.floor(Math.random() * HOW_KNOW.length)]!;
      p.howKnowSent.push(source);
      const outcome = await p.client.put('/api/users/feedback/how-know', { source, comment: '' });
      if (!ok(outcome)) return { outcome };
      p.answeredHowKnow = true;
      return {
        outcome,
        ack: {
          kind: 'how-know',
          what: p.phone,
          // The first answer stands (a repeat is ignored), so it may be an earlier, unacknowledged one.
          sql: `select 1 from users u join feedback f on f.user_id = u.id and f.kind = 'how-know'
                where u.phone = $1 and f.answer = any(string_to_array($2, ',')) and not u.need_how_know`,
          params: [p.phone, p.howKnowSent.join(',')],
        },
      };
    } finally {
      p.busy = false;
    }
  },
  invariants: [
    {
      name: 'how-know answered but still asked',
      sql: `select count(*)::int as n from users u where u.need_how_know
            and exists (select 1 from feedback f where f.user_id = u.id and f.kind = 'how-know')`,
    },
    {
      name: 'how-know no longer asked but never answered',
      sql: `select count(*)::int as n from users u where u.role = 'participant' and not u.need_how_know
            and not exists (select 1 from feedback f where f.user_id = u.id and f.kind = 'how-know')`,
    },
  ],
};

const readMessages: WriteKind = {
  name: 'read-messages',
  weight: 3,
  write: false,
  ready: (state) => state.participants.some((p) => p.signedIn),
  run: async (state) => {
    const signedIn = state.participants.filter((p) => p.signedIn);
    const p = signedIn[Math.floor(Math.random() * signedIn.length)]!;
    return { outcome: await p.client.get('/api/messages') };
  },
  invariants: [],
};

export const WRITE_KINDS: WriteKind[] = [signUp, smsSignIn, howKnow, readMessages];

/** Picks a ready kind at random by weight. */
export function pickKind(kinds: WriteKind[], state: DrillState): WriteKind {
  const ready = kinds.filter((k) => k.ready(state));
  let r = Math.random() * ready.reduce((sum, k) => sum + k.weight, 0);
  for (const k of ready) {
    r -= k.weight;
    if (r <= 0) return k;
  }
  return ready[0] ?? kinds[0]!;
}

/** Points every participant's browser at another server address (after a restart on a new port). */
export function moveState(state: DrillState, baseUrl: string): void {
  state.baseUrl = baseUrl;
  for (const p of state.participants) p.client = p.client.moveTo(baseUrl);
}
