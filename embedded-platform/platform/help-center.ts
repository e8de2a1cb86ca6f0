import { brandOf, branded, type ContentLanguage, type Localized } from './brands';

/**
 * The help centre (spec §2 /help, /helpmc) and the footer's About list. Categories hold articles;
 * every category and article has a stable `anchor` the site links to (`/help#terms`). The category
 * with `group: 'about'` holds the seven About sections of the footer, one article each, in its order.
 */
export interface HelpArticle {
  articleId: number;
  anchor: string;
  title: string;
  /** HTML; the help page sanitises it. */
  content: string;
}

export interface HelpCategory {
  categoryId: number;
  anchor: string;
  group: 'help' | 'about';
  title: string;
  articles: HelpArticle[];
}

/** The footer's About list (spec §2), in its order: the anchors of the About articles. */
export const ABOUT_ANCHORS = ['about-company', 'contact-us', 'terms', 'responsible-gaming', 'privacy-policy', 'affiliates', 'refund-policy'] as const;

interface ArticleSource {
  articleId: number;
  anchor: string;
  title: Localized;
  content: Localized;
}

interface CategorySource {
  categoryId: number;
  anchor: string;
  group: HelpCategory['group'];
  title: Localized;
  articles: readonly ArticleSource[];
}

const CONTACT = '<a href="mailto:{email}">{email}</a>';

