-- Version 1 of the user agreement, the privacy policy and the product service agreement in every
-- other app and added language (issue 21; migration 0005 brought English, Chinese and German), so
-- no one ticks an agreement they can read only in English. The same document as version 1 (the
-- version an acceptance names), so nobody is asked to accept again. A language a deployment has
-- already added to version 1 with `legal:publish -- --version 1` is kept as it is.

INSERT INTO legal_document_texts (kind, version, language, title, body) VALUES
('user-agreement', 1, 'es', '{brand} Acuerdo de usuario', $text$## 1. Sobre este acuerdo

Este acuerdo regula tu cuenta {brand} y el centro de cuentas, el sitio web en el que te registras, inicias sesión y gestionas tu cuenta. Al marcar la casilla de aceptación al registrarte o iniciar sesión, lo aceptas.

## 2. Tu cuenta

Debes facilitar información veraz al registrarte y mantenerla actualizada. Debes tener la edad necesaria para registrarte en tu país o región. Una cuenta pertenece a una sola persona; no la compartas.

## 3. Seguridad de tu cuenta

Elige una contraseña que no uses en ningún otro sitio y mantenla en secreto. Avísanos de inmediato si crees que otra persona ha usado tu cuenta. Para proteger tu cuenta, podemos bloquearla durante un tiempo tras varios intentos con una contraseña incorrecta.

## 4. Uso aceptable

No hagas un uso indebido del centro de cuentas: no intentes acceder a cuentas ajenas, sobrecargar o sondear nuestros sistemas ni registrar cuentas de forma automatizada.

## 5. Cambios en este acuerdo

Podemos actualizar este acuerdo. Si lo hacemos, publicaremos una nueva versión con su fecha y te pediremos que la aceptes la próxima vez que inicies sesión. Si no la aceptas, puedes cerrar sesión y dejar de usar tu cuenta.

## 6. Fin de la cuenta

Puedes dejar de usar tu cuenta en cualquier momento. Podemos suspender una cuenta que incumpla este acuerdo e indicarte el motivo cuando la ley lo permita.

## 7. Responsabilidad

Prestamos el centro de cuentas con una diligencia razonable. Nada de este acuerdo limita los derechos que te reconoce la normativa de consumo de tu país o región.

## 8. Contacto

Envía tus preguntas sobre este acuerdo al servicio de atención al cliente de {brand} a través de las opciones de contacto de la app {brand}.$text$),
('privacy-policy', 1, 'es', '{brand} Política de privacidad', $text$## 1. Quiénes somos

{brand} es responsable de los datos personales tratados en el centro de cuentas. Esta política explica qué datos recogemos, para qué y qué derechos tienes.

## 2. Qué recogemos

Tu dirección de correo electrónico o número de teléfono, tu contraseña (guardada solo como hash con sal), tu país o región, tu fecha de nacimiento, tu idioma preferido, el ID de producto que asignamos a tu cuenta y registros técnicos de los inicios de sesión, como la hora, la dirección IP y el idioma del dispositivo.

## 3. Para qué los usamos

Para crear y proteger tu cuenta, iniciar tu sesión, enviarte códigos de verificación y avisos sobre tu cuenta, comprobar la edad mínima y proteger el centro de cuentas frente a usos indebidos.

## 4. Base jurídica

Tratamos tus datos para cumplir nuestro acuerdo contigo y nuestras obligaciones legales y, en cuanto a las medidas de seguridad, por nuestro interés legítimo en mantener las cuentas seguras.

## 5. Cuánto tiempo los conservamos

Conservamos los datos de la cuenta mientras esta exista. Los registros de inicio de sesión y de seguridad se conservan solo el tiempo que exige la seguridad; los códigos de verificación caducan en pocos minutos.

## 6. Comunicación a terceros

No vendemos tus datos. Los proveedores que envían nuestros correos electrónicos y mensajes de texto o alojan nuestros servidores los tratan por cuenta nuestra y bajo contrato. Solo comunicamos datos a las autoridades cuando la ley lo exige.

## 7. Tus derechos

Puedes solicitar el acceso, la rectificación o la supresión de tus datos, oponerte a su tratamiento y recibirlos en un formato portátil. También puedes presentar una reclamación ante tu autoridad de protección de datos.

## 8. Cambios

Cuando cambiemos esta política, publicaremos una nueva versión con su fecha y te pediremos que la aceptes la próxima vez que inicies sesión.$text$),
('product-service-agreement', 1, 'es', '{brand} Acuerdo de servicio del producto', $text$## 1. Ámbito

Este acuerdo se aplica a los dispositivos inteligentes {brand}, como los robots aspiradores, y a los servicios en línea que los conectan: la app, el control remoto, los mapas, las programaciones y las actualizaciones de firmware.

## 2. Servicios conectados

Algunas funciones necesitan conexión a internet y tu cuenta {brand}. Prestamos estos servicios con una diligencia razonable, pero no podemos garantizar que nunca se interrumpan, por ejemplo durante el mantenimiento.

## 3. Actualizaciones de firmware y de la app

Ofrecemos actualizaciones que corrigen fallos, mejoran la seguridad o añaden funciones. Las actualizaciones de seguridad pueden instalarse automáticamente.

## 4. Datos del dispositivo

Para ofrecer las funciones conectadas, tu dispositivo nos envía datos como su estado, informes de errores y, si usas los mapas, el plano que crea. Tratamos estos datos tal como describe la Política de privacidad de {brand}.

## 5. Tus responsabilidades

Usa el dispositivo como indica su manual, mantén actualizados el dispositivo y la app y no manipules su software ni nuestros servicios.

## 6. Garantía

Este acuerdo no afecta a tus derechos legales ni a las condiciones de garantía que acompañan a tu dispositivo.

## 7. Cambios

Podemos actualizar este acuerdo; cada nueva versión se publica con su fecha.$text$),
('user-agreement', 1, 'fr', 'Conditions d''utilisation {brand}', $text$## 1. À propos de ces conditions

Ces conditions régissent votre compte {brand} et le centre de compte, le site web sur lequel vous vous inscrivez, vous connectez et gérez votre compte. En cochant la case d'acceptation lors de votre inscription ou de votre connexion, vous les acceptez.

## 2. Votre compte

Vous devez fournir des informations exactes lors de votre inscription et les tenir à jour. Vous devez avoir l'âge requis pour vous inscrire dans votre pays ou votre région. Un compte appartient à une seule personne ; ne le partagez pas.

## 3. Sécurité de votre compte

Choisissez un mot de passe que vous n'utilisez nulle part ailleurs et gardez-le secret. Prévenez-nous immédiatement si vous pensez qu'une autre personne a utilisé votre compte. Pour protéger votre compte, nous pouvons le bloquer temporairement après plusieurs mots de passe erronés.

## 4. Utilisation acceptable

N'utilisez pas le centre de compte de manière abusive : n'essayez pas d'accéder aux comptes d'autres personnes, de surcharger ou de sonder nos systèmes, ni de créer des comptes de façon automatisée.

## 5. Modification de ces conditions

Nous pouvons mettre à jour ces conditions. Dans ce cas, nous publions une nouvelle version datée et vous demandons de l'accepter lors de votre prochaine connexion. Si vous ne l'acceptez pas, vous pouvez vous déconnecter et cesser d'utiliser votre compte.

## 6. Fin du compte

Vous pouvez cesser d'utiliser votre compte à tout moment. Nous pouvons suspendre un compte qui enfreint ces conditions et vous en indiquer la raison lorsque la loi le permet.

## 7. Responsabilité

Nous fournissons le centre de compte avec un soin raisonnable. Rien dans ces conditions ne limite les droits que vous tirez du droit de la consommation de votre pays ou de votre région.

## 8. Contact

Adressez vos questions sur ces conditions au service client {brand} via les options de contact de l'application {brand}.$text$),
('privacy-policy', 1, 'fr', 'Politique de confidentialité {brand}', $text$## 1. Qui sommes-nous

{brand} est responsable des données personnelles traitées dans le centre de compte. Cette politique explique quelles données nous collectons, pourquoi, et quels sont vos droits.

## 2. Ce que nous collectons

Votre adresse e-mail ou votre numéro de téléphone, votre mot de passe (conservé uniquement sous forme de hachage salé), votre pays ou votre région, votre date de naissance, votre langue préférée, l'identifiant produit attribué à votre compte, ainsi que des journaux techniques des connexions, comme l'heure, l'adresse IP et la langue de l'appareil.

## 3. Pourquoi nous les utilisons

Pour créer et protéger votre compte, vous connecter, vous envoyer des codes de vérification et des avis concernant votre compte, vérifier l'âge minimum et protéger le centre de compte contre les abus.

## 4. Base juridique

Nous traitons vos données pour exécuter notre contrat avec vous, pour respecter nos obligations légales et, pour les mesures de sécurité, sur la base de notre intérêt légitime à garder les comptes sûrs.

## 5. Durée de conservation

Nous conservons les données du compte tant que celui-ci existe. Les journaux de connexion et de sécurité ne sont conservés que le temps nécessaire à la sécurité ; les codes de vérification expirent en quelques minutes.

## 6. Partage

Nous ne vendons pas vos données. Les prestataires qui envoient nos e-mails et SMS ou hébergent nos serveurs les traitent pour notre compte et sous contrat. Nous ne communiquons des données aux autorités que lorsque la loi l'exige.

## 7. Vos droits

Vous pouvez demander l'accès à vos données, leur rectification ou leur effacement, vous opposer à leur traitement et les recevoir dans un format portable. Vous pouvez également introduire une réclamation auprès de votre autorité de protection des données.

## 8. Modifications

Lorsque nous modifions cette politique, nous publions une nouvelle version datée et vous demandons de l'accepter lors de votre prochaine connexion.$text$),
('product-service-agreement', 1, 'fr', 'Contrat de service produit {brand}', $text$## 1. Champ d'application

Ce contrat s'applique aux appareils intelligents {brand}, tels que les robots aspirateurs, et aux services en ligne qui les connectent : l'application, la commande à distance, les cartes, les programmations et les mises à jour du micrologiciel.

## 2. Services connectés

Certaines fonctions nécessitent une connexion internet et votre compte {brand}. Nous assurons ces services avec un soin raisonnable, mais ne pouvons pas garantir qu'ils ne seront jamais interrompus, par exemple pendant une maintenance.

## 3. Mises à jour du micrologiciel et de l'application

Nous fournissons des mises à jour qui corrigent des défauts, renforcent la sécurité ou ajoutent des fonctions. Les mises à jour de sécurité peuvent être installées automatiquement.

## 4. Données de l'appareil

Pour fournir les fonctions connectées, votre appareil nous envoie des données telles que son état, des rapports d'erreur et, si vous utilisez la cartographie, le plan qu'il établit. Nous traitons ces données comme le décrit la Politique de confidentialité {brand}.

## 5. Vos responsabilités

Utilisez l'appareil conformément à son manuel, maintenez l'appareil et l'application à jour et n'interférez pas avec son logiciel ni avec nos services.

## 6. Garantie

Ce contrat n'affecte pas vos droits légaux ni les conditions de garantie fournies avec votre appareil.

## 7. Modifications

Nous pouvons mettre à jour ce contrat ; chaque nouvelle version est publiée avec sa date.$text$),
('user-agreement', 1, 'it', 'Contratto utente {brand}', $text$## 1. Informazioni su questo contratto

Questo contratto disciplina il tuo account {brand} e il centro account, il sito web in cui ti registri, accedi e gestisci il tuo account. Selezionando la casella di accettazione durante la registrazione o l'accesso, lo accetti.

## 2. Il tuo account

Al momento della registrazione devi fornire informazioni veritiere e mantenerle aggiornate. Devi avere l'età richiesta per registrarti nel tuo paese o nella tua regione. Un account appartiene a una sola persona; non condividerlo.

## 3. Sicurezza dell'account

Scegli una password che non usi altrove e mantienila segreta. Avvisaci subito se pensi che qualcun altro abbia usato il tuo account. Per proteggere il tuo account, possiamo bloccarlo per un po' di tempo dopo ripetuti inserimenti di password errate.

## 4. Uso consentito

Non fare un uso improprio del centro account: non tentare di accedere agli account di altre persone, di sovraccaricare o sondare i nostri sistemi o di registrare account in modo automatizzato.

## 5. Modifiche al contratto

Possiamo aggiornare questo contratto. In tal caso pubblichiamo una nuova versione con la relativa data e ti chiediamo di accettarla al successivo accesso. Se non la accetti, puoi disconnetterti e smettere di usare il tuo account.

## 6. Chiusura dell'account

Puoi smettere di usare il tuo account in qualsiasi momento. Possiamo sospendere un account che viola questo contratto, indicandotene il motivo ove la legge lo consenta.

## 7. Responsabilità

Forniamo il centro account con ragionevole diligenza. Nessuna parte di questo contratto limita i diritti che ti spettano in base alla normativa a tutela dei consumatori del tuo paese o della tua regione.

## 8. Contatti

Invia le domande su questo contratto al servizio clienti {brand} tramite le opzioni di contatto dell'app {brand}.$text$),
('privacy-policy', 1, 'it', 'Informativa sulla privacy {brand}', $text$## 1. Chi siamo

{brand} è responsabile dei dati personali trattati nel centro account. Questa informativa spiega quali dati raccogliamo, perché e quali diritti hai.

## 2. Quali dati raccogliamo

Il tuo indirizzo e-mail o numero di telefono, la tua password (conservata solo come hash con salt), il tuo paese o la tua regione, la tua data di nascita, la lingua preferita, l'ID prodotto che assegniamo al tuo account e i registri tecnici degli accessi, come l'ora, l'indirizzo IP e la lingua del dispositivo.

## 3. Perché li usiamo

Per creare e proteggere il tuo account, farti accedere, inviarti codici di verifica e avvisi sul tuo account, verificare l'età minima e proteggere il centro account da usi impropri.

## 4. Base giuridica

Trattiamo i tuoi dati per eseguire il contratto con te, per adempiere agli obblighi di legge e, per le misure di sicurezza, in base al nostro legittimo interesse a mantenere sicuri gli account.

## 5. Per quanto tempo li conserviamo

Conserviamo i dati dell'account finché l'account esiste. I registri di accesso e di sicurezza sono conservati solo per il tempo richiesto dalla sicurezza; i codici di verifica scadono entro pochi minuti.

## 6. Condivisione

Non vendiamo i tuoi dati. I fornitori che inviano le nostre e-mail e i nostri SMS o ospitano i nostri server li trattano per nostro conto e in base a un contratto. Comunichiamo dati alle autorità solo quando la legge lo richiede.

## 7. I tuoi diritti

Puoi chiedere l'accesso, la rettifica o la cancellazione dei tuoi dati, opporti al loro trattamento e riceverli in un formato portabile. Puoi anche presentare un reclamo all'autorità per la protezione dei dati.

## 8. Modifiche

Quando modifichiamo questa informativa, pubblichiamo una nuova versione con la relativa data e ti chiediamo di accettarla al successivo accesso.$text$),
('product-service-agreement', 1, 'it', 'Contratto di servizio del prodotto {brand}', $text$## 1. Ambito

Questo contratto si applica ai dispositivi intelligenti {brand}, come i robot aspirapolvere, e ai servizi online che li collegano: l'app, il controllo remoto, le mappe, le programmazioni e gli aggiornamenti del firmware.

## 2. Servizi connessi

Alcune funzioni richiedono una connessione a internet e il tuo account {brand}. Gestiamo questi servizi con ragionevole diligenza, ma non possiamo garantire che non vengano mai interrotti, ad esempio durante la manutenzione.

## 3. Aggiornamenti del firmware e dell'app

Forniamo aggiornamenti che correggono difetti, migliorano la sicurezza o aggiungono funzioni. Gli aggiornamenti di sicurezza possono essere installati automaticamente.

## 4. Dati del dispositivo

Per fornire le funzioni connesse, il tuo dispositivo ci invia dati come il suo stato, le segnalazioni di errore e, se usi le mappe, la planimetria che crea. Trattiamo questi dati come descritto nell'Informativa sulla privacy {brand}.

## 5. Le tue responsabilità

Usa il dispositivo come indicato nel manuale, mantieni aggiornati il dispositivo e l'app e non interferire con il suo software o con i nostri servizi.

## 6. Garanzia

Questo contratto non pregiudica i tuoi diritti di legge né le condizioni di garanzia fornite con il dispositivo.

## 7. Modifiche

Possiamo aggiornare questo contratto; ogni nuova versione viene pubblicata con la relativa data.$text$),
('user-agreement', 1, 'nl', '{brand} Gebruikersovereenkomst', $text$## 1. Over deze overeenkomst

Deze overeenkomst geldt voor je {brand}-account en het accountcentrum, de website waar je je registreert, aanmeldt en je account beheert. Door bij het registreren of aanmelden het vakje aan te vinken, ga je ermee akkoord.

## 2. Je account

Je moet bij het registreren juiste gegevens opgeven en die actueel houden. Je moet oud genoeg zijn om je in je land of regio te registreren. Een account hoort bij één persoon; deel het niet.

## 3. Je account beveiligen

Kies een wachtwoord dat je nergens anders gebruikt en houd het geheim. Laat het ons meteen weten als je denkt dat iemand anders je account heeft gebruikt. Om je account te beschermen, kunnen we het na herhaaldelijk verkeerde wachtwoorden tijdelijk blokkeren.

## 4. Aanvaardbaar gebruik

Misbruik het accountcentrum niet: probeer niet in accounts van anderen te komen, onze systemen te overbelasten of af te tasten, of automatisch accounts aan te maken.

## 5. Wijzigingen van deze overeenkomst

We kunnen deze overeenkomst bijwerken. Dan publiceren we een nieuwe versie met datum en vragen we je die bij je volgende aanmelding te accepteren. Als je die niet accepteert, kun je je afmelden en je account niet langer gebruiken.

## 6. Beëindiging

Je kunt op elk moment stoppen met het gebruik van je account. We kunnen een account dat deze overeenkomst schendt blokkeren en je de reden noemen voor zover de wet dat toestaat.

## 7. Aansprakelijkheid

We bieden het accountcentrum met redelijke zorg aan. Niets in deze overeenkomst beperkt de rechten die je hebt op grond van het consumentenrecht van je land of regio.

## 8. Contact

Stel je vragen over deze overeenkomst aan de klantenservice van {brand} via de contactmogelijkheden in de {brand}-app.$text$),
('privacy-policy', 1, 'nl', '{brand} Privacybeleid', $text$## 1. Wie we zijn

{brand} is verantwoordelijk voor de persoonsgegevens die in het accountcentrum worden verwerkt. Dit beleid legt uit welke gegevens we verzamelen, waarom, en welke rechten je hebt.

## 2. Wat we verzamelen

Je e-mailadres of telefoonnummer, je wachtwoord (alleen opgeslagen als gezouten hash), je land of regio, je geboortedatum, je voorkeurstaal, het product-ID dat we aan je account geven en technische gegevens van aanmeldingen, zoals tijd, IP-adres en taal van het apparaat.

## 3. Waarom we ze gebruiken

Om je account aan te maken en te beschermen, je aan te melden, je verificatiecodes en berichten over je account te sturen, de minimumleeftijd te controleren en het accountcentrum tegen misbruik te beschermen.

## 4. Rechtsgrond

We verwerken je gegevens om onze overeenkomst met je uit te voeren, om aan wettelijke verplichtingen te voldoen en, voor beveiligingsmaatregelen, op grond van ons gerechtvaardigd belang om accounts veilig te houden.

## 5. Hoe lang we ze bewaren

We bewaren accountgegevens zolang je account bestaat. Aanmeld- en beveiligingsgegevens bewaren we alleen zo lang als de beveiliging vereist; verificatiecodes verlopen binnen enkele minuten.

## 6. Delen

We verkopen je gegevens niet. Dienstverleners die onze e-mails en sms-berichten versturen of onze servers hosten, verwerken ze in onze opdracht en onder contract. We verstrekken gegevens alleen aan autoriteiten als de wet dat vereist.

## 7. Je rechten

Je kunt om inzage, correctie of verwijdering van je gegevens vragen, bezwaar maken tegen de verwerking en ze in een overdraagbaar formaat ontvangen. Je kunt ook een klacht indienen bij je toezichthouder voor gegevensbescherming.

## 8. Wijzigingen

Als we dit beleid wijzigen, publiceren we een nieuwe versie met datum en vragen we je die bij je volgende aanmelding te accepteren.$text$),
('product-service-agreement', 1, 'nl', '{brand} Productserviceovereenkomst', $text$## 1. Toepassingsgebied

Deze overeenkomst geldt voor slimme apparaten van {brand}, zoals robotstofzuigers, en voor de onlinediensten die ze verbinden: de app, bediening op afstand, kaarten, schema's en firmware-updates.

## 2. Verbonden diensten

Sommige functies hebben een internetverbinding en je {brand}-account nodig. We leveren deze diensten met redelijke zorg, maar kunnen niet beloven dat ze nooit onderbroken worden, bijvoorbeeld tijdens onderhoud.

## 3. Firmware- en app-updates

We leveren updates die fouten verhelpen, de beveiliging verbeteren of functies toevoegen. Beveiligingsupdates kunnen automatisch worden geïnstalleerd.

## 4. Apparaatgegevens

Voor de verbonden functies stuurt je apparaat ons gegevens zoals de status, foutmeldingen en, als je kaarten gebruikt, de plattegrond die het maakt. We gaan met deze gegevens om zoals het Privacybeleid van {brand} beschrijft.

## 5. Jouw verantwoordelijkheden

Gebruik het apparaat zoals de handleiding beschrijft, houd apparaat en app up-to-date en grijp niet in de software of onze diensten in.

## 6. Garantie

Deze overeenkomst laat je wettelijke rechten en de garantievoorwaarden bij je apparaat onverlet.

## 7. Wijzigingen

We kunnen deze overeenkomst bijwerken; een nieuwe versie wordt met datum gepubliceerd.$text$),
('user-agreement', 1, 'ru', 'Пользовательское соглашение {brand}', $text$## 1. О соглашении

Настоящее соглашение регулирует использование вашей учётной записи {brand} и центра учётных записей — сайта, на котором вы регистрируетесь, входите в систему и управляете учётной записью. Отмечая флажок согласия при регистрации или входе, вы принимаете соглашение.

## 2. Ваша учётная запись

При регистрации вы должны указывать достоверные сведения и поддерживать их в актуальном состоянии. Вы должны достичь возраста, с которого регистрация разрешена в вашей стране или регионе. Учётная запись принадлежит одному человеку; не передавайте её другим.

## 3. Безопасность учётной записи

Выберите пароль, который вы больше нигде не используете, и храните его в тайне. Сразу сообщите нам, если считаете, что вашей учётной записью воспользовался кто-то другой. Для защиты учётной записи мы можем временно заблокировать её после нескольких вводов неверного пароля.

## 4. Допустимое использование

Не злоупотребляйте центром учётных записей: не пытайтесь получить доступ к чужим учётным записям, перегружать или зондировать наши системы и автоматически регистрировать учётные записи.

## 5. Изменения соглашения

Мы можем обновлять настоящее соглашение. В этом случае мы публикуем новую версию с датой и просим вас принять её при следующем входе. Если вы её не примете, вы можете выйти из системы и прекратить пользоваться учётной записью.

## 6. Прекращение использования

Вы можете прекратить пользоваться учётной записью в любое время. Мы можем приостановить учётную запись, нарушающую настоящее соглашение, и сообщить вам причину, если это допускает закон.

## 7. Ответственность

Мы предоставляем центр учётных записей с разумной степенью заботливости. Ничто в настоящем соглашении не ограничивает ваши права по законодательству о защите прав потребителей вашей страны или региона.

## 8. Контакты

Вопросы по настоящему соглашению направляйте в службу поддержки {brand} через контактные возможности приложения {brand}.$text$),
('privacy-policy', 1, 'ru', 'Политика конфиденциальности {brand}', $text$## 1. Кто мы

{brand} отвечает за персональные данные, обрабатываемые в центре учётных записей. В этой политике объясняется, какие данные мы собираем, зачем и какие у вас есть права.

## 2. Какие данные мы собираем

Ваш адрес электронной почты или номер телефона, пароль (хранится только в виде хеша с солью), страну или регион, дату рождения, предпочитаемый язык, идентификатор продукта, присвоенный учётной записи, а также технические записи о входах: время, IP-адрес и язык устройства.

## 3. Зачем мы их используем

Чтобы создать и защитить вашу учётную запись, выполнить вход, отправлять вам коды подтверждения и уведомления об учётной записи, проверять минимальный возраст и защищать центр учётных записей от злоупотреблений.

## 4. Правовое основание

Мы обрабатываем ваши данные для исполнения соглашения с вами, выполнения требований закона, а в части мер безопасности — в нашем законном интересе обеспечивать безопасность учётных записей.

## 5. Сроки хранения

Данные учётной записи хранятся, пока существует учётная запись. Записи о входах и события безопасности хранятся лишь столько, сколько требует безопасность; коды подтверждения действуют несколько минут.

## 6. Передача данных

Мы не продаём ваши данные. Поставщики услуг, которые отправляют наши письма и SMS или размещают наши серверы, обрабатывают их по нашему поручению и на основании договора. Органам власти мы передаём данные только в случаях, предусмотренных законом.

## 7. Ваши права

Вы можете запросить доступ к своим данным, их исправление или удаление, возразить против их обработки и получить их в переносимом формате. Вы также можете подать жалобу в орган по защите персональных данных.

## 8. Изменения

При изменении этой политики мы публикуем новую версию с датой и просим вас принять её при следующем входе.$text$),
('product-service-agreement', 1, 'ru', 'Соглашение об обслуживании продуктов {brand}', $text$## 1. Сфера действия

Настоящее соглашение распространяется на умные устройства {brand}, например роботы-пылесосы, и на онлайн-сервисы, которые их объединяют: приложение, дистанционное управление, карты, расписания и обновления прошивки.

## 2. Подключённые сервисы

Для некоторых функций нужны подключение к интернету и учётная запись {brand}. Мы обеспечиваем работу этих сервисов с разумной степенью заботливости, но не можем гарантировать, что они никогда не будут прерываться, например во время технического обслуживания.

## 3. Обновления прошивки и приложения

Мы выпускаем обновления, которые устраняют неисправности, повышают безопасность или добавляют функции. Обновления безопасности могут устанавливаться автоматически.

## 4. Данные устройства

Для работы подключённых функций устройство передаёт нам такие данные, как его состояние, отчёты об ошибках и, если вы пользуетесь картами, созданный им план помещения. Мы обращаемся с этими данными так, как описано в Политике конфиденциальности {brand}.

## 5. Ваши обязанности

Используйте устройство в соответствии с руководством, своевременно обновляйте устройство и приложение и не вмешивайтесь в его программное обеспечение и наши сервисы.

## 6. Гарантия

Настоящее соглашение не затрагивает ваши права, предусмотренные законом, и условия гарантии, приложенные к устройству.

## 7. Изменения

Мы можем обновлять настоящее соглашение; новая версия публикуется с указанием даты.$text$),
('user-agreement', 1, 'kk', '{brand} пайдаланушы келісімі', $text$## 1. Осы келісім туралы

Осы келісім сіздің {brand} тіркелгіңізді және тіркелгі орталығын — тіркелетін, жүйеге кіретін және тіркелгіңізді басқаратын веб-сайтты пайдалануды реттейді. Тіркелу не кіру кезінде келісім белгісін қою арқылы сіз оны қабылдайсыз.

## 2. Сіздің тіркелгіңіз

Тіркелу кезінде шынайы мәліметтер беріп, оларды өзекті күйде ұстауыңыз керек. Еліңізде немесе өңіріңізде тіркелуге рұқсат етілген жасқа толуыңыз қажет. Тіркелгі бір адамға тиесілі; оны басқалармен бөліспеңіз.

## 3. Тіркелгі қауіпсіздігі

Басқа еш жерде пайдаланбайтын құпиясөз таңдап, оны құпия сақтаңыз. Тіркелгіңізді басқа біреу пайдаланды деп ойласаңыз, бізге дереу хабарлаңыз. Тіркелгіңізді қорғау үшін құпиясөз бірнеше рет қате енгізілгеннен кейін оны уақытша бұғаттауымыз мүмкін.

## 4. Рұқсат етілген пайдалану

Тіркелгі орталығын теріс пайдаланбаңыз: басқа адамдардың тіркелгілеріне кіруге, жүйелерімізге шамадан тыс жүктеме түсіруге не оларды зерттеуге, тіркелгілерді автоматты түрде ашуға әрекет жасамаңыз.

## 5. Келісімнің өзгеруі

Біз осы келісімді жаңартуымыз мүмкін. Бұл жағдайда күні көрсетілген жаңа нұсқаны жариялап, келесі жолы кіргенде оны қабылдауды сұраймыз. Қабылдамасаңыз, жүйеден шығып, тіркелгіні пайдалануды тоқтата аласыз.

## 6. Тіркелгіні тоқтату

Тіркелгіңізді кез келген уақытта пайдалануды тоқтата аласыз. Осы келісімді бұзған тіркелгіні тоқтата тұруымыз мүмкін және заң рұқсат еткен жағдайда себебін хабарлаймыз.

## 7. Жауапкершілік

Біз тіркелгі орталығын тиісті ұқыптылықпен ұсынамыз. Осы келісімдегі ешнәрсе еліңіздің немесе өңіріңіздің тұтынушылар құқығын қорғау заңнамасы бойынша құқықтарыңызды шектемейді.

## 8. Байланыс

Осы келісім туралы сұрақтарыңызды {brand} қолданбасындағы байланыс құралдары арқылы {brand} тұтынушыларға қызмет көрсету орталығына жіберіңіз.$text$),
('privacy-policy', 1, 'kk', '{brand} құпиялылық саясаты', $text$## 1. Біз кімбіз

Тіркелгі орталығында өңделетін дербес деректерге {brand} жауап береді. Бұл саясат қандай деректер жинайтынымызды, не үшін жинайтынымызды және сіздің қандай құқықтарыңыз бар екенін түсіндіреді.

## 2. Біз не жинаймыз

Электрондық пошта мекенжайыңыз немесе телефон нөміріңіз, құпиясөзіңіз (тек тұздалған хэш ретінде сақталады), еліңіз немесе өңіріңіз, туған күніңіз, қалаған тіліңіз, тіркелгіңізге берілетін өнім ID-і, сондай-ақ кірулердің техникалық жазбалары: уақыты, IP мекенжайы және құрылғы тілі.

## 3. Оларды не үшін пайдаланамыз

Тіркелгіңізді ашу және қорғау, жүйеге кіргізу, растау кодтары мен тіркелгі туралы хабарламаларды жіберу, ең төменгі жасты тексеру және тіркелгі орталығын теріс пайдаланудан қорғау үшін.

## 4. Құқықтық негіз

Деректеріңізді сізбен жасалған келісімді орындау, заң талаптарын сақтау үшін, ал қауіпсіздік шаралары бойынша тіркелгілерді қауіпсіз ұстаудағы заңды мүддеміз негізінде өңдейміз.

## 5. Сақтау мерзімі

Тіркелгі деректері тіркелгі бар болғанша сақталады. Кіру және қауіпсіздік жазбалары қауіпсіздікке қажетті мерзімге ғана сақталады; растау кодтарының мерзімі бірнеше минутта бітеді.

## 6. Деректерді беру

Біз деректеріңізді сатпаймыз. Хаттар мен SMS жіберетін немесе серверлерімізді орналастыратын қызмет көрсетушілер оларды біздің тапсырмамыз бойынша және шарт негізінде өңдейді. Деректерді мемлекеттік органдарға тек заң талап еткенде береміз.

## 7. Сіздің құқықтарыңыз

Деректеріңізге қол жеткізуді, оларды түзетуді немесе жоюды сұрай аласыз, өңделуіне қарсылық білдіріп, оларды тасымалданатын пішімде ала аласыз. Дербес деректерді қорғау жөніндегі уәкілетті органға шағым да бере аласыз.

## 8. Өзгерістер

Осы саясатты өзгерткенде күні көрсетілген жаңа нұсқаны жариялап, келесі жолы кіргенде оны қабылдауды сұраймыз.$text$),
('product-service-agreement', 1, 'kk', '{brand} өнімге қызмет көрсету келісімі', $text$## 1. Қолданылу аясы

Осы келісім робот-шаңсорғыштар сияқты {brand} ақылды құрылғыларына және оларды байланыстыратын онлайн қызметтерге қолданылады: қолданба, қашықтан басқару, карталар, кестелер және микробағдарлама жаңартулары.

## 2. Қосылған қызметтер

Кейбір функцияларға интернет байланысы және {brand} тіркелгіңіз қажет. Бұл қызметтерді тиісті ұқыптылықпен ұсынамыз, бірақ олардың ешқашан, мысалы, техникалық қызмет көрсету кезінде үзілмейтініне кепілдік бере алмаймыз.

## 3. Микробағдарлама мен қолданба жаңартулары

Ақауларды түзететін, қауіпсіздікті жақсартатын немесе функциялар қосатын жаңартулар шығарамыз. Қауіпсіздік жаңартулары автоматты түрде орнатылуы мүмкін.

## 4. Құрылғы деректері

Қосылған функцияларды ұсыну үшін құрылғыңыз бізге оның күйі, қате туралы есептер және карталарды пайдалансаңыз, ол жасаған бөлме жоспары сияқты деректерді жібереді. Бұл деректерді {brand} құпиялылық саясатында сипатталғандай өңдейміз.

## 5. Сіздің міндеттеріңіз

Құрылғыны нұсқаулыққа сай пайдаланыңыз, құрылғы мен қолданбаны жаңартып отырыңыз және оның бағдарламалық жасақтамасына немесе біздің қызметтерімізге араласпаңыз.

## 6. Кепілдік

Осы келісім заңмен берілген құқықтарыңызға және құрылғымен бірге берілетін кепілдік шарттарына әсер етпейді.

## 7. Өзгерістер

Біз осы келісімді жаңартуымыз мүмкін; жаңа нұсқа күні көрсетіліп жарияланады.$text$),
('user-agreement', 1, 'pl', 'Umowa użytkownika {brand}', $text$## 1. O tej umowie

Niniejsza umowa reguluje korzystanie z konta {brand} i centrum konta, czyli witryny, w której rejestrujesz się, logujesz i zarządzasz kontem. Zaznaczając pole zgody podczas rejestracji lub logowania, akceptujesz ją.

## 2. Twoje konto

Podczas rejestracji musisz podać prawdziwe dane i dbać o ich aktualność. Musisz osiągnąć wiek wymagany do rejestracji w swoim kraju lub regionie. Konto należy do jednej osoby; nie udostępniaj go innym.

## 3. Bezpieczeństwo konta

Wybierz hasło, którego nie używasz nigdzie indziej, i zachowaj je w tajemnicy. Natychmiast nas powiadom, jeśli podejrzewasz, że ktoś inny użył Twojego konta. Aby chronić konto, możemy je czasowo zablokować po kilkukrotnym podaniu błędnego hasła.

## 4. Dopuszczalne korzystanie

Nie nadużywaj centrum konta: nie próbuj uzyskać dostępu do cudzych kont, przeciążać ani sondować naszych systemów ani automatycznie zakładać kont.

## 5. Zmiany umowy

Możemy aktualizować tę umowę. W takim przypadku publikujemy nową wersję z datą i prosimy o jej akceptację przy następnym logowaniu. Jeśli jej nie zaakceptujesz, możesz się wylogować i przestać korzystać z konta.

## 6. Zakończenie korzystania z konta

Możesz w każdej chwili przestać korzystać z konta. Możemy zawiesić konto naruszające tę umowę i podać Ci przyczynę, o ile prawo na to pozwala.

## 7. Odpowiedzialność

Udostępniamy centrum konta z należytą starannością. Żadne postanowienie tej umowy nie ogranicza praw przysługujących Ci na podstawie przepisów o ochronie konsumentów obowiązujących w Twoim kraju lub regionie.

## 8. Kontakt

Pytania dotyczące tej umowy kieruj do obsługi klienta {brand} za pośrednictwem opcji kontaktu w aplikacji {brand}.$text$),
('privacy-policy', 1, 'pl', 'Polityka prywatności {brand}', $text$## 1. Kim jesteśmy

{brand} odpowiada za dane osobowe przetwarzane w centrum konta. Niniejsza polityka wyjaśnia, jakie dane zbieramy, w jakim celu i jakie prawa Ci przysługują.

## 2. Jakie dane zbieramy

Twój adres e-mail lub numer telefonu, hasło (przechowywane wyłącznie jako solony skrót), kraj lub region, datę urodzenia, preferowany język, identyfikator produktu nadany kontu oraz techniczne zapisy logowań, takie jak czas, adres IP i język urządzenia.

## 3. W jakim celu z nich korzystamy

Aby utworzyć i chronić Twoje konto, logować Cię, wysyłać kody weryfikacyjne i powiadomienia o koncie, sprawdzać minimalny wiek oraz chronić centrum konta przed nadużyciami.

## 4. Podstawa prawna

Przetwarzamy Twoje dane w celu wykonania zawartej z Tobą umowy, wypełnienia obowiązków prawnych oraz — w zakresie środków bezpieczeństwa — na podstawie naszego prawnie uzasadnionego interesu w zapewnieniu bezpieczeństwa kont.

## 5. Jak długo je przechowujemy

Dane konta przechowujemy, dopóki konto istnieje. Zapisy logowań i zdarzeń bezpieczeństwa przechowujemy tylko tak długo, jak wymaga tego bezpieczeństwo; kody weryfikacyjne wygasają w ciągu kilku minut.

## 6. Udostępnianie

Nie sprzedajemy Twoich danych. Dostawcy usług, którzy wysyłają nasze wiadomości e-mail i SMS lub utrzymują nasze serwery, przetwarzają je w naszym imieniu i na podstawie umowy. Udostępniamy dane organom władzy wyłącznie wtedy, gdy wymaga tego prawo.

## 7. Twoje prawa

Możesz żądać dostępu do swoich danych, ich sprostowania lub usunięcia, wnieść sprzeciw wobec ich przetwarzania i otrzymać je w przenośnym formacie. Możesz także złożyć skargę do organu ochrony danych osobowych.

## 8. Zmiany

Gdy zmieniamy tę politykę, publikujemy nową wersję z datą i prosimy o jej akceptację przy następnym logowaniu.$text$),
('product-service-agreement', 1, 'pl', 'Umowa o świadczenie usług produktowych {brand}', $text$## 1. Zakres

Niniejsza umowa dotyczy inteligentnych urządzeń {brand}, takich jak roboty sprzątające, oraz łączących je usług online: aplikacji, zdalnego sterowania, map, harmonogramów i aktualizacji oprogramowania sprzętowego.

## 2. Usługi połączone

Niektóre funkcje wymagają połączenia z internetem i konta {brand}. Świadczymy te usługi z należytą starannością, ale nie możemy zagwarantować, że nigdy nie zostaną przerwane, na przykład podczas prac konserwacyjnych.

## 3. Aktualizacje oprogramowania sprzętowego i aplikacji

Udostępniamy aktualizacje, które usuwają usterki, poprawiają bezpieczeństwo lub dodają funkcje. Aktualizacje zabezpieczeń mogą być instalowane automatycznie.

## 4. Dane urządzenia

Aby zapewnić funkcje połączone, urządzenie przesyła nam dane, takie jak jego stan, raporty błędów oraz — jeśli korzystasz z map — tworzony przez nie plan pomieszczeń. Przetwarzamy te dane zgodnie z Polityką prywatności {brand}.

## 5. Twoje obowiązki

Używaj urządzenia zgodnie z instrukcją, aktualizuj urządzenie i aplikację oraz nie ingeruj w jego oprogramowanie ani w nasze usługi.

## 6. Gwarancja

Niniejsza umowa nie narusza Twoich ustawowych praw ani warunków gwarancji dołączonych do urządzenia.

## 7. Zmiany

Możemy aktualizować tę umowę; nowa wersja jest publikowana wraz z datą.$text$),
('user-agreement', 1, 'tr', '{brand} Kullanıcı Sözleşmesi', $text$## 1. Bu sözleşme hakkında

Bu sözleşme, {brand} hesabınızı ve kaydolduğunuz, oturum açtığınız ve hesabınızı yönettiğiniz web sitesi olan hesap merkezini düzenler. Kaydolurken veya oturum açarken onay kutusunu işaretleyerek bu sözleşmeyi kabul edersiniz.

## 2. Hesabınız

Kaydolurken doğru bilgiler vermeli ve bunları güncel tutmalısınız. Ülkenizde veya bölgenizde kaydolmak için gereken yaşta olmalısınız. Bir hesap tek bir kişiye aittir; hesabınızı paylaşmayın.

## 3. Hesabınızın güvenliği

Başka hiçbir yerde kullanmadığınız bir şifre seçin ve gizli tutun. Hesabınızı başka birinin kullandığını düşünüyorsanız hemen bize bildirin. Hesabınızı korumak için, art arda yanlış şifre girilmesinin ardından hesabı bir süreliğine kilitleyebiliriz.

## 4. Kabul edilebilir kullanım

Hesap merkezini kötüye kullanmayın: başkalarının hesaplarına erişmeye, sistemlerimizi aşırı yüklemeye veya yoklamaya ya da otomatik olarak hesap açmaya çalışmayın.

## 5. Sözleşmedeki değişiklikler

Bu sözleşmeyi güncelleyebiliriz. Bu durumda tarihli yeni bir sürüm yayımlar ve bir sonraki oturum açışınızda kabul etmenizi isteriz. Kabul etmezseniz oturumu kapatıp hesabınızı kullanmayı bırakabilirsiniz.

## 6. Hesabın sona ermesi

Hesabınızı istediğiniz zaman kullanmayı bırakabilirsiniz. Bu sözleşmeyi ihlal eden bir hesabı askıya alabilir ve yasanın izin verdiği ölçüde nedenini size bildiririz.

## 7. Sorumluluk

Hesap merkezini makul özenle sunarız. Bu sözleşmedeki hiçbir hüküm, ülkenizin veya bölgenizin tüketici mevzuatından doğan haklarınızı sınırlamaz.

## 8. İletişim

Bu sözleşmeyle ilgili sorularınızı {brand} uygulamasındaki iletişim seçenekleri aracılığıyla {brand} müşteri hizmetlerine iletin.$text$),
('privacy-policy', 1, 'tr', '{brand} Gizlilik Politikası', $text$## 1. Biz kimiz

Hesap merkezinde işlenen kişisel verilerden {brand} sorumludur. Bu politika hangi verileri neden topladığımızı ve hangi haklara sahip olduğunuzu açıklar.

## 2. Topladığımız veriler

E-posta adresiniz veya telefon numaranız, şifreniz (yalnızca tuzlanmış karma olarak saklanır), ülkeniz veya bölgeniz, doğum tarihiniz, tercih ettiğiniz dil, hesabınıza verdiğimiz ürün kimliği ve oturum açmalara ait zaman, IP adresi ve cihaz dili gibi teknik kayıtlar.

## 3. Verileri neden kullanırız

Hesabınızı oluşturmak ve korumak, oturumunuzu açmak, size doğrulama kodları ve hesabınızla ilgili bildirimler göndermek, asgari yaşı kontrol etmek ve hesap merkezini kötüye kullanıma karşı korumak için.

## 4. Hukuki dayanak

Verilerinizi sizinle yaptığımız sözleşmeyi ifa etmek, yasal yükümlülüklerimizi yerine getirmek ve güvenlik önlemleri bakımından hesapları güvende tutmaya yönelik meşru menfaatimiz doğrultusunda işleriz.

## 5. Saklama süresi

Hesap verilerini hesabınız var olduğu sürece saklarız. Oturum açma ve güvenlik kayıtlarını yalnızca güvenliğin gerektirdiği süre boyunca saklarız; doğrulama kodlarının süresi birkaç dakika içinde dolar.

## 6. Paylaşım

Verilerinizi satmayız. E-postalarımızı ve SMS mesajlarımızı gönderen veya sunucularımızı barındıran hizmet sağlayıcılar bunları bizim adımıza ve sözleşmeye dayanarak işler. Verileri resmi makamlara yalnızca yasa gerektirdiğinde açıklarız.

## 7. Haklarınız

Verilerinize erişim, bunların düzeltilmesi veya silinmesini talep edebilir, işlenmesine itiraz edebilir ve verilerinizi taşınabilir bir biçimde alabilirsiniz. Ayrıca veri koruma otoritenize şikâyette bulunabilirsiniz.

## 8. Değişiklikler

Bu politikayı değiştirdiğimizde tarihli yeni bir sürüm yayımlar ve bir sonraki oturum açışınızda kabul etmenizi isteriz.$text$),
('product-service-agreement', 1, 'tr', '{brand} Ürün Hizmet Sözleşmesi', $text$## 1. Kapsam

Bu sözleşme, robot süpürgeler gibi {brand} akıllı cihazları ile bunları birbirine bağlayan çevrim içi hizmetler için geçerlidir: uygulama, uzaktan kumanda, haritalar, programlar ve donanım yazılımı güncellemeleri.

## 2. Bağlı hizmetler

Bazı özellikler internet bağlantısı ve {brand} hesabınızı gerektirir. Bu hizmetleri makul özenle sunarız ancak örneğin bakım sırasında hiçbir zaman kesintiye uğramayacaklarını garanti edemeyiz.

## 3. Donanım yazılımı ve uygulama güncellemeleri

Hataları gideren, güvenliği artıran veya özellik ekleyen güncellemeler sunarız. Güvenlik güncellemeleri otomatik olarak yüklenebilir.

## 4. Cihaz verileri

Bağlı özellikleri sağlamak için cihazınız bize durumu, hata raporları ve harita kullanıyorsanız oluşturduğu kat planı gibi veriler gönderir. Bu verileri {brand} Gizlilik Politikası'nda açıklandığı şekilde işleriz.

## 5. Sorumluluklarınız

Cihazı kılavuzunda açıklandığı şekilde kullanın, cihazı ve uygulamayı güncel tutun ve yazılımına veya hizmetlerimize müdahale etmeyin.

## 6. Garanti

Bu sözleşme yasal haklarınızı ve cihazınızla birlikte verilen garanti koşullarını etkilemez.

## 7. Değişiklikler

Bu sözleşmeyi güncelleyebiliriz; yeni sürüm tarihiyle birlikte yayımlanır.$text$),
('user-agreement', 1, 'zh-TW', '{brand}使用者協議', $text$## 一、關於本協議

本協議適用於您的{brand}帳號以及帳戶中心（您註冊、登入及管理帳號的網站）。您在註冊或登入時勾選同意方塊，即表示接受本協議。

## 二、您的帳號

註冊時您須提供真實資料並隨時更新。您須達到所在國家或地區規定的註冊年齡。一個帳號僅屬於一個人，請勿與他人共用。

## 三、帳號安全

請設定一組未在其他地方使用的密碼並妥善保管。如懷疑他人使用了您的帳號，請立即通知我們。為保護您的帳號，多次輸入錯誤密碼後我們可能暫時鎖定帳號。

## 四、合理使用

請勿濫用帳戶中心：不得嘗試存取他人帳號、對我們的系統造成過載或進行探測，亦不得自動大量註冊帳號。

## 五、協議變更

我們可能更新本協議。更新時我們會發布註明日期的新版本，並在您下次登入時請您同意。如您不同意，可以登出並停止使用帳號。

## 六、帳號終止

您可以隨時停止使用帳號。對於違反本協議的帳號，我們可能暫停其使用，並在法律允許的範圍內告知原因。

## 七、責任

我們以合理的注意提供帳戶中心。本協議不限制您依所在國家或地區消費者保護法律所享有的權利。

## 八、聯絡我們

如對本協議有任何疑問，請透過{brand} App 中的聯絡方式與{brand}客戶服務聯繫。$text$),
('privacy-policy', 1, 'zh-TW', '{brand}隱私權政策', $text$## 一、我們是誰

{brand}負責處理帳戶中心中的個人資料。本政策說明我們蒐集哪些資料、蒐集的原因以及您享有的權利。

## 二、我們蒐集的資料

您的電子郵件地址或手機號碼、密碼（僅以加鹽雜湊形式儲存）、國家或地區、出生日期、偏好語言、我們為帳號指派的產品 ID，以及登入的技術紀錄，例如時間、IP 位址與裝置語言。

## 三、我們如何使用

用於建立並保護您的帳號、讓您登入、傳送驗證碼與帳號通知、確認最低年齡，以及防止帳戶中心遭到濫用。

## 四、處理依據

我們處理您的資料是為了履行與您的協議、遵守法律義務，並基於維護帳號安全的正當利益而採取安全措施。

## 五、保存期間

帳號資料在帳號存續期間保存。登入與安全紀錄僅在安全所需的期間內保存；驗證碼於數分鐘內失效。

## 六、分享

我們不會出售您的資料。為我們傳送電子郵件與簡訊或代管伺服器的服務供應商，依合約代表我們處理這些資料。僅在法律要求時，我們才會向主管機關揭露資料。

## 七、您的權利

您可以要求查閱、更正或刪除您的資料，反對資料的處理，並以可攜格式取得資料。您也可以向資料保護主管機關提出申訴。

## 八、變更

當我們變更本政策時，會發布註明日期的新版本，並在您下次登入時請您同意。$text$),
('product-service-agreement', 1, 'zh-TW', '{brand}產品服務協議', $text$## 一、適用範圍

本協議適用於{brand}智慧裝置（例如掃地機器人），以及連接這些裝置的線上服務：App、遠端控制、地圖、排程與韌體更新。

## 二、連網服務

部分功能需要網際網路連線及您的{brand}帳號。我們以合理的注意提供這些服務，但無法保證服務永不中斷，例如維護期間。

## 三、韌體與 App 更新

我們提供修正錯誤、提升安全性或新增功能的更新。安全性更新可能會自動安裝。

## 四、裝置資料

為提供連網功能，您的裝置會將其狀態、錯誤報告等資料傳送給我們；若您使用地圖功能，也會傳送其建立的平面圖。我們依{brand}隱私權政策所述處理這些資料。

## 五、您的責任

請依使用手冊使用裝置、保持裝置與 App 為最新版本，且不得干擾其軟體或我們的服務。

## 六、保固

本協議不影響您的法定權利，也不影響裝置隨附的保固條款。

## 七、變更

我們可能更新本協議；新版本將註明日期發布。$text$),
('user-agreement', 1, 'zh-HK', '{brand}用戶協議', $text$## 一、關於本協議

本協議適用於你的{brand}帳戶以及帳戶中心（你註冊、登入及管理帳戶的網站）。你在註冊或登入時勾選同意方塊，即表示接受本協議。

## 二、你的帳戶

註冊時你須提供真實資料並隨時更新。你須達到所在國家或地區規定的註冊年齡。一個帳戶僅屬於一個人，請勿與他人共用。

## 三、帳戶安全

請設定一組未在其他地方使用的密碼並妥善保管。如懷疑他人使用了你的帳戶，請立即通知我們。為保護你的帳戶，多次輸入錯誤密碼後我們可能暫時鎖定帳戶。

## 四、合理使用

請勿濫用帳戶中心：不得嘗試存取他人帳戶、對我們的系統造成過載或進行探測，亦不得自動大量註冊帳戶。

## 五、協議變更

我們可能更新本協議。更新時我們會發布註明日期的新版本，並在你下次登入時請你同意。如你不同意，可以登出並停止使用帳戶。

## 六、帳戶終止

你可以隨時停止使用帳戶。對於違反本協議的帳戶，我們可能暫停其使用，並在法律允許的範圍內告知原因。

## 七、責任

我們以合理的注意提供帳戶中心。本協議不限制你依所在國家或地區消費者保護法律所享有的權利。

## 八、聯絡我們

如對本協議有任何疑問，請透過{brand} App 中的聯絡方式與{brand}客戶服務聯繫。$text$),
('privacy-policy', 1, 'zh-HK', '{brand}私隱政策', $text$## 一、我們是誰

{brand}負責處理帳戶中心中的個人資料。本政策說明我們蒐集哪些資料、蒐集的原因以及你享有的權利。

## 二、我們蒐集的資料

你的電子郵件地址或手機號碼、密碼（僅以加鹽雜湊形式儲存）、國家或地區、出生日期、偏好語言、我們為帳戶指派的產品 ID，以及登入的技術紀錄，例如時間、IP 位址與裝置語言。

## 三、我們如何使用

用於建立並保護你的帳戶、讓你登入、傳送驗證碼與帳戶通知、確認最低年齡，以及防止帳戶中心遭到濫用。

## 四、處理依據

我們處理你的資料是為了履行與你的協議、遵守法律義務，並基於維護帳戶安全的正當利益而採取安全措施。

## 五、保存期間

帳戶資料在帳戶存續期間保存。登入與安全紀錄僅在安全所需的期間內保存；驗證碼於數分鐘內失效。

## 六、分享

我們不會出售你的資料。為我們傳送電子郵件與短訊或代管伺服器的服務供應商，依合約代表我們處理這些資料。僅在法律要求時，我們才會向主管機關揭露資料。

## 七、你的權利

你可以要求查閱、更正或刪除你的資料，反對資料的處理，並以可攜格式取得資料。你也可以向資料保護主管機關提出申訴。

## 八、變更

當我們變更本政策時，會發布註明日期的新版本，並在你下次登入時請你同意。$text$),
('product-service-agreement', 1, 'zh-HK', '{brand}產品服務協議', $text$## 一、適用範圍

本協議適用於{brand}智慧裝置（例如掃地機器人），以及連接這些裝置的線上服務：App、遠端控制、地圖、排程與韌體更新。

## 二、連網服務

部分功能需要互聯網連線及你的{brand}帳戶。我們以合理的注意提供這些服務，但無法保證服務永不中斷，例如維護期間。

## 三、韌體與 App 更新

我們提供修正錯誤、提升安全性或新增功能的更新。安全性更新可能會自動安裝。

## 四、裝置資料

為提供連網功能，你的裝置會將其狀態、錯誤報告等資料傳送給我們；若你使用地圖功能，也會傳送其建立的平面圖。我們依{brand}私隱政策所述處理這些資料。

## 五、你的責任

請依使用手冊使用裝置、保持裝置與 App 為最新版本，且不得干擾其軟體或我們的服務。

## 六、保固

本協議不影響你的法定權利，也不影響裝置隨附的保固條款。

## 七、變更

我們可能更新本協議；新版本將註明日期發布。$text$),
('user-agreement', 1, 'ja', '{brand} 利用規約', $text$## 1. 本規約について

本規約は、お客様の{brand}アカウントと、登録・ログイン・アカウント管理を行うウェブサイトであるアカウントセンターに適用されます。登録またはログインの際に同意欄にチェックを入れることで、本規約に同意したものとみなされます。

## 2. お客様のアカウント

登録時には正確な情報を入力し、常に最新の状態に保ってください。お住まいの国または地域で登録が認められる年齢に達している必要があります。アカウントはお一人につき一つです。他の人と共有しないでください。

## 3. アカウントの安全

他のサービスで使用していないパスワードを設定し、秘密にしてください。第三者にアカウントを使用されたおそれがある場合は、直ちにご連絡ください。アカウント保護のため、誤ったパスワードが繰り返し入力された場合、一定時間アカウントをロックすることがあります。

## 4. 禁止事項

アカウントセンターを不正に利用しないでください。他人のアカウントへのアクセスの試み、当社システムへの過剰な負荷や探索、アカウントの自動登録は禁止です。

## 5. 本規約の変更

当社は本規約を改定することがあります。その場合、日付を記した新しい版を公開し、次回ログイン時に同意をお願いします。同意されない場合は、ログアウトしてアカウントの利用を停止できます。

## 6. アカウントの終了

お客様はいつでもアカウントの利用をやめることができます。本規約に違反したアカウントは利用を停止することがあり、法律で認められる範囲でその理由をお知らせします。

## 7. 責任

当社は合理的な注意をもってアカウントセンターを提供します。本規約は、お住まいの国または地域の消費者保護法に基づくお客様の権利を制限するものではありません。

## 8. お問い合わせ

本規約に関するご質問は、{brand}アプリのお問い合わせ窓口から{brand}カスタマーサービスまでお寄せください。$text$),
('privacy-policy', 1, 'ja', '{brand} プライバシーポリシー', $text$## 1. 当社について

アカウントセンターで取り扱う個人データについては{brand}が責任を負います。本ポリシーでは、収集する情報、その目的、お客様の権利について説明します。

## 2. 収集する情報

メールアドレスまたは電話番号、パスワード（ソルト付きハッシュとしてのみ保存）、国または地域、生年月日、使用言語、アカウントに付与する製品 ID、ならびにログイン時刻、IP アドレス、端末の言語などのログインに関する技術的な記録。

## 3. 利用目的

アカウントの作成と保護、ログイン、認証コードやアカウントに関するお知らせの送信、最低年齢の確認、アカウントセンターの不正利用の防止のために利用します。

## 4. 法的根拠

お客様との契約の履行および法的義務の遵守のために、またセキュリティ対策についてはアカウントを安全に保つという当社の正当な利益に基づいて、お客様のデータを処理します。

## 5. 保存期間

アカウント情報はアカウントが存在する間保存します。ログインおよびセキュリティの記録はセキュリティ上必要な期間のみ保存し、認証コードは数分で無効になります。

## 6. 第三者への提供

当社がお客様のデータを販売することはありません。メールや SMS の送信、サーバーのホスティングを行う委託先は、契約に基づき当社のためにデータを取り扱います。法令に基づく場合を除き、官公庁にデータを開示することはありません。

## 7. お客様の権利

お客様は、ご自身のデータの開示、訂正、削除を求め、その処理に異議を述べ、持ち運び可能な形式で受け取ることができます。また、データ保護機関に苦情を申し立てることもできます。

## 8. 変更

本ポリシーを変更する場合は、日付を記した新しい版を公開し、次回ログイン時に同意をお願いします。$text$),
('product-service-agreement', 1, 'ja', '{brand} 製品サービス規約', $text$## 1. 適用範囲

本規約は、ロボット掃除機などの{brand}スマートデバイスと、それらをつなぐオンラインサービス（アプリ、リモート操作、マップ、スケジュール、ファームウェア更新）に適用されます。

## 2. コネクテッドサービス

一部の機能にはインターネット接続と{brand}アカウントが必要です。当社は合理的な注意をもってこれらのサービスを運営しますが、メンテナンス中など、サービスが中断しないことを保証するものではありません。

## 3. ファームウェアとアプリの更新

不具合の修正、セキュリティの向上、機能の追加を行う更新を提供します。セキュリティ更新は自動的にインストールされる場合があります。

## 4. デバイスのデータ

コネクテッド機能を提供するため、デバイスは状態、エラーレポート、またマップ機能をご利用の場合は作成した間取り図などのデータを当社に送信します。これらのデータは{brand}プライバシーポリシーに従って取り扱います。

## 5. お客様の責任

取扱説明書に従ってデバイスを使用し、デバイスとアプリを最新の状態に保ち、ソフトウェアや当社のサービスに干渉しないでください。

## 6. 保証

本規約は、お客様の法律上の権利およびデバイスに付属する保証条件に影響を与えません。

## 7. 変更

当社は本規約を改定することがあります。新しい版は日付を記して公開します。$text$),
('user-agreement', 1, 'ko', '{brand} 이용약관', $text$## 1. 본 약관에 관하여

본 약관은 회원님의 {brand} 계정과, 가입·로그인·계정 관리를 하는 웹사이트인 계정 센터에 적용됩니다. 가입하거나 로그인할 때 동의 확인란을 선택하면 본 약관에 동의하는 것입니다.

## 2. 회원님의 계정

가입할 때 사실대로 정보를 입력하고 최신 상태로 유지해야 합니다. 거주하는 국가 또는 지역에서 가입할 수 있는 나이여야 합니다. 계정은 한 사람에게 속하므로 다른 사람과 공유하지 마세요.

## 3. 계정 보안

다른 곳에서 사용하지 않는 비밀번호를 정하고 비밀로 유지하세요. 다른 사람이 계정을 사용했다고 생각되면 즉시 알려 주세요. 계정 보호를 위해 잘못된 비밀번호가 반복해서 입력되면 일정 시간 계정을 잠글 수 있습니다.

## 4. 허용되는 이용

계정 센터를 악용하지 마세요. 다른 사람의 계정에 접근하거나, 당사 시스템에 과부하를 주거나 탐색하거나, 계정을 자동으로 생성하려고 해서는 안 됩니다.

## 5. 약관 변경

당사는 본 약관을 변경할 수 있습니다. 변경 시 날짜가 표시된 새 버전을 게시하고 다음 로그인 때 동의를 요청합니다. 동의하지 않으면 로그아웃하고 계정 사용을 중단할 수 있습니다.

## 6. 계정 종료

회원님은 언제든지 계정 사용을 중단할 수 있습니다. 당사는 본 약관을 위반한 계정을 정지할 수 있으며, 법이 허용하는 범위에서 그 이유를 알려 드립니다.

## 7. 책임

당사는 합리적인 주의를 기울여 계정 센터를 제공합니다. 본 약관의 어떠한 내용도 거주 국가 또는 지역의 소비자 보호법에 따른 회원님의 권리를 제한하지 않습니다.

## 8. 문의

본 약관에 관한 문의는 {brand} 앱의 문의 채널을 통해 {brand} 고객 서비스로 보내 주세요.$text$),
('privacy-policy', 1, 'ko', '{brand} 개인정보 처리방침', $text$## 1. 당사 소개

{brand}는 계정 센터에서 처리되는 개인정보에 대한 책임을 집니다. 본 방침은 당사가 어떤 정보를 왜 수집하는지, 회원님에게 어떤 권리가 있는지 설명합니다.

## 2. 수집하는 정보

이메일 주소 또는 전화번호, 비밀번호(솔트를 적용한 해시로만 저장), 국가 또는 지역, 생년월일, 선호 언어, 계정에 부여하는 제품 ID, 그리고 시간, IP 주소, 기기 언어 등 로그인에 관한 기술 기록.

## 3. 이용 목적

계정을 만들고 보호하며, 로그인을 처리하고, 인증번호와 계정 관련 알림을 보내고, 최소 연령을 확인하며, 계정 센터의 악용을 막기 위해 이용합니다.

## 4. 법적 근거

회원님과의 계약을 이행하고 법적 의무를 준수하기 위해, 그리고 보안 조치의 경우 계정을 안전하게 지키려는 당사의 정당한 이익에 근거하여 정보를 처리합니다.

## 5. 보관 기간

계정 정보는 계정이 존재하는 동안 보관합니다. 로그인 및 보안 기록은 보안에 필요한 기간 동안만 보관하며, 인증번호는 몇 분 안에 만료됩니다.

## 6. 제공

당사는 회원님의 정보를 판매하지 않습니다. 이메일과 문자 메시지를 발송하거나 서버를 호스팅하는 서비스 제공업체는 계약에 따라 당사를 대신하여 정보를 처리합니다. 법률이 요구하는 경우에만 관계 당국에 정보를 제공합니다.

## 7. 회원님의 권리

회원님은 자신의 정보에 대한 열람, 정정 또는 삭제를 요청하고, 처리에 이의를 제기하며, 이동 가능한 형식으로 받을 수 있습니다. 또한 개인정보 보호 감독기관에 민원을 제기할 수 있습니다.

## 8. 변경

본 방침을 변경할 때는 날짜가 표시된 새 버전을 게시하고 다음 로그인 때 동의를 요청합니다.$text$),
('product-service-agreement', 1, 'ko', '{brand} 제품 서비스 약관', $text$## 1. 적용 범위

본 약관은 로봇청소기 등 {brand} 스마트 기기와 이를 연결하는 온라인 서비스(앱, 원격 제어, 지도, 예약, 펌웨어 업데이트)에 적용됩니다.

## 2. 연결 서비스

일부 기능에는 인터넷 연결과 {brand} 계정이 필요합니다. 당사는 합리적인 주의를 기울여 이 서비스를 운영하지만, 유지보수 중과 같이 서비스가 중단되지 않는다고 보장할 수는 없습니다.

## 3. 펌웨어 및 앱 업데이트

당사는 오류를 수정하거나 보안을 강화하거나 기능을 추가하는 업데이트를 제공합니다. 보안 업데이트는 자동으로 설치될 수 있습니다.

## 4. 기기 데이터

연결 기능을 제공하기 위해 기기는 상태, 오류 보고서, 그리고 지도 기능을 사용하는 경우 기기가 만든 평면도 등의 데이터를 당사에 보냅니다. 당사는 이 데이터를 {brand} 개인정보 처리방침에 따라 처리합니다.

## 5. 회원님의 책임

사용 설명서에 따라 기기를 사용하고, 기기와 앱을 최신 상태로 유지하며, 기기의 소프트웨어나 당사 서비스에 간섭하지 마세요.

## 6. 보증

본 약관은 회원님의 법적 권리와 기기에 포함된 보증 조건에 영향을 주지 않습니다.

## 7. 변경

당사는 본 약관을 변경할 수 있으며, 새 버전은 날짜와 함께 게시됩니다.$text$),
('user-agreement', 1, 'pt', 'Contrato de utilizador {brand}', $text$## 1. Sobre este contrato

Este contrato rege a sua conta {brand} e o centro de conta, o site onde se regista, inicia sessão e gere a sua conta. Ao assinalar a caixa de aceitação quando se regista ou inicia sessão, aceita-o.

## 2. A sua conta

Deve fornecer informações verdadeiras ao registar-se e mantê-las atualizadas. Deve ter a idade exigida para se registar no seu país ou região. Uma conta pertence a uma só pessoa; não a partilhe.

## 3. Segurança da conta

Escolha uma palavra-passe que não utilize em mais lado nenhum e mantenha-a secreta. Informe-nos de imediato se achar que outra pessoa utilizou a sua conta. Para proteger a sua conta, podemos bloqueá-la durante algum tempo após várias palavras-passe erradas.

## 4. Utilização aceitável

Não utilize indevidamente o centro de conta: não tente aceder a contas de outras pessoas, sobrecarregar ou sondar os nossos sistemas nem registar contas de forma automatizada.

## 5. Alterações a este contrato

Podemos atualizar este contrato. Quando o fizermos, publicamos uma nova versão com a respetiva data e pedimos-lhe que a aceite no próximo início de sessão. Se não a aceitar, pode terminar sessão e deixar de utilizar a sua conta.

## 6. Fim da conta

Pode deixar de utilizar a sua conta a qualquer momento. Podemos suspender uma conta que viole este contrato, indicando-lhe o motivo quando a lei o permitir.

## 7. Responsabilidade

Prestamos o centro de conta com um cuidado razoável. Nada neste contrato limita os direitos que lhe são conferidos pela legislação de defesa do consumidor do seu país ou região.

## 8. Contacto

Envie as suas questões sobre este contrato ao serviço de apoio ao cliente {brand} através das opções de contacto da app {brand}.$text$),
('privacy-policy', 1, 'pt', 'Política de privacidade {brand}', $text$## 1. Quem somos

A {brand} é responsável pelos dados pessoais tratados no centro de conta. Esta política explica que dados recolhemos, porquê e que direitos tem.

## 2. O que recolhemos

O seu endereço de e-mail ou número de telefone, a sua palavra-passe (guardada apenas como hash com sal), o seu país ou região, a sua data de nascimento, o seu idioma preferido, o ID de produto atribuído à sua conta e registos técnicos dos inícios de sessão, como a hora, o endereço IP e o idioma do dispositivo.

## 3. Para que os utilizamos

Para criar e proteger a sua conta, iniciar a sua sessão, enviar-lhe códigos de verificação e avisos sobre a conta, verificar a idade mínima e proteger o centro de conta contra utilizações indevidas.

## 4. Fundamento jurídico

Tratamos os seus dados para executar o contrato consigo, cumprir obrigações legais e, quanto às medidas de segurança, com base no nosso interesse legítimo em manter as contas seguras.

## 5. Durante quanto tempo os conservamos

Conservamos os dados da conta enquanto esta existir. Os registos de início de sessão e de segurança são conservados apenas pelo tempo que a segurança exige; os códigos de verificação expiram em poucos minutos.

## 6. Partilha

Não vendemos os seus dados. Os prestadores de serviços que enviam os nossos e-mails e SMS ou alojam os nossos servidores tratam-nos por nossa conta e ao abrigo de contrato. Só divulgamos dados às autoridades quando a lei o exige.

## 7. Os seus direitos

Pode pedir o acesso, a retificação ou o apagamento dos seus dados, opor-se ao seu tratamento e recebê-los num formato portável. Pode também apresentar reclamação à autoridade de proteção de dados.

## 8. Alterações

Quando alterarmos esta política, publicamos uma nova versão com a respetiva data e pedimos-lhe que a aceite no próximo início de sessão.$text$),
('product-service-agreement', 1, 'pt', 'Contrato de serviço do produto {brand}', $text$## 1. Âmbito

Este contrato aplica-se aos dispositivos inteligentes {brand}, como os robôs aspiradores, e aos serviços online que os ligam: a app, o controlo remoto, os mapas, os agendamentos e as atualizações de firmware.

## 2. Serviços ligados

Algumas funcionalidades precisam de ligação à internet e da sua conta {brand}. Prestamos estes serviços com um cuidado razoável, mas não podemos garantir que nunca sejam interrompidos, por exemplo durante a manutenção.

## 3. Atualizações de firmware e da app

Disponibilizamos atualizações que corrigem falhas, melhoram a segurança ou acrescentam funcionalidades. As atualizações de segurança podem ser instaladas automaticamente.

## 4. Dados do dispositivo

Para disponibilizar as funcionalidades ligadas, o seu dispositivo envia-nos dados como o seu estado, relatórios de erros e, se utilizar mapas, a planta que cria. Tratamos estes dados conforme descrito na Política de privacidade {brand}.

## 5. As suas responsabilidades

Utilize o dispositivo conforme descrito no manual, mantenha o dispositivo e a app atualizados e não interfira com o respetivo software nem com os nossos serviços.

## 6. Garantia

Este contrato não afeta os seus direitos legais nem as condições de garantia fornecidas com o dispositivo.

## 7. Alterações

Podemos atualizar este contrato; cada nova versão é publicada com a respetiva data.$text$),
('user-agreement', 1, 'uk', 'Угода користувача {brand}', $text$## 1. Про цю угоду

Ця угода регулює користування вашим обліковим записом {brand} і центром облікового запису — сайтом, на якому ви реєструєтеся, входите та керуєте обліковим записом. Позначаючи прапорець згоди під час реєстрації чи входу, ви приймаєте угоду.

## 2. Ваш обліковий запис

Під час реєстрації ви маєте надавати правдиві відомості й підтримувати їх актуальними. Ви маєте досягти віку, з якого реєстрація дозволена у вашій країні чи регіоні. Обліковий запис належить одній особі; не передавайте його іншим.

## 3. Безпека облікового запису

Виберіть пароль, який більше ніде не використовуєте, і тримайте його в таємниці. Негайно повідомте нас, якщо вважаєте, що вашим обліковим записом скористався хтось інший. Щоб захистити обліковий запис, ми можемо тимчасово заблокувати його після кількох неправильних паролів.

## 4. Допустиме використання

Не зловживайте центром облікового запису: не намагайтеся отримати доступ до чужих облікових записів, перевантажувати чи зондувати наші системи або автоматично реєструвати облікові записи.

## 5. Зміни угоди

Ми можемо оновлювати цю угоду. У такому разі ми публікуємо нову версію з датою і просимо вас прийняти її під час наступного входу. Якщо ви її не приймете, ви можете вийти й припинити користуватися обліковим записом.

## 6. Припинення користування

Ви можете припинити користуватися обліковим записом будь-коли. Ми можемо призупинити обліковий запис, що порушує цю угоду, і повідомити вам причину, якщо це дозволяє закон.

## 7. Відповідальність

Ми надаємо центр облікового запису з розумною дбайливістю. Ніщо в цій угоді не обмежує ваших прав за законодавством про захист прав споживачів вашої країни чи регіону.

## 8. Контакти

Питання щодо цієї угоди надсилайте до служби підтримки {brand} через контактні засоби застосунку {brand}.$text$),
('privacy-policy', 1, 'uk', 'Політика конфіденційності {brand}', $text$## 1. Хто ми

{brand} відповідає за персональні дані, що обробляються в центрі облікового запису. Ця політика пояснює, які дані ми збираємо, навіщо і які права ви маєте.

## 2. Які дані ми збираємо

Вашу адресу електронної пошти або номер телефону, пароль (зберігається лише як хеш із сіллю), країну чи регіон, дату народження, бажану мову, ідентифікатор продукту, призначений обліковому запису, а також технічні записи про входи: час, IP-адресу та мову пристрою.

## 3. Навіщо ми їх використовуємо

Щоб створити й захистити ваш обліковий запис, виконати вхід, надсилати вам коди підтвердження та сповіщення про обліковий запис, перевіряти мінімальний вік і захищати центр облікового запису від зловживань.

## 4. Правова підстава

Ми обробляємо ваші дані для виконання угоди з вами, виконання юридичних обов'язків, а щодо заходів безпеки — на підставі нашого законного інтересу тримати облікові записи в безпеці.

## 5. Строки зберігання

Дані облікового запису зберігаються, доки існує обліковий запис. Записи про входи й події безпеки зберігаються лише стільки, скільки вимагає безпека; коди підтвердження діють кілька хвилин.

## 6. Передавання даних

Ми не продаємо ваших даних. Постачальники послуг, які надсилають наші листи та SMS або розміщують наші сервери, обробляють їх за нашим дорученням і на підставі договору. Органам влади ми розкриваємо дані лише тоді, коли цього вимагає закон.

## 7. Ваші права

Ви можете вимагати доступу до своїх даних, їх виправлення чи видалення, заперечити проти їх обробки та отримати їх у переносному форматі. Ви також можете подати скаргу до органу із захисту персональних даних.

## 8. Зміни

Змінюючи цю політику, ми публікуємо нову версію з датою і просимо вас прийняти її під час наступного входу.$text$),
('product-service-agreement', 1, 'uk', 'Угода про обслуговування продуктів {brand}', $text$## 1. Сфера дії

Ця угода поширюється на розумні пристрої {brand}, як-от роботи-пилососи, та на онлайн-сервіси, що їх поєднують: застосунок, дистанційне керування, карти, розклади й оновлення мікропрограми.

## 2. Під'єднані сервіси

Деякі функції потребують підключення до інтернету та облікового запису {brand}. Ми забезпечуємо роботу цих сервісів з розумною дбайливістю, але не можемо гарантувати, що вони ніколи не перериватимуться, наприклад під час технічного обслуговування.

## 3. Оновлення мікропрограми та застосунку

Ми випускаємо оновлення, які усувають несправності, підвищують безпеку або додають функції. Оновлення безпеки можуть встановлюватися автоматично.

## 4. Дані пристрою

Для роботи під'єднаних функцій пристрій надсилає нам такі дані, як його стан, звіти про помилки та, якщо ви користуєтеся картами, створений ним план приміщення. Ми поводимося з цими даними так, як описано в Політиці конфіденційності {brand}.

## 5. Ваші обов'язки

Користуйтеся пристроєм відповідно до посібника, своєчасно оновлюйте пристрій і застосунок і не втручайтеся в його програмне забезпечення та наші сервіси.

## 6. Гарантія

Ця угода не впливає на ваші права, передбачені законом, і на умови гарантії, що додаються до пристрою.

## 7. Зміни

Ми можемо оновлювати цю угоду; нова версія публікується із зазначенням дати.$text$),
('user-agreement', 1, 'nb', '{brand} brukeravtale', $text$## 1. Om denne avtalen

Denne avtalen gjelder {brand}-kontoen din og kontosenteret, nettstedet der du registrerer deg, logger på og administrerer kontoen. Ved å krysse av i samtykkeboksen når du registrerer deg eller logger på, godtar du den.

## 2. Kontoen din

Du må oppgi riktige opplysninger når du registrerer deg, og holde dem oppdatert. Du må ha nådd alderen som kreves for å registrere deg i landet eller regionen din. En konto tilhører én person; ikke del den.

## 3. Hold kontoen din trygg

Velg et passord du ikke bruker noe annet sted, og hold det hemmelig. Si fra til oss med en gang hvis du tror noen andre har brukt kontoen din. For å beskytte kontoen kan vi sperre den en stund etter gjentatte feil passord.

## 4. Akseptabel bruk

Ikke misbruk kontosenteret: ikke prøv å komme inn på andres kontoer, overbelaste eller undersøke systemene våre eller opprette kontoer automatisk.

## 5. Endringer i avtalen

Vi kan oppdatere denne avtalen. Da publiserer vi en ny versjon med dato og ber deg godta den neste gang du logger på. Hvis du ikke godtar den, kan du logge av og slutte å bruke kontoen.

## 6. Avslutning

Du kan slutte å bruke kontoen når som helst. Vi kan stenge en konto som bryter denne avtalen, og oppgi grunnen når loven tillater det.

## 7. Ansvar

Vi leverer kontosenteret med rimelig aktsomhet. Ingenting i denne avtalen begrenser rettighetene du har etter forbrukerlovgivningen i landet eller regionen din.

## 8. Kontakt

Send spørsmål om denne avtalen til {brand}s kundeservice via kontaktmulighetene i {brand}-appen.$text$),
('privacy-policy', 1, 'nb', '{brand} personvernerklæring', $text$## 1. Hvem vi er

{brand} er ansvarlig for personopplysningene som behandles i kontosenteret. Denne erklæringen forklarer hva vi samler inn, hvorfor, og hvilke rettigheter du har.

## 2. Hva vi samler inn

E-postadressen eller telefonnummeret ditt, passordet ditt (lagret bare som saltet hash), land eller region, fødselsdato, foretrukket språk, produkt-ID-en vi gir kontoen din, og tekniske logger over pålogginger, som tidspunkt, IP-adresse og enhetens språk.

## 3. Hvorfor vi bruker det

For å opprette og beskytte kontoen din, logge deg på, sende deg bekreftelseskoder og varsler om kontoen, kontrollere minstealderen og beskytte kontosenteret mot misbruk.

## 4. Rettslig grunnlag

Vi behandler opplysningene dine for å oppfylle avtalen med deg, for å oppfylle rettslige forpliktelser og, for sikkerhetstiltak, på grunnlag av vår berettigede interesse i å holde kontoer trygge.

## 5. Hvor lenge vi lagrer det

Vi lagrer kontoopplysninger så lenge kontoen finnes. Påloggings- og sikkerhetslogger lagres bare så lenge sikkerheten krever det; bekreftelseskoder utløper i løpet av minutter.

## 6. Deling

Vi selger ikke opplysningene dine. Tjenesteleverandører som sender e-post og SMS for oss eller drifter serverne våre, behandler dem på våre vegne og etter avtale. Vi utleverer opplysninger til myndigheter bare når loven krever det.

## 7. Rettighetene dine

Du kan be om innsyn i, retting eller sletting av opplysningene dine, protestere mot behandlingen og få dem utlevert i et flyttbart format. Du kan også klage til datatilsynsmyndigheten.

## 8. Endringer

Når vi endrer denne erklæringen, publiserer vi en ny versjon med dato og ber deg godta den neste gang du logger på.$text$),
('product-service-agreement', 1, 'nb', '{brand} produkttjenesteavtale', $text$## 1. Omfang

Denne avtalen gjelder smarte enheter fra {brand}, for eksempel robotstøvsugere, og nettjenestene som kobler dem sammen: appen, fjernstyring, kart, tidsplaner og fastvareoppdateringer.

## 2. Tilkoblede tjenester

Noen funksjoner krever internettilkobling og {brand}-kontoen din. Vi driver disse tjenestene med rimelig aktsomhet, men kan ikke love at de aldri blir avbrutt, for eksempel under vedlikehold.

## 3. Fastvare- og appoppdateringer

Vi leverer oppdateringer som retter feil, bedrer sikkerheten eller legger til funksjoner. Sikkerhetsoppdateringer kan installeres automatisk.

## 4. Enhetsdata

For å levere tilkoblede funksjoner sender enheten oss data som status, feilrapporter og, hvis du bruker kart, plantegningen den lager. Vi behandler disse dataene slik {brand}s personvernerklæring beskriver.

## 5. Ditt ansvar

Bruk enheten slik bruksanvisningen beskriver, hold enheten og appen oppdatert, og ikke grip inn i programvaren eller tjenestene våre.

## 6. Garanti

Denne avtalen påvirker ikke dine lovfestede rettigheter eller garantivilkårene som følger med enheten.

## 7. Endringer

Vi kan oppdatere denne avtalen; en ny versjon publiseres med dato.$text$),
('user-agreement', 1, 'sv', '{brand} användaravtal', $text$## 1. Om detta avtal

Detta avtal gäller ditt {brand}-konto och kontocentret, webbplatsen där du registrerar dig, loggar in och hanterar ditt konto. Genom att kryssa i rutan för godkännande när du registrerar dig eller loggar in godkänner du avtalet.

## 2. Ditt konto

Du måste lämna korrekta uppgifter när du registrerar dig och hålla dem aktuella. Du måste ha uppnått den ålder som krävs för att registrera dig i ditt land eller din region. Ett konto tillhör en person; dela det inte.

## 3. Skydda ditt konto

Välj ett lösenord som du inte använder någon annanstans och håll det hemligt. Meddela oss genast om du tror att någon annan har använt ditt konto. För att skydda kontot kan vi spärra det en stund efter upprepade felaktiga lösenord.

## 4. Godtagbar användning

Missbruka inte kontocentret: försök inte komma åt andras konton, överbelasta eller undersöka våra system eller skapa konton automatiskt.

## 5. Ändringar av avtalet

Vi kan uppdatera detta avtal. Då publicerar vi en ny version med datum och ber dig godkänna den nästa gång du loggar in. Om du inte godkänner den kan du logga ut och sluta använda kontot.

## 6. Avslut

Du kan när som helst sluta använda ditt konto. Vi kan stänga av ett konto som bryter mot avtalet och ange skälet när lagen tillåter det.

## 7. Ansvar

Vi tillhandahåller kontocentret med rimlig omsorg. Inget i detta avtal begränsar de rättigheter du har enligt konsumentlagstiftningen i ditt land eller din region.

## 8. Kontakt

Skicka frågor om avtalet till {brand}s kundtjänst via kontaktalternativen i {brand}-appen.$text$),
('privacy-policy', 1, 'sv', '{brand} integritetspolicy', $text$## 1. Vilka vi är

{brand} ansvarar för de personuppgifter som behandlas i kontocentret. Denna policy förklarar vad vi samlar in, varför och vilka rättigheter du har.

## 2. Vad vi samlar in

Din e-postadress eller ditt telefonnummer, ditt lösenord (sparas endast som saltad hash), ditt land eller din region, ditt födelsedatum, ditt föredragna språk, det produkt-ID vi ger ditt konto samt tekniska loggar över inloggningar, till exempel tid, IP-adress och enhetens språk.

## 3. Varför vi använder dem

För att skapa och skydda ditt konto, logga in dig, skicka verifieringskoder och meddelanden om kontot, kontrollera minimiåldern och skydda kontocentret mot missbruk.

## 4. Rättslig grund

Vi behandlar dina uppgifter för att fullgöra vårt avtal med dig, för att uppfylla rättsliga förpliktelser och, när det gäller säkerhetsåtgärder, med stöd av vårt berättigade intresse av att hålla kontona säkra.

## 5. Hur länge vi sparar dem

Vi sparar kontouppgifter så länge kontot finns. Inloggnings- och säkerhetsloggar sparas bara så länge säkerheten kräver; verifieringskoder upphör att gälla inom några minuter.

## 6. Delning

Vi säljer inte dina uppgifter. Tjänsteleverantörer som skickar e-post och sms åt oss eller driftar våra servrar behandlar dem för vår räkning och enligt avtal. Vi lämnar ut uppgifter till myndigheter endast när lagen kräver det.

## 7. Dina rättigheter

Du kan begära tillgång till, rättelse eller radering av dina uppgifter, invända mot behandlingen och få dem i ett överförbart format. Du kan också klaga hos dataskyddsmyndigheten.

## 8. Ändringar

När vi ändrar denna policy publicerar vi en ny version med datum och ber dig godkänna den nästa gång du loggar in.$text$),
('product-service-agreement', 1, 'sv', '{brand} produkttjänstavtal', $text$## 1. Tillämpningsområde

Detta avtal gäller smarta enheter från {brand}, till exempel robotdammsugare, och de onlinetjänster som kopplar samman dem: appen, fjärrstyrning, kartor, scheman och firmwareuppdateringar.

## 2. Anslutna tjänster

Vissa funktioner kräver internetanslutning och ditt {brand}-konto. Vi driver dessa tjänster med rimlig omsorg men kan inte lova att de aldrig avbryts, till exempel vid underhåll.

## 3. Firmware- och appuppdateringar

Vi tillhandahåller uppdateringar som rättar fel, förbättrar säkerheten eller lägger till funktioner. Säkerhetsuppdateringar kan installeras automatiskt.

## 4. Enhetsdata

För att tillhandahålla anslutna funktioner skickar enheten data till oss, till exempel status, felrapporter och, om du använder kartor, den planritning den skapar. Vi hanterar dessa data enligt {brand}s integritetspolicy.

## 5. Ditt ansvar

Använd enheten enligt bruksanvisningen, håll enheten och appen uppdaterade och ingrip inte i dess programvara eller våra tjänster.

## 6. Garanti

Detta avtal påverkar inte dina lagstadgade rättigheter eller de garantivillkor som följer med enheten.

## 7. Ändringar

Vi kan uppdatera detta avtal; en ny version publiceras med datum.$text$),
('user-agreement', 1, 'da', '{brand} brugeraftale', $text$## 1. Om denne aftale

Denne aftale gælder din {brand}-konto og kontocentret, det websted, hvor du opretter dig, logger ind og administrerer din konto. Ved at sætte kryds i samtykkefeltet, når du opretter dig eller logger ind, accepterer du aftalen.

## 2. Din konto

Du skal give korrekte oplysninger, når du opretter dig, og holde dem opdaterede. Du skal have den alder, der kræves for at oprette dig i dit land eller din region. En konto tilhører én person; del den ikke.

## 3. Beskyt din konto

Vælg en adgangskode, som du ikke bruger andre steder, og hold den hemmelig. Giv os straks besked, hvis du tror, at en anden har brugt din konto. For at beskytte kontoen kan vi spærre den i et stykke tid efter gentagne forkerte adgangskoder.

## 4. Acceptabel brug

Misbrug ikke kontocentret: forsøg ikke at få adgang til andres konti, overbelaste eller undersøge vores systemer eller oprette konti automatisk.

## 5. Ændringer af aftalen

Vi kan opdatere denne aftale. Så offentliggør vi en ny version med dato og beder dig acceptere den, næste gang du logger ind. Hvis du ikke accepterer den, kan du logge ud og holde op med at bruge kontoen.

## 6. Ophør

Du kan til enhver tid holde op med at bruge din konto. Vi kan suspendere en konto, der overtræder aftalen, og oplyse årsagen, når loven tillader det.

## 7. Ansvar

Vi leverer kontocentret med rimelig omhu. Intet i denne aftale begrænser de rettigheder, du har efter forbrugerlovgivningen i dit land eller din region.

## 8. Kontakt

Send spørgsmål om denne aftale til {brand}s kundeservice via kontaktmulighederne i {brand}-appen.$text$),
('privacy-policy', 1, 'da', '{brand} privatlivspolitik', $text$## 1. Hvem vi er

{brand} er ansvarlig for de personoplysninger, der behandles i kontocentret. Denne politik forklarer, hvad vi indsamler, hvorfor, og hvilke rettigheder du har.

## 2. Hvad vi indsamler

Din e-mailadresse eller dit telefonnummer, din adgangskode (gemt kun som saltet hash), dit land eller din region, din fødselsdato, dit foretrukne sprog, det produkt-id, vi giver din konto, og tekniske logfiler over logins, f.eks. tidspunkt, IP-adresse og enhedens sprog.

## 3. Hvorfor vi bruger dem

For at oprette og beskytte din konto, logge dig ind, sende dig bekræftelseskoder og meddelelser om kontoen, kontrollere minimumsalderen og beskytte kontocentret mod misbrug.

## 4. Retsgrundlag

Vi behandler dine oplysninger for at opfylde aftalen med dig, for at overholde retlige forpligtelser og, for sikkerhedsforanstaltninger, på grundlag af vores legitime interesse i at holde konti sikre.

## 5. Hvor længe vi opbevarer dem

Vi opbevarer kontooplysninger, så længe kontoen findes. Login- og sikkerhedslogfiler opbevares kun, så længe sikkerheden kræver det; bekræftelseskoder udløber inden for få minutter.

## 6. Videregivelse

Vi sælger ikke dine oplysninger. Tjenesteudbydere, der sender e-mails og sms'er for os eller hoster vores servere, behandler dem på vores vegne og efter aftale. Vi videregiver kun oplysninger til myndigheder, når loven kræver det.

## 7. Dine rettigheder

Du kan anmode om indsigt i, berigtigelse eller sletning af dine oplysninger, gøre indsigelse mod behandlingen og få dem udleveret i et overførbart format. Du kan også klage til Datatilsynet i dit land.

## 8. Ændringer

Når vi ændrer denne politik, offentliggør vi en ny version med dato og beder dig acceptere den, næste gang du logger ind.$text$),
('product-service-agreement', 1, 'da', '{brand} produktserviceaftale', $text$## 1. Anvendelsesområde

Denne aftale gælder smarte enheder fra {brand}, f.eks. robotstøvsugere, og de onlinetjenester, der forbinder dem: appen, fjernbetjening, kort, tidsplaner og firmwareopdateringer.

## 2. Forbundne tjenester

Nogle funktioner kræver internetforbindelse og din {brand}-konto. Vi driver disse tjenester med rimelig omhu, men kan ikke love, at de aldrig bliver afbrudt, f.eks. under vedligeholdelse.

## 3. Firmware- og appopdateringer

Vi leverer opdateringer, der retter fejl, forbedrer sikkerheden eller tilføjer funktioner. Sikkerhedsopdateringer kan blive installeret automatisk.

## 4. Enhedsdata

For at levere forbundne funktioner sender enheden os data som status, fejlrapporter og, hvis du bruger kort, den plantegning, den opretter. Vi behandler disse data som beskrevet i {brand}s privatlivspolitik.

## 5. Dit ansvar

Brug enheden som beskrevet i vejledningen, hold enheden og appen opdateret, og grib ikke ind i dens software eller vores tjenester.

## 6. Garanti

Denne aftale påvirker ikke dine lovbestemte rettigheder eller de garantivilkår, der følger med enheden.

## 7. Ændringer

Vi kan opdatere denne aftale; en ny version offentliggøres med dato.$text$),
('user-agreement', 1, 'fi', '{brand}-käyttäjäsopimus', $text$## 1. Tietoa tästä sopimuksesta

Tämä sopimus koskee {brand}-tiliäsi ja tilikeskusta, verkkosivustoa, jolla rekisteröidyt, kirjaudut ja hallinnoit tiliäsi. Hyväksyt sopimuksen valitsemalla hyväksymisruudun rekisteröityessäsi tai kirjautuessasi.

## 2. Tilisi

Sinun on annettava rekisteröityessäsi oikeat tiedot ja pidettävä ne ajan tasalla. Sinun on oltava maassasi tai alueellasi rekisteröitymiseen vaadittavan ikäinen. Tili kuuluu yhdelle henkilölle; älä jaa sitä.

## 3. Tilisi turvallisuus

Valitse salasana, jota et käytä missään muualla, ja pidä se salassa. Kerro meille heti, jos epäilet jonkun muun käyttäneen tiliäsi. Suojataksemme tiliäsi voimme lukita sen hetkeksi toistuvien väärien salasanojen jälkeen.

## 4. Hyväksyttävä käyttö

Älä käytä tilikeskusta väärin: älä yritä päästä muiden tileille, kuormittaa tai tutkia järjestelmiämme tai luoda tilejä automaattisesti.

## 5. Sopimuksen muutokset

Voimme päivittää tätä sopimusta. Tällöin julkaisemme uuden, päivätyn version ja pyydämme sinua hyväksymään sen seuraavalla kirjautumiskerralla. Jos et hyväksy sitä, voit kirjautua ulos ja lopettaa tilisi käytön.

## 6. Tilin päättyminen

Voit lopettaa tilisi käytön milloin tahansa. Voimme jäädyttää tilin, joka rikkoo tätä sopimusta, ja kerromme syyn, kun laki sen sallii.

## 7. Vastuu

Tarjoamme tilikeskuksen kohtuullista huolellisuutta noudattaen. Mikään tässä sopimuksessa ei rajoita oikeuksiasi, jotka sinulla on maasi tai alueesi kuluttajansuojalainsäädännön nojalla.

## 8. Yhteystiedot

Lähetä tätä sopimusta koskevat kysymykset {brand}-asiakaspalveluun {brand}-sovelluksen yhteydenottovaihtoehtojen kautta.$text$),
('privacy-policy', 1, 'fi', '{brand}-tietosuojakäytäntö', $text$## 1. Keitä olemme

{brand} vastaa tilikeskuksessa käsiteltävistä henkilötiedoista. Tämä käytäntö kertoo, mitä tietoja keräämme, miksi ja mitä oikeuksia sinulla on.

## 2. Mitä keräämme

Sähköpostiosoitteesi tai puhelinnumerosi, salasanasi (tallennetaan vain suolattuna tiivisteenä), maasi tai alueesi, syntymäaikasi, ensisijainen kielesi, tilillesi antamamme tuotetunnus sekä kirjautumisten tekniset tiedot, kuten aika, IP-osoite ja laitteen kieli.

## 3. Miksi käytämme niitä

Tilisi luomiseen ja suojaamiseen, kirjautumiseen, vahvistuskoodien ja tiliäsi koskevien ilmoitusten lähettämiseen, vähimmäisiän tarkistamiseen sekä tilikeskuksen suojaamiseen väärinkäytöltä.

## 4. Oikeusperuste

Käsittelemme tietojasi täyttääksemme kanssasi tehdyn sopimuksen ja lakisääteiset velvoitteemme sekä turvatoimien osalta oikeutetun etumme perusteella pitää tilit turvassa.

## 5. Kuinka kauan säilytämme niitä

Säilytämme tilin tiedot niin kauan kuin tili on olemassa. Kirjautumis- ja turvallisuustiedot säilytetään vain niin kauan kuin turvallisuus edellyttää; vahvistuskoodit vanhenevat muutamassa minuutissa.

## 6. Tietojen luovutus

Emme myy tietojasi. Palveluntarjoajat, jotka lähettävät sähköpostimme ja tekstiviestimme tai ylläpitävät palvelimiamme, käsittelevät niitä puolestamme sopimuksen perusteella. Luovutamme tietoja viranomaisille vain lain niin vaatiessa.

## 7. Oikeutesi

Voit pyytää pääsyä tietoihisi, niiden oikaisemista tai poistamista, vastustaa niiden käsittelyä ja saada ne siirrettävässä muodossa. Voit myös tehdä valituksen tietosuojaviranomaiselle.

## 8. Muutokset

Kun muutamme tätä käytäntöä, julkaisemme uuden, päivätyn version ja pyydämme sinua hyväksymään sen seuraavalla kirjautumiskerralla.$text$),
('product-service-agreement', 1, 'fi', '{brand}-tuotepalvelusopimus', $text$## 1. Soveltamisala

Tämä sopimus koskee {brand}-älylaitteita, kuten robotti-imureita, ja niitä yhdistäviä verkkopalveluita: sovellusta, etäohjausta, karttoja, aikatauluja ja laiteohjelmistopäivityksiä.

## 2. Yhdistetyt palvelut

Jotkin toiminnot edellyttävät internetyhteyttä ja {brand}-tiliäsi. Ylläpidämme näitä palveluita kohtuullista huolellisuutta noudattaen, mutta emme voi luvata, ettei niihin koskaan tule katkoksia esimerkiksi huollon aikana.

## 3. Laiteohjelmisto- ja sovelluspäivitykset

Tarjoamme päivityksiä, jotka korjaavat vikoja, parantavat turvallisuutta tai tuovat uusia toimintoja. Tietoturvapäivitykset voidaan asentaa automaattisesti.

## 4. Laitteen tiedot

Yhdistettyjen toimintojen tarjoamiseksi laitteesi lähettää meille tietoja, kuten tilansa, virheraportit ja karttoja käyttäessäsi luomansa pohjapiirroksen. Käsittelemme näitä tietoja {brand}-tietosuojakäytännön mukaisesti.

## 5. Vastuusi

Käytä laitetta käyttöohjeen mukaisesti, pidä laite ja sovellus ajan tasalla äläkä puutu sen ohjelmistoon tai palveluihimme.

## 6. Takuu

Tämä sopimus ei vaikuta lakisääteisiin oikeuksiisi eikä laitteen mukana toimitettuihin takuuehtoihin.

## 7. Muutokset

Voimme päivittää tätä sopimusta; uusi versio julkaistaan päivättynä.$text$),
('user-agreement', 1, 'id', 'Perjanjian Pengguna {brand}', $text$## 1. Tentang perjanjian ini

Perjanjian ini mengatur akun {brand} Anda dan pusat akun, yaitu situs web tempat Anda mendaftar, masuk, dan mengelola akun. Dengan mencentang kotak persetujuan saat mendaftar atau masuk, Anda menerima perjanjian ini.

## 2. Akun Anda

Anda harus memberikan informasi yang benar saat mendaftar dan selalu memperbaruinya. Anda harus sudah mencapai usia yang disyaratkan untuk mendaftar di negara atau wilayah Anda. Satu akun dimiliki oleh satu orang; jangan bagikan akun Anda.

## 3. Menjaga keamanan akun

Pilih kata sandi yang tidak Anda gunakan di tempat lain dan rahasiakan. Segera beri tahu kami jika Anda menduga orang lain telah menggunakan akun Anda. Untuk melindungi akun, kami dapat menguncinya sementara setelah kata sandi salah dimasukkan berulang kali.

## 4. Penggunaan yang diperbolehkan

Jangan menyalahgunakan pusat akun: jangan mencoba mengakses akun orang lain, membebani atau memeriksa sistem kami secara berlebihan, atau mendaftarkan akun secara otomatis.

## 5. Perubahan perjanjian

Kami dapat memperbarui perjanjian ini. Jika demikian, kami menerbitkan versi baru beserta tanggalnya dan meminta Anda menyetujuinya saat masuk berikutnya. Jika tidak setuju, Anda dapat keluar dan berhenti menggunakan akun.

## 6. Berakhirnya akun

Anda dapat berhenti menggunakan akun kapan saja. Kami dapat menangguhkan akun yang melanggar perjanjian ini dan memberi tahu alasannya sejauh diizinkan oleh hukum.

## 7. Tanggung jawab

Kami menyediakan pusat akun dengan kehati-hatian yang wajar. Tidak ada ketentuan dalam perjanjian ini yang membatasi hak Anda berdasarkan hukum perlindungan konsumen di negara atau wilayah Anda.

## 8. Kontak

Kirim pertanyaan tentang perjanjian ini ke layanan pelanggan {brand} melalui opsi kontak di aplikasi {brand}.$text$),
('privacy-policy', 1, 'id', 'Kebijakan Privasi {brand}', $text$## 1. Siapa kami

{brand} bertanggung jawab atas data pribadi yang diproses di pusat akun. Kebijakan ini menjelaskan data apa yang kami kumpulkan, alasannya, dan hak apa yang Anda miliki.

## 2. Data yang kami kumpulkan

Alamat email atau nomor telepon Anda, kata sandi Anda (disimpan hanya sebagai hash dengan salt), negara atau wilayah, tanggal lahir, bahasa pilihan, ID produk yang kami berikan untuk akun Anda, serta catatan teknis proses masuk seperti waktu, alamat IP, dan bahasa perangkat.

## 3. Tujuan penggunaan

Untuk membuat dan melindungi akun Anda, memproses proses masuk, mengirimkan kode verifikasi dan pemberitahuan tentang akun, memeriksa usia minimum, serta melindungi pusat akun dari penyalahgunaan.

## 4. Dasar hukum

Kami memproses data Anda untuk melaksanakan perjanjian dengan Anda, memenuhi kewajiban hukum, dan, untuk langkah keamanan, berdasarkan kepentingan sah kami dalam menjaga keamanan akun.

## 5. Lama penyimpanan

Kami menyimpan data akun selama akun Anda ada. Catatan proses masuk dan keamanan hanya disimpan selama diperlukan untuk keamanan; kode verifikasi kedaluwarsa dalam beberapa menit.

## 6. Berbagi data

Kami tidak menjual data Anda. Penyedia layanan yang mengirimkan email dan SMS kami atau menghosting server kami memprosesnya atas nama kami berdasarkan kontrak. Kami hanya mengungkapkan data kepada pihak berwenang jika diwajibkan oleh hukum.

## 7. Hak Anda

Anda dapat meminta akses, perbaikan, atau penghapusan data Anda, menolak pemrosesannya, dan menerimanya dalam format yang dapat dipindahkan. Anda juga dapat mengajukan keluhan kepada otoritas perlindungan data.

## 8. Perubahan

Jika kami mengubah kebijakan ini, kami menerbitkan versi baru beserta tanggalnya dan meminta Anda menyetujuinya saat masuk berikutnya.$text$),
('product-service-agreement', 1, 'id', 'Perjanjian Layanan Produk {brand}', $text$## 1. Ruang lingkup

Perjanjian ini berlaku untuk perangkat pintar {brand}, seperti robot penyedot debu, dan layanan online yang menghubungkannya: aplikasi, kendali jarak jauh, peta, jadwal, dan pembaruan firmware.

## 2. Layanan terhubung

Beberapa fitur memerlukan koneksi internet dan akun {brand} Anda. Kami menjalankan layanan ini dengan kehati-hatian yang wajar, tetapi tidak dapat menjamin layanan tidak pernah terputus, misalnya selama pemeliharaan.

## 3. Pembaruan firmware dan aplikasi

Kami menyediakan pembaruan yang memperbaiki kesalahan, meningkatkan keamanan, atau menambah fitur. Pembaruan keamanan dapat dipasang secara otomatis.

## 4. Data perangkat

Untuk menyediakan fitur terhubung, perangkat Anda mengirimkan data kepada kami seperti statusnya, laporan kesalahan, dan, jika Anda menggunakan peta, denah yang dibuatnya. Kami menangani data ini sebagaimana dijelaskan dalam Kebijakan Privasi {brand}.

## 5. Tanggung jawab Anda

Gunakan perangkat sesuai petunjuk manualnya, selalu perbarui perangkat dan aplikasi, dan jangan mengganggu perangkat lunaknya atau layanan kami.

## 6. Garansi

Perjanjian ini tidak memengaruhi hak hukum Anda maupun ketentuan garansi yang menyertai perangkat Anda.

## 7. Perubahan

Kami dapat memperbarui perjanjian ini; versi baru diterbitkan beserta tanggalnya.$text$),
('user-agreement', 1, 'ms', 'Perjanjian Pengguna {brand}', $text$## 1. Tentang perjanjian ini

Perjanjian ini mengawal akaun {brand} anda dan pusat akaun, iaitu laman web tempat anda mendaftar, log masuk dan mengurus akaun anda. Dengan menanda kotak persetujuan semasa mendaftar atau log masuk, anda menerima perjanjian ini.

## 2. Akaun anda

Anda mesti memberikan maklumat yang benar semasa mendaftar dan sentiasa mengemas kininya. Anda mesti mencapai umur yang diperlukan untuk mendaftar di negara atau wilayah anda. Satu akaun milik seorang sahaja; jangan kongsikannya.

## 3. Keselamatan akaun

Pilih kata laluan yang tidak anda gunakan di tempat lain dan rahsiakannya. Maklumkan kepada kami dengan segera jika anda fikir orang lain telah menggunakan akaun anda. Untuk melindungi akaun anda, kami mungkin menguncinya buat sementara selepas kata laluan yang salah dimasukkan berulang kali.

## 4. Penggunaan yang dibenarkan

Jangan salah guna pusat akaun: jangan cuba mengakses akaun orang lain, membebankan atau menyiasat sistem kami, atau mendaftarkan akaun secara automatik.

## 5. Perubahan perjanjian

Kami mungkin mengemas kini perjanjian ini. Apabila berbuat demikian, kami menerbitkan versi baharu berserta tarikhnya dan meminta anda menerimanya pada log masuk seterusnya. Jika anda tidak menerimanya, anda boleh log keluar dan berhenti menggunakan akaun.

## 6. Penamatan akaun

Anda boleh berhenti menggunakan akaun pada bila-bila masa. Kami mungkin menggantung akaun yang melanggar perjanjian ini dan memaklumkan sebabnya setakat yang dibenarkan oleh undang-undang.

## 7. Liabiliti

Kami menyediakan pusat akaun dengan penjagaan yang munasabah. Tiada apa-apa dalam perjanjian ini yang mengehadkan hak anda di bawah undang-undang pengguna negara atau wilayah anda.

## 8. Hubungi kami

Hantar soalan tentang perjanjian ini kepada khidmat pelanggan {brand} melalui pilihan hubungan dalam aplikasi {brand}.$text$),
('privacy-policy', 1, 'ms', 'Dasar Privasi {brand}', $text$## 1. Siapa kami

{brand} bertanggungjawab atas data peribadi yang diproses di pusat akaun. Dasar ini menerangkan data yang kami kumpulkan, sebabnya, dan hak yang anda miliki.

## 2. Data yang kami kumpulkan

Alamat e-mel atau nombor telefon anda, kata laluan anda (disimpan hanya sebagai cincangan bergaram), negara atau wilayah, tarikh lahir, bahasa pilihan, ID produk yang kami berikan kepada akaun anda, serta rekod teknikal log masuk seperti masa, alamat IP dan bahasa peranti.

## 3. Tujuan penggunaan

Untuk mencipta dan melindungi akaun anda, melog masuk anda, menghantar kod pengesahan dan notis tentang akaun anda, menyemak umur minimum, dan melindungi pusat akaun daripada salah guna.

## 4. Asas undang-undang

Kami memproses data anda untuk melaksanakan perjanjian kami dengan anda, mematuhi kewajipan undang-undang dan, bagi langkah keselamatan, atas kepentingan sah kami untuk memastikan akaun selamat.

## 5. Tempoh penyimpanan

Kami menyimpan data akaun selagi akaun anda wujud. Rekod log masuk dan keselamatan disimpan hanya selama yang diperlukan untuk keselamatan; kod pengesahan tamat tempoh dalam beberapa minit.

## 6. Perkongsian

Kami tidak menjual data anda. Penyedia perkhidmatan yang menghantar e-mel dan SMS kami atau mengehos pelayan kami memprosesnya bagi pihak kami di bawah kontrak. Kami mendedahkan data kepada pihak berkuasa hanya apabila dikehendaki oleh undang-undang.

## 7. Hak anda

Anda boleh meminta akses kepada, pembetulan atau pemadaman data anda, membantah pemprosesannya dan menerimanya dalam format mudah alih. Anda juga boleh membuat aduan kepada pihak berkuasa perlindungan data.

## 8. Perubahan

Apabila kami mengubah dasar ini, kami menerbitkan versi baharu berserta tarikhnya dan meminta anda menerimanya pada log masuk seterusnya.$text$),
('product-service-agreement', 1, 'ms', 'Perjanjian Perkhidmatan Produk {brand}', $text$## 1. Skop

Perjanjian ini terpakai kepada peranti pintar {brand}, seperti robot pembersih hampagas, dan perkhidmatan dalam talian yang menghubungkannya: aplikasi, kawalan jauh, peta, jadual dan kemas kini perisian tegar.

## 2. Perkhidmatan bersambung

Sesetengah ciri memerlukan sambungan internet dan akaun {brand} anda. Kami mengendalikan perkhidmatan ini dengan penjagaan yang munasabah tetapi tidak dapat menjamin ia tidak akan terganggu, contohnya semasa penyelenggaraan.

## 3. Kemas kini perisian tegar dan aplikasi

Kami menyediakan kemas kini yang membaiki kerosakan, meningkatkan keselamatan atau menambah ciri. Kemas kini keselamatan mungkin dipasang secara automatik.

## 4. Data peranti

Untuk menyediakan ciri bersambung, peranti anda menghantar data kepada kami seperti statusnya, laporan ralat dan, jika anda menggunakan peta, pelan lantai yang diciptanya. Kami mengendalikan data ini seperti yang diterangkan dalam Dasar Privasi {brand}.

## 5. Tanggungjawab anda

Gunakan peranti seperti yang diterangkan dalam manualnya, pastikan peranti dan aplikasi sentiasa dikemas kini, dan jangan mengganggu perisiannya atau perkhidmatan kami.

## 6. Jaminan

Perjanjian ini tidak menjejaskan hak statutori anda atau syarat jaminan yang disertakan dengan peranti anda.

## 7. Perubahan

Kami mungkin mengemas kini perjanjian ini; versi baharu diterbitkan berserta tarikhnya.$text$),
('user-agreement', 1, 'vi', 'Thỏa thuận người dùng {brand}', $text$## 1. Về thỏa thuận này

Thỏa thuận này áp dụng cho tài khoản {brand} của bạn và trung tâm tài khoản, trang web nơi bạn đăng ký, đăng nhập và quản lý tài khoản. Khi đánh dấu ô đồng ý lúc đăng ký hoặc đăng nhập, bạn chấp nhận thỏa thuận này.

## 2. Tài khoản của bạn

Bạn phải cung cấp thông tin trung thực khi đăng ký và luôn cập nhật thông tin đó. Bạn phải đủ tuổi đăng ký theo quy định của quốc gia hoặc khu vực nơi bạn sống. Mỗi tài khoản thuộc về một người; đừng chia sẻ tài khoản.

## 3. Bảo vệ tài khoản

Hãy chọn mật khẩu bạn không dùng ở nơi nào khác và giữ bí mật. Hãy báo ngay cho chúng tôi nếu bạn nghĩ người khác đã sử dụng tài khoản của bạn. Để bảo vệ tài khoản, chúng tôi có thể tạm khóa tài khoản sau nhiều lần nhập sai mật khẩu.

## 4. Sử dụng hợp lệ

Không lạm dụng trung tâm tài khoản: không cố truy cập tài khoản của người khác, làm quá tải hoặc dò xét hệ thống của chúng tôi, hoặc đăng ký tài khoản tự động.

## 5. Thay đổi thỏa thuận

Chúng tôi có thể cập nhật thỏa thuận này. Khi đó, chúng tôi sẽ công bố phiên bản mới kèm ngày và đề nghị bạn chấp nhận vào lần đăng nhập tiếp theo. Nếu không chấp nhận, bạn có thể đăng xuất và ngừng sử dụng tài khoản.

## 6. Chấm dứt tài khoản

Bạn có thể ngừng sử dụng tài khoản bất cứ lúc nào. Chúng tôi có thể tạm ngưng tài khoản vi phạm thỏa thuận này và cho bạn biết lý do trong phạm vi pháp luật cho phép.

## 7. Trách nhiệm

Chúng tôi cung cấp trung tâm tài khoản với sự cẩn trọng hợp lý. Không điều khoản nào trong thỏa thuận này hạn chế các quyền của bạn theo pháp luật bảo vệ người tiêu dùng tại quốc gia hoặc khu vực của bạn.

## 8. Liên hệ

Vui lòng gửi câu hỏi về thỏa thuận này đến bộ phận chăm sóc khách hàng của {brand} qua các kênh liên hệ trong ứng dụng {brand}.$text$),
('privacy-policy', 1, 'vi', 'Chính sách quyền riêng tư {brand}', $text$## 1. Chúng tôi là ai

{brand} chịu trách nhiệm về dữ liệu cá nhân được xử lý trong trung tâm tài khoản. Chính sách này giải thích chúng tôi thu thập dữ liệu gì, vì sao và bạn có những quyền gì.

## 2. Dữ liệu chúng tôi thu thập

Địa chỉ email hoặc số điện thoại, mật khẩu (chỉ lưu dưới dạng giá trị băm có muối), quốc gia hoặc khu vực, ngày sinh, ngôn ngữ ưa thích, mã sản phẩm chúng tôi cấp cho tài khoản, cùng các bản ghi kỹ thuật về đăng nhập như thời gian, địa chỉ IP và ngôn ngữ thiết bị.

## 3. Mục đích sử dụng

Để tạo và bảo vệ tài khoản, đăng nhập cho bạn, gửi mã xác minh và thông báo về tài khoản, kiểm tra độ tuổi tối thiểu và bảo vệ trung tâm tài khoản khỏi bị lạm dụng.

## 4. Cơ sở pháp lý

Chúng tôi xử lý dữ liệu của bạn để thực hiện thỏa thuận với bạn, tuân thủ nghĩa vụ pháp lý và, đối với các biện pháp bảo mật, dựa trên lợi ích chính đáng của chúng tôi trong việc giữ an toàn cho tài khoản.

## 5. Thời gian lưu trữ

Chúng tôi lưu dữ liệu tài khoản trong suốt thời gian tài khoản tồn tại. Bản ghi đăng nhập và bảo mật chỉ được lưu trong thời gian cần thiết cho bảo mật; mã xác minh hết hạn sau vài phút.

## 6. Chia sẻ

Chúng tôi không bán dữ liệu của bạn. Các nhà cung cấp dịch vụ gửi email và tin nhắn SMS hoặc lưu trữ máy chủ cho chúng tôi xử lý dữ liệu thay mặt chúng tôi theo hợp đồng. Chúng tôi chỉ tiết lộ dữ liệu cho cơ quan chức năng khi pháp luật yêu cầu.

## 7. Quyền của bạn

Bạn có thể yêu cầu truy cập, chỉnh sửa hoặc xóa dữ liệu của mình, phản đối việc xử lý và nhận dữ liệu ở định dạng có thể chuyển đổi. Bạn cũng có thể khiếu nại với cơ quan bảo vệ dữ liệu.

## 8. Thay đổi

Khi thay đổi chính sách này, chúng tôi sẽ công bố phiên bản mới kèm ngày và đề nghị bạn chấp nhận vào lần đăng nhập tiếp theo.$text$),
('product-service-agreement', 1, 'vi', 'Thỏa thuận dịch vụ sản phẩm {brand}', $text$## 1. Phạm vi

Thỏa thuận này áp dụng cho các thiết bị thông minh {brand}, chẳng hạn robot hút bụi, và các dịch vụ trực tuyến kết nối chúng: ứng dụng, điều khiển từ xa, bản đồ, lịch hẹn và cập nhật phần mềm điều khiển.

## 2. Dịch vụ kết nối

Một số tính năng cần kết nối internet và tài khoản {brand} của bạn. Chúng tôi vận hành các dịch vụ này với sự cẩn trọng hợp lý nhưng không thể cam kết rằng chúng không bao giờ bị gián đoạn, chẳng hạn trong thời gian bảo trì.

## 3. Cập nhật phần mềm điều khiển và ứng dụng

Chúng tôi cung cấp các bản cập nhật sửa lỗi, tăng cường bảo mật hoặc bổ sung tính năng. Bản cập nhật bảo mật có thể được cài đặt tự động.

## 4. Dữ liệu thiết bị

Để cung cấp các tính năng kết nối, thiết bị gửi cho chúng tôi dữ liệu như trạng thái, báo cáo lỗi và, nếu bạn dùng bản đồ, sơ đồ mặt bằng mà thiết bị tạo ra. Chúng tôi xử lý dữ liệu này như mô tả trong Chính sách quyền riêng tư {brand}.

## 5. Trách nhiệm của bạn

Sử dụng thiết bị theo hướng dẫn sử dụng, luôn cập nhật thiết bị và ứng dụng, và không can thiệp vào phần mềm của thiết bị hay dịch vụ của chúng tôi.

## 6. Bảo hành

Thỏa thuận này không ảnh hưởng đến các quyền theo luật định của bạn hay điều kiện bảo hành kèm theo thiết bị.

## 7. Thay đổi

Chúng tôi có thể cập nhật thỏa thuận này; phiên bản mới được công bố kèm ngày.$text$),
('user-agreement', 1, 'th', 'ข้อตกลงผู้ใช้ {brand}', $text$## 1. เกี่ยวกับข้อตกลงนี้

ข้อตกลงนี้ใช้กับบัญชี {brand} ของคุณและศูนย์บัญชี ซึ่งเป็นเว็บไซต์ที่คุณใช้ลงทะเบียน เข้าสู่ระบบ และจัดการบัญชี เมื่อคุณทำเครื่องหมายในช่องยอมรับขณะลงทะเบียนหรือเข้าสู่ระบบ ถือว่าคุณยอมรับข้อตกลงนี้

## 2. บัญชีของคุณ

คุณต้องให้ข้อมูลที่เป็นจริงเมื่อลงทะเบียนและปรับปรุงให้เป็นปัจจุบันอยู่เสมอ คุณต้องมีอายุถึงเกณฑ์ที่ลงทะเบียนได้ในประเทศหรือภูมิภาคของคุณ บัญชีหนึ่งเป็นของบุคคลหนึ่งคน โปรดอย่าใช้บัญชีร่วมกับผู้อื่น

## 3. การรักษาความปลอดภัยของบัญชี

เลือกรหัสผ่านที่คุณไม่ได้ใช้ที่อื่นและเก็บเป็นความลับ แจ้งเราทันทีหากคุณคิดว่ามีผู้อื่นใช้บัญชีของคุณ เพื่อปกป้องบัญชี เราอาจล็อกบัญชีชั่วคราวหลังจากมีการป้อนรหัสผ่านผิดซ้ำหลายครั้ง

## 4. การใช้งานที่ยอมรับได้

ห้ามใช้ศูนย์บัญชีในทางที่ผิด: ห้ามพยายามเข้าถึงบัญชีของผู้อื่น ทำให้ระบบของเราทำงานหนักเกินไปหรือสอดแนมระบบ หรือสร้างบัญชีโดยอัตโนมัติ

## 5. การเปลี่ยนแปลงข้อตกลง

เราอาจปรับปรุงข้อตกลงนี้ เมื่อมีการปรับปรุง เราจะเผยแพร่ฉบับใหม่พร้อมวันที่ และขอให้คุณยอมรับเมื่อเข้าสู่ระบบครั้งถัดไป หากคุณไม่ยอมรับ คุณสามารถออกจากระบบและเลิกใช้บัญชีได้

## 6. การยุติบัญชี

คุณเลิกใช้บัญชีได้ทุกเมื่อ เราอาจระงับบัญชีที่ละเมิดข้อตกลงนี้ และจะแจ้งเหตุผลให้ทราบเท่าที่กฎหมายอนุญาต

## 7. ความรับผิด

เราให้บริการศูนย์บัญชีด้วยความระมัดระวังตามสมควร ไม่มีข้อความใดในข้อตกลงนี้จำกัดสิทธิ์ของคุณตามกฎหมายคุ้มครองผู้บริโภคของประเทศหรือภูมิภาคของคุณ

## 8. ติดต่อเรา

โปรดส่งคำถามเกี่ยวกับข้อตกลงนี้ไปยังฝ่ายบริการลูกค้า {brand} ผ่านช่องทางติดต่อในแอป {brand}$text$),
('privacy-policy', 1, 'th', 'นโยบายความเป็นส่วนตัว {brand}', $text$## 1. เราคือใคร

{brand} เป็นผู้รับผิดชอบข้อมูลส่วนบุคคลที่ประมวลผลในศูนย์บัญชี นโยบายนี้อธิบายว่าเราเก็บข้อมูลใด เพราะเหตุใด และคุณมีสิทธิ์ใดบ้าง

## 2. ข้อมูลที่เราเก็บ

ที่อยู่อีเมลหรือหมายเลขโทรศัพท์ รหัสผ่าน (จัดเก็บเป็นค่าแฮชแบบใส่ซอลต์เท่านั้น) ประเทศหรือภูมิภาค วันเกิด ภาษาที่ต้องการ รหัสผลิตภัณฑ์ที่เรากำหนดให้บัญชีของคุณ และบันทึกทางเทคนิคของการเข้าสู่ระบบ เช่น เวลา ที่อยู่ IP และภาษาของอุปกรณ์

## 3. วัตถุประสงค์ในการใช้

เพื่อสร้างและปกป้องบัญชีของคุณ ให้คุณเข้าสู่ระบบ ส่งรหัสยืนยันและการแจ้งเตือนเกี่ยวกับบัญชี ตรวจสอบอายุขั้นต่ำ และปกป้องศูนย์บัญชีจากการใช้งานในทางที่ผิด

## 4. ฐานทางกฎหมาย

เราประมวลผลข้อมูลของคุณเพื่อปฏิบัติตามข้อตกลงกับคุณ เพื่อปฏิบัติตามหน้าที่ตามกฎหมาย และสำหรับมาตรการรักษาความปลอดภัย โดยอาศัยประโยชน์อันชอบธรรมของเราในการรักษาความปลอดภัยของบัญชี

## 5. ระยะเวลาการเก็บรักษา

เราเก็บข้อมูลบัญชีไว้ตราบเท่าที่บัญชียังมีอยู่ บันทึกการเข้าสู่ระบบและความปลอดภัยจะเก็บไว้เท่าที่จำเป็นต่อความปลอดภัยเท่านั้น รหัสยืนยันจะหมดอายุภายในไม่กี่นาที

## 6. การเปิดเผยข้อมูล

เราไม่ขายข้อมูลของคุณ ผู้ให้บริการที่ส่งอีเมลและ SMS ให้เราหรือดูแลเซิร์ฟเวอร์ของเราจะประมวลผลข้อมูลในนามของเราภายใต้สัญญา เราเปิดเผยข้อมูลแก่หน่วยงานของรัฐเฉพาะเมื่อกฎหมายกำหนด

## 7. สิทธิ์ของคุณ

คุณขอเข้าถึง แก้ไข หรือลบข้อมูลของคุณ คัดค้านการประมวลผล และขอรับข้อมูลในรูปแบบที่โอนย้ายได้ คุณยังสามารถร้องเรียนต่อหน่วยงานคุ้มครองข้อมูลส่วนบุคคลได้

## 8. การเปลี่ยนแปลง

เมื่อเราเปลี่ยนแปลงนโยบายนี้ เราจะเผยแพร่ฉบับใหม่พร้อมวันที่ และขอให้คุณยอมรับเมื่อเข้าสู่ระบบครั้งถัดไป$text$),
('product-service-agreement', 1, 'th', 'ข้อตกลงการให้บริการผลิตภัณฑ์ {brand}', $text$## 1. ขอบเขต

ข้อตกลงนี้ใช้กับอุปกรณ์อัจฉริยะ {brand} เช่น หุ่นยนต์ดูดฝุ่น และบริการออนไลน์ที่เชื่อมต่ออุปกรณ์เหล่านั้น ได้แก่ แอป การควบคุมระยะไกล แผนที่ ตารางเวลา และการอัปเดตเฟิร์มแวร์

## 2. บริการที่เชื่อมต่อ

ฟีเจอร์บางอย่างต้องใช้การเชื่อมต่ออินเทอร์เน็ตและบัญชี {brand} ของคุณ เราให้บริการเหล่านี้ด้วยความระมัดระวังตามสมควร แต่ไม่สามารถรับประกันได้ว่าบริการจะไม่หยุดชะงักเลย เช่น ระหว่างการบำรุงรักษา

## 3. การอัปเดตเฟิร์มแวร์และแอป

เราให้การอัปเดตที่แก้ไขข้อบกพร่อง เพิ่มความปลอดภัย หรือเพิ่มฟีเจอร์ การอัปเดตด้านความปลอดภัยอาจติดตั้งโดยอัตโนมัติ

## 4. ข้อมูลอุปกรณ์

เพื่อให้บริการฟีเจอร์ที่เชื่อมต่อ อุปกรณ์ของคุณจะส่งข้อมูลให้เรา เช่น สถานะ รายงานข้อผิดพลาด และแผนผังห้องที่อุปกรณ์สร้างขึ้นหากคุณใช้แผนที่ เราจัดการข้อมูลนี้ตามที่อธิบายไว้ในนโยบายความเป็นส่วนตัว {brand}

## 5. ความรับผิดชอบของคุณ

ใช้อุปกรณ์ตามคู่มือ อัปเดตอุปกรณ์และแอปให้เป็นปัจจุบัน และอย่าแทรกแซงซอฟต์แวร์ของอุปกรณ์หรือบริการของเรา

## 6. การรับประกัน

ข้อตกลงนี้ไม่กระทบต่อสิทธิ์ตามกฎหมายของคุณหรือเงื่อนไขการรับประกันที่มาพร้อมกับอุปกรณ์

## 7. การเปลี่ยนแปลง

เราอาจปรับปรุงข้อตกลงนี้ ฉบับใหม่จะเผยแพร่พร้อมวันที่$text$),
('user-agreement', 1, 'ar', 'اتفاقية مستخدم {brand}', $text$## 1. عن هذه الاتفاقية

تنظّم هذه الاتفاقية حسابك في {brand} ومركز الحساب، وهو الموقع الذي تسجّل فيه وتسجّل الدخول وتدير حسابك. بتحديد مربع الموافقة عند التسجيل أو تسجيل الدخول، فإنك تقبل هذه الاتفاقية.

## 2. حسابك

يجب أن تقدّم معلومات صحيحة عند التسجيل وأن تحدّثها باستمرار. ويجب أن تكون قد بلغت السن المطلوبة للتسجيل في بلدك أو منطقتك. الحساب ملك لشخص واحد؛ فلا تشاركه مع غيرك.

## 3. حماية حسابك

اختر كلمة مرور لا تستخدمها في أي مكان آخر واحتفظ بها سرًّا. أبلغنا فورًا إذا ظننت أن شخصًا آخر استخدم حسابك. ولحماية حسابك، قد نقفله لبعض الوقت بعد إدخال كلمة مرور خاطئة عدة مرات.

## 4. الاستخدام المقبول

لا تُسئ استخدام مركز الحساب: لا تحاول الوصول إلى حسابات الآخرين، أو إثقال أنظمتنا أو فحصها، أو إنشاء حسابات بصورة آلية.

## 5. تغيير هذه الاتفاقية

قد نحدّث هذه الاتفاقية. وعندها ننشر نسخة جديدة مؤرخة ونطلب منك قبولها عند تسجيل الدخول التالي. وإذا لم تقبلها، يمكنك تسجيل الخروج والتوقف عن استخدام حسابك.

## 6. إنهاء الحساب

يمكنك التوقف عن استخدام حسابك في أي وقت. وقد نعلّق حسابًا يخالف هذه الاتفاقية، ونبلغك بالسبب متى سمح القانون بذلك.

## 7. المسؤولية

نقدّم مركز الحساب بعناية معقولة. ولا يحدّ أي شيء في هذه الاتفاقية من حقوقك بموجب قانون حماية المستهلك في بلدك أو منطقتك.

## 8. التواصل

يُرجى إرسال أسئلتك حول هذه الاتفاقية إلى خدمة عملاء {brand} عبر وسائل التواصل في تطبيق {brand}.$text$),
('privacy-policy', 1, 'ar', 'سياسة الخصوصية لـ {brand}', $text$## 1. من نحن

{brand} مسؤولة عن البيانات الشخصية التي تُعالَج في مركز الحساب. توضّح هذه السياسة البيانات التي نجمعها وسبب جمعها والحقوق التي تتمتع بها.

## 2. ما نجمعه

عنوان بريدك الإلكتروني أو رقم هاتفك، وكلمة مرورك (تُخزَّن كقيمة تجزئة مملّحة فقط)، وبلدك أو منطقتك، وتاريخ ميلادك، ولغتك المفضلة، ومعرّف المنتج الذي نمنحه لحسابك، والسجلات التقنية لعمليات تسجيل الدخول مثل الوقت وعنوان IP ولغة الجهاز.

## 3. لماذا نستخدمها

لإنشاء حسابك وحمايته، وتسجيل دخولك، وإرسال رموز التحقق والإشعارات المتعلقة بحسابك، والتحقق من الحد الأدنى للسن، وحماية مركز الحساب من إساءة الاستخدام.

## 4. الأساس القانوني

نعالج بياناتك لتنفيذ اتفاقيتنا معك، والوفاء بالالتزامات القانونية، وفيما يخص تدابير الأمان، استنادًا إلى مصلحتنا المشروعة في الحفاظ على أمان الحسابات.

## 5. مدة الاحتفاظ

نحتفظ ببيانات الحساب ما دام الحساب قائمًا. ونحتفظ بسجلات تسجيل الدخول والأمان فقط للمدة التي يتطلبها الأمان؛ وتنتهي صلاحية رموز التحقق خلال دقائق.

## 6. المشاركة

لا نبيع بياناتك. ويعالجها مزودو الخدمات الذين يرسلون رسائل البريد الإلكتروني والرسائل النصية نيابةً عنا أو يستضيفون خوادمنا، وذلك لحسابنا وبموجب عقد. ولا نفصح عن البيانات للسلطات إلا عندما يقتضي القانون ذلك.

## 7. حقوقك

يمكنك طلب الوصول إلى بياناتك أو تصحيحها أو حذفها، والاعتراض على معالجتها، والحصول عليها بصيغة قابلة للنقل. ويمكنك أيضًا تقديم شكوى إلى سلطة حماية البيانات.

## 8. التغييرات

عندما نغيّر هذه السياسة، ننشر نسخة جديدة مؤرخة ونطلب منك قبولها عند تسجيل الدخول التالي.$text$),
('product-service-agreement', 1, 'ar', 'اتفاقية خدمة منتجات {brand}', $text$## 1. النطاق

تنطبق هذه الاتفاقية على أجهزة {brand} الذكية، مثل المكانس الروبوتية، وعلى الخدمات الإلكترونية التي تربطها: التطبيق والتحكم عن بُعد والخرائط والجداول الزمنية وتحديثات البرامج الثابتة.

## 2. الخدمات المتصلة

تتطلب بعض الميزات اتصالًا بالإنترنت وحسابك في {brand}. نشغّل هذه الخدمات بعناية معقولة، لكن لا يمكننا أن نضمن عدم انقطاعها أبدًا، مثلًا أثناء الصيانة.

## 3. تحديثات البرامج الثابتة والتطبيق

نوفّر تحديثات تصلح الأعطال أو تحسّن الأمان أو تضيف ميزات. وقد تُثبَّت تحديثات الأمان تلقائيًا.

## 4. بيانات الجهاز

لتقديم الميزات المتصلة، يرسل جهازك إلينا بيانات مثل حالته وتقارير الأخطاء، وإذا كنت تستخدم الخرائط، المخطط الذي ينشئه. ونتعامل مع هذه البيانات كما تصف سياسة الخصوصية لـ {brand}.

## 5. مسؤولياتك

استخدم الجهاز وفق ما يصفه دليله، وحافظ على تحديث الجهاز والتطبيق، ولا تتدخل في برمجياته أو في خدماتنا.

## 6. الضمان

لا تؤثر هذه الاتفاقية في حقوقك القانونية ولا في شروط الضمان المرفقة بجهازك.

## 7. التغييرات

قد نحدّث هذه الاتفاقية؛ وتُنشر كل نسخة جديدة مؤرخة.$text$),
('user-agreement', 1, 'he', 'הסכם המשתמש של {brand}', $text$## 1. על הסכם זה

הסכם זה חל על חשבון {brand} שלך ועל מרכז החשבון, האתר שבו נרשמים, נכנסים ומנהלים את החשבון. סימון תיבת ההסכמה בעת ההרשמה או הכניסה מהווה קבלה של ההסכם.

## 2. החשבון שלך

יש למסור מידע נכון בעת ההרשמה ולעדכן אותו. עליך להגיע לגיל הנדרש להרשמה במדינה או באזור שלך. חשבון שייך לאדם אחד; אין לשתף אותו.

## 3. שמירה על אבטחת החשבון

יש לבחור סיסמה שאינה משמשת במקום אחר ולשמור אותה בסוד. יש להודיע לנו מיד אם נראה לך שמישהו אחר השתמש בחשבון שלך. כדי להגן על החשבון, אנו עשויים לנעול אותו לזמן מה לאחר הזנה חוזרת של סיסמה שגויה.

## 4. שימוש מותר

אין לעשות שימוש לרעה במרכז החשבון: אין לנסות לגשת לחשבונות של אחרים, להעמיס על המערכות שלנו או לסרוק אותן, או ליצור חשבונות באופן אוטומטי.

## 5. שינויים בהסכם

אנו עשויים לעדכן הסכם זה. במקרה כזה נפרסם גרסה חדשה עם תאריך ונבקש ממך לקבל אותה בכניסה הבאה. אם לא תקבל/י אותה, אפשר להתנתק ולהפסיק להשתמש בחשבון.

## 6. סיום החשבון

אפשר להפסיק להשתמש בחשבון בכל עת. אנו עשויים להשעות חשבון המפר הסכם זה, ולמסור את הסיבה ככל שהחוק מתיר.

## 7. אחריות

אנו מספקים את מרכז החשבון בזהירות סבירה. דבר בהסכם זה אינו מגביל את הזכויות הנתונות לך לפי דיני הגנת הצרכן במדינה או באזור שלך.

## 8. יצירת קשר

שאלות על הסכם זה יש לשלוח לשירות הלקוחות של {brand} דרך אפשרויות יצירת הקשר באפליקציית {brand}.$text$),
('privacy-policy', 1, 'he', 'מדיניות הפרטיות של {brand}', $text$## 1. מי אנחנו

{brand} אחראית למידע האישי המעובד במרכז החשבון. מדיניות זו מסבירה איזה מידע אנו אוספים, למה, ואילו זכויות יש לך.

## 2. מה אנו אוספים

כתובת הדוא"ל או מספר הטלפון שלך, הסיסמה שלך (נשמרת רק כגיבוב עם מלח), המדינה או האזור, תאריך הלידה, השפה המועדפת, מזהה המוצר שאנו מקצים לחשבון, ורישומים טכניים של כניסות, כגון שעה, כתובת IP ושפת המכשיר.

## 3. למה אנו משתמשים בו

כדי ליצור את החשבון ולהגן עליו, להכניס אותך לחשבון, לשלוח קודי אימות והודעות על החשבון, לבדוק את גיל המינימום ולהגן על מרכז החשבון מפני שימוש לרעה.

## 4. הבסיס החוקי

אנו מעבדים את המידע כדי לקיים את ההסכם איתך, לעמוד בחובות שבדין, ולגבי אמצעי אבטחה, על בסיס האינטרס הלגיטימי שלנו לשמור על אבטחת החשבונות.

## 5. כמה זמן אנו שומרים אותו

אנו שומרים את נתוני החשבון כל עוד החשבון קיים. רישומי כניסה ואבטחה נשמרים רק כל עוד האבטחה מחייבת זאת; קודי אימות פגים תוך דקות.

## 6. שיתוף

איננו מוכרים את המידע שלך. ספקי שירות השולחים עבורנו דוא"ל והודעות SMS או מארחים את השרתים שלנו מעבדים אותו מטעמנו ולפי חוזה. אנו מוסרים מידע לרשויות רק כשהחוק מחייב זאת.

## 7. הזכויות שלך

אפשר לבקש לעיין במידע, לתקן אותו או למחוק אותו, להתנגד לעיבודו ולקבל אותו בפורמט נייד. אפשר גם להגיש תלונה לרשות להגנת הפרטיות.

## 8. שינויים

כאשר נשנה מדיניות זו, נפרסם גרסה חדשה עם תאריך ונבקש ממך לקבל אותה בכניסה הבאה.$text$),
('product-service-agreement', 1, 'he', 'הסכם השירות למוצרי {brand}', $text$## 1. היקף

הסכם זה חל על המכשירים החכמים של {brand}, כגון שואבי אבק רובוטיים, ועל השירותים המקוונים המחברים ביניהם: האפליקציה, השליטה מרחוק, המפות, התזמונים ועדכוני הקושחה.

## 2. שירותים מקוונים

חלק מהתכונות דורשות חיבור לאינטרנט ואת חשבון {brand} שלך. אנו מפעילים שירותים אלה בזהירות סבירה, אך איננו יכולים להבטיח שלא יופסקו לעולם, למשל בזמן תחזוקה.

## 3. עדכוני קושחה ואפליקציה

אנו מספקים עדכונים המתקנים תקלות, משפרים את האבטחה או מוסיפים תכונות. עדכוני אבטחה עשויים להיות מותקנים אוטומטית.

## 4. נתוני המכשיר

כדי לספק את התכונות המקוונות, המכשיר שולח אלינו נתונים כגון מצבו, דוחות שגיאה, ואם משתמשים במפות, את תוכנית הקומה שהוא יוצר. אנו מטפלים בנתונים אלה כמתואר במדיניות הפרטיות של {brand}.

## 5. האחריות שלך

יש להשתמש במכשיר כמתואר במדריך, לעדכן את המכשיר ואת האפליקציה, ולא להתערב בתוכנה שלו או בשירותים שלנו.

## 6. אחריות יצרן

הסכם זה אינו משפיע על זכויותיך לפי דין ועל תנאי האחריות המצורפים למכשיר.

## 7. שינויים

אנו עשויים לעדכן הסכם זה; כל גרסה חדשה מתפרסמת עם תאריך.$text$)
ON CONFLICT (kind, version, language) DO NOTHING;
