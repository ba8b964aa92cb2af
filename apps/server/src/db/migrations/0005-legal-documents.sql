-- Legal documents (DESIGN §4 "home rules"): the user agreement, the privacy policy and the product
-- service agreement, their versions per country and language, and who accepted which version.
-- The same SQL runs on PostgreSQL and on PGlite.

-- One published version of a document. Versions count up per kind across every country, so
-- (kind, version) names one text in every language. A version with a country applies to that
-- country only; a country with no version of its own gets the newest version without a country.
-- `published_at` may lie in the future: the version takes effect then.
CREATE TABLE legal_document_versions (
  kind text NOT NULL CHECK (kind IN ('user-agreement', 'privacy-policy', 'product-service-agreement')),
  version integer NOT NULL CHECK (version > 0),
  country text CHECK (country ~ '^[A-Z]{2}$'),
  published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, version)
);
CREATE INDEX legal_document_versions_current_idx
  ON legal_document_versions (kind, country, published_at DESC, version DESC);

-- The text of a version in one language. Plain text (see the contract's `legalDocumentSchema`):
-- blank lines separate blocks, a block starting with "## " is a heading. "{brand}" is replaced
-- with the brand name of the request when served, so one deployment serves both brands.
CREATE TABLE legal_document_texts (
  kind text NOT NULL,
  version integer NOT NULL,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 100000),
  PRIMARY KEY (kind, version, language),
  FOREIGN KEY (kind, version) REFERENCES legal_document_versions (kind, version) ON DELETE CASCADE
);

-- A user's acceptance of one version; recorded once (the first acceptance counts).
CREATE TABLE legal_acceptances (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  version integer NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, version),
  FOREIGN KEY (kind, version) REFERENCES legal_document_versions (kind, version)
);

-- Version 1 of each document for every country, in English, Chinese and German (other languages
-- are served in English until translated). Later versions are published with `npm run legal:publish`.
INSERT INTO legal_document_versions (kind, version, country, published_at) VALUES
  ('user-agreement', 1, NULL, '2025-01-01T00:00:00Z'),
  ('privacy-policy', 1, NULL, '2025-01-01T00:00:00Z'),
  ('product-service-agreement', 1, NULL, '2025-01-01T00:00:00Z');

