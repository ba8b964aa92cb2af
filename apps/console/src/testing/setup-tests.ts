import 'vitest-browser-react';
import { beforeAll, beforeEach } from 'vitest';
import { startI18n, switchLanguage } from '#i18n/i18n.ts';

beforeAll(async () => {
  localStorage.clear();
  await startI18n();
});

beforeEach(async () => {
  localStorage.clear();
  await switchLanguage('en');
});
