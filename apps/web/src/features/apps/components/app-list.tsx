import type { AppGrant } from '@account-centre/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { listApps, revokeApp } from '#features/apps/api/apps.ts';
import { toast } from '#lib/ui/toast.ts';

const SCOPE_TEXT = {
  email: 'scopeEmail',
  phone: 'scopePhone',
  offline_access: 'scopeOfflineAccess',
} as const;

/**
 * Home: the apps that can sign the user in (decision 031), each with what it receives and since
 * when, and a button that removes its access (its tokens stop working at once).
 */
export function AppList() {
  const { t, i18n } = useTranslation('apps');
  const [apps, setApps] = useState<AppGrant[] | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    listApps().then(
      (list) => {
        if (live) setApps(list);
      },
      () => {
        // The error is shown as a toast; the list stays away.
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (apps === undefined) return null;
  const revoke = (app: AppGrant) => {
    setBusy(app.grant_id);
    revokeApp(app.grant_id).then(
      () => {
        setApps((list) => list?.filter((other) => other.grant_id !== app.grant_id));
        setBusy(undefined);
        toast.success(t('appsRevoked', { name: app.name }));
      },
      () => setBusy(undefined),
    );
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="apps-title">
      <h2 id="apps-title" className="form__title">
        {t('appsTitle')}
      </h2>
      {apps.length === 0 ? (
        <p className="form__text">{t('appsEmpty')}</p>
      ) : (
        <ul className="summary">
          {apps.map((app) => (
            <li key={app.grant_id} className="summary__row">
              <span className="summary__term" dir="auto">
                {app.name}
              </span>
              <span className="summary__value">
                {[
                  t('scopeAccountId'),
                  ...app.scopes.flatMap((scope) =>
                    scope in SCOPE_TEXT ? [t(SCOPE_TEXT[scope as keyof typeof SCOPE_TEXT])] : [],
                  ),
                ].join(', ')}
                <br />
                {t('appsGranted', { date: date.format(new Date(app.granted_at)) })}
              </span>
              <Button
                variant="secondary"
                onClick={() => revoke(app)}
                disabled={busy === app.grant_id}
                aria-label={t('appsRevokeNamed', { name: app.name })}
              >
                {t('appsRevoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
