import { consolePaths } from '@account-centre/contract';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '#app/app.tsx';
import { fail, fakeServer, ok, type Call } from '#testing/fake-server.ts';

const USER_ID = '0b9f2c8e-6d0e-4e43-9d43-7a1c5e9b1f00';
const USER = {
  id: USER_ID,
  tenantId: '000000',
  productId: '5136332538',
  email: 'ada@example.com',
  phone: null,
  country: 'DE',
  language: 'en',
  createdAt: '2026-11-01T10:00:00.000Z',
  doubleCheckRequired: false,
  lockedUntil: null,
  disabledAt: null,
};
const DETAIL = { user: USER, sessions: [], passkeys: [], totpEnabled: true, activity: [] };
const staff = (role: 'admin' | 'support') => ({
  email: `${role}@example.com`,
  role,
  csrfToken: `csrf-${role}`,
});

async function start(path: string) {
  const location = memoryLocation({ path });
  await render(<App hook={location.hook} />);
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

describe('sign-in', () => {
  test('password, then the authenticator code; a wrong one is an alert; the CSRF token is sent', async () => {
    let signedIn = false;
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) {
        return signedIn ? ok(staff('support')) : fail(401, 40110, 'console session required');
      }
      if (call.path === consolePaths.signIn) {
        const body = call.body as { password: string };
        return body.password === 'right'
          ? ok({ secondFactorRequired: true, csrfToken: 'csrf-half' })
          : fail(401, 40111, 'console sign-in failed');
      }
      if (call.path === consolePaths.signInTotp) {
        signedIn = true;
        return ok({ secondFactorRequired: false, csrfToken: 'csrf-full' });
      }
      return undefined;
    });
    await start('/users');
    await expect.element(heading('Support console')).toBeVisible();
    await userEvent.fill(page.getByLabelText('E-mail'), 'support@example.com');
    await userEvent.fill(page.getByLabelText('Password'), 'wrong');
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('The e-mail address, password or authenticator code is wrong.');
    await expect.element(page.getByRole('alert')).toHaveFocus();

    await userEvent.fill(page.getByLabelText('Password'), 'right');
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    const code = page.getByLabelText('Authenticator code');
    await expect.element(code).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    // An empty code is refused at its field, which gets the focus.
    await expect.element(code).toHaveAttribute('aria-invalid', 'true');
    await expect.element(code).toHaveAccessibleDescription(/Please fill in this field/);
    await userEvent.fill(code, '123456');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));

    await expect.element(heading('Users')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(
      nav
        .getByRole('link')
        .elements()
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Deletions']);
    await expect
      .element(page.getByText('Signed in as support@example.com (Support)'))
      .toBeVisible();
    // The code step carried the token the first step answered.
    const totp = calls.find((call) => call.path === consolePaths.signInTotp);
    expect(totp).toMatchObject({ csrf: 'csrf-half', body: { code: '123456' } });
  });

  test('a locked account signs in with password and authenticator code in one call', async () => {
    let signedIn = false;
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) {
        return signedIn ? ok(staff('admin')) : fail(401, 40110, 'console session required');
      }
      if (call.path === consolePaths.signIn) {
        const body = call.body as { code?: string };
        if (body.code !== '654321') return fail(401, 40111, 'console sign-in failed');
        signedIn = true;
        return ok({ secondFactorRequired: false, csrfToken: 'csrf-full' });
      }
      return undefined;
    });
    await start('/users');
    await userEvent.fill(page.getByLabelText('E-mail'), 'admin@example.com');
    await userEvent.fill(page.getByLabelText('Password'), 'right');
    await userEvent.click(page.getByRole('button', { name: /^Locked out\?/ }));
    const code = page.getByLabelText('Authenticator code');
    await expect.element(code).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Sign in', exact: true }));
    await expect.element(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(code, '654321');
    await userEvent.click(page.getByRole('button', { name: 'Sign in', exact: true }));
    await expect.element(heading('Users')).toBeVisible();
    const sent = calls.filter((call) => call.path === consolePaths.signIn);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: { email: 'admin@example.com', password: 'right', code: '654321' },
    });
    expect(calls.some((call) => call.path === consolePaths.signInTotp)).toBe(false);
  });

  test('a support member opening an admin page sees "Not allowed"', async () => {
    fakeServer((call) => (call.path === consolePaths.me ? ok(staff('support')) : undefined));
    await start('/clients');
    await expect.element(heading('Not allowed')).toBeVisible();
    await expect.element(heading('Not allowed')).toHaveFocus();
  });

  test('a call answered 40110 ends the session: back to the sign-in, saying why', async () => {
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.path.startsWith(consolePaths.audit)) return fail(401, 40110);
      return undefined;
    });
    await start('/audit');
    await expect.element(heading('Support console')).toBeVisible();
    await expect
      .element(page.getByRole('alert'))
      .toMatchTextContent('Your console session has ended. Please sign in again.');
  });
});