const ABOUT_ARTICLES: readonly ArticleSource[] = [
  {
    articleId: 1001,
    anchor: 'about-company',
    title: { en: 'About Company', ty: 'Tungkol sa Kumpanya' },
    content: {
      en: '<h3>Who we are</h3><p>{brand} is an online gaming and entertainment platform offering slots, live casino, sports, e-sports, lottery, fishing and poker games from leading studios.</p><p>We were founded by a team of players and engineers who wanted a fast, fair and friendly place to play, on the web and on mobile.</p><h3>Fair play</h3><p>Every game we offer comes from a licensed provider whose results are independently tested for fairness.</p>',
      ty: '<h3>Sino kami</h3><p>Ang {brand} ay isang online na plataporma ng laro at libangan na may slots, live casino, palakasan, e-sports, loterya, pangingisda at poker mula sa mga nangungunang studio.</p><p>Itinatag kami ng grupo ng mga manlalaro at engineer na gustong magkaroon ng mabilis, patas at magiliw na lugar para maglaro, sa web at sa mobile.</p><h3>Patas na laro</h3><p>Lahat ng laro namin ay mula sa lisensyadong provider na ang mga resulta ay sinusuri ng independiyenteng tagasuri.</p>',
    },
  },
  {
    articleId: 1002,
    anchor: 'contact-us',
    title: { en: 'Contact Us', ty: 'Makipag-ugnayan sa Amin' },
    content: {
      en: `<p>Our customer service team is available 24 hours a day, 7 days a week.</p><ul><li>Live chat: the chat button on every page.</li><li>Email: ${CONTACT}</li><li>Telegram, WhatsApp and Viber: the links in the side bar.</li></ul><p>VIP members from level 5 have a dedicated VIP line.</p><p>We answer emails within 24 hours; please include your username but never your password.</p>`,
      ty: `<p>Bukas ang aming customer service 24 oras bawat araw, 7 araw bawat linggo.</p><ul><li>Live chat: ang chat button sa bawat pahina.</li><li>Email: ${CONTACT}</li><li>Telegram, WhatsApp at Viber: ang mga link sa side bar.</li></ul><p>May sariling VIP line ang mga VIP mula level 5.</p><p>Sinasagot namin ang email sa loob ng 24 oras; isama ang iyong username pero huwag kailanman ang password.</p>`,
    },
  },
  {
    articleId: 1003,
    anchor: 'terms',
    title: { en: 'General Terms and Conditions', ty: 'Pangkalahatang Tuntunin at Kundisyon' },
    content: {
      en: '<h3>Your account</h3><p>By opening an account you confirm that you are at least 18 years old (21 where the law requires it) and that online gaming is legal where you live.</p><p>One account per person, household, device and payment method. Accounts opened to abuse promotions will be closed and their winnings voided.</p><h3>Payments</h3><p>We may ask for proof of identity, address and payment method before a withdrawal.</p><h3>Bonuses</h3><p>Unless a promotion says otherwise, a bonus must be wagered 10 times before it can be withdrawn. Bets on both sides of the same outcome do not count towards the turnover.</p>',
      ty: '<h3>Ang iyong account</h3><p>Sa pagbukas ng account, kinukumpirma mong ikaw ay hindi bababa sa 18 taong gulang (21 kung iyon ang hinihingi ng batas) at legal ang online na paglalaro kung saan ka nakatira.</p><p>Isang account bawat tao, sambahayan, device at paraan ng pagbabayad. Isasara ang mga account na binuksan para abusuhin ang mga promo at ipapawalang-bisa ang kanilang panalo.</p><h3>Mga bayad</h3><p>Maaari kaming humingi ng patunay ng pagkakakilanlan, tirahan at paraan ng pagbabayad bago ang withdrawal.</p><h3>Mga bonus</h3><p>Maliban kung iba ang sinasabi ng promo, kailangang i-turnover nang 10 beses ang bonus bago ito ma-withdraw. Hindi bilang sa turnover ang taya sa magkabilang panig ng iisang resulta.</p>',
    },
  },
  {
    articleId: 31,
    anchor: 'responsible-gaming',
    title: { en: 'Responsible Gaming', ty: 'Responsableng Paglalaro' },
    content: {
      en: '<p>Gaming should be entertainment, never a way to make money. Only play with money you can afford to lose, and never chase your losses.</p><h3>Setting limits</h3><p>Contact customer service to set daily, weekly or monthly deposit limits. Lower limits apply at once; higher limits after 24 hours.</p><h3>Taking a break</h3><p>You can take a break of 1 day to 6 weeks, or exclude yourself for 6 months or longer. If gaming stops being fun, talk to us or to a support organisation near you.</p>',
      ty: '<p>Ang paglalaro ay dapat libangan, hindi paraan para kumita. Maglaro lamang gamit ang perang kaya mong mawala, at huwag habulin ang talo.</p><h3>Pagtatakda ng limit</h3><p>Kontakin ang customer service para magtakda ng daily, weekly o monthly na limit sa deposito. Agad na umiiral ang mas mababang limit; ang mas mataas, pagkalipas ng 24 oras.</p><h3>Pagpapahinga</h3><p>Puwede kang magpahinga mula 1 araw hanggang 6 na linggo, o i-exclude ang sarili nang 6 na buwan o higit pa. Kapag hindi na masaya ang paglalaro, kausapin kami o ang isang support organisation na malapit sa iyo.</p>',
    },
  },
  {
    articleId: 1005,
    anchor: 'privacy-policy',
    title: { en: 'Privacy Policy', ty: 'Patakaran sa Privacy' },
    content: {
      en: `<h3>What we collect and why</h3><p>We collect the details you give us when you register and play (name, contact details, payment details and your game history) to run your account, pay your winnings and meet our legal duties.</p><p>We never sell your data. We share it only with payment providers, game providers and authorities where the law requires it.</p><h3>Your rights</h3><p>You may ask for a copy of your data, correct it, or ask us to delete it once the law no longer requires us to keep it. Write to ${CONTACT}.</p>`,
      ty: `<h3>Ano ang kinokolekta namin at bakit</h3><p>Kinokolekta namin ang mga detalyeng ibinibigay mo sa pag-register at paglalaro (pangalan, contact, detalye ng bayad at kasaysayan ng laro) para patakbuhin ang iyong account, bayaran ang iyong panalo at tuparin ang aming legal na tungkulin.</p><p>Hindi namin ibinebenta ang iyong data. Ibinabahagi lang namin ito sa mga payment provider, game provider at awtoridad kung hinihingi ng batas.</p><h3>Ang iyong mga karapatan</h3><p>Puwede kang humingi ng kopya ng iyong data, itama ito, o ipabura kapag hindi na ito kailangang itago ayon sa batas. Sumulat sa ${CONTACT}.</p>`,
    },
  },
  {
    articleId: 1006,
    anchor: 'affiliates',
    title: { en: 'Affiliates', ty: 'Mga Affiliate' },
    content: {
      en: '<p>Earn commission on the players you bring to {brand}. Affiliates get their own link and code, a team overview and monthly reports in the agent centre.</p><p>Commission is paid on the net gaming revenue of your players, with contracts for dividends and salaries for larger teams.</p><p>Join from the <a href="/join">join us</a> page.</p>',
      ty: '<p>Kumita ng komisyon sa mga manlalarong dinadala mo sa {brand}. May sariling link at code ang mga affiliate, overview ng team at buwanang report sa agent centre.</p><p>Binabayaran ang komisyon mula sa net gaming revenue ng iyong mga manlalaro, may kontrata ng dividend at sahod para sa mas malalaking team.</p><p>Sumali mula sa pahinang <a href="/join">sumali sa amin</a>.</p>',
    },
  },
  {
    articleId: 1007,
    anchor: 'refund-policy',
    title: { en: 'Refund Policy', ty: 'Patakaran sa Refund' },
    content: {
      en: '<p>Deposits that have been played cannot be refunded.</p><p>A deposit credited by mistake, or charged twice, is refunded to the same payment method within 7 working days.</p><p>A withdrawal you confirmed as received, or that counts as received after the confirmation period, cannot be refunded.</p>',
      ty: '<p>Hindi na maibabalik ang depositong nagamit na sa paglalaro.</p><p>Ang depositong naipasok nang mali, o nasingil nang dalawang beses, ay ibinabalik sa parehong paraan ng pagbabayad sa loob ng 7 araw ng trabaho.</p><p>Hindi na maibabalik ang withdrawal na kinumpirma mong natanggap, o itinuring na natanggap matapos ang panahon ng pagkumpirma.</p>',
    },
  },
];

