import { PROPERTY_KEYS, propertyValue } from './properties';
import type { PropertyEntry } from './session';

/**
 * Whether the page is served from a host where the demo data reset may be offered (spec 1 §2.11, §6: "only on localhost
 * or demo hosts"): localhost and loopback addresses, and hosts whose first label is `demo` or ends in `-demo`
 * (`demo.example.com`, `acme-demo.example.com`). The server must be in demo mode too (the account page asks it).
 */
export function isDemoHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)) return true;
  const first = host.split('.')[0] ?? '';
  return host.includes('.') && (first === 'demo' || first.endsWith('-demo'));
}

/**
 * The browser plugin's install link of the tenant (spec 1 §2.11 "a browser-plugin section for one specific tenant"):
 * the tenant property BROWSER_PLUGIN_URL when it is an https URL, else null (no section).
 */
export function browserPluginUrl(tenantProperties: readonly PropertyEntry[]): string | null {
  const value = propertyValue(PROPERTY_KEYS.browserPluginUrl, tenantProperties)?.trim();
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

