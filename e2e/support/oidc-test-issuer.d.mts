export interface TestIssuerAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface OidcTestIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestIssuerAccount): void;
  close(): Promise<void>;
}

export function startOidcTestIssuer(options: {
  redirectUri: string;
  accounts?: TestIssuerAccount[];
  port?: number;
}): Promise<OidcTestIssuer>;