const HELP_SOURCES: readonly CategorySource[] = [
  {
    categoryId: 1,
    anchor: 'account',
    group: 'help',
    title: { en: 'Account', ty: 'Ang iyong account' },
    articles: [
      {
        articleId: 11,
        anchor: 'how-to-register',
        title: { en: 'How do I register?', ty: 'Paano mag-register?' },
        content: {
          en: '<p>Click <strong>Register</strong>, fill in the form and submit.</p><p>You can register with a username or, where offered, with your mobile number and an SMS code.</p>',
          ty: '<p>I-click ang <strong>Mag-register</strong>, punan ang form at i-submit.</p><p>Puwede kang mag-register gamit ang username o, kung available, gamit ang mobile number at SMS code.</p>',
        },
      },
      {
        articleId: 12,
        anchor: 'forgot-password',
        title: { en: 'I forgot my password', ty: 'Nakalimutan ko ang password' },
        content: {
          en: '<p>Use <em>Forgot password</em> on the login form. We send a reset link to your bound email, or a code to your bound phone.</p>',
          ty: '<p>Gamitin ang <em>Nakalimutan ang password</em> sa login form. Magpapadala kami ng reset link sa naka-bind mong email, o ng code sa naka-bind mong telepono.</p>',
        },
      },
    ],
  },
  {
    categoryId: 2,
    anchor: 'deposit-withdrawal',
    group: 'help',
    title: { en: 'Deposit & withdrawal', ty: 'Deposito at withdrawal' },
    articles: [
      {
        articleId: 21,
        anchor: 'deposit-methods',
        title: { en: 'Deposit methods', ty: 'Mga paraan ng deposito' },
        content: {
          en: '<p>Bank transfer, e-wallets (GCash, Maya) and over-the-counter at 7-Eleven.</p><p>Each channel shows its minimum and maximum amount.</p>',
          ty: '<p>Bank transfer, e-wallet (GCash, Maya) at over-the-counter sa 7-Eleven.</p><p>Ipinapakita ng bawat channel ang minimum at maximum na halaga nito.</p>',
        },
      },
      {
        articleId: 22,
        anchor: 'withdrawal-times',
        title: { en: 'Withdrawal times', ty: 'Gaano katagal ang withdrawal' },
        content: {
          en: '<p>Most withdrawals arrive within 15 minutes. Please confirm the receipt in your withdrawal record once the money has arrived.</p>',
          ty: '<p>Karamihan ng withdrawal ay dumarating sa loob ng 15 minuto. Kumpirmahin ang pagtanggap sa iyong withdrawal record kapag dumating na ang pera.</p>',
        },
      },
    ],
  },
  { categoryId: 3, anchor: 'about', group: 'about', title: { en: 'About us', ty: 'Tungkol sa amin' }, articles: ABOUT_ARTICLES },
];

/** The help centre in the merchant's name, in one language. */
export function helpCenterFor(merchant: string, language: ContentLanguage): HelpCategory[] {
  const brand = brandOf(merchant);
  const text = (localized: Localized) => branded(localized[language], brand);
  return HELP_SOURCES.map((category) => ({
    categoryId: category.categoryId,
    anchor: category.anchor,
    group: category.group,
    title: text(category.title),
    articles: category.articles.map((article) => ({ articleId: article.articleId, anchor: article.anchor, title: text(article.title), content: text(article.content) })),
  }));
}