INSERT INTO legal_document_texts (kind, version, language, title, body) VALUES
('user-agreement', 1, 'en', '{brand} User Agreement', $text$## 1. About this agreement

This agreement governs your {brand} account and the account centre, the website where you register, sign in and manage your account. By ticking the agreement box when you register or sign in, you accept it.

## 2. Your account

You must give true information when you register and keep it up to date. You must be old enough to register in your country or region. An account belongs to one person; do not share it.

## 3. Keeping your account safe

Choose a password you do not use anywhere else and keep it secret. Tell us at once if you think someone else has used your account. To protect your account, we may lock it for a while after repeated wrong passwords.

## 4. Acceptable use

Do not misuse the account centre: do not try to reach other people's accounts, overload or probe our systems, or register accounts automatically.

## 5. Changes to this agreement

We may update this agreement. When we do, we publish a new version with its date and ask you to accept it the next time you sign in. If you do not accept it, you can sign out and stop using your account.

## 6. Ending your account

You may stop using your account at any time. We may suspend an account that breaks this agreement, telling you why where the law allows.

## 7. Liability

We provide the account centre with reasonable care. Nothing in this agreement limits the rights you have under the consumer law of your country or region.

## 8. Contact

Please send questions about this agreement to {brand} customer service through the contact options in the {brand} app.$text$),
('user-agreement', 1, 'zh', '{brand}用户协议', $text$## 一、关于本协议

本协议适用于您的{brand}账号以及账号中心（您注册、登录和管理账号的网站）。您在注册或登录时勾选同意框，即表示接受本协议。

## 二、您的账号

注册时您须提供真实信息并及时更新。您须达到所在国家或地区规定的注册年龄。一个账号只属于一个人，请勿与他人共用。

## 三、账号安全

请设置一个未在其他地方使用过的密码并妥善保管。如怀疑他人使用了您的账号，请立即告知我们。为保护您的账号，多次输错密码后我们可能会暂时锁定账号。

## 四、合理使用

请勿滥用账号中心：不得尝试访问他人账号，不得对我们的系统进行过载或探测，不得自动批量注册账号。

## 五、协议变更

我们可能更新本协议。更新时我们会发布注明日期的新版本，并在您下次登录时请您同意。如您不同意，可以退出登录并停止使用账号。

## 六、账号终止

您可以随时停止使用账号。对于违反本协议的账号，我们可能暂停其使用，并在法律允许的范围内告知原因。

## 七、责任

我们以合理的谨慎提供账号中心。本协议不限制您依据所在国家或地区消费者保护法律享有的权利。

## 八、联系我们

如对本协议有疑问，请通过{brand} App 中的联系方式联系{brand}客户服务。$text$),
('user-agreement', 1, 'de', '{brand} Nutzungsvereinbarung', $text$## 1. Über diese Vereinbarung

Diese Vereinbarung regelt Ihr {brand}-Konto und das Kontocenter, die Website, auf der Sie sich registrieren, anmelden und Ihr Konto verwalten. Indem Sie bei der Registrierung oder Anmeldung das Zustimmungsfeld ankreuzen, nehmen Sie sie an.

## 2. Ihr Konto

Sie müssen bei der Registrierung wahre Angaben machen und diese aktuell halten. Sie müssen das in Ihrem Land oder Ihrer Region geltende Mindestalter erreicht haben. Ein Konto gehört einer Person; teilen Sie es nicht.

## 3. Schutz Ihres Kontos

Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden, und halten Sie es geheim. Informieren Sie uns sofort, wenn Sie vermuten, dass eine andere Person Ihr Konto benutzt hat. Zum Schutz Ihres Kontos können wir es nach wiederholt falschen Passwörtern vorübergehend sperren.

## 4. Zulässige Nutzung

Missbrauchen Sie das Kontocenter nicht: Versuchen Sie nicht, auf fremde Konten zuzugreifen, unsere Systeme zu überlasten oder auszuforschen oder Konten automatisiert anzulegen.

## 5. Änderungen dieser Vereinbarung

Wir können diese Vereinbarung aktualisieren. Dann veröffentlichen wir eine neue Version mit Datum und bitten Sie bei der nächsten Anmeldung um Ihre Zustimmung. Wenn Sie nicht zustimmen, können Sie sich abmelden und Ihr Konto nicht weiter nutzen.

## 6. Beendigung

Sie können die Nutzung Ihres Kontos jederzeit beenden. Wir können ein Konto sperren, das gegen diese Vereinbarung verstößt, und nennen Ihnen den Grund, soweit das Gesetz es erlaubt.

## 7. Haftung

Wir stellen das Kontocenter mit angemessener Sorgfalt bereit. Ihre Rechte nach dem Verbraucherrecht Ihres Landes oder Ihrer Region bleiben unberührt.

## 8. Kontakt

Fragen zu dieser Vereinbarung richten Sie bitte über die Kontaktmöglichkeiten in der {brand}-App an den {brand}-Kundenservice.$text$),
('privacy-policy', 1, 'en', '{brand} Privacy Policy', $text$## 1. Who we are

{brand} is responsible for the personal data processed in the account centre. This policy explains what we collect, why, and what rights you have.

## 2. What we collect

Your e-mail address or phone number, your password (stored only as a salted hash), your country or region, your birth date, your preferred language, the product ID we give your account, and technical records of sign-ins such as the time, IP address and device language.

## 3. Why we use it

To create and protect your account, to sign you in, to send you verification codes and notices about your account, to check the minimum age, and to protect the account centre against misuse.

## 4. Legal basis

We process your data to perform our agreement with you, to meet legal obligations and, for security measures, on our legitimate interest in keeping accounts safe.

## 5. How long we keep it

We keep account data while your account exists. We keep sign-in and security records only as long as security requires; verification codes expire within minutes.

## 6. Sharing

We do not sell your data. Service providers that deliver e-mail and text messages or host our servers process it on our behalf and under contract. We disclose data to authorities only where the law requires it.

## 7. Your rights

You may ask for access to, correction or deletion of your data, object to its processing, and receive it in a portable format. You may also complain to your data protection authority.

## 8. Changes

When we change this policy, we publish a new version with its date and ask you to accept it the next time you sign in.$text$),
('privacy-policy', 1, 'zh', '{brand}隐私政策', $text$## 一、我们是谁

{brand}负责处理账号中心中的个人信息。本政策说明我们收集哪些信息、为何收集以及您享有的权利。

## 二、我们收集的信息

您的邮箱地址或手机号码、密码（仅以加盐哈希形式保存）、国家或地区、出生日期、首选语言、我们为账号分配的产品 ID，以及登录的技术记录，如时间、IP 地址和设备语言。

## 三、我们如何使用

用于创建并保护您的账号、为您登录、向您发送验证码和账号通知、核实最低年龄要求，以及防止账号中心被滥用。

## 四、处理依据

我们处理您的信息是为了履行与您的协议、遵守法律义务，以及出于保障账号安全的正当利益而采取安全措施。

## 五、保存期限

账号信息在账号存续期间保存。登录和安全记录仅在安全所需的期限内保存，验证码在数分钟内失效。

## 六、共享

我们不会出售您的信息。为我们发送邮件和短信或托管服务器的服务提供商依据合同代表我们处理这些信息。仅在法律要求时，我们才会向有关机关披露信息。

## 七、您的权利

您可以要求查阅、更正或删除您的信息，反对相关处理，并以可携带的格式获取您的信息。您也可以向数据保护监管机构投诉。

## 八、政策变更

本政策变更时，我们会发布注明日期的新版本，并在您下次登录时请您同意。$text$),
('privacy-policy', 1, 'de', '{brand} Datenschutzerklärung', $text$## 1. Wer wir sind

{brand} ist für die personenbezogenen Daten verantwortlich, die im Kontocenter verarbeitet werden. Diese Erklärung beschreibt, welche Daten wir erheben, wozu, und welche Rechte Sie haben.

## 2. Welche Daten wir erheben

Ihre E-Mail-Adresse oder Telefonnummer, Ihr Passwort (nur als gesalzener Hash gespeichert), Ihr Land oder Ihre Region, Ihr Geburtsdatum, Ihre bevorzugte Sprache, die Produkt-ID Ihres Kontos sowie technische Aufzeichnungen über Anmeldungen wie Zeitpunkt, IP-Adresse und Gerätesprache.

## 3. Wozu wir sie verwenden

Um Ihr Konto anzulegen und zu schützen, Sie anzumelden, Ihnen Bestätigungscodes und Hinweise zu Ihrem Konto zu senden, das Mindestalter zu prüfen und das Kontocenter vor Missbrauch zu schützen.

## 4. Rechtsgrundlage

Wir verarbeiten Ihre Daten zur Erfüllung unseres Vertrags mit Ihnen, zur Erfüllung rechtlicher Pflichten und, bei Sicherheitsmaßnahmen, auf Grundlage unseres berechtigten Interesses an sicheren Konten.

## 5. Speicherdauer

Kontodaten speichern wir, solange Ihr Konto besteht. Anmelde- und Sicherheitsaufzeichnungen bewahren wir nur so lange auf, wie es die Sicherheit erfordert; Bestätigungscodes verfallen nach wenigen Minuten.

## 6. Weitergabe

Wir verkaufen Ihre Daten nicht. Dienstleister, die E-Mails und SMS zustellen oder unsere Server betreiben, verarbeiten sie in unserem Auftrag und vertraglich gebunden. Behörden erhalten Daten nur, wenn das Gesetz es verlangt.

## 7. Ihre Rechte

Sie können Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen, der Verarbeitung widersprechen und Ihre Daten in einem übertragbaren Format erhalten. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren.

## 8. Änderungen

Wenn wir diese Erklärung ändern, veröffentlichen wir eine neue Version mit Datum und bitten Sie bei Ihrer nächsten Anmeldung um Zustimmung.$text$),
('product-service-agreement', 1, 'en', '{brand} Product Service Agreement', $text$## 1. Scope

This agreement applies to {brand} smart devices, such as robot vacuums, and to the online services that connect them: the app, remote control, maps, schedules and firmware updates.

## 2. Connected services

Some features need an internet connection and your {brand} account. We run these services with reasonable care but cannot promise that they are never interrupted, for example during maintenance.

## 3. Firmware and app updates

We provide updates that fix faults, improve security or add features. Security updates may be installed automatically.

## 4. Device data

To provide connected features, your device sends us data such as its status, error reports and, if you use mapping, the floor plan it creates. We handle this data as the {brand} Privacy Policy describes.

## 5. Your responsibilities

Use the device as its manual describes, keep the device and the app up to date, and do not interfere with its software or our services.

## 6. Warranty

This agreement does not affect your statutory rights or the warranty terms supplied with your device.

## 7. Changes

We may update this agreement; a new version is published with its date.$text$),
('product-service-agreement', 1, 'zh', '{brand}产品服务协议', $text$## 一、适用范围

本协议适用于{brand}智能设备（如扫地机器人）以及连接这些设备的在线服务：App、远程控制、地图、定时任务和固件升级。

## 二、联网服务

部分功能需要联网并使用您的{brand}账号。我们以合理的谨慎维持这些服务的运行，但无法保证服务从不中断，例如在维护期间。

## 三、固件和 App 更新

我们提供用于修复故障、提升安全性或增加功能的更新。安全更新可能会自动安装。

## 四、设备数据

为提供联网功能，您的设备会向我们发送其状态、故障报告等数据；如您使用地图功能，还包括设备生成的户型图。我们按照{brand}隐私政策处理这些数据。

## 五、您的责任

请按照说明书使用设备，及时更新设备和 App，不要干扰设备软件或我们的服务。

## 六、保修

本协议不影响您的法定权利以及设备随附的保修条款。

## 七、协议变更

我们可能更新本协议，新版本将注明日期后发布。$text$),
('product-service-agreement', 1, 'de', '{brand} Produkt-Servicevereinbarung', $text$## 1. Geltungsbereich

Diese Vereinbarung gilt für intelligente {brand}-Geräte wie Saugroboter und für die Online-Dienste, die sie verbinden: die App, die Fernsteuerung, Karten, Zeitpläne und Firmware-Updates.

## 2. Vernetzte Dienste

Einige Funktionen benötigen eine Internetverbindung und Ihr {brand}-Konto. Wir betreiben diese Dienste mit angemessener Sorgfalt, können aber nicht zusagen, dass sie nie unterbrochen werden, etwa während Wartungsarbeiten.

## 3. Firmware- und App-Updates

Wir stellen Updates bereit, die Fehler beheben, die Sicherheit verbessern oder Funktionen hinzufügen. Sicherheitsupdates können automatisch installiert werden.

## 4. Gerätedaten

Für vernetzte Funktionen sendet Ihr Gerät uns Daten wie seinen Status, Fehlerberichte und, wenn Sie die Kartierung nutzen, den erstellten Grundriss. Wir behandeln diese Daten so, wie es die {brand} Datenschutzerklärung beschreibt.

## 5. Ihre Pflichten

Verwenden Sie das Gerät wie in der Bedienungsanleitung beschrieben, halten Sie Gerät und App aktuell und greifen Sie nicht in die Software oder unsere Dienste ein.

## 6. Gewährleistung

Ihre gesetzlichen Rechte und die mit Ihrem Gerät gelieferten Garantiebedingungen bleiben von dieser Vereinbarung unberührt.

## 7. Änderungen

Wir können diese Vereinbarung aktualisieren; eine neue Version wird mit Datum veröffentlicht.$text$);
