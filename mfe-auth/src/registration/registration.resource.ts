import { httpClient, type HttpClient, type RegisteredUser, type RegistrationValidation, type UnregisteredUser } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { type RegistrationFormValues } from 'shared-kit/domain';

const base = (token: string) => `/api/user/registration/${encodeURIComponent(token)}`;

export function fetchUnregisteredUser(token: string, client: HttpClient = httpClient): Promise<UnregisteredUser> {
  return client.get<UnregisteredUser>(base(token));
}

export function validateRegistration(token: string, values: RegistrationFormValues, client: HttpClient = httpClient): Promise<RegistrationValidation> {
  return client.put<RegistrationValidation>(`${base(token)}/validate`, values);
}

export function register(token: string, values: RegistrationFormValues, client: HttpClient = httpClient): Promise<RegisteredUser> {
  return client.post<RegisteredUser>(base(token), values);
}
