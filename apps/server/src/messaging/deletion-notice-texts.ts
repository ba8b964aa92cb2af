import type { Language } from '@account-centre/contract';

/** What the notice fills in: the brand, the erasure date in the language's words, the cancel link. */
export interface DeletionNoticeInput {
  brand: string;
  date: string;
  cancelUrl: string;
}

/** The notice after a deletion request (decision 048): e-mail subject and text, and the SMS. */
export interface DeletionNoticeTexts {
  subject: (brand: string) => string;
  body: (input: DeletionNoticeInput) => string;
  sms: (input: DeletionNoticeInput) => string;
}

/** The deletion notice in every language of spec §3, written for each language. */
export const DELETION_NOTICE_TEXTS: Record<Language, DeletionNoticeTexts> = {
  en: {
    subject: (brand) => `Your ${brand} account will be deleted`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `We received a request to delete your ${brand} account. It has been deactivated and signed out on every device.`,
        `It will be erased for good on ${date}.`,
        `If this was not you, or you changed your mind, open ${cancelUrl} before then to keep your account.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: your account will be deleted on ${date}. To keep it: ${cancelUrl}`,
  },
  zh: {
    subject: (brand) => `您的 ${brand} 账号将被删除`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `我们收到了删除您 ${brand} 账号的请求。该账号已停用，并已在所有设备上退出登录。`,
        `它将于 ${date} 被永久删除。`,
        `如果这不是您本人操作，或您改变了主意，请在此之前打开 ${cancelUrl} 以保留账号。`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}：您的账号将于 ${date} 删除。如需保留：${cancelUrl}`,
  },
  'zh-TW': {
    subject: (brand) => `您的 ${brand} 帳號將被刪除`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `我們收到了刪除您 ${brand} 帳號的請求。該帳號已停用，並已在所有裝置上登出。`,
        `它將於 ${date} 被永久刪除。`,
        `如果這不是您本人操作，或您改變了主意，請在此之前開啟 ${cancelUrl} 以保留帳號。`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}：您的帳號將於 ${date} 刪除。如需保留：${cancelUrl}`,
  },
  'zh-HK': {
    subject: (brand) => `你的 ${brand} 帳戶將被刪除`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `我們收到了刪除你 ${brand} 帳戶的要求。該帳戶已停用，並已在所有裝置上登出。`,
        `它將於 ${date} 被永久刪除。`,
        `如果這不是你本人操作，或你改變了主意，請在此之前開啟 ${cancelUrl} 以保留帳戶。`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}：你的帳戶將於 ${date} 刪除。如需保留：${cancelUrl}`,
  },
  es: {
    subject: (brand) => `Tu cuenta de ${brand} se eliminará`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Hemos recibido una solicitud para eliminar tu cuenta de ${brand}. La cuenta se ha desactivado y se ha cerrado la sesión en todos los dispositivos.`,
        `Se borrará definitivamente el ${date}.`,
        `Si no fuiste tú o has cambiado de opinión, abre ${cancelUrl} antes de esa fecha para conservar tu cuenta.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: tu cuenta se eliminará el ${date}. Para conservarla: ${cancelUrl}`,
  },
  fr: {
    subject: (brand) => `Votre compte ${brand} va être supprimé`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Nous avons reçu une demande de suppression de votre compte ${brand}. Il a été désactivé et déconnecté sur tous vos appareils.`,
        `Il sera définitivement effacé le ${date}.`,
        `Si vous n’êtes pas à l’origine de cette demande ou si vous avez changé d’avis, ouvrez ${cancelUrl} avant cette date pour conserver votre compte.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand} : votre compte sera supprimé le ${date}. Pour le conserver : ${cancelUrl}`,
  },
  de: {
    subject: (brand) => `Ihr ${brand}-Konto wird gelöscht`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Wir haben einen Antrag auf Löschung Ihres ${brand}-Kontos erhalten. Das Konto wurde deaktiviert und auf allen Geräten abgemeldet.`,
        `Es wird am ${date} endgültig gelöscht.`,
        `Falls Sie das nicht selbst waren oder es sich anders überlegt haben, öffnen Sie vorher ${cancelUrl}, um Ihr Konto zu behalten.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: Ihr Konto wird am ${date} gelöscht. Behalten: ${cancelUrl}`,
  },
  it: {
    subject: (brand) => `Il tuo account ${brand} verrà eliminato`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Abbiamo ricevuto una richiesta di eliminazione del tuo account ${brand}. L’account è stato disattivato e disconnesso da tutti i dispositivi.`,
        `Verrà cancellato definitivamente il ${date}.`,
        `Se non sei stato tu o hai cambiato idea, apri ${cancelUrl} prima di quella data per mantenere il tuo account.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: il tuo account verrà eliminato il ${date}. Per mantenerlo: ${cancelUrl}`,
  },
  nl: {
    subject: (brand) => `Je ${brand}-account wordt verwijderd`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `We hebben een verzoek ontvangen om je ${brand}-account te verwijderen. Het account is gedeactiveerd en op alle apparaten afgemeld.`,
        `Het wordt op ${date} definitief gewist.`,
        `Was jij dit niet, of ben je van gedachten veranderd? Open dan vóór die datum ${cancelUrl} om je account te behouden.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: je account wordt op ${date} verwijderd. Behouden: ${cancelUrl}`,
  },
  ru: {
    subject: (brand) => `Ваш аккаунт ${brand} будет удалён`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Мы получили запрос на удаление вашего аккаунта ${brand}. Аккаунт деактивирован, выполнен выход на всех устройствах.`,
        `Он будет окончательно удалён ${date}.`,
        `Если это были не вы или вы передумали, откройте ${cancelUrl} до этой даты, чтобы сохранить аккаунт.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: аккаунт будет удалён ${date}. Сохранить: ${cancelUrl}`,
  },
  kk: {
    subject: (brand) => `${brand} аккаунтыңыз жойылады`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `${brand} аккаунтыңызды жою туралы сұраныс алдық. Аккаунт өшірілді және барлық құрылғылардан шығарылды.`,
        `Ол ${date} күні біржола жойылады.`,
        `Егер бұл сіз болмасаңыз немесе ойыңыз өзгерсе, аккаунтты сақтау үшін осы күнге дейін ${cancelUrl} сілтемесін ашыңыз.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: аккаунтыңыз ${date} жойылады. Сақтау үшін: ${cancelUrl}`,
  },
  pl: {
    subject: (brand) => `Twoje konto ${brand} zostanie usunięte`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Otrzymaliśmy prośbę o usunięcie Twojego konta ${brand}. Konto zostało dezaktywowane i wylogowane na wszystkich urządzeniach.`,
        `Zostanie trwale usunięte ${date}.`,
        `Jeśli to nie Ty lub zmienisz zdanie, otwórz ${cancelUrl} przed tą datą, aby zachować konto.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: konto zostanie usunięte ${date}. Aby je zachować: ${cancelUrl}`,
  },
  tr: {
    subject: (brand) => `${brand} hesabınız silinecek`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `${brand} hesabınızı silme isteği aldık. Hesap devre dışı bırakıldı ve tüm cihazlarda oturumu kapatıldı.`,
        `Hesap ${date} tarihinde kalıcı olarak silinecek.`,
        `Bu isteği siz yapmadıysanız veya fikrinizi değiştirdiyseniz, hesabınızı korumak için bu tarihten önce ${cancelUrl} adresini açın.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: hesabınız ${date} tarihinde silinecek. Korumak için: ${cancelUrl}`,
  },
  ko: {
    subject: (brand) => `${brand} 계정이 삭제됩니다`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `${brand} 계정 삭제 요청을 받았습니다. 계정이 비활성화되었으며 모든 기기에서 로그아웃되었습니다.`,
        `계정은 ${date}에 영구적으로 삭제됩니다.`,
        `본인이 요청하지 않았거나 마음이 바뀌었다면 그 전에 ${cancelUrl} 을(를) 열어 계정을 유지하세요.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: 계정이 ${date}에 삭제됩니다. 유지하려면: ${cancelUrl}`,
  },
  id: {
    subject: (brand) => `Akun ${brand} Anda akan dihapus`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Kami menerima permintaan untuk menghapus akun ${brand} Anda. Akun telah dinonaktifkan dan dikeluarkan dari semua perangkat.`,
        `Akun akan dihapus permanen pada ${date}.`,
        `Jika ini bukan Anda atau Anda berubah pikiran, buka ${cancelUrl} sebelum tanggal tersebut untuk mempertahankan akun Anda.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: akun Anda akan dihapus pada ${date}. Untuk mempertahankannya: ${cancelUrl}`,
  },
  vi: {
    subject: (brand) => `Tài khoản ${brand} của bạn sẽ bị xóa`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Chúng tôi đã nhận được yêu cầu xóa tài khoản ${brand} của bạn. Tài khoản đã bị vô hiệu hóa và đăng xuất trên mọi thiết bị.`,
        `Tài khoản sẽ bị xóa vĩnh viễn vào ${date}.`,
        `Nếu không phải bạn hoặc bạn đổi ý, hãy mở ${cancelUrl} trước ngày đó để giữ lại tài khoản.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: tài khoản sẽ bị xóa vào ${date}. Để giữ lại: ${cancelUrl}`,
  },
  ja: {
    subject: (brand) => `${brand} アカウントは削除されます`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `${brand} アカウントの削除リクエストを受け付けました。アカウントは無効化され、すべてのデバイスでログアウトされました。`,
        `アカウントは ${date} に完全に削除されます。`,
        `ご本人による操作でない場合、または考えが変わった場合は、それまでに ${cancelUrl} を開いてアカウントを残してください。`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}：アカウントは ${date} に削除されます。残す場合：${cancelUrl}`,
  },
  th: {
    subject: (brand) => `บัญชี ${brand} ของคุณจะถูกลบ`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `เราได้รับคำขอให้ลบบัญชี ${brand} ของคุณ บัญชีถูกปิดใช้งานและออกจากระบบในทุกอุปกรณ์แล้ว`,
        `บัญชีจะถูกลบอย่างถาวรในวันที่ ${date}`,
        `หากไม่ใช่คุณ หรือคุณเปลี่ยนใจ ให้เปิด ${cancelUrl} ก่อนวันดังกล่าวเพื่อเก็บบัญชีไว้`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: บัญชีของคุณจะถูกลบในวันที่ ${date} หากต้องการเก็บไว้: ${cancelUrl}`,
  },
  uk: {
    subject: (brand) => `Ваш обліковий запис ${brand} буде видалено`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Ми отримали запит на видалення вашого облікового запису ${brand}. Обліковий запис деактивовано, на всіх пристроях виконано вихід.`,
        `Його буде остаточно видалено ${date}.`,
        `Якщо це були не ви або ви передумали, відкрийте ${cancelUrl} до цієї дати, щоб зберегти обліковий запис.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: обліковий запис буде видалено ${date}. Зберегти: ${cancelUrl}`,
  },
  pt: {
    subject: (brand) => `A sua conta ${brand} será eliminada`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Recebemos um pedido para eliminar a sua conta ${brand}. A conta foi desativada e a sessão foi terminada em todos os dispositivos.`,
        `Será apagada definitivamente em ${date}.`,
        `Se não foi você ou mudou de ideias, abra ${cancelUrl} antes dessa data para manter a sua conta.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: a sua conta será eliminada em ${date}. Para a manter: ${cancelUrl}`,
  },
  nb: {
    subject: (brand) => `${brand}-kontoen din blir slettet`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Vi har mottatt en forespørsel om å slette ${brand}-kontoen din. Kontoen er deaktivert og logget ut på alle enheter.`,
        `Den blir slettet for godt ${date}.`,
        `Hvis det ikke var deg, eller du har ombestemt deg, åpner du ${cancelUrl} før den datoen for å beholde kontoen.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: kontoen din slettes ${date}. Behold den: ${cancelUrl}`,
  },
  sv: {
    subject: (brand) => `Ditt ${brand}-konto kommer att raderas`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Vi har tagit emot en begäran om att radera ditt ${brand}-konto. Kontot har inaktiverats och loggats ut på alla enheter.`,
        `Det raderas permanent den ${date}.`,
        `Om det inte var du, eller om du har ångrat dig, öppnar du ${cancelUrl} före det datumet för att behålla kontot.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: ditt konto raderas den ${date}. Behåll det: ${cancelUrl}`,
  },
  da: {
    subject: (brand) => `Din ${brand}-konto bliver slettet`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Vi har modtaget en anmodning om at slette din ${brand}-konto. Kontoen er deaktiveret og logget ud på alle enheder.`,
        `Den bliver slettet endeligt den ${date}.`,
        `Hvis det ikke var dig, eller hvis du har fortrudt, så åbn ${cancelUrl} inden da for at beholde din konto.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: din konto slettes den ${date}. Behold den: ${cancelUrl}`,
  },
  ms: {
    subject: (brand) => `Akaun ${brand} anda akan dipadamkan`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Kami telah menerima permintaan untuk memadamkan akaun ${brand} anda. Akaun telah dinyahaktifkan dan dilog keluar pada semua peranti.`,
        `Akaun akan dipadamkan secara kekal pada ${date}.`,
        `Jika ini bukan anda atau anda berubah fikiran, buka ${cancelUrl} sebelum tarikh itu untuk mengekalkan akaun anda.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: akaun anda akan dipadamkan pada ${date}. Untuk mengekalkannya: ${cancelUrl}`,
  },
  ar: {
    subject: (brand) => `سيتم حذف حسابك في ${brand}`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `تلقّينا طلبًا لحذف حسابك في ${brand}. تم تعطيل الحساب وتسجيل الخروج منه على جميع الأجهزة.`,
        `سيُمحى نهائيًا في ${date}.`,
        `إذا لم تكن أنت صاحب الطلب أو غيّرت رأيك، فافتح ${cancelUrl} قبل هذا التاريخ للاحتفاظ بحسابك.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: سيتم حذف حسابك في ${date}. للاحتفاظ به: ${cancelUrl}`,
  },
  he: {
    subject: (brand) => `החשבון שלך ב-${brand} יימחק`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `קיבלנו בקשה למחוק את החשבון שלך ב-${brand}. החשבון הושבת והתנתק בכל המכשירים.`,
        `הוא יימחק לצמיתות ב-${date}.`,
        `אם לא ביקשת זאת או ששינית את דעתך, פתח/י את ${cancelUrl} לפני מועד זה כדי לשמור על החשבון.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: החשבון שלך יימחק ב-${date}. לשמירה: ${cancelUrl}`,
  },
  fi: {
    subject: (brand) => `${brand}-tilisi poistetaan`,
    body: ({ brand, date, cancelUrl }) =>
      [
        `Saimme pyynnön poistaa ${brand}-tilisi. Tili on poistettu käytöstä ja kirjattu ulos kaikilla laitteilla.`,
        `Se poistetaan lopullisesti ${date}.`,
        `Jos et tehnyt pyyntöä itse tai muutit mielesi, avaa ${cancelUrl} ennen sitä säilyttääksesi tilisi.`,
      ].join('\n'),
    sms: ({ brand, date, cancelUrl }) =>
      `${brand}: tilisi poistetaan ${date}. Säilytä se: ${cancelUrl}`,
  },
};
