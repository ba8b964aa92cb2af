import '#components/ui/item-list.css';
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
  const { t: th } = useTranslation('home');
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
    <section className="list-section" aria-labelledby="apps-title">
      <h3 id="apps-title" className="list-section__title">
        {t('appsTitle')}
      </h3>
      {apps.length === 0 ? (
        <p className="empty-state">{th('emptyApps')}</p>
      ) : (
        <ul className="item-list">
          {apps.map((app) => (
            <li key={app.grant_id} className="item-row">
              <div className="item-row__text">
                <span className="item-row__name" dir="auto">
                  {app.name}
                </span>
                <span className="item-row__detail">
                  {[
                    t('scopeAccountId'),
                    ...app.scopes.flatMap((scope) =>
                      scope in SCOPE_TEXT ? [t(SCOPE_TEXT[scope as keyof typeof SCOPE_TEXT])] : [],
                    ),
                  ].join(', ')}
                  <br />
                  {t('appsGranted', { date: date.format(new Date(app.granted_at)) })}
                </span>
              </div>
              <div className="item-row__actions">
                <Button
                  variant="secondary"
                  onClick={() => revoke(app)}
                  disabled={busy === app.grant_id}
                  aria-label={t('appsRevokeNamed', { name: app.name })}
                >
                  {t('appsRevoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
