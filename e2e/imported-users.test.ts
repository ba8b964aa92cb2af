import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectErrorToast,
  PASSWORD,
  readCode,
  signIn,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { legalServer } from './legal-server.ts';

/**
 * Issue 34, decision 049: a user brought in by `admin import-users` signs in with the password
 * of the old system, whatever scheme it stored, and a user imported without one sets it by
 * "Forgot password?". The hashes below are what each old system stored for PASSWORD.
 */
const SCHEMES: { name: string; password: string; hash: Record<string, unknown> }[] = [
  {
    name: 'bcrypt',
    password: PASSWORD,
    hash: {
      scheme: 'bcrypt',
      hash: '$2b$10$m6RSVHb6CmTyu8Vbi2U6S.GIeKi7puqhZQCW8usLOPTWvR70p0NXK',
    },
  },
  {
    name: 'scrypt',
    password: PASSWORD,
    hash: {
      scheme: 'scrypt',
      hash: 'ZC/JjRGYkQE8CWtDw9CHo/Jw3X0dxJm7wJDuz1cLOwsSXGSW+cQ6LwYr7SpOIOgScARn2RQb5ObN42QVGjEyNA==',
      salt: 'Ah1Fd8yJzuKNW5OvT6tvhg==',
      params: { ln: 14, r: 8, p: 1 },
    },
  },
  {
    // Firebase's published example (the firebase/scrypt README), with its own password.
    name: 'firebase-scrypt',
    password: 'user1password',
    hash: {
      scheme: 'firebase-scrypt',
      hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
      salt: '42xEC+ixf3L2lw==',
      params: {
        signerKey:
          'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
        saltSeparator: 'Bw==',
        rounds: 8,
        memCost: 14,
      },
    },
  },
  {
    name: 'pbkdf2-sha256',
    password: PASSWORD,
    hash: {
      scheme: 'pbkdf2-sha256',
      hash: '3nQL4kyFAoiUz5uZfY87XtQGq0cLtjGtArCnO8EcduQ=',
      salt: 'a1p90iVGCLv6VFeasUFAtw==',
      params: { iterations: 100000 },
    },
  },
  {
    name: 'pbkdf2-sha512',
    password: PASSWORD,
    hash: {
      scheme: 'pbkdf2-sha512',
      hash: 'IdY73oWWDEmkiD/wU0sbHez6zeUznxhd5EZBLKhmIp7p4WcFJlKBmnw9iwbNYbUBwvHvie6/UJ8ROFnUeLSjmQ==',
      salt: '2rkwXN3jRhGlJJpa+I0joA==',
      params: { iterations: 100000 },
    },
  },
  {
    name: 'argon2i',
    password: PASSWORD,
    hash: {
      scheme: 'argon2i',
      hash: '$argon2i$v=19$m=19456,p=1,t=2$XWbeGG16BMyJpKQTHTDN6A$XozJjt/CIeTEUeuXqSqidt/jgoTffYt3s7mFjafyRrM',
    },
  },
  {
    name: 'argon2id',
    password: PASSWORD,
    hash: {
      scheme: 'argon2id',
      hash: '$argon2id$v=19$m=19456,p=1,t=2$ONHu1P2OgGHLOC/1qXMbdQ$AlkawCukccV9TTQq0b1gvM+d0ziJcdZ2Q6kn8/Ny+rM',
    },
  },
];

/** Runs the built admin tool's `import-users` on one row, as an operator would, beside the server. */
function importUser(email: string, password: Record<string, unknown>): void {
  const dir = mkdtempSync(join(tmpdir(), 'ac-import-'));
  try {
    const file = join(dir, 'users.jsonl');
    const row = {
      email,
      country: 'DE',
      birthDate: '1990-05-17',
      language: 'en',
      agreements: [
        { kind: 'user-agreement', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
        { kind: 'privacy-policy', version: 1, acceptedAt: '2024-03-01T10:00:00Z' },
      ],
      password,
    };
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    const output = execFileSync('node', ['apps/server/dist/admin.js', 'import-users', file], {
      cwd: resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: legalServer.databaseUrl,
        KEY_ENCRYPTION_SECRET: legalServer.keyEncryptionSecret,
        OUTBOX: 'true',
      },
      encoding: 'utf8',
    });
    expect(output).toMatch(/1 imported/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This browser is new to the imported account: the double check by a code to its address. */
async function passDoubleCheck(page: Page, email: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 2, name: 'Security verification' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readCode(page.request, email, { purpose: 'double-check' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(email)).toBeVisible();
}

test.describe('an imported user (decision 049)', () => {
  // The import tool runs beside the server: the PostgreSQL server (the embedded database admits
  // one process only).
  test.use({ baseURL: legalServer.url });
  test.skip(!legalServer.url, 'needs PostgreSQL (TEST_DATABASE_URL) for the second server');

  for (const { name, password, hash } of SCHEMES) {
    test(`signs in with the password of the old system (${name})`, async ({ page }) => {
      const email = uniqueEmail();
      importUser(email, hash);
      await signIn(page, email, 'Wrong-pass1');
      await expectErrorToast(page, 'Incorrect account or password, please try again.');
      await signIn(page, email, password);
      await passDoubleCheck(page, email);
    });
  }

  test('imported without a password (none), sets one by "Forgot password?" and signs in', async ({
    page,
  }) => {
    const email = uniqueEmail();
    importUser(email, { scheme: 'none' });
    // No password opens it.
    await signIn(page, email, PASSWORD);
    await expectErrorToast(page, 'Incorrect account or password, please try again.');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Account').fill(email);
    await solveSlider(page);
    await page.getByRole('button', { name: 'Get code' }).click();
    const code = await readCode(page.request, email, { purpose: 'reset' });
    await page.getByLabel('Verification code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Your password has been reset. Log in now?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await signIn(page, email, PASSWORD);
    await passDoubleCheck(page, email);
  });
});
