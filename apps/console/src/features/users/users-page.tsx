import {
  consolePaths,
  consoleUserSearchResponseSchema,
  DEFAULT_TENANT_ID,
  type ConsoleUser,
} from '@account-centre/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { SelectField, TextField } from '#components/field.tsx';
import { ErrorAlert, useFocusFirstError } from '#components/notice.tsx';
import { PageHeading } from '#components/page-heading.tsx';
import { errorText } from '#lib/error-text.ts';
import { formatDateTime } from '#lib/format.ts';
import { TENANTS } from '#lib/tenants.ts';
import { useResource } from '#lib/use-resource.ts';
import { useSession } from '#session/session.tsx';

/** Search one tenant's accounts by e-mail, phone (E.164) or product ID. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const { api } = useSession();
  const [params, setParams] = useSearchParams();
  const [tenant, setTenant] = useState(params.get('tenant') ?? DEFAULT_TENANT_ID);
  const [account, setAccount] = useState(params.get('account') ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  // The search is in the address (back from an account shows the same results again).
  const searched = { tenant: params.get('tenant') ?? '', account: params.get('account') ?? '' };
  const [found, research] = useResource(
    `${searched.tenant}|${searched.account}`,
    async (): Promise<ConsoleUser[] | undefined> => {
      if (!searched.account || !searched.tenant) return undefined;
      const answer = await api.get(consolePaths.users, consoleUserSearchResponseSchema, searched);
      return answer.data.users;
    },
  );
  const results = found.state === 'ready' ? found.data : undefined;
  const failure = found.state === 'failed' ? errorText(t, found.error) : undefined;
  const busy = found.state === 'loading' && searched.account !== '';
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, (fieldError ? 1 : 0) + (failure ? 1 : 0), attempt);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((value) => value + 1);
    const query = account.trim();
    if (!query) {
      setFieldError(t('signIn.required'));
      return;
    }
    setFieldError(undefined);
    if (query === searched.account && tenant === searched.tenant) research();
    else setParams({ tenant, account: query });
  };

  return (
    <>
      <PageHeading>{t('users.heading')}</PageHeading>
      <form ref={form} noValidate onSubmit={onSubmit} className="form inline" role="search">
        <SelectField
          label={t('users.tenant')}
          name="tenant"
          value={tenant}
          onChange={(event) => setTenant(event.target.value)}
        >
          {TENANTS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('users.account')}
          name="account"
          type="search"
          value={account}
          error={fieldError}
          onChange={(event) => setAccount(event.target.value)}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {t('users.search')}
        </button>
      </form>
      <ErrorAlert text={failure} />
      {results && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">{t('users.results')}</h2>
          {results.length === 0 ? (
            <p role="status">{t('users.noResults')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('users.productId')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.phone')}</th>
                  <th scope="col">{t('users.country')}</th>
                  <th scope="col">{t('users.state')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Link
                        href={`/users/${user.tenantId}/${user.id}?${new URLSearchParams({ account: searched.account }).toString()}`}
                      >
                        {user.productId}
                      </Link>
                    </td>
                    <td>{user.email ?? '—'}</td>
                    <td>{user.phone ?? '—'}</td>
                    <td>{user.country}</td>
                    <td>
                      {user.disabledAt
                        ? t('users.disabled')
                        : user.lockedUntil && new Date(user.lockedUntil) > new Date()
                          ? t('users.locked', {
                              until: formatDateTime(user.lockedUntil, i18n.language),
                            })
                          : t('users.active')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
