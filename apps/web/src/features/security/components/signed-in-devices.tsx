import '#components/ui/item-list.css';
import '#features/security/components/security.css';
import type { SignedInSession } from '@account-centre/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { endOtherSessions, endSession, listSessions } from '#features/security/api/security-api.ts';
import { deviceLabel, formatTime } from '#features/security/components/device-label.ts';
import { StepUpDialog } from '#features/security/components/step-up-dialog.tsx';
import { toast } from '#lib/ui/toast.ts';

/**
 * Home (issue 24): where the account is signed in — browser and system from the user agent, the
 * address and when it was last used, this device marked — with "Sign out" for each other device
 * and for all others at once. A failure has been shown by the API client.
 */
export function SignedInDevices() {
  const { t, i18n } = useTranslation('security');
  const [sessions, setSessions] = useState<SignedInSession[]>();
  const [busy, setBusy] = useState(false);
  // Decision 038: signing the other devices out asks for the password (or a code) first.
  const [askingProof, setAskingProof] = useState(false);

  const load = useCallback(() => {
    listSessions().then(setSessions, () => {});
  }, []);
  useEffect(load, [load]);

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      toast.success(await action());
      load();
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <section className="list-section" aria-labelledby="devices-title">
      <h3 id="devices-title" className="list-section__title">
        {t('devicesTitle')}
      </h3>
      <ul className="item-list" aria-busy={sessions === undefined}>
        {sessions?.map((session) => {
          const label = deviceLabel(session.device, t);
          return (
            <li key={session.id} className="item-row" data-testid="device">
              <div className="item-row__text">
                <span className="item-row__name">
                  {label}
                  {session.current && (
                    <>
                      {' '}
                      <strong className="security-badge">{t('thisDevice')}</strong>
                    </>
                  )}
                </span>
                <span className="item-row__detail">
                  {t('lastActive', { time: formatTime(session.lastSeenAt, i18n.language) })}
                  {session.ip && <> · {session.ip}</>}
                </span>
              </div>
              {!session.current && (
                <div className="item-row__actions">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('signOutDeviceLabel', { device: label })}
                    onClick={() =>
                      void run(async () => {
                        await endSession(session.id);
                        return t('signedOut');
                      })
                    }
                  >
                    {t('signOut')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button variant="secondary" disabled={busy} onClick={() => setAskingProof(true)}>
          {t('signOutOthers')}
        </Button>
      )}
      <StepUpDialog
        open={askingProof}
        onConfirm={async (proof) => {
          const count = await endOtherSessions(proof);
          toast.success(t('othersSignedOut', { count }));
          load();
        }}
        onClose={() => setAskingProof(false)}
      />
    </section>
  );
}
