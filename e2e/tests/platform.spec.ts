import { expect, test } from '@playwright/test';

// A fresh server on an empty data folder: it migrates, seeds the demo organisation and serves
// the web app and the API on one origin.
test('the web app, the API and its documentation are served from one origin', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Causeway' })).toBeVisible();

  const health = await request.get('/api/health');
  // The e2e server runs in sandbox mode (SANDBOX=1); the health answer says so.
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok', sandbox: true });

  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(openapi.openapi).toBe('3.1.0');
  expect(Object.keys(openapi.paths)).toContain('/api/users/validateLogin');

  await page.goto('/api/docs');
  // The reference renders in the browser from a large script: give it longer than a screen.
  await expect(page.locator('body')).toContainText('Causeway API', { timeout: 15_000 });
});

test('a demo admin signs in with a password and reads their own account', async ({ request }) => {
  const signIn = await request.post('/api/auth/token', {
    data: { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' },
  });
  expect(signIn.status()).toBe(200);
  const { accessToken, userId } = await signIn.json();
  const me = await request.get(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(me.status()).toBe(200);
  const body = await me.json();
  expect(body.user.email).toBe('admin@example.org');
  expect(body.businesses.map((business: { name: string }) => business.name)).toContain('Demo Relief Org');
});
