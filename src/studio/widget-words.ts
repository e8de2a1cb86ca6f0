import type { Language } from '@/schema/languages';

/**
 * Each widget in an operator's words, EN and TY: its name and what a visitor sees of it. The widget catalogue and the
 * preview's notes use these; the widgets' own descriptions (for developers: queries, commands, the spec) stay in code.
 */
type Words = Readonly<Record<Language, readonly [name: string, text: string]>>;

export const WIDGET_WORDS: Readonly<Record<string, Words>> = {
  AccountBar: {
    en: ['Account area', 'The right of the header: a member sees their balance and account menu, a visitor the Log in and Join buttons.'],
    ty: ['Bahagi ng account', 'Ang kanan ng header: nakikita ng miyembro ang balanse at menu ng account, ng bisita ang mga button na Mag-log in at Sumali.'],
  },
  ActionButton: {
    en: ['Button', 'A button that takes the visitor somewhere: another page, a window such as Log in, or a game.'],
    ty: ['Button', 'Button na nagdadala sa bisita sa ibang lugar: ibang pahina, isang window gaya ng Mag-log in, o isang laro.'],
  },
  ActionForm: {
    en: ['Form', 'One of the site’s forms (deposit, profile, change password…): the player fills it in and sends it, and reads the outcome.'],
    ty: ['Form', 'Isa sa mga form ng site (deposito, profile, palitan ang password…): pinupunan at ipinapadala ito ng manlalaro, at nababasa ang resulta.'],
  },
  BannerCarousel: {
    en: ['Sliding banners', 'The banners your platform holds, one after the other, with arrows and dots. They stop while the visitor points at them.'],
    ty: ['Mga gumagalaw na banner', 'Ang mga banner mula sa platform, sunod-sunod, may mga arrow at tuldok. Humihinto kapag itinuturo ng bisita.'],
  },
  CardGrid: {
    en: ['Cards', 'A grid of cards, such as the promotions or the goods of the point mall: picture, title, a badge and a link to the details.'],
    ty: ['Mga card', 'Mga card na magkakatabi, gaya ng mga promosyon o mga produkto ng point mall: larawan, pamagat, badge at link sa detalye.'],
  },
  CategoryTiles: {
    en: ['Game area tiles', 'Large tiles that lead to the game areas: slots, live casino, sports…'],
    ty: ['Mga tile ng laro', 'Malalaking tile papunta sa mga bahagi ng laro: slots, live casino, sports…'],
  },
  ChatRoomButton: {
    en: ['Chat room button', 'The round chat-room button that floats at the side of the page.'],
    ty: ['Button ng chat room', 'Ang bilog na button ng chat room na nakalutang sa gilid ng pahina.'],
  },
  ContractTable: {
    en: ['Agent contracts', 'An agent’s contracts of one kind: rate, active members, bets and profit; the agent offers, accepts or ends them here.'],
    ty: ['Mga kontrata ng ahente', 'Mga kontrata ng ahente sa isang uri: rate, aktibong miyembro, taya at kita; dito nag-aalok, tumatanggap o nagtatapos ang ahente.'],
  },
  Copyright: {
    en: ['Copyright line', 'The copyright line at the bottom of the page, with your brand’s name.'],
    ty: ['Linya ng copyright', 'Ang linya ng copyright sa ibaba ng pahina, kasama ang pangalan ng brand.'],
  },
  DepositCheckout: {
    en: ['Deposit', 'The deposit form, then how to pay: a bank account to copy, a QR code, or the payment page.'],
    ty: ['Deposito', 'Ang form ng deposito, saka kung paano magbayad: bank account na kokopyahin, QR code, o pahina ng bayad.'],
  },
  DetailList: {
    en: ['Facts', 'A short list of facts about the member, such as the profile or the balances, as lines or tiles.'],
    ty: ['Mga detalye', 'Maikling listahan ng mga detalye ng miyembro, gaya ng profile o mga balanse, bilang mga linya o tile.'],
  },
  FilterBar: {
    en: ['Filters', 'Dates, choices and a search box above a list: the list shows only what the visitor picks.'],
    ty: ['Mga filter', 'Mga petsa, pagpipilian at search box sa itaas ng listahan: ipinapakita lang ng listahan ang pinili ng bisita.'],
  },
  FooterColumns: {
    en: ['Footer columns', 'The columns of links in the footer (About, Help…).'],
    ty: ['Mga hanay ng footer', 'Ang mga hanay ng link sa footer (Tungkol, Tulong…).'],
  },
  FooterVendors: {
    en: ['Game provider logos', 'The strip of game providers’ logos in the footer.'],
    ty: ['Mga logo ng provider', 'Ang hanay ng mga logo ng mga provider ng laro sa footer.'],
  },
  GameFrame: {
    en: ['Game window', 'The game the player started, with Back, Reload and Full screen.'],
    ty: ['Window ng laro', 'Ang larong sinimulan ng manlalaro, may Bumalik, I-reload at Buong screen.'],
  },
  GameGrid: {
    en: ['Game list', 'The games of one provider, page by page, with a search box and Hot badges.'],
    ty: ['Listahan ng laro', 'Ang mga laro ng isang provider, pahina kada pahina, may search box at mga badge na Hot.'],
  },
  GameSection: {
    en: ['Games row', 'A row of games: the player’s favourites, recent games, hot games, or the big winners.'],
    ty: ['Hanay ng laro', 'Hanay ng mga laro: paborito ng manlalaro, mga kamakailang laro, mga sikat, o ang malalaking nanalo.'],
  },
  GiftPopup: {
    en: ['Gift popup', 'The promotions’ gift window, which opens by itself once per visit (before and after log in).'],
    ty: ['Popup ng regalo', 'Ang window ng regalo ng mga promosyon, na kusang bumubukas minsan bawat pagbisita (bago at pagkatapos mag-log in).'],
  },
  HeaderBar: {
    en: ['Header bar', 'The top bar: your logo and brand name, with the account area and the language choice.'],
    ty: ['Bar ng header', 'Ang bar sa itaas: ang logo at pangalan ng brand, kasama ang account at pagpili ng wika.'],
  },
  Heading: {
    en: ['Heading', 'A title above a part of the page, large or small (levels 1 to 4).'],
    ty: ['Pamagat', 'Pamagat sa itaas ng isang bahagi ng pahina, malaki o maliit (antas 1 hanggang 4).'],
  },
  HelpSections: {
    en: ['Help articles', 'The help centre’s articles by topic; the footer’s links open them.'],
    ty: ['Mga artikulo ng tulong', 'Ang mga artikulo ng help centre ayon sa paksa; binubuksan sila ng mga link sa footer.'],
  },
  HotMatches: {
    en: ['Hot matches', 'The sports matches the platform features now: teams, kick-off or live score, odds and a Bet now button.'],
    ty: ['Maiinit na laban', 'Ang mga laban sa sports na itinatampok ng platform ngayon: mga koponan, simula o live na iskor, odds at button na Tumaya na.'],
  },
  HeaderLogin: {
    en: ['Log in from the header', 'The login form in the header row (username, or an SMS code when that login is on), for visitors; on narrow screens it becomes the Log in button and popup.'],
    ty: ['Mag-log in mula sa header', 'Ang login form sa hanay ng header (username, o SMS code kapag bukas ang login na iyon), para sa mga bisita; sa makikitid na screen, nagiging button na Mag-log in at popup ito.'],
  },
  HeroBanner: {
    en: ['Hero banner', 'The large banner at the top of a page: a title, a line of text, a picture and a button.'],
    ty: ['Malaking banner', 'Ang malaking banner sa itaas ng pahina: pamagat, isang linya ng teksto, larawan at button.'],
  },
  HtmlContent: {
    en: ['Platform text', 'A text your platform holds, such as a promotion’s terms, shown as it is written there.'],
    ty: ['Teksto ng platform', 'Tekstong hawak ng platform, gaya ng mga tuntunin ng promosyon, ipinapakita gaya ng pagkakasulat doon.'],
  },
  InstallAppCard: {
    en: ['Install the app', 'Puts the site on the player’s home screen like an app; on a computer, a QR code opens it on a phone.'],
    ty: ['I-install ang app', 'Inilalagay ang site sa home screen ng manlalaro na parang app; sa computer, may QR code na nagbubukas nito sa telepono.'],
  },
  LanguagePicker: {
    en: ['Language choice', 'Lets the visitor read the site in EN or TY.'],
    ty: ['Pagpili ng wika', 'Hinahayaan ang bisita na basahin ang site sa EN o TY.'],
  },
  LiveChatButton: {
    en: ['Live chat button', 'The round live-chat button at the side of the page, when your platform offers live chat.'],
    ty: ['Button ng live chat', 'Ang bilog na button ng live chat sa gilid ng pahina, kapag may live chat ang platform.'],
  },
  LiveLobby: {
    en: ['Live casino lobby', 'The live casino providers and their tables (baccarat, roulette…).'],
    ty: ['Lobby ng live casino', 'Ang mga provider ng live casino at ang kanilang mga mesa (baccarat, roulette…).'],
  },
  LotteryLobby: {
    en: ['Lottery lobby', 'The popular lottery games and the draws, with their state.'],
    ty: ['Lobby ng lotto', 'Ang mga sikat na laro ng lotto at ang mga bola, kasama ang kalagayan nila.'],
  },
  MenuButton: {
    en: ['Phone menu button', 'On a phone, the one Menu button that opens every area of the site and the language choice.'],
    ty: ['Button ng menu sa telepono', 'Sa telepono, ang iisang button na Menu na nagbubukas ng lahat ng bahagi ng site at ng pagpili ng wika.'],
  },
  Menu: {
    en: ['Menu', 'One of your menus, drawn where it stands: the header’s links, a footer column, the account menu, buttons…'],
    ty: ['Menu', 'Isa sa mga menu, iginuguhit kung nasaan ito: mga link ng header, hanay ng footer, menu ng account, mga button…'],
  },
  NoticeList: {
    en: ['Notice list', 'The notices’ titles, nine per page; choosing one opens it.'],
    ty: ['Listahan ng abiso', 'Ang mga pamagat ng abiso, siyam bawat pahina; binubuksan ang napili.'],
  },
  NoticeMarquee: {
    en: ['News ticker', 'A line of news that scrolls across the page; it stops while the visitor points at it.'],
    ty: ['Tumatakbong balita', 'Linya ng balita na gumagalaw sa pahina; humihinto kapag itinuturo ng bisita.'],
  },
  NoticePane: {
    en: ['Notice', 'The notice chosen in the notice list: its title and its text.'],
    ty: ['Abiso', 'Ang abisong pinili sa listahan: ang pamagat at teksto nito.'],
  },
  NoticePopup: {
    en: ['Notice popup', 'The welcome notice that opens by itself over the page, once per visit.'],
    ty: ['Popup ng abiso', 'Ang abiso ng pagbati na kusang bumubukas sa ibabaw ng pahina, minsan bawat pagbisita.'],
  },
  PageContent: {
    en: ['Page content', 'Where each page’s own content goes inside the frame of header and footer.'],
    ty: ['Nilalaman ng pahina', 'Kung saan napupunta ang sariling nilalaman ng bawat pahina sa loob ng header at footer.'],
  },
  ProgressBar: {
    en: ['Progress bar', 'How far the member is from a goal, such as the next VIP level.'],
    ty: ['Bar ng progreso', 'Gaano kalayo ang miyembro sa isang layunin, gaya ng susunod na antas ng VIP.'],
  },
  PvpRooms: {
    en: ['Poker rooms', 'The open poker rooms with their seats and smallest bet; the player joins one.'],
    ty: ['Mga kuwarto ng poker', 'Ang mga bukas na kuwarto ng poker, ang mga upuan at pinakamaliit na taya; sumasali ang manlalaro sa isa.'],
  },
  QrCard: {
    en: ['QR code', 'A QR code of the member’s own link (such as the referral link), with a Copy button.'],
    ty: ['QR code', 'QR code ng sariling link ng miyembro (gaya ng referral link), may button na Kopyahin.'],
  },
  RecordPage: {
    en: ['Detail page', 'The page of one promotion or one item: a back link, its picture and name, then its parts.'],
    ty: ['Pahina ng detalye', 'Ang pahina ng isang promosyon o item: link pabalik, larawan at pangalan, saka ang mga bahagi nito.'],
  },
  RecordTable: {
    en: ['Table', 'A table of the member’s records (deposits, bets…), page by page; on a phone, as cards.'],
    ty: ['Talahanayan', 'Talahanayan ng mga tala ng miyembro (deposito, taya…), pahina kada pahina; sa telepono, bilang mga card.'],
  },
  RedEnvelope: {
    en: ['Red envelope', 'The red envelope that opens by itself for a member who has one waiting; opening it adds the money to the wallet.'],
    ty: ['Pulang sobre', 'Ang pulang sobre na kusang bumubukas para sa miyembrong may naghihintay; ang pagbukas nito ay nagdadagdag ng pera sa wallet.'],
  },
  Section: {
    en: ['Section', 'A part of the page with a title, holding other parts one under the other, side by side, or in a grid.'],
    ty: ['Seksiyon', 'Bahagi ng pahina na may pamagat, naglalaman ng ibang bahagi nang patong, magkatabi, o naka-grid.'],
  },
  ShowWhen: {
    en: ['Shown only when…', 'Shows what it holds only in some cases, for example the transfer only where the merchant has several wallets.'],
    ty: ['Ipinapakita lang kapag…', 'Ipinapakita ang laman nito sa ilang kaso lang, halimbawa ang transfer kung may ilang wallet ang merchant.'],
  },
  SiteFooter: {
    en: ['Footer', 'The bottom of every page, holding the footer’s parts.'],
    ty: ['Footer', 'Ang ibaba ng bawat pahina, na may mga bahagi ng footer.'],
  },
  SiteHeader: {
    en: ['Header', 'The top of every page, holding the header bar and the main menu.'],
    ty: ['Header', 'Ang itaas ng bawat pahina, na may bar ng header at pangunahing menu.'],
  },
  StatusNotice: {
    en: ['Full-page notice', 'A notice that fills the page, for maintenance or a closed region, with a Contact Us button.'],
    ty: ['Abisong buong pahina', 'Abisong pumupuno sa pahina, para sa maintenance o saradong rehiyon, may button na Makipag-ugnayan.'],
  },
  Text: {
    en: ['Text', 'A paragraph of text, in the visitor’s language.'],
    ty: ['Teksto', 'Isang talata ng teksto, sa wika ng bisita.'],
  },
  VendorLobby: {
    en: ['Game provider cards', 'The providers of a game area (fishing, poker, sports…) as cards; a card opens its games or starts the game.'],
    ty: ['Mga card ng provider', 'Ang mga provider ng isang bahagi ng laro (pangingisda, poker, sports…) bilang mga card; binubuksan ng card ang mga laro o sinisimulan ang laro.'],
  },
  VendorTabs: {
    en: ['Provider tabs', 'One tab per game provider above a game list; the chosen tab shows that provider’s games.'],
    ty: ['Mga tab ng provider', 'Isang tab bawat provider sa itaas ng listahan ng laro; ipinapakita ng napiling tab ang mga laro ng provider.'],
  },
};

/** A widget's name and description for an operator in a language (EN when a language lacks it); its type when unknown. */
export function widgetWords(type: string, language: string): { name: string; text: string | undefined } {
  const words = WIDGET_WORDS[type];
  const pair = words ? (language === 'ty' ? words.ty : words.en) : undefined;
  return pair ? { name: pair[0], text: pair[1] } : { name: type, text: undefined };
}

/**
 * Developer words an operator should not meet in the studio's widget texts: the spec's sections, the platform's
 * queries and commands, the documents' inner words. The unit and e2e tests look for them.
 */
export const DEVELOPER_WORDS: readonly RegExp[] = [/spec\s*§/i, /§/, /named command/i, /\bquer(y|ies)\b/i, /\bcommand\b/i, /\bprops?\b/i, /\bnode\b/i, /\bschema\b/i, /\bJSON\b/, /\biframe\b/i, /DOMPurify/, /\bsanitiz/i, /\blandmark\b/i, /\bfact\b/i, /\brender/i, /\bslot\b/i, /`/];

/** The developer words a text holds (none: it reads for an operator). */
export function developerWordsIn(text: string): string[] {
  return DEVELOPER_WORDS.flatMap((pattern) => pattern.exec(text)?.[0] ?? []);
}
