import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { homeSectionPaths, type HomeSectionId } from '#config/paths.ts';
import type { HomeSectionProps } from '#app/routes/home/home-section-props.ts';
import type { LocaleResources } from '#i18n/locale-loaders.ts';

export type HomeSection = {
  id: HomeSectionId;
  path: string;
  /** Its name in the navigation and its heading: a key of the `home` namespace. */
  labelKey: keyof LocaleResources['home'];
  /** Loaded when the section is first opened. */
  Component: LazyExoticComponent<ComponentType<HomeSectionProps>>;
};

/**
 * Home's sections, in navigation order (decision 053). One row per section: adding one is a path
 * in config/paths.ts, a label and a lazily loaded component here.
 */
export const homeSections: readonly HomeSection[] = [
  {
    id: 'profile',
    path: homeSectionPaths.profile,
    labelKey: 'sectionProfile',
    Component: lazy(async () => ({
      default: (await import('#app/routes/home/profile-section.tsx')).ProfileSection,
    })),
  },
  {
    id: 'security',
    path: homeSectionPaths.security,
    labelKey: 'sectionSecurity',
    Component: lazy(async () => ({
      default: (await import('#app/routes/home/security-section.tsx')).SecuritySection,
    })),
  },
  {
    id: 'devices',
    path: homeSectionPaths.devices,
    labelKey: 'sectionDevices',
    Component: lazy(async () => ({
      default: (await import('#features/security/components/signed-in-devices.tsx'))
        .SignedInDevices,
    })),
  },
  {
    id: 'apps',
    path: homeSectionPaths.apps,
    labelKey: 'sectionApps',
    Component: lazy(async () => ({
      default: (await import('#features/apps/components/app-list.tsx')).AppList,
    })),
  },
  {
    id: 'activity',
    path: homeSectionPaths.activity,
    labelKey: 'sectionActivity',
    Component: lazy(async () => ({
      default: (await import('#features/security/components/account-activity.tsx')).AccountActivity,
    })),
  },
  {
    id: 'agreements',
    path: homeSectionPaths.agreements,
    labelKey: 'sectionAgreements',
    Component: lazy(async () => ({
      default: (await import('#features/home-rules/components/home-documents.tsx')).HomeDocuments,
    })),
  },
  {
    // Issue 34 (decision 048): download the data, delete the account.
    id: 'privacy',
    path: homeSectionPaths.privacy,
    labelKey: 'sectionPrivacy',
    Component: lazy(async () => ({
      default: (await import('#features/privacy/components/privacy-section.tsx')).PrivacySection,
    })),
  },
];

/** The section at a path (`/home/security`, any case, with or without a trailing slash). */
export function sectionAt(pathname: string): HomeSection | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return homeSections.find((section) => section.path.toLowerCase() === path);
}