describe('users', () => {
  const userRoutes = (call: Call, log: string[]) => {
    if (call.path === consolePaths.me) return ok(staff('admin'));
    if (call.path.startsWith(`${consolePaths.users}?`)) return ok({ users: [USER] });
    if (call.path === `${consolePaths.users}/${USER_ID}?tenant=000000`) return ok(DETAIL);
    if (call.path === `${consolePaths.users}/${USER_ID}/identities?tenant=000000`) {
      return ok({ identities: [] });
    }
    if (call.path === `${consolePaths.users}/${USER_ID}/actions`) {
      log.push(`${call.csrf ?? 'no token'} ${JSON.stringify(call.body)}`);
      return ok({ users: [USER] });
    }
    return undefined;
  };

  test('search by tenant and account; each result links to its account by product ID', async () => {
    const actions: string[] = [];
    const calls = fakeServer((call) => userRoutes(call, actions));
    await start('/users');
    await expect.element(page.getByLabelText('Tenant')).toHaveValue('000000');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    const account = page.getByLabelText('E-mail, phone or product ID');
    await expect.element(account).toHaveAttribute('aria-invalid', 'true');
    await expect.element(account).toHaveFocus();

    await userEvent.selectOptions(page.getByLabelText('Tenant'), '000002');
    await userEvent.fill(account, '+49 30 1234');
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await userEvent.click(page.getByRole('link', { name: '5136332538' }));
    expect(calls.map((call) => call.path)).toContain(
      `${consolePaths.users}?tenant=000002&account=%2B49+30+1234`,
    );
    await expect.element(heading('Account 5136332538')).toBeVisible();
    for (const name of ['Sessions', 'Passkeys', 'Activity']) {
      await expect.element(page.getByRole('region', { name })).toBeVisible();
    }
    // Back to the same search, its results shown again.
    await userEvent.click(page.getByRole('link', { name: 'Back to search' }));
    await expect.element(heading('Users')).toBeVisible();
    await expect
      .element(page.getByLabelText('E-mail, phone or product ID'))
      .toHaveValue('+49 30 1234');
    await expect.element(page.getByRole('link', { name: '5136332538' })).toBeVisible();
  });

  test('an action reports "Done"; a destructive one asks first, Escape cancels it', async () => {
    const actions: string[] = [];
    fakeServer((call) => userRoutes(call, actions));
    await start(`/users/000000/${USER_ID}`);
    await expect.element(heading('Account 5136332538')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Unlock' }));
    await expect.element(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
    expect(actions).toEqual(['csrf-admin {"tenant":"000000","action":"unlock"}']);

    const end = page.getByRole('button', { name: 'End sessions' });
    await userEvent.click(end);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(end).toHaveFocus();
    expect(actions).toHaveLength(1);

    await userEvent.click(end);
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => actions.length).toBe(2);
    expect(actions[1]).toBe('csrf-admin {"tenant":"000000","action":"end-sessions"}');
  });
});

describe('clients', () => {
  test('bad URL lines are refused at their field; the secret is shown once in a read-only field', async () => {
    const created: unknown[] = [];
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.method === 'GET' && call.path === '/console/api/clients') return ok({ clients: [] });
      if (call.method === 'POST' && call.path === '/console/api/clients') {
        created.push(call.body);
        const { clientId, ...fields } = call.body as { clientId: string };
        return ok({
          client: {
            clientId,
            ...fields,
            shop: false,
            machine: false,
            createdAt: '2026-11-27T07:00:00.000Z',
          },
          secret: 'the-secret',
        });
      }
      return undefined;
    });
    await start('/clients');
    await userEvent.click(page.getByRole('button', { name: 'New client' }));
    await userEvent.fill(page.getByLabelText('Client ID'), 'shop');
    await userEvent.fill(page.getByLabelText('Name'), 'Shop');
    const redirects = page.getByLabelText('Redirect URLs');
    await userEvent.fill(redirects, 'https://shop.example/cb\nshop.example/cb2');
    await userEvent.click(page.getByRole('button', { name: 'Create client' }));
    await expect.element(redirects).toHaveFocus();
    await expect
      .element(redirects)
      .toHaveAccessibleDescription(/Line 2 is not a URL: shop.example\/cb2/);
    expect(created).toEqual([]);

    await userEvent.fill(redirects, 'https://shop.example/cb\n\nhttps://shop.example/cb2\n');
    await userEvent.click(
      page.getByRole('group', { name: 'Scopes' }).getByRole('checkbox', { name: 'phone' }),
    );
    await userEvent.click(page.getByRole('checkbox', { name: 'First-party (no consent screen)' }));
    await userEvent.click(page.getByRole('button', { name: 'Create client' }));
    const secret = page.getByRole('textbox', { name: 'Client secret' });
    await expect.element(secret).toHaveValue('the-secret');
    await expect.element(secret).toHaveAttribute('readonly');
    expect(created).toEqual([
      {
        clientId: 'shop',
        name: 'Shop',
        redirectUrls: ['https://shop.example/cb', 'https://shop.example/cb2'],
        postLogoutRedirectUrls: [],
        scopes: ['email', 'phone'],
        skipConsent: true,
        backchannelLogoutUrl: null,
        frontchannelLogoutUrl: null,
        frontchannelLogoutSessionRequired: false,
        type: 'confidential',
      },
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Client secret' }))
      .not.toBeInTheDocument();
  });
});

