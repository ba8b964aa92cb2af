import type { privacy as en } from '#i18n/locales/en/privacy.ts';
import type { LocaleShape } from '#i18n/locale-shape.ts';

export const privacy = {
  exportTitle: 'Transferir os seus dados',
  exportText:
    'Uma cópia de tudo o que a sua conta guarda: perfil, identificadores de início de sessão, acordos aceites, dispositivos, atividade, chaves de acesso e as apps que autorizou. Até 5 transferências por dia.',
  exportJson: 'Ficheiro de dados (JSON)',
  exportJsonDetail: 'Legível por máquina, para levar os seus dados para outro serviço',
  exportHtml: 'Página legível (HTML)',
  exportHtmlDetail: 'No seu idioma, abre em qualquer navegador',
  download: 'Transferir',
  downloadLabel: 'Transferir: {{format}}',
  exportDone: 'Os seus dados foram transferidos.',
  proofTitle: 'Confirme que é você',
  proofText: 'Introduza a sua palavra-passe ou um código da sua app de autenticação.',
  proofLabel: 'Palavra-passe ou código de autenticação',
  proofMissing: 'Introduza a sua palavra-passe ou o código.',
  proofPasskey: 'Usar uma chave de acesso',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  deleteTitle: 'Eliminar conta',
  deleteText:
    'A sua conta é desativada de imediato: termina a sessão em todos os dispositivos, as apps em que iniciou sessão perdem o acesso e ninguém pode voltar a iniciar sessão nela.',
  deleteGrace:
    'É apagada definitivamente após um período de carência. Até lá, a ligação no aviso que enviamos para o seu endereço de contacto mantém a conta.',
  deleteStart: 'Eliminar conta…',
  confirmLabel: 'Para confirmar, escreva {{account}}',
  confirmMissing: 'Escreva {{account}} exatamente como apresentado.',
  deleteSubmit: 'Eliminar a minha conta',
  deletedTitle: 'Conta eliminada',
  deletedText: 'A sua conta foi eliminada e a sessão foi terminada.',
  deletedWhen:
    'Será apagada a {{date}}. Para a manter, abra antes dessa data a ligação no aviso que lhe enviámos.',
  cancelTitle: 'Manter a sua conta',
  cancelQuestion: 'Cancelar a eliminação da sua conta? Fica novamente ativa e pode iniciar sessão.',
  cancelSubmit: 'Manter a minha conta',
  cancelDone:
    'A eliminação foi cancelada. A sua conta está novamente ativa: inicie sessão para a utilizar.',
  cancelInvalid:
    'Esta ligação já não pode ser utilizada: já foi usada ou expirou. Uma conta apagada não pode ser restaurada.',
  toLogin: 'Ir para o início de sessão',
} satisfies LocaleShape<typeof en>;
