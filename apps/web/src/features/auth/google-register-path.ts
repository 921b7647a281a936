/** A path segment cannot be empty: a name Google did not give travels as this. */
const NO_NAME = '-';

/** /register/google/:email/:fn/:ln for what Google told about a person without an account. */
export function googleRegisterPath(identity: { email: string; firstName: string; lastName: string }): string {
  const part = (value: string) => encodeURIComponent(value.trim() || NO_NAME);
  return `/register/google/${part(identity.email)}/${part(identity.firstName)}/${part(identity.lastName)}`;
}

/** The prefilled value of a name segment ('' for the placeholder). */
export function nameFromSegment(segment: string | undefined): string {
  return !segment || segment === NO_NAME ? '' : segment;
}
