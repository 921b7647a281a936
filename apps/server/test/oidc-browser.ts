/**
 * Plays the person's browser at a local OpenID issuer: opens the authorization URL, picks an
 * account on the issuer's page and follows the redirects back to Liner's callback, whose query
 * (code, state, iss) it returns, as /callback/google would read it.
 */
export async function chooseAccountAtIssuer(
  authorizationUrl: string,
  accountSub: string,
  redirectUri: string,
): Promise<Record<string, string>> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const visit = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    return response;
  };

  let url = authorizationUrl;
  let response = await visit(url);
  for (let hop = 0; hop < 10; hop += 1) {
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(redirectUri)) return Object.fromEntries(new URL(url).searchParams);
      response = await visit(url);
      continue;
    }
    if (response.status === 200 && url.includes('/interaction/')) {
      response = await visit(url, {
        method: 'POST',
        body: new URLSearchParams({ account: accountSub }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      continue;
    }
    throw new Error(`the issuer answered ${response.status} at ${url}: ${await response.text()}`);
  }
  throw new Error('too many redirects at the issuer');
}
