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

const CONTACT = '<a href="mailto:support@croupier.example">support@croupier.example</a>';

const ABOUT_ARTICLES: HelpArticle[] = [
  {
    articleId: 1001,
    anchor: 'about-company',
    title: 'About Company',
    content:
      '<h3>Who we are</h3><p>Croupier is an online gaming and entertainment platform offering slots, live casino, sports, e-sports, lottery, fishing and poker games from leading studios.</p><p>We were founded by a team of players and engineers who wanted a fast, fair and friendly place to play, on the web and on mobile.</p><h3>Fair play</h3><p>Every game we offer comes from a licensed provider whose results are independently tested for fairness.</p>',
  },
  {
    articleId: 1002,
    anchor: 'contact-us',
    title: 'Contact Us',
    content: `<p>Our customer service team is available 24 hours a day, 7 days a week.</p><ul><li>Live chat: the chat button on every page.</li><li>Email: ${CONTACT}</li><li>Telegram, WhatsApp and Viber: the links in the side bar.</li></ul><p>VIP members from level 5 have a dedicated VIP line.</p><p>We answer emails within 24 hours; please include your username but never your password.</p>`,
  },
  {
    articleId: 1003,
    anchor: 'terms',
    title: 'General Terms and Conditions',
    content:
      '<h3>Your account</h3><p>By opening an account you confirm that you are at least 18 years old (21 where the law requires it) and that online gaming is legal where you live.</p><p>One account per person, household, device and payment method. Accounts opened to abuse promotions will be closed and their winnings voided.</p><h3>Payments</h3><p>We may ask for proof of identity, address and payment method before a withdrawal.</p><h3>Bonuses</h3><p>Unless a promotion says otherwise, a bonus must be wagered 10 times before it can be withdrawn. Bets on both sides of the same outcome do not count towards the turnover.</p>',
  },
  {
    articleId: 31,
    anchor: 'responsible-gaming',
    title: 'Responsible Gaming',
    content:
      '<p>Gaming should be entertainment, never a way to make money. Only play with money you can afford to lose, and never chase your losses.</p><h3>Setting limits</h3><p>Contact customer service to set daily, weekly or monthly deposit limits. Lower limits apply at once; higher limits after 24 hours.</p><h3>Taking a break</h3><p>You can take a break of 1 day to 6 weeks, or exclude yourself for 6 months or longer. If gaming stops being fun, talk to us or to a support organisation near you.</p>',
  },
  {
    articleId: 1005,
    anchor: 'privacy-policy',
    title: 'Privacy Policy',
    content: `<h3>What we collect and why</h3><p>We collect the details you give us when you register and play (name, contact details, payment details and your game history) to run your account, pay your winnings and meet our legal duties.</p><p>We never sell your data. We share it only with payment providers, game providers and authorities where the law requires it.</p><h3>Your rights</h3><p>You may ask for a copy of your data, correct it, or ask us to delete it once the law no longer requires us to keep it. Write to ${CONTACT}.</p>`,
  },
  {
    articleId: 1006,
    anchor: 'affiliates',
    title: 'Affiliates',
    content:
      '<p>Earn commission on the players you bring to Croupier. Affiliates get their own link and code, a team overview and monthly reports in the agent centre.</p><p>Commission is paid on the net gaming revenue of your players, with contracts for dividends and salaries for larger teams.</p><p>Join from the <a href="/join">join us</a> page.</p>',
  },
  {
    articleId: 1007,
    anchor: 'refund-policy',
    title: 'Refund Policy',
    content:
      '<p>Deposits that have been played cannot be refunded.</p><p>A deposit credited by mistake, or charged twice, is refunded to the same payment method within 7 working days.</p><p>A withdrawal you confirmed as received, or that counts as received after the confirmation period, cannot be refunded.</p>',
  },
];

export const HELP_CENTER: readonly HelpCategory[] = [
  {
    categoryId: 1,
    anchor: 'account',
    group: 'help',
    title: 'Account',
    articles: [
      { articleId: 11, anchor: 'how-to-register', title: 'How do I register?', content: '<p>Click <strong>Register</strong>, fill in the form and submit.</p><p>You can register with a username or, where offered, with your mobile number and an SMS code.</p>' },
      { articleId: 12, anchor: 'forgot-password', title: 'I forgot my password', content: '<p>Use <em>Forgot password</em> on the login form. We send a reset link to your bound email, or a code to your bound phone.</p>' },
    ],
  },
  {
    categoryId: 2,
    anchor: 'deposit-withdrawal',
    group: 'help',
    title: 'Deposit & withdrawal',
    articles: [
      { articleId: 21, anchor: 'deposit-methods', title: 'Deposit methods', content: '<p>Bank transfer, e-wallets (GCash, Maya) and over-the-counter at 7-Eleven.</p><p>Each channel shows its minimum and maximum amount.</p>' },
      { articleId: 22, anchor: 'withdrawal-times', title: 'Withdrawal times', content: '<p>Most withdrawals arrive within 15 minutes. Please confirm the receipt in your withdrawal record once the money has arrived.</p>' },
    ],
  },
  { categoryId: 3, anchor: 'about', group: 'about', title: 'About us', articles: ABOUT_ARTICLES },
];
