/**
 * Does a link look like a résumé? A heuristic on the address only: the server never fetches it
 * (that would let anyone make our server call an address of their choosing: SSRF). Shared, so the
 * form can give the same answer as `POST /api/screening/cv/link/check`.
 */
import { ruApply } from '../i18n/ru/apply.ts';

export const MAX_CV_LINK = 500;

export type CvLinkVerdict = { ok: boolean; message: string };

/** Hosts whose documents are résumés or shared files (a host and its subdomains). */
const CLOUD_HOSTS = [
  'drive.google.com',
  'docs.google.com',
  'disk.yandex.ru',
  'disk.yandex.com',
  'disk.360.yandex.ru',
  'yadi.sk',
  'dropbox.com',
  'dl.dropboxusercontent.com',
  'onedrive.live.com',
  '1drv.ms',
  'sharepoint.com',
];

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The parsed https address, or a reason it cannot be saved at all. */
export function parseCvLink(raw: string): { url: URL } | { error: string } {
  const value = raw.trim();
  if (value.length === 0 || value.length > MAX_CV_LINK) return { error: ruApply.cvLink };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: ruApply.cvLink };
  }
  if (url.protocol !== 'https:') return { error: ruApply.cvLinkHttps };
  if (url.username || url.password) return { error: ruApply.cvLinkCredentials };
  if (!url.hostname.includes('.')) return { error: ruApply.cvLink };
  return { url };
}

/** Whether a link looks like a résumé: hh.ru/resume, a .pdf, or a cloud drive's document. */
export function checkCvLink(raw: string): CvLinkVerdict {
  const parsed = parseCvLink(raw);
  if ('error' in parsed) return { ok: false, message: parsed.error };
  const { hostname, pathname } = parsed.url;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const path = decodeURIComponentSafe(pathname).toLowerCase();
  const looksFine =
    ((onHost(host, 'hh.ru') || onHost(host, 'hh.kz') || onHost(host, 'headhunter.ru')) &&
      path.startsWith('/resume/')) ||
    path.endsWith('.pdf') ||
    CLOUD_HOSTS.some((domain) => onHost(host, domain));
  return looksFine
    ? { ok: true, message: ruApply.cvLinkLooksFine }
    : { ok: false, message: ruApply.cvLinkUnknown };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
