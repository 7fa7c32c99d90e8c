/** Texts in German, French, Spanish, Italian, Dutch, Portuguese, Polish, Swedish and Turkish. */
import { join, per, t } from './build.js';
import { chance, pick } from './rng.js';
import { o, opt, type Template } from './template.js';
import { foreignSentence, otherIdSentence } from './other-pii.js';
import { addr, city, cityText, type Ctx, email, FULL_ONLY, type Lang, name, nameText, orderNo, person, phone, titled } from './values.js';

interface Phrases {
  readonly hi: readonly string[];
  readonly myName: readonly string[];
  readonly liveIn: readonly string[];
  readonly liveAt: readonly string[];
  readonly sendTo: readonly string[];
  readonly asks: readonly string[];
  readonly closings: readonly string[];
  readonly dear: readonly string[];
  readonly bodies: readonly string[];
  readonly rel: readonly string[];
  readonly relActs: readonly string[];
  readonly fName: readonly string[];
  readonly fAddr: readonly string[];
  readonly fPhone: string;
  readonly chat: readonly string[];
  readonly cityFacts: readonly string[];
}

const P: Record<Exclude<Lang, 'en'>, Phrases> = {
  de: {
    hi: ['Hallo', 'Hi', 'Guten Tag', 'Moin', 'Servus', 'Hallo zusammen,'],
    myName: ['ich heiße', 'mein Name ist', 'ich bin', 'hier ist'],
    liveIn: ['ich wohne in', 'ich lebe in', 'wir wohnen in', 'ich komme aus', 'ich bin gerade in', 'wir sind umgezogen nach', 'ich bin vor kurzem umgezogen nach'],
    liveAt: ['Meine Adresse ist', 'Ich wohne in der', 'Meine neue Anschrift lautet', 'Bitte an folgende Adresse liefern:', 'Lieferadresse:'],
    sendTo: ['Bitte schicken Sie das Paket an', 'Könnt ihr das an', 'Bitte liefern an', 'Senden Sie die Rechnung an'],
    asks: ['Kannst du mir helfen?', 'Was soll ich tun?', 'Wie lange dauert die Lieferung?', 'Danke im Voraus!', 'Ist das korrekt?', 'Bitte um Rückmeldung.'],
    closings: ['Mit freundlichen Grüßen', 'Viele Grüße', 'Beste Grüße', 'LG', 'Liebe Grüße', 'Freundliche Grüße'],
    dear: ['Sehr geehrte Damen und Herren,', 'Liebe', 'Lieber', 'Hallo', 'Sehr geehrter'],
    bodies: ['vielen Dank für Ihre Nachricht.', 'leider ist meine Bestellung noch nicht angekommen.', 'anbei sende ich Ihnen die Unterlagen.', 'ich möchte meinen Vertrag kündigen.', 'können wir den Termin verschieben?'],
    rel: ['Meine Kollegin', 'Mein Kollege', 'Meine Schwester', 'Mein Bruder', 'Mein Chef', 'Meine Nachbarin', 'Mein Freund', 'Meine Mutter'],
    relActs: ['hat morgen Geburtstag', 'zieht bald um', 'hat mir eine seltsame Nachricht geschickt', 'sucht eine neue Wohnung', 'ist krank'],
    fName: ['Name', 'Vorname und Nachname', 'Kontoinhaber', 'Empfänger', 'Ansprechpartner'],
    fAddr: ['Adresse', 'Anschrift', 'Straße', 'Lieferadresse', 'Wohnort'],
    fPhone: 'Telefon',
    chat: ['Kannst du mir ein Rezept für Apfelkuchen geben?', 'Wie funktioniert eine Wärmepumpe?', 'Schreib mir eine kurze Bewerbung als Bürokaufmann.', 'Was ist der Unterschied zwischen das und dass?', 'Erkläre mir bitte Docker in einfachen Worten.', 'Ich brauche Ideen für einen Kindergeburtstag.', 'Übersetze diesen Satz ins Englische.'],
    cityFacts: ['ist eine schöne Stadt, oder?', 'hat viele Museen, oder?', 'ist bekannt für sein Bier.', 'liegt am Rhein, richtig?'],
  },
  fr: {
    hi: ['Bonjour', 'Salut', 'Bonsoir', 'Coucou', 'Bonjour à tous,'],
    myName: ['je m\'appelle', 'mon nom est', 'je suis', 'ici'],
    liveIn: ['j\'habite à', 'je vis à', 'nous habitons à', 'je viens de', 'je suis actuellement à', 'je viens de déménager à'],
    liveAt: ['Mon adresse est', 'J\'habite au', 'Ma nouvelle adresse :', 'Adresse de livraison :', 'Merci de livrer au'],
    sendTo: ['Merci d\'envoyer le colis à', 'Pouvez-vous livrer à', 'Envoyez la facture à', 'Expédiez la commande à'],
    asks: ['Pouvez-vous m\'aider ?', 'Que dois-je faire ?', 'Merci d\'avance !', 'C\'est correct ?', 'Combien de temps pour la livraison ?'],
    closings: ['Cordialement', 'Bien cordialement', 'Bien à vous', 'Merci et bonne journée', 'Amitiés', 'Salutations distinguées'],
    dear: ['Madame, Monsieur,', 'Chère', 'Cher', 'Bonjour', 'Madame', 'Monsieur'],
    bodies: ['merci pour votre retour.', 'ma commande n\'est toujours pas arrivée.', 'vous trouverez ci-joint les documents.', 'je souhaite résilier mon abonnement.', 'pouvons-nous décaler le rendez-vous ?'],
    rel: ['Ma collègue', 'Mon collègue', 'Ma sœur', 'Mon frère', 'Mon patron', 'Ma voisine', 'Mon ami', 'Ma mère'],
    relActs: ['fête son anniversaire demain', 'déménage bientôt', 'm\'a envoyé un message bizarre', 'cherche un appartement', 'est malade'],
    fName: ['Nom', 'Nom complet', 'Titulaire du compte', 'Destinataire', 'Nom et prénom'],
    fAddr: ['Adresse', 'Adresse postale', 'Domicile', 'Adresse de livraison'],
    fPhone: 'Téléphone',
    chat: ['Peux-tu me donner une recette de crêpes ?', 'Explique-moi la photosynthèse simplement.', 'Écris une lettre de motivation pour un stage.', 'Quelle est la différence entre a et à ?', 'Comment installer Python sur Windows ?', 'Donne-moi des idées de sortie pour le week-end.'],
    cityFacts: ['est une belle ville, non ?', 'est connue pour sa cuisine.', 'a combien d\'habitants ?', 'est la capitale de la région ?'],
  },
  es: {
    hi: ['Hola', 'Buenos días', 'Buenas tardes', 'Hola a todos,', 'Buenas'],
    myName: ['me llamo', 'mi nombre es', 'soy'],
    liveIn: ['vivo en', 'vivimos en', 'soy de', 'estoy en', 'me mudé a', 'actualmente resido en'],
    liveAt: ['Mi dirección es', 'Vivo en la', 'Mi nueva dirección:', 'Dirección de envío:', 'Por favor entregar en'],
    sendTo: ['Por favor envíen el paquete a', '¿Pueden enviarlo a', 'Manden la factura a', 'Envíen el pedido a'],
    asks: ['¿Me pueden ayudar?', '¿Qué debo hacer?', '¡Gracias de antemano!', '¿Es correcto?', '¿Cuánto tarda el envío?'],
    closings: ['Saludos', 'Un saludo', 'Atentamente', 'Un cordial saludo', 'Gracias', 'Un abrazo'],
    dear: ['Estimados señores:', 'Estimada', 'Estimado', 'Hola', 'Querida', 'Querido'],
    bodies: ['gracias por su respuesta.', 'mi pedido todavía no ha llegado.', 'adjunto los documentos solicitados.', 'quiero cancelar mi suscripción.', '¿podemos cambiar la cita?'],
    rel: ['Mi compañera', 'Mi compañero', 'Mi hermana', 'Mi hermano', 'Mi jefe', 'Mi vecina', 'Mi amigo', 'Mi madre'],
    relActs: ['cumple años mañana', 'se muda pronto', 'me mandó un mensaje raro', 'busca piso', 'está enfermo'],
    fName: ['Nombre', 'Nombre completo', 'Titular', 'Destinatario', 'Nombre y apellidos'],
    fAddr: ['Dirección', 'Domicilio', 'Dirección postal', 'Dirección de envío'],
    fPhone: 'Teléfono',
    chat: ['¿Me das una receta de paella?', 'Explícame qué es la inflación.', 'Escribe una carta de presentación para un trabajo.', '¿Cuál es la diferencia entre ser y estar?', '¿Cómo instalo Node en Mac?', 'Dame ideas para un cumpleaños infantil.'],
    cityFacts: ['es la capital de', 'es famosa por sus tapas.', 'tiene playa, ¿verdad?', '¿cuántos habitantes tiene?'],
  },
  it: {
    hi: ['Ciao', 'Buongiorno', 'Salve', 'Buonasera', 'Ciao a tutti,'],
    myName: ['mi chiamo', 'il mio nome è', 'sono'],
    liveIn: ['abito a', 'vivo a', 'abitiamo a', 'sono di', 'mi trovo a', 'mi sono trasferito a'],
    liveAt: ['Il mio indirizzo è', 'Abito in', 'Nuovo indirizzo:', 'Indirizzo di consegna:', 'Consegnare presso'],
    sendTo: ['Per favore spedite il pacco a', 'Potete consegnare a', 'Inviate la fattura a', 'Spedite l\'ordine a'],
    asks: ['Potete aiutarmi?', 'Cosa devo fare?', 'Grazie in anticipo!', 'È corretto?', 'Quanto ci vuole per la consegna?'],
    closings: ['Cordiali saluti', 'Distinti saluti', 'Saluti', 'Un caro saluto', 'Grazie mille', 'A presto'],
    dear: ['Gentili signori,', 'Gentile', 'Caro', 'Cara', 'Buongiorno', 'Egregio'],
    bodies: ['grazie per la risposta.', 'il mio ordine non è ancora arrivato.', 'in allegato i documenti richiesti.', 'vorrei disdire l\'abbonamento.', 'possiamo spostare l\'appuntamento?'],
    rel: ['La mia collega', 'Il mio collega', 'Mia sorella', 'Mio fratello', 'Il mio capo', 'La mia vicina', 'Il mio amico', 'Mia madre'],
    relActs: ['compie gli anni domani', 'si trasferisce presto', 'mi ha mandato un messaggio strano', 'cerca casa', 'è malato'],
    fName: ['Nome', 'Nome e cognome', 'Intestatario', 'Destinatario', 'Nominativo'],
    fAddr: ['Indirizzo', 'Residenza', 'Indirizzo di spedizione', 'Domicilio'],
    fPhone: 'Telefono',
    chat: ['Mi dai una ricetta per il tiramisù?', 'Spiegami cos\'è il machine learning.', 'Scrivi una lettera di presentazione.', 'Qual è la differenza tra ce e c\'è?', 'Come si installa Git?', 'Idee per una festa di compleanno?'],
    cityFacts: ['è il capoluogo di regione?', 'è famosa per la pizza.', 'quanti abitanti ha?', 'è una città d\'arte.'],
  },
  nl: {
    hi: ['Hoi', 'Hallo', 'Goedemorgen', 'Dag', 'Beste allemaal,'],
    myName: ['ik heet', 'mijn naam is', 'ik ben', 'dit is'],
    liveIn: ['ik woon in', 'wij wonen in', 'ik kom uit', 'ik ben nu in', 'ik ben verhuisd naar'],
    liveAt: ['Mijn adres is', 'Ik woon op', 'Nieuw adres:', 'Afleveradres:', 'Graag bezorgen op'],
    sendTo: ['Stuur het pakket alstublieft naar', 'Kunnen jullie leveren op', 'Stuur de factuur naar', 'Verzend de bestelling naar'],
    asks: ['Kunnen jullie helpen?', 'Wat moet ik doen?', 'Alvast bedankt!', 'Klopt dit?', 'Hoe lang duurt de levering?'],
    closings: ['Met vriendelijke groet', 'Groeten', 'Hartelijke groet', 'Met vriendelijke groeten', 'Groetjes', 'Mvg'],
    dear: ['Geachte heer/mevrouw,', 'Beste', 'Hoi', 'Geachte'],
    bodies: ['bedankt voor uw bericht.', 'mijn bestelling is nog niet aangekomen.', 'in de bijlage vindt u de documenten.', 'ik wil mijn abonnement opzeggen.', 'kunnen we de afspraak verzetten?'],
    rel: ['Mijn collega', 'Mijn zus', 'Mijn broer', 'Mijn baas', 'Mijn buurvrouw', 'Mijn vriend', 'Mijn moeder'],
    relActs: ['is morgen jarig', 'gaat binnenkort verhuizen', 'stuurde me een raar bericht', 'zoekt een huis', 'is ziek'],
    fName: ['Naam', 'Volledige naam', 'Rekeninghouder', 'Ontvanger', 'Contactpersoon'],
    fAddr: ['Adres', 'Woonadres', 'Afleveradres', 'Postadres'],
    fPhone: 'Telefoon',
    chat: ['Geef me een recept voor stamppot.', 'Leg uit hoe een hypotheek werkt.', 'Schrijf een sollicitatiebrief.', 'Wat is het verschil tussen hun en hen?', 'Hoe installeer ik Python?', 'Ideeën voor een kinderfeestje?'],
    cityFacts: ['is de hoofdstad van de provincie, toch?', 'heeft mooie grachten.', 'hoeveel inwoners heeft het?', 'is bekend om zijn kaas.'],
  },
  pt: {
    hi: ['Olá', 'Oi', 'Bom dia', 'Boa tarde', 'Olá a todos,'],
    myName: ['meu nome é', 'me chamo', 'sou', 'o meu nome é'],
    liveIn: ['moro em', 'vivo em', 'moramos em', 'sou de', 'estou em', 'me mudei para'],
    liveAt: ['Meu endereço é', 'Moro na', 'Novo endereço:', 'Endereço de entrega:', 'Favor entregar na'],
    sendTo: ['Por favor enviem o pacote para', 'Podem entregar na', 'Enviem a fatura para', 'Mandem o pedido para'],
    asks: ['Podem me ajudar?', 'O que devo fazer?', 'Obrigado desde já!', 'Está correto?', 'Quanto tempo leva a entrega?'],
    closings: ['Atenciosamente', 'Abraços', 'Obrigado', 'Cumprimentos', 'Um abraço', 'Att.'],
    dear: ['Prezados senhores,', 'Prezada', 'Prezado', 'Olá', 'Caro', 'Cara'],
    bodies: ['obrigado pelo retorno.', 'meu pedido ainda não chegou.', 'segue em anexo a documentação.', 'gostaria de cancelar minha assinatura.', 'podemos remarcar a reunião?'],
    rel: ['Minha colega', 'Meu colega', 'Minha irmã', 'Meu irmão', 'Meu chefe', 'Minha vizinha', 'Meu amigo', 'Minha mãe'],
    relActs: ['faz aniversário amanhã', 'vai se mudar em breve', 'me mandou uma mensagem estranha', 'procura apartamento', 'está doente'],
    fName: ['Nome', 'Nome completo', 'Titular', 'Destinatário'],
    fAddr: ['Endereço', 'Morada', 'Endereço de entrega', 'Residência'],
    fPhone: 'Telefone',
    chat: ['Me dá uma receita de pão de queijo?', 'Explique o que é juros compostos.', 'Escreva uma carta de apresentação.', 'Qual a diferença entre mas e mais?', 'Como instalo o Docker?', 'Ideias para festa infantil?'],
    cityFacts: ['é a capital do estado?', 'é famosa pelas praias.', 'quantos habitantes tem?', 'tem um centro histórico lindo.'],
  },
  pl: {
    hi: ['Cześć', 'Dzień dobry', 'Witam', 'Hej', 'Dobry wieczór'],
    myName: ['nazywam się', 'mam na imię', 'jestem', 'tu'],
    liveIn: ['mieszkam w', 'mieszkamy w', 'jestem z', 'jestem teraz w', 'przeprowadziłem się do'],
    liveAt: ['Mój adres to', 'Mieszkam przy', 'Nowy adres:', 'Adres dostawy:', 'Proszę dostarczyć na'],
    sendTo: ['Proszę wysłać paczkę na adres', 'Czy możecie dostarczyć na', 'Fakturę proszę wysłać na', 'Zamówienie proszę wysłać na'],
    asks: ['Czy możecie pomóc?', 'Co mam zrobić?', 'Z góry dziękuję!', 'Czy to poprawne?', 'Ile trwa dostawa?'],
    closings: ['Pozdrawiam', 'Z poważaniem', 'Serdecznie pozdrawiam', 'Dziękuję', 'Pozdrawiam serdecznie'],
    dear: ['Szanowni Państwo,', 'Droga', 'Drogi', 'Dzień dobry', 'Szanowny Panie', 'Szanowna Pani'],
    bodies: ['dziękuję za odpowiedź.', 'moje zamówienie jeszcze nie dotarło.', 'w załączniku przesyłam dokumenty.', 'chcę anulować subskrypcję.', 'czy możemy przełożyć spotkanie?'],
    rel: ['Moja koleżanka', 'Mój kolega', 'Moja siostra', 'Mój brat', 'Mój szef', 'Moja sąsiadka', 'Mój przyjaciel', 'Moja mama'],
    relActs: ['ma jutro urodziny', 'niedługo się przeprowadza', 'wysłał mi dziwną wiadomość', 'szuka mieszkania', 'jest chory'],
    fName: ['Imię i nazwisko', 'Nazwisko', 'Odbiorca', 'Właściciel rachunku'],
    fAddr: ['Adres', 'Adres zamieszkania', 'Adres dostawy', 'Adres korespondencyjny'],
    fPhone: 'Telefon',
    chat: ['Podaj przepis na pierogi.', 'Wyjaśnij, czym jest inflacja.', 'Napisz list motywacyjny.', 'Jak zainstalować Pythona?', 'Pomysły na urodziny dziecka?'],
    cityFacts: ['jest stolicą województwa?', 'słynie z pięknej starówki.', 'ile ma mieszkańców?'],
  },
  sv: {
    hi: ['Hej', 'Hallå', 'God morgon', 'Hej allihopa,'],
    myName: ['jag heter', 'mitt namn är', 'jag är', 'det här är'],
    liveIn: ['jag bor i', 'vi bor i', 'jag kommer från', 'jag är just nu i', 'jag har flyttat till'],
    liveAt: ['Min adress är', 'Jag bor på', 'Ny adress:', 'Leveransadress:', 'Leverera till'],
    sendTo: ['Skicka paketet till', 'Kan ni leverera till', 'Skicka fakturan till', 'Skicka beställningen till'],
    asks: ['Kan ni hjälpa mig?', 'Vad ska jag göra?', 'Tack på förhand!', 'Stämmer det?', 'Hur lång är leveranstiden?'],
    closings: ['Med vänliga hälsningar', 'Vänliga hälsningar', 'Hälsningar', 'Mvh', 'Tack'],
    dear: ['Hej', 'Bästa', 'Kära'],
    bodies: ['tack för ditt svar.', 'min beställning har inte kommit än.', 'bifogar dokumenten.', 'jag vill säga upp mitt abonnemang.', 'kan vi flytta mötet?'],
    rel: ['Min kollega', 'Min syster', 'Min bror', 'Min chef', 'Min granne', 'Min vän', 'Min mamma'],
    relActs: ['fyller år i morgon', 'ska flytta snart', 'skickade ett konstigt meddelande', 'letar lägenhet', 'är sjuk'],
    fName: ['Namn', 'Fullständigt namn', 'Mottagare', 'Kontaktperson'],
    fAddr: ['Adress', 'Gatuadress', 'Leveransadress', 'Postadress'],
    fPhone: 'Telefon',
    chat: ['Ge mig ett recept på kanelbullar.', 'Förklara hur ränta fungerar.', 'Skriv ett personligt brev.', 'Hur installerar jag Git?', 'Idéer till ett barnkalas?'],
    cityFacts: ['är huvudstad i länet?', 'är känt för sin skärgård.', 'hur många invånare har det?'],
  },
  tr: {
    hi: ['Merhaba', 'Selam', 'İyi günler', 'Günaydın', 'Herkese merhaba,'],
    myName: ['benim adım', 'adım', 'ben'],
    liveIn: ['şu anda yaşadığım şehir', 'yaşadığım yer', 'memleketim', 'taşındığım şehir', 'şu an bulunduğum yer'],
    liveAt: ['Adresim:', 'Yeni adresim:', 'Teslimat adresi:', 'Lütfen şu adrese teslim edin:', 'Fatura adresi:'],
    sendTo: ['Lütfen paketi şu adrese gönderin:', 'Siparişi şu adrese yollayın:', 'Faturayı şu adrese gönderin:'],
    asks: ['Yardımcı olabilir misiniz?', 'Ne yapmalıyım?', 'Şimdiden teşekkürler!', 'Bu doğru mu?', 'Teslimat ne kadar sürer?'],
    closings: ['Saygılarımla', 'İyi çalışmalar', 'Teşekkürler', 'Sevgiler', 'Selamlar'],
    dear: ['Sayın', 'Merhaba', 'Değerli', 'Sevgili'],
    bodies: ['yanıtınız için teşekkürler.', 'siparişim hâlâ gelmedi.', 'belgeleri ekte gönderiyorum.', 'aboneliğimi iptal etmek istiyorum.', 'toplantıyı erteleyebilir miyiz?'],
    rel: ['İş arkadaşım', 'Kız kardeşim', 'Erkek kardeşim', 'Müdürüm', 'Komşum', 'Arkadaşım', 'Annem'],
    relActs: ['yarın doğum günü', 'yakında taşınıyor', 'bana garip bir mesaj attı', 'ev arıyor', 'hasta'],
    fName: ['Ad Soyad', 'İsim', 'Alıcı', 'Hesap sahibi'],
    fAddr: ['Adres', 'Teslimat adresi', 'Ev adresi', 'İkamet adresi'],
    fPhone: 'Telefon',
    chat: ['Bana mercimek çorbası tarifi verir misin?', 'Enflasyonu basitçe açıkla.', 'Bir özgeçmiş yazmama yardım et.', 'Python nasıl kurulur?', 'Çocuk doğum günü için fikirler?'],
    cityFacts: ['Türkiye\'nin en kalabalık şehri mi?', 'tarihi yerleriyle ünlüdür.', 'kaç nüfusludur?'],
  },
};

