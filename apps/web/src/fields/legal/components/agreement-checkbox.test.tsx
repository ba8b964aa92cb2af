import { useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AgreementCheckbox } from '#fields/legal/components/agreement-checkbox.tsx';
import { ProductServiceNotice } from '#fields/legal/components/product-service-notice.tsx';
import { ok, stubFetch } from '#testing/fetch-stub.ts';
import { legalDocument, privacyRoute } from '#testing/legal-stubs.ts';
import { renderRoute } from '#testing/render-route.tsx';

const AGREEMENT = 'I have read and agree to the User Agreement and Privacy Policy';

/** A form as the register and login forms will use it: `register` spread on the checkbox. */
function Harness({ onSubmit, error }: { onSubmit: () => void; error?: string }) {
  const { register, handleSubmit } = useForm({ defaultValues: { agreementAccepted: false } });
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <AgreementCheckbox country="DE" error={error} {...register('agreementAccepted')} />
      <button type="submit">Register</button>
    </form>
  );
}

const documentsByKind = privacyRoute((request) => {
  const kind = request.url.searchParams.get('kind');
  return ok(
    kind === 'user-agreement'
      ? legalDocument({ kind, title: 'Aurora User Agreement', body: 'The agreement.' })
      : legalDocument(),
  );
});

describe('AgreementCheckbox', () => {
  test('the checkbox is named by the sentence; its document links open dialogs without ticking it or submitting', async () => {
    const calls = stubFetch([documentsByKind]);
    const onSubmit = vi.fn();
    await renderRoute(<Harness onSubmit={onSubmit} />);
    const checkbox = page.getByRole('checkbox', { name: AGREEMENT });
    await expect.element(checkbox).not.toBeChecked();
    await expect.element(page.getByRole('group', { name: 'Read the documents' })).toBeVisible();

    await page.getByRole('button', { name: 'User Agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aurora User Agreement' });
    await expect.element(dialog.getByText('The agreement.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Privacy Policy' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Aurora Privacy Policy' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

    await expect.element(checkbox).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(calls.map((call) => call.url.searchParams.get('country'))).toEqual(['DE', 'DE']);

    // The sentence is the checkbox's label: clicking it ticks the box.
    await page.getByText(AGREEMENT).click();
    await expect.element(checkbox).toBeChecked();
  });

  test('an error is announced with the checkbox', async () => {
    await renderRoute(
      <Harness
        onSubmit={vi.fn()}
        error="Please read and agree to the User Agreement and Privacy Policy."
      />,
    );
    const checkbox = page.getByRole('checkbox', { name: AGREEMENT });
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription(
        'Please read and agree to the User Agreement and Privacy Policy.',
      );
  });
});

describe('ProductServiceNotice', () => {
  test('names the product service agreement, which opens it', async () => {
    const calls = stubFetch([
      privacyRoute(() =>
        ok(
          legalDocument({
            kind: 'product-service-agreement',
            title: 'Aurora Product Service Agreement',
          }),
        ),
      ),
    ]);
    await renderRoute(<ProductServiceNotice />);
    await expect
      .element(page.getByText(/The use of our devices and connected services is governed by the/))
      .toBeVisible();
    await page.getByRole('button', { name: 'Product Service Agreement' }).click();
    await expect
      .element(page.getByRole('dialog', { name: 'Aurora Product Service Agreement' }))
      .toBeVisible();
    expect(calls[0]?.url.searchParams.get('kind')).toBe('product-service-agreement');
  });
});