describe('languages', () => {
  test('the switcher changes the texts and <html lang>, and the choice is kept', async () => {
    fakeServer((call) => (call.path === consolePaths.me ? fail(401, 40110) : undefined));
    await start('/users');
    await expect.element(heading('Support console')).toBeVisible();
    await userEvent.selectOptions(page.getByLabelText('Show the console in'), 'zh');
    await expect.element(heading('支持控制台')).toBeVisible();
    expect(document.documentElement.lang).toBe('zh-Hans');
    await expect.element(page.getByLabelText('邮箱')).toBeVisible();
    await userEvent.selectOptions(page.getByLabelText('界面显示'), 'de');
    await expect.element(heading('Support-Konsole')).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('console-language')).toBe('de');
  });
});

describe('legal documents and staff', () => {
  test('a new version needs English; its texts are sent per language', async () => {
    const published: unknown[] = [];
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.method === 'GET' && call.path === '/console/api/legal')
        return ok({ versions: [], appLanguages: ['en', 'de'] });
      if (call.method === 'POST' && call.path === '/console/api/legal') {
        published.push(call.body);
        return ok({
          kind: 'privacy-policy',
          version: 1,
          country: 'DE',
          publishedAt: '2026-11-27T07:00:00.000Z',
          texts: [],
          acceptances: 0,
        });
      }
      return undefined;
    });
    await start('/legal');
    await userEvent.click(page.getByRole('button', { name: 'Publish new version' }));
    const dialog = page.getByRole('dialog');
    await userEvent.selectOptions(dialog.getByLabelText('Document'), 'privacy-policy');
    await userEvent.fill(dialog.getByLabelText('Country'), 'de');
    await userEvent.selectOptions(dialog.getByLabelText('Language'), 'de');
    await userEvent.fill(dialog.getByLabelText('Title'), 'Datenschutz');
    await userEvent.fill(dialog.getByLabelText('Text', { exact: true }), 'Text');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect.element(dialog.getByRole('alert')).toMatchTextContent('English is required.');
    expect(published).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Add language' }));
    const second = dialog.getByRole('group', { name: 'Text 2' });
    await userEvent.selectOptions(second.getByLabelText('Language'), 'en');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    // The new language's empty title is refused at its field, which gets the focus.
    await expect.element(second.getByLabelText('Title')).toHaveFocus();
    await userEvent.fill(second.getByLabelText('Title'), ' Privacy ');
    await userEvent.fill(second.getByLabelText('Text', { exact: true }), 'Body');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect.element(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
    expect(published).toEqual([
      {
        kind: 'privacy-policy',
        country: 'DE',
        texts: [
          { language: 'de', title: 'Datenschutz', body: 'Text' },
          { language: 'en', title: 'Privacy', body: 'Body' },
        ],
      },
    ]);
  });

  test('a new staff member: password, authenticator secret and link are shown once', async () => {
    fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.method === 'GET' && call.path === '/console/api/staff') return ok({ staff: [] });
      if (call.method === 'POST' && call.path === '/console/api/staff') {
        const { email, role } = call.body as { email: string; role: string };
        return ok({
          staff: {
            id: USER_ID,
            email,
            role,
            createdAt: '2026-11-27T07:00:00.000Z',
            disabledAt: null,
            lastSignInAt: null,
          },
          password: 'pw-123',
          totpSecret: 'SECRET',
          otpauthUri: 'otpauth://totp/x?secret=SECRET',
        });
      }
      return undefined;
    });
    await start('/staff');
    await userEvent.click(page.getByRole('button', { name: 'New staff member' }));
    await userEvent.fill(page.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.selectOptions(page.getByLabelText('Role'), 'admin');
    await userEvent.click(page.getByRole('button', { name: 'Create' }));
    await expect.element(page.getByLabelText('Password')).toHaveValue('pw-123');
    await expect.element(page.getByLabelText('Authenticator secret')).toHaveValue('SECRET');
    await expect
      .element(page.getByLabelText('Authenticator link'))
      .toHaveValue('otpauth://totp/x?secret=SECRET');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect.element(page.getByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('messages', () => {
  test('lists dead letters with masked recipients; Retry sends the CSRF token and reloads', async () => {
    const DEAD = {
      id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
      channel: 'email',
      purpose: 'password-changed',
      recipientMasked: 'a•••@example.com',
      status: 'dead',
      attempts: 8,
      lastError: 'relay refused the sender',
      createdAt: '2026-11-27T07:00:00.000Z',
      nextAttemptAt: '2026-11-27T08:00:00.000Z',
      deadAt: '2026-11-27T08:00:00.000Z',
    };
    let retried = false;
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.path === '/console/api/messages?status=dead') {
        return ok({ messages: retried ? [] : [DEAD] });
      }
      if (call.path === '/console/api/messages?status=waiting') {
        return ok({ messages: retried ? [{ ...DEAD, status: 'queued', attempts: 0 }] : [] });
      }
      if (call.method === 'POST' && call.path === `/console/api/messages/${DEAD.id}/retry`) {
        retried = true;
        return ok(null);
      }
      return undefined;
    });
    await start('/messages');
    await expect.element(heading('Messages')).toBeVisible();
    const dead = page.getByRole('region', { name: 'Dead letters' });
    await expect.element(dead.getByText('a•••@example.com')).toBeVisible();
    await expect.element(dead.getByText('relay refused the sender')).toBeVisible();
    await userEvent.click(dead.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByText('Queued again.')).toBeVisible();
    await expect.element(dead.getByText('None.')).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Waiting' }).getByText('a•••@example.com'))
      .toBeVisible();
    expect(
      calls.find((call) => call.path === `/console/api/messages/${DEAD.id}/retry`),
    ).toMatchObject({ method: 'POST', csrf: 'csrf-admin' });
  });
});

