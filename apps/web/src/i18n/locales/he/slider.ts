import type { slider as en } from '#i18n/locales/en/slider.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const slider = {
  label: 'החלקה לאימות',
  hint: 'יש לגרור את הידית אל החריץ, או להקיש על החריץ. במקלדת: להגיע ליעד בעזרת מקשי החיצים, ואז ללחוץ Enter.',
  valueText: '{{value}} מתוך 100, יעד {{target}}',
  loading: 'הבדיקה בטעינה…',
  unavailable: 'לא ניתן היה לטעון את הבדיקה.',
  retry: 'ניסיון חוזר',
  verifying: 'מתבצע אימות…',
  verified: 'האימות הצליח',
  failed: 'אין התאמה. יש להחליק שוב.',
  lost: 'לא ניתן היה להשלים את הבדיקה. יש להחליק שוב.',
  expired: 'תוקף האימות פג. יש להחליק שוב.',
  used: 'יש להחליק שוב כדי להמשיך לשלב הבא.',
  required: 'יש להשלים את אימות ההחלקה.',
} satisfies LocaleShape<typeof en>;
