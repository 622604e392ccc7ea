/**
 * The hostile values the fuzzer mixes into otherwise valid requests: strings that break parsers,
 * databases and renderers, numbers at the edges of what JSON, JavaScript and PostgreSQL hold, and
 * names that try to leave a folder. Plain data, shared by the arbitraries and the fixed probes.
 */

/** Far over every `max()` in the contracts, still well under the 1 MB body limit. */
export const HUGE_STRING = 'я'.repeat(100_000);
export const HUGE_ASCII = 'a'.repeat(100_001);

/** Characters that differ in length by code unit, code point and grapheme, or that PostgreSQL refuses. */
export const UNICODE_EDGES = [
  '\u0000', // NUL: PostgreSQL text cannot hold it
  'a\u0000b',
  '\ud800', // lone high surrogate: not valid UTF-16, no UTF-8 form
  '\udfff', // lone low surrogate
  'x\ud83d',
  '\u202etxt.exe', // right-to-left override
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\ufeff', // byte-order mark
  '\u2028\u2029', // line and paragraph separators (break JavaScript strings in old engines)
  '\uffff',
  '\ufffe',
  '\u{10ffff}',
  '😀',
  '👨‍👩‍👧‍👦', // one grapheme, seven code points
  '🇷🇺',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301', // combining marks piling up
  'Z̴̡̛͓͎a̷̧̛l̶̡g̵̛o̵',
  'İı', // case mapping changes the length
  'ß',
  'ǅ',
  'Ё',
  '١٢٣', // Arabic-Indic digits
  '１２３', // full-width digits
  ' ',
  '',
  '   ',
  '\t\r\n',
  '\u00a0', // no-break space: trim() removes it, \s matches it
];

/**
 * Days at the calendar's edges: years 0, 1 and 9999 (a day in year 1 starts in year 0 in UTC, which
 * PostgreSQL refuses; one in 9999 ends in 10000), the ends of the accepted 2000–2099, days a month
 * lacks (30 February, 29 February of a common year) and impossible months and days.
 */
const EDGE_DAYS = [
  '0000-01-01',
  '0000-12-31',
  '0001-01-01',
  '9999-12-31',
  '1999-12-31',
  '2000-01-01',
  '2099-12-31',
  '2100-01-01',
  '2024-02-29',
  '2025-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
];

/** Each edge day written both ways the contracts read: YYYY-MM-DD and DD.MM.YYYY. */
export const CALENDAR_DAYS = [...EDGE_DAYS, ...EDGE_DAYS.map((d) => d.split('-').reverse().join('.'))];

/**
 * Instants at the edges, with Moscow's offset around midnight: 02:59 on 1 January of year 1 in
 * Moscow is still year 0 in UTC, 03:00 is not; 23:59 at -03:00 on the last day of 9999 is 10000 in
 * UTC; midnight in Moscow is 21:00 UTC the day before. And what JavaScript can write but not read back.
 */
export const CALENDAR_INSTANTS = [
  '0001-01-01T02:59:59+03:00',
  '0001-01-01T03:00:00+03:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59-03:00',
  '9999-12-31T23:59:59Z',
  '1999-12-31T23:59:59+03:00',
  '2026-03-01T00:00:00+03:00',
  '2026-02-28T21:00:00Z',
  '2026-02-29T00:00:00+03:00',
  '2024-02-29T00:00:00+03:00',
  '2026-02-30T12:00:00+03:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
];

/** Numbers as strings: what `z.coerce.number()` and hand-written parsers have to survive. */
export const NUMERIC_STRINGS = [
  '-1',
  '0',
  '-0',
  '1',
  '1.5',
  '1e30',
  '1e308',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b11',
  '1_000',
  ' 1 ',
  '+1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '1,5',
  '٣',
  '',
];

/** Strings that mean something to another interpreter. */
export const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%',
  '%%',
  '\\',
  '"',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/** File and path names that try to leave the folder they are stored in. */
export const TRAVERSAL_NAMES = [
  '../../../etc/passwd',
  '..\\..\\..\\boot.ini',
  '..\\..\\boot.ini',
  'a\u0000.png',
  'photo.png\u0000.exe',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '\u202egnp.exe',
  'CON',
  '.',
  '..',
  '',
  'я'.repeat(300) + '.png',
];

/** Values for a path parameter such as `:id`, written as they travel in the URL. */
export const PATH_IDS = [
  '-1',
  '0',
  '1',
  '1e30',
  '1.5',
  'abc',
  'NaN',
  '2147483648',
  '99999999999999999999999',
  '0x10',
  '%20',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A', // broken percent-encoding
  '%C0%AF', // overlong "/"
  '%ED%A0%80', // an encoded lone surrogate
  '%FF',
  '%',
  'x'.repeat(250), // over the router's maxParamLength (200)
];

/** Suffixes appended to a route's path: none of them names a route. */
export const PATH_SUFFIXES = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%5c..%5cboot.ini',
  '/%00',
  '/%E0%A4%A',
  '/%',
  '//',
  '/.',
  ';jsessionid=1',
  '%20',
  '/' + 'x'.repeat(300),
  '?',
  '#x',
];

/** Query-string fragments sent raw, not encoded by the fuzzer. */
export const RAW_QUERY_PIECES = [
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%',
  '%%',
  '+',
  '&&&',
  '===',
  '[]=1',
  'a[b]=1',
  'a[__proto__][x]=1',
  '__proto__=1',
  'constructor=1',
  ';',
];

/**
 * Whole numbers at the edges of the database's integer types, for every number field in a path, a
 * query or a body: int4 (most ids) just inside and just outside, the largest exact double and past it.
 * A value past int4 that the contract lets through reaches PostgreSQL and fails there as a 500.
 */
export const INTEGER_EDGES = [
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '9007199254740991',
  '9007199254740993',
  '0',
  '-1',
];

/** Numbers at the edges: JSON can carry them all, JavaScript and PostgreSQL each break on some. */
export const EDGE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -1.5,
  1e-320, // subnormal
  Number.MIN_VALUE,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e30,
  1e308,
  -1e308,
  Number.MAX_VALUE,
];

/** Object keys that reach for the prototype or confuse a naive merge. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'ключ',
  '\u0000',
  '$where',
  'a.b',
  'a[b]',
  'k'.repeat(5_000),
];

/** Bodies sent as `application/json` that are not JSON, or are JSON a strict reader should refuse. */
export const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2,]',
  '{"a":1}/* c */',
  '// c\n{}',
  'NaN',
  'Infinity',
  'undefined',
  '{"a":NaN}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '"\\u0000"',
  'null',
  'true',
  '0',
  '[]',
  '"строка"',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":0x10}',
  '\u0000',
  '{"a":"unterminated',
  '['.repeat(100_000) + ']'.repeat(100_000), // nesting deep enough to overflow a recursive parser
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
];

/** Content types other than JSON, odd parameters, and ones that only look like JSON. */
export const CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'text/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;',
  'application/jsonp',
  'application/vnd.api+json',
  'application/json-patch+json',
  'image/png',
  '*/*',
  'application/json, text/plain',
  ';',
  'multipart/form-data',
  'text/plain; charset=utf-8',
];

/** An XML body with an external entity: refused as a content type, never parsed. */
export const XXE =
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;</x>';
