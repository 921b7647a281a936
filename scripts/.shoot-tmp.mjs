// Usage: node /work/shots/shoot.mjs <baseUrl> <email> <outPrefix> <path> [<path>...]
import { chromium } from 'playwright-core';
const [baseUrl, email, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'liner-demo' }) });
const { token } = await login.json();
if (!token) throw new Error('no token');
for (const [width, tag] of [[1280, 'desk'], [375, 'm']]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: process.env.DARK ? 'dark' : 'light' });
  await context.addCookies([{ name: 'token', value: token, url: baseUrl, httpOnly: true }, { name: 'signed_in', value: '1', url: baseUrl }]);
  const page = await context.newPage();
  for (const [i, path] of paths.entries()) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${prefix}-${i}-${tag}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
