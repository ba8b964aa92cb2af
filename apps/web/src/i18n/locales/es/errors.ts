import type { errors as en } from '#i18n/locales/en/errors.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const errors = {
  passwordRecentlyUsed:
    'Por motivos de seguridad, la nueva contraseña no puede coincidir con ninguna de las tres últimas que has usado.',
  invalidParameter: 'Primero solicita que te enviemos un código.',
  invalidPassword: 'Contraseña no válida',
  verificationCodeInvalid: 'El código de verificación no es válido o ha caducado.',
  verificationCodeExpired: 'El código de verificación no es válido o ha caducado.',
  codeSendFailed: 'No se ha podido enviar el código.',
  codeSentTooOften: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  codeSendLimitReached: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
  mobileNotSignedUp: 'Este número de teléfono aún no está registrado.',
  accountNotRegistered: 'Esta cuenta no está registrada. Introduce otra.',
  mobileAlreadySignedUp: 'Este número de teléfono ya está registrado. ¿Quieres iniciar sesión?',
  emailAlreadySignedUp: 'Este correo electrónico ya está registrado. ¿Quieres iniciar sesión?',
  emailOccupied: 'Este correo electrónico ya lo usa otra cuenta.',
  emailSameAsCurrent: 'Este correo electrónico es el mismo que el actual.',
  emailChangeUndoInvalid: 'Este enlace para deshacer no es válido, ha caducado o ya se ha usado.',
  passwordIncorrect: 'Contraseña incorrecta. Inténtalo de nuevo.',
  accountDeletionLinkInvalid:
    'Este enlace de cancelación no es válido, ha caducado o ya se ha usado.',
  deletionConfirmationMismatch:
    'No es el correo electrónico, el teléfono ni el ID de producto de esta cuenta.',
  passwordTooCommon: 'Esta contraseña es demasiado común y fácil de adivinar. Elija otra.',
  newPasswordSameAsOld:
    'No se ha podido cambiar la contraseña. La nueva contraseña debe ser distinta de la anterior.',
  exceedMaxLoginAttempts:
    'Demasiados intentos: la cuenta se ha bloqueado. Inténtalo de nuevo más tarde o restablece tu contraseña.',
  userPasswordNotMatch: 'Cuenta o contraseña incorrectas. Inténtalo de nuevo.',
  usernameOrPasswordError: 'El usuario solicitado no existe.',
  invalidOrExpiredVerification: 'El código de verificación no es válido o ha caducado.',
  badRequest:
    'No se ha podido procesar la solicitud. Revisa los datos introducidos e inténtalo de nuevo.',
  underMinimumAge: 'Debes tener al menos {{old}} años para registrarte.',
  unknownTenant:
    'Este enlace no es válido para nuestro servicio. Abre el centro de cuentas desde su dirección habitual.',
  unsupportedGrantType: 'Este método de inicio de sesión no es compatible.',
  unauthorizedClient:
    'Esta aplicación no puede iniciar sesión con contraseña. Inicia sesión a través del centro de cuentas.',
  unknownTargetClient:
    'No se reconoce la aplicación de la que vienes. Vuelve a abrir su enlace de inicio de sesión.',
  decryptionFailed:
    'No se ha podido enviar tu solicitud de forma segura. Recarga la página e inténtalo de nuevo.',
  contextHeaderInvalid:
    'No se ha podido leer tu configuración de región e idioma. Recarga la página e inténtalo de nuevo.',
  signatureInvalid:
    'No se ha podido verificar tu solicitud. Recarga la página e inténtalo de nuevo.',
  signatureExpired:
    'La fecha y la hora de tu dispositivo parecen incorrectas. Corrígelas e inténtalo de nuevo.',
  nonceReused:
    'Esta solicitud ya se ha enviado. Comprueba el resultado antes de volver a intentarlo.',
  sliderRequired: 'Completa la verificación deslizante.',
  sliderFailed: 'La verificación deslizante no es correcta. Vuelve a deslizar.',
  tokenInvalid: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  invalidClient:
    'No se ha podido verificar esta aplicación. Recarga la página e inténtalo de nuevo.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  phoneRegionNotAllowed:
    'Aquí no se pueden usar números de teléfono de este país o región. Usa tu correo electrónico.',
  notFound: 'No se ha encontrado el elemento solicitado.',
  legalVersionNotCurrent: 'Las condiciones acaban de cambiar. Lee y acepta la versión vigente.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unsupportedMediaType: 'El formato de la solicitud no es compatible.',
  tooManyRequests: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  internalError: 'Se ha producido un error. Inténtalo de nuevo más tarde.',
  unknownError: 'Se ha producido un error. Inténtalo de nuevo.',
  serviceUnavailable: 'El servicio no está disponible temporalmente. Inténtalo de nuevo más tarde.',
  unknownClient: 'El sitio del que viene no está registrado. Vuelva atrás e inténtelo de nuevo.',
  redirectUrlNotRegistered:
    'La dirección de retorno del sitio del que viene no está registrada. Vuelva atrás e inténtelo de nuevo.',
  invalidAuthorizationRequest:
    'La solicitud de inicio de sesión del sitio del que viene no es válida. Vuelva atrás e inténtelo de nuevo.',
  secondFactorInvalid:
    'El código de la aplicación de autenticación o el código de recuperación es incorrecto o ya se usó.',
  passkeyInvalid: 'No se pudo verificar la llave de acceso. Inténtelo de nuevo.',
  reauthenticationRequired: 'Por su seguridad, vuelva a iniciar sesión e inténtelo de nuevo.',
  stepUpRequired:
    'Confirma con tu contraseña (o un código de la app de autenticación) para hacerlo.',
  connectorTicketInvalid:
    'Este enlace de inicio de sesión ya no es válido o se inició en otro navegador. Vuelve a empezar.',
  connectorIdentityTaken: 'Esta cuenta del otro proveedor ya está vinculada a otra cuenta.',
  connectorLastSignInMethod:
    'Es tu única forma de iniciar sesión, así que no se puede desvincular. Primero establece una contraseña o añade una llave de acceso.',
  connectorUpstreamFailed:
    'El otro proveedor no pudo iniciar tu sesión. Inténtalo más tarde o usa otra forma de iniciar sesión.',
  securityItemNotFound: 'Este elemento ya no existe.',
  totpAlreadyEnabled: 'Ya hay una aplicación de autenticación configurada.',
  accountDisabled: 'Esta cuenta se ha desactivado. Ponte en contacto con el soporte.',
} satisfies LocaleShape<typeof en>;
