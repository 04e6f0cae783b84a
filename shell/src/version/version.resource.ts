import dayjs from 'dayjs';
import { fetchVersion, REMOTE_TITLES, type BuildInfo, type RemoteName } from 'shared-kit';
import { SHELL_MESSAGES } from '../shell.messages';
import { getRemotesConfig } from '../remotes/remotes-config';

/** One line of the Version table (spec 1 §2.12). */
export interface VersionRow {
  key: string;
  name: string;
  projectVersion: string;
  envVersion: string;
  buildNumber: string;
  date: string;
  host: string;
}

/** Timestamp format of spec 1 §9. */
export function formatVersionDate(value: string | undefined | null): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('M/D/YYYY HH:mm:ss') : value;
}

function frontEndEnvironment(): string {
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

function isBuildInfo(value: unknown): value is BuildInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.version === 'string';
}

/** The shell's own build, or a placeholder when run without the bundler's define (unit tests). */
export function shellBuildInfo(): BuildInfo {
  return typeof __BUILD_INFO__ === 'undefined'
    ? { name: 'shell', version: 'unknown', buildNumber: 'unknown', buildDate: '' }
    : __BUILD_INFO__;
}

export function buildInfoRow(key: string, info: BuildInfo): VersionRow {
  return {
    key,
    name: info.name,
    projectVersion: info.version,
    envVersion: frontEndEnvironment(),
    buildNumber: String(info.buildNumber ?? ''),
    date: formatVersionDate(info.buildDate),
    host: window.location.host,
  };
}

function unavailableRow(key: string, name: string, host: string): VersionRow {
  const unavailable = SHELL_MESSAGES.versionUnavailable;
  return { key, name, projectVersion: unavailable, envVersion: '', buildNumber: '', date: '', host };
}

async function apiRow(): Promise<VersionRow> {
  try {
    const info = await fetchVersion();
    return {
      key: 'api',
      name: info.name,
      projectVersion: info.projectVersion,
      envVersion: info.envVersion,
      buildNumber: String(info.buildNumber ?? ''),
      date: formatVersionDate(info.date),
      host: info.host,
    };
  } catch {
    return unavailableRow('api', 'api', '');
  }
}

/** version.json sits beside the remote's manifest (written by the shared webpack factory). */
export function versionUrlFor(manifestUrl: string): string {
  return new URL('version.json', new URL(manifestUrl, window.location.href)).href;
}

async function remoteRow(name: RemoteName, manifestUrl: string): Promise<VersionRow> {
  try {
    const response = await fetch(versionUrlFor(manifestUrl), { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    const info: unknown = await response.json();
    if (!isBuildInfo(info)) throw new Error('version.json is not build info');
    return buildInfoRow(name, info);
  } catch {
    return unavailableRow(name, REMOTE_TITLES[name], window.location.host);
  }
}

/** API, shell, then every remote declared in /remotes.json, each read from its own build. */
export async function loadVersionRows(): Promise<VersionRow[]> {
  const remotes = await getRemotesConfig().catch(() => ({}));
  const remoteRows = Object.entries(remotes).map(([name, url]) => remoteRow(name as RemoteName, url));
  const [api, ...rest] = await Promise.all([apiRow(), ...remoteRows]);
  return [api as VersionRow, buildInfoRow('shell', shellBuildInfo()), ...rest];
}
