import type { Connector } from '@account-centre/contract';
import { useTranslation } from 'react-i18next';

/**
 * A connector's name in the user's language where it has one (WeChat: 微信), else as configured
 * (Google, Apple and Microsoft are the same in every language).
 */
export function useConnectorName(): (connector: Connector) => string {
  const { t } = useTranslation('connectors');
  return (connector) => {
    return connector.kind === 'wechat' || connector.slug === 'wechat'
      ? t('nameWechat')
      : connector.name;
  };
}
