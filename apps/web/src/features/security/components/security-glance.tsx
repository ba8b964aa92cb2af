import '#components/ui/item-list.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { homeSectionPaths } from '#config/paths.ts';
import { getTotpStatus, listPasskeys, listSessions } from '#features/security/api/security-api.ts';
import { PasswordAge } from '#features/security/components/password-age.tsx';

type Glance = { passkeys?: number; totp?: boolean; devices?: number };

/**
 * Home's overview (issue 37): the security state at a glance — password age, passkeys, the
 * authenticator app and the signed-in devices — each row opening its section. Each figure shows
 * once its call has answered; a failure has been shown by the API client.
 */
export function SecurityGlance() {
  const { t } = useTranslation('home');
  const [glance, setGlance] = useState<Glance>({});
  useEffect(() => {
    let current = true;
    const set = (part: Glance) => current && setGlance((before) => ({ ...before, ...part }));
    listPasskeys().then(
      (list) => set({ passkeys: list.length }),
      () => {},
    );
    getTotpStatus().then(
      (status) => set({ totp: status.enabled }),
      () => {},
    );
    listSessions().then(
      (list) => set({ devices: list.length }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const count = (value: number | undefined) =>
    value === undefined ? null : value === 0 ? t('glanceNone') : t('glanceCount', { count: value });
  const rows = [
    { name: t('glancePassword'), detail: <PasswordAge />, to: homeSectionPaths.security },
    { name: t('glancePasskeys'), detail: count(glance.passkeys), to: homeSectionPaths.security },
    {
      name: t('glanceAuthenticator'),
      detail: glance.totp === undefined ? null : glance.totp ? t('glanceOn') : t('glanceOff'),
      to: homeSectionPaths.security,
    },
    {
      name: t('glanceDevices'),
      detail:
        glance.devices === undefined ? null : t('glanceDeviceCount', { count: glance.devices }),
      to: homeSectionPaths.devices,
    },
  ];
  return (
    <section className="security-glance" aria-labelledby="glance-title">
      <h2 id="glance-title" className="home-section__title">
        {t('glanceTitle')}
      </h2>
      <ul className="item-list">
        {rows.map((row) => (
          <li key={row.name} className="item-row item-row--link">
            <Link to={row.to} className="item-row__link">
              <span className="item-row__name">{row.name}</span>
              <span className="item-row__detail">{row.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
