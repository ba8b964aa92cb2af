import { apiPaths, type SliderVerifyRequest } from '@account-centre/contract';
import type { Page } from '@playwright/test';
import {
  acceptAgreement,
  expect,
  PASSWORD,
  registerByEmail,
  sliderHandle,
  solveSlider,
  test,
  uniqueEmail,
} from './fixtures.ts';

const paths = apiPaths('aurora');

// The server of these journeys has SLIDER_PROOF_OF_WORK on (playwright.config.ts).
test.use({ baseURL: process.env.E2E_PROOF_OF_WORK_URL });

test('with the proof of work on, the browser solves it while the user slides: register and log in', async ({
  page,
}) => {
  const answers: SliderVerifyRequest[] = [];
  const verdicts: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === paths.sliderVerify) {
      answers.push(request.postDataJSON() as SliderVerifyRequest);
    }
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === paths.sliderVerify) verdicts.push(response.status());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));

  const email = uniqueEmail();
  await registerByEmail(page, email);

  await page.goto('/login');
  await page.getByLabel('Account').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await acceptAgreement(page);
  await solveSlider(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // Three slides (the registration code, registering, logging in), each with its own solution
  // bound to its own challenge, each passed; solved in Web Workers.
  expect(verdicts).toEqual([200, 200, 200]);
  expect(answers).toHaveLength(3);
  for (const answer of answers) {
    expect(answer.proofOfWork?.algorithm).toBe('SHA-256');
    expect(answer.proofOfWork?.salt).toContain(`challengeId=${answer.challengeId}`);
  }
  expect(workers.some((url) => url.includes('proof-of-work.worker'))).toBe(true);
});

test('an answer that comes without its proof of work is refused; sliding again passes', async ({
  page,
}) => {
  // The first answer loses its solution on the way, as a script that skips the work would send it.
  let strip = true;
  await page.route(`**${paths.sliderVerify}`, async (route) => {
    const body = route.request().postDataJSON() as SliderVerifyRequest;
    expect(body.proofOfWork).toBeDefined();
    if (!strip) return route.continue();
    strip = false;
    return route.continue({ postData: JSON.stringify({ ...body, proofOfWork: undefined }) });
  });
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === paths.sliderVerify,
  );
  await page.goto('/login');
  await solveSliderWithoutWaiting(page);
  const answer = await refused;
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toEqual({ code: 40021, msg: 'proof of work missing' });
  await expect(page.getByText('That did not match. Please slide again.')).toBeVisible();

  await solveSlider(page);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
});

/** Slides by keyboard to the target and presses Enter, without waiting for the verdict. */
async function solveSliderWithoutWaiting(page: Page): Promise<void> {
  const handle = sliderHandle(page);
  await expect(handle).toHaveAttribute('aria-valuetext', /target \d+$/);
  const target = Number(
    /target (\d+)$/.exec((await handle.getAttribute('aria-valuetext')) ?? '')?.[1],
  );
  await handle.focus();
  for (let step = 0; step < Math.floor(target / 10); step += 1) await page.keyboard.press('PageUp');
  for (let step = 0; step < target % 10; step += 1) await page.keyboard.press('ArrowUp');
  await handle.press('Enter');
}
