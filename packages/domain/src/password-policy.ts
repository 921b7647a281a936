export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose one that is harder to guess';

/**
 * The most frequently leaked passwords (public breach-frequency lists), lower-cased.
 * Only entries of at least the minimum length matter: shorter ones already fail.
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', 'password', 'password1', 'password12', 'password123',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui',
  '11111111', '00000000', '88888888', '87654321', '12341234', '11223344', '12344321',
  '123123123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'iloveyou', 'iloveyou1',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123', 'letmein1',
  'trustno1', 'superman', 'starwars', 'whatever', 'computer', 'michelle', 'jennifer',
  'corvette', 'mercedes', 'maverick', 'jordan23', 'internet', 'liverpool', 'chelsea1',
  'football1', 'basketball', 'abc12345', 'abcd1234', 'abcdefgh', 'asdfghjkl', 'asdfasdf',
  'zxcvbnm1', 'changeme', 'admin123', 'administrator', 'master12', 'monkey12', 'dragon12',
  'shadow12', 'samsung1', 'google123', 'charlie1', 'freedom1', 'hello123', 'loveyou1',
  'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'killer12', 'pokemon1', 'spotify1', 'music123',
  'musician', 'guitar12', 'password!', 'letmein123', 'welcome!', '123qwe123', 'qwe12345',
  'aa123456', 'a1234567', 'a12345678', '1234qwer', 'qwer1234', 'asdf1234', '147258369',
  '987654321', '123654789', '741852963', '159753456', '999999999', '66666666', '55555555',
]);

/** Returns the problems with a new password, in the order a person should fix them. */
export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [PASSWORD_TOO_SHORT];
  if (password.length > PASSWORD_MAX_LENGTH) return [PASSWORD_TOO_LONG];
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password)) return [PASSWORD_TOO_COMMON];
  return [];
}
