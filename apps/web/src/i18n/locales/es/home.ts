import type { home as en } from '#i18n/locales/en/home.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const home = {
  brandAccount: 'Cuenta de {{brand}}',
  navLabel: 'Secciones de la cuenta',
  backToOverview: 'Todos los ajustes',
  sectionProfile: 'Información personal',
  sectionSecurity: 'Seguridad',
  sectionDevices: 'Dispositivos',
  sectionApps: 'Aplicaciones',
  sectionActivity: 'Actividad',
  sectionAgreements: 'Acuerdos',
  sectionPrivacy: 'Privacidad y datos',
  glanceTitle: 'Seguridad de un vistazo',
  glancePassword: 'Contraseña',
  glancePasswordChanged: 'Último cambio: {{time}}',
  glancePasswordNotRecent: 'Sin cambios recientes',
  glancePasskeys: 'Llaves de acceso',
  glanceNone: 'Ninguna todavía',
  glanceCount: 'Configuradas: {{count}}',
  glanceAuthenticator: 'Aplicación de autenticación',
  glanceOn: 'Activada',
  glanceOff: 'Desactivada',
  glanceDevices: 'Dispositivos con sesión iniciada',
  glanceDeviceCount: 'Dispositivos: {{count}}',
  passwordText: 'Una contraseña segura que no uses en ningún otro sitio protege tu cuenta.',
  change: 'Cambiar',
  emptyPasskeys:
    'Aún no tienes llaves de acceso. Añade una para iniciar sesión con tu huella, tu rostro o el bloqueo de pantalla.',
  emptyActivity:
    'Aún no hay nada. Los inicios de sesión y los cambios en tu configuración de seguridad aparecerán aquí.',
  emptyApps:
    'Ninguna aplicación puede iniciar tu sesión. Cuando permitas que una aplicación use tu cuenta, aparecerá aquí y podrás retirarle el acceso.',
  emptyAgreements: 'Todavía no hay acuerdos que se apliquen a tu cuenta.',
} satisfies LocaleShape<typeof en>;
