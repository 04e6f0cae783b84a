import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords known from breaches (spec 1 §5 "not known from a breach"): the 49,233 most common leaked passwords
 * that zxcvbn-ts ships in @zxcvbn-ts/language-common (MIT; compiled by the zxcvbn projects from public breach
 * corpora). A pinned registry package rather than a copied file, so its provenance and licence travel with it.
 * Compared lower case: the list is lower case, and 'P@ssw0rd' is as guessable as 'p@ssw0rd'.
 */
let breached: ReadonlySet<string> | null = null;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(dictionary['passwords-common']);
  return breached.has(password.toLowerCase());
}
