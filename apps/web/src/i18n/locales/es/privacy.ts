import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Descargar tus datos',
  exportText:
    'Una copia de todo lo que contiene tu cuenta: perfil, identificadores de inicio de sesión, acuerdos aceptados, dispositivos, actividad, llaves de acceso y las apps que autorizaste. Hasta 5 descargas al día.',
  exportJson: 'Archivo de datos (JSON)',
  exportJsonDetail: 'Legible por máquina, para llevar tus datos a otro servicio',
  exportHtml: 'Página legible (HTML)',
  exportHtmlDetail: 'En tu idioma, se abre en cualquier navegador',
  download: 'Descargar',
  downloadLabel: 'Descargar: {{format}}',
  exportDone: 'Tus datos se han descargado.',
  proofTitle: 'Confirma que eres tú',
  proofText: 'Introduce tu contraseña o un código de tu app de autenticación.',
  proofLabel: 'Contraseña o código de autenticación',
  proofMissing: 'Introduce tu contraseña o el código.',
  proofPasskey: 'Usar una llave de acceso',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  deleteTitle: 'Eliminar cuenta',
  deleteText:
    'Tu cuenta se desactiva de inmediato: se cierra tu sesión en todos los dispositivos, las apps en las que iniciaste sesión pierden el acceso y nadie puede iniciar sesión en ella.',
  deleteGrace:
    'Se borra definitivamente tras un periodo de gracia. Hasta entonces, el enlace del aviso que enviamos a tu dirección de contacto conserva la cuenta.',
  deleteStart: 'Eliminar cuenta…',
  confirmLabel: 'Para confirmar, escribe {{account}}',
  confirmMissing: 'Escribe {{account}} tal como se muestra.',
  deleteSubmit: 'Eliminar mi cuenta',
  deletedTitle: 'Cuenta eliminada',
  deletedText: 'Tu cuenta se ha eliminado y se ha cerrado tu sesión.',
  deletedWhen:
    'Se borrará el {{date}}. Para conservarla, abre antes de esa fecha el enlace del aviso que te enviamos.',
  cancelTitle: 'Conservar tu cuenta',
  cancelQuestion:
    '¿Cancelar la eliminación de tu cuenta? Vuelve a estar activa y puedes iniciar sesión.',
  cancelSubmit: 'Conservar mi cuenta',
  cancelDone:
    'Se ha cancelado la eliminación. Tu cuenta vuelve a estar activa: inicia sesión para usarla.',
  cancelInvalid:
    'Este enlace ya no se puede usar: ya se utilizó o ha caducado. Una cuenta borrada no se puede restaurar.',
  toLogin: 'Ir al inicio de sesión',
} satisfies LocaleShape<typeof en>;
