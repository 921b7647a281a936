// A real OpenID Connect issuer (oidc-provider) on 127.0.0.1 standing in for Google: the server's
// OpenID client runs the whole authorization-code flow with PKCE against it, in the API tests and
// in the Google sign-in journey. Its sign-in page lists the test accounts; choosing one signs in
// and grants the client at once (there is no consent step to test).
import http from 'node:http';
import { Provider } from 'oidc-provider';

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function readForm(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

function accountPage(uid, accounts) {
  const buttons = accounts
    .map(
      (a) =>
        `<button type="submit" name="account" value="${escapeHtml(a.sub)}">${escapeHtml(a.given_name)} ${escapeHtml(a.family_name)} (${escapeHtml(a.email)})</button>`,
    )
    .join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test issuer: choose an account</title></head>
<body><main><h1>Choose an account</h1><form method="post" action="/interaction/${escapeHtml(uid)}">${buttons}</form></main></body></html>`;
}

/**
 * Starts the issuer. `accounts`: { sub, email, email_verified, given_name, family_name }; more can
 * be added later with `addAccount`. Answers { issuer, clientId, clientSecret, addAccount, close }.
 */
export async function startOidcTestIssuer({ redirectUri, accounts = [], port = 0 }) {
  const known = new Map(accounts.map((a) => [a.sub, a]));
  const clientId = 'liner-test-client';
  const clientSecret = 'liner-test-client-secret-0123456789abcdef';
  const server = http.createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The client reads the claims from the ID token, as it does with Google's.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['liner-test-issuer-cookie-key'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      const account = known.get(sub);
      return account ? { accountId: sub, claims: async () => ({ ...account }) } : undefined;
    },
  });
  const callback = provider.callback();

  server.on('request', async (request, response) => {
    const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (!match) return callback(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        return response.end(accountPage(details.uid, [...known.values()]));
      }
      const accountId = (await readForm(request)).get('account');
      if (!accountId || !known.has(accountId)) {
        response.statusCode = 400;
        return response.end('unknown account');
      }
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 400;
      response.end(error instanceof Error ? error.message : 'interaction failed');
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount(account) {
      known.set(account.sub, account);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