function intlTemplates(lang: Exclude<Lang, 'en'>): Template[] {
  const ph = P[lang];
  const pk = (c: Ctx, xs: readonly string[]): string => pick(c.r, xs);
  /** A greeting word without its own trailing comma (the template adds punctuation). */
  const hi = (c: Ctx): string => pick(c.r, ph.hi).replace(/,$/u, '');
  const tr = lang === 'tr';
  return [
    {
      id: `${lang}-intro`, kind: 'pos', lang, weight: 2,
      make: (c) => {
        const p = person(c);
        return tr
          ? t`${hi(c)}, ${pk(c, ph.myName)} ${name(c, p, [[70, 'full'], [30, 'first']])}. ${pk(c, ph.liveIn)} ${city(c)}. ${pk(c, ph.asks)}`
          : t`${hi(c)}, ${pk(c, ph.myName)} ${name(c, p, [[70, 'full'], [30, 'first']])}${o(c, ', ', '. ')}${pk(c, ph.liveIn)} ${city(c)}. ${pk(c, ph.asks)}`;
      },
    },
    {
      id: `${lang}-live-in`, kind: 'pos', lang,
      make: (c) => (tr ? t`${hi(c)}! ${pk(c, ph.liveIn)}: ${city(c)}. ${pk(c, ph.chat)}` : t`${hi(c)}! ${o(c, pk(c, ph.liveIn), pk(c, ph.liveIn).toLowerCase())} ${city(c)}. ${pk(c, ph.chat)}`),
    },
    {
      id: `${lang}-address`, kind: 'pos', lang, weight: 2,
      make: (c) => t`${opt(c, 0.5, `${hi(c)}, `)}${o(c, pk(c, ph.liveAt), pk(c, ph.sendTo))} ${addr(c)}${o(c, '. ', '! ', ' - ', '. ', ', ')}${o(c, pk(c, ph.asks), otherIdSentence(c.r, lang), foreignSentence(c.r, lang) || pk(c, ph.asks))}${opt(c, 0.3, ` ${orderNo(c)}`)}`,
    },
    {
      id: `${lang}-letter`, kind: 'pos', lang, weight: 2,
      make: (c) => {
        const to = person(c);
        const me = person(c);
        const dear = pk(c, ph.dear);
        const greet = /[,:]$/u.test(dear) ? t`${dear}` : chance(c.r, 0.5) ? t`${dear} ${titled(c, to)},` : t`${dear} ${name(c, to, [[60, 'first'], [40, 'full']])},`;
        return t`${greet}\n\n${pk(c, ph.bodies)} ${opt(c, 0.4, t`${pk(c, ph.liveAt)} ${addr(c)}.`)}\n\n${pk(c, ph.closings)}${o(c, ',', '')}\n${name(c, me, FULL_ONLY)}${opt(c, 0.3, `\n${phone(c)}`)}`;
      },
    },
    {
      id: `${lang}-third-party`, kind: 'pos', lang,
      make: (c) => t`${pk(c, ph.rel)} ${name(c, person(c), [[60, 'first'], [40, 'full']])} ${pk(c, ph.relActs)}. ${pk(c, ph.asks)}`,
    },
    {
      id: `${lang}-form`, kind: 'pos', lang, noCase: true,
      make: (c) => {
        const p = person(c);
        const lines = [
          t`${pk(c, ph.fName)}: ${name(c, p, [[80, 'full'], [20, 'lastFirst']])}`,
          t`${pk(c, ph.fAddr)}: ${addr(c, c.country, [[3, 'full'], [1, 'country']])}`,
        ];
        if (chance(c.r, 0.6)) lines.push(t`${ph.fPhone}: ${phone(c)}`);
        if (chance(c.r, 0.4)) lines.push(t`E-mail: ${email(c, p)}`);
        return join(lines, chance(c.r, 0.8) ? '\n' : ' | ');
      },
    },
    {
      id: `${lang}-signature`, kind: 'pos', lang,
      make: (c) => {
        const me = person(c);
        return t`${hi(c)},\n${pk(c, ph.bodies)} ${pk(c, ph.asks)}\n\n${pk(c, ph.closings)}\n${name(c, me, [[70, 'full'], [30, 'first']])}${opt(c, 0.4, t`\n${addr(c, c.country, [[1, 'multiline']])}`)}`;
      },
    },
    { id: `${lang}-neg-chat`, kind: 'neg', lang, weight: 3, make: (c) => t`${opt(c, 0.5, `${hi(c)}, `)}${pk(c, ph.chat)}${opt(c, 0.3, ` ${pk(c, ph.asks)}`)}` },
    { id: `${lang}-neg-other`, kind: 'neg', lang, weight: 2, make: (c) => t`${opt(c, 0.5, `${hi(c)}, `)}${foreignSentence(c.r, lang)} ${otherIdSentence(c.r, lang)} ${foreignSentence(c.r, lang) || pk(c, ph.asks)}` },
    { id: `${lang}-neg-city`, kind: 'neg', lang, make: (c) => t`${cityText(c, c.country, 'city')} ${pk(c, ph.cityFacts)}` },
    {
      id: `${lang}-neg-letter`, kind: 'neg', lang,
      make: (c) => t`${pk(c, ph.dear.filter((d) => /[,:]$/u.test(d)).concat(ph.hi.map((h) => `${h.replace(/,$/u, '')},`)))}\n${pk(c, ph.bodies)} ${orderNo(c)}. ${pk(c, ph.asks)}\n${pk(c, ph.closings)}`,
    },
  ];
}

/** A translation request: English frame, text in another language (names labelled). */
const translate: Template = {
  id: 'translate-request', kind: 'pos', lang: 'en', weight: 2,
  make: (c) => {
    const langs = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'pl'] as const;
    const lang = pick(c.r, langs);
    const ph = P[lang];
    const p = person(c);
    return t`${o(c, 'Translate to English:', 'What does this mean?', 'Can you translate this?', 'Reply to this for me:')} "${pick(c.r, ph.hi).replace(/,$/u, '')}, ${pick(c.r, ph.myName)} ${per(nameText(c, p, 'full'))}. ${pick(c.r, ph.liveIn)} ${city(c)}. ${pick(c.r, ph.asks)}"`;
  },
};

export const INTL: Template[] = [...(['de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'tr'] as const).flatMap((l) => intlTemplates(l)), translate];
