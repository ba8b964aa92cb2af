import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'Тексеру үшін сырғытыңыз',
  hint: 'Тұтқаны саңылауға сүйреңіз немесе саңылауды түртіңіз. Пернетақтамен: көрсеткі пернелерімен мақсатқа жеткізіп, Enter пернесін басыңыз.',
  valueText: '{{value}}/100, мақсат: {{target}}',
  loading: 'Тексеру жүктелуде…',
  unavailable: 'Тексеруді жүктеу мүмкін болмады.',
  retry: 'Қайталау',
  verifying: 'Тексерілуде…',
  verified: 'Тексерілді',
  failed: 'Сәйкес келмеді. Қайта сырғытыңыз.',
  lost: 'Тексеруді аяқтау мүмкін болмады. Қайта сырғытыңыз.',
  expired: 'Тексеру мерзімі өтті. Қайта сырғытыңыз.',
  used: 'Келесі қадам үшін қайта сырғытыңыз.',
  required: 'Жүгірткі арқылы тексеруден өтіңіз.',
} satisfies LocaleShape<typeof en>;