describe('webhooks', () => {
  test('lists endpoints, registers one (secret shown once), sends a test event, shows deliveries and enables', async () => {
    const ENDPOINT = {
      id: '7a1c2d3e-4a5b-4c6d-8e7f-901234567890',
      tenantId: '000000',
      url: 'https://crm.example.com/hooks',
      description: '',
      events: ['user.created'],
      enabled: false,
      disabledReason: '24 failed deliveries in a row',
      consecutiveFailures: 24,
      createdAt: '2026-11-27T07:00:00.000Z',
    };
    let enabled = false;
    const calls = fakeServer((call) => {
      if (call.path === consolePaths.me) return ok(staff('admin'));
      if (call.method === 'GET' && call.path === '/console/api/webhooks') {
        return ok({
          endpoints: [
            { ...ENDPOINT, enabled, disabledReason: enabled ? null : ENDPOINT.disabledReason },
          ],
        });
      }
      if (call.method === 'POST' && call.path === '/console/api/webhooks') {
        return ok({
          endpoint: { ...ENDPOINT, id: 'new', url: 'https://erp.example.com/in' },
          secret: 'whsec_c2VjcmV0',
        });
      }
      if (call.path === `/console/api/webhooks/${ENDPOINT.id}/test`) {
        return ok({ messageId: 'm1', delivery: 'queued' });
      }
      if (call.path === `/console/api/webhooks/${ENDPOINT.id}/deliveries`) {
        return ok({
          deliveries: [
            {
              messageId: 'm1',
              webhookId: 'msg_1',
              eventType: 'webhook.test',
              status: 'queued',
              attempts: 1,
              lastError: 'the endpoint answered HTTP 503',
              createdAt: '2026-11-27T08:00:00.000Z',
              nextAttemptAt: '2026-11-27T08:01:00.000Z',
              tries: [
                {
                  at: '2026-11-27T08:00:00.000Z',
                  statusCode: 503,
                  error: null,
                  durationMs: 12,
                  succeeded: false,
                },
              ],
            },
          ],
        });
      }
      if (call.path === `/console/api/webhooks/${ENDPOINT.id}/enable`) {
        enabled = true;
        return ok({ endpoint: { ...ENDPOINT, enabled: true, disabledReason: null } });
      }
      return undefined;
    });
    await start('/webhooks');
    await expect.element(heading('Webhooks')).toBeVisible();
    await expect.element(page.getByText('https://crm.example.com/hooks')).toBeVisible();
    await expect.element(page.getByText('Disabled: 24 failed deliveries in a row')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send a test event' }));
    await expect
      .element(page.getByText('The test event was not accepted yet: it will be retried.'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Deliveries' }));
    const deliveries = page.getByRole('region', { name: 'Last deliveries' });
    await expect.element(deliveries.getByText('webhook.test')).toBeVisible();
    await expect.element(deliveries.getByText('503')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Enable' }));
    await expect.element(page.getByText('Enabled again.')).toBeVisible();
    await userEvent.fill(page.getByLabelText('URL'), 'https://erp.example.com/in');
    await userEvent.click(page.getByRole('button', { name: 'Register' }));
    await expect.element(page.getByLabelText('Signing secret')).toHaveValue('whsec_c2VjcmV0');
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/console/api/webhooks'),
    ).toMatchObject({ csrf: 'csrf-admin' });
  });
});
