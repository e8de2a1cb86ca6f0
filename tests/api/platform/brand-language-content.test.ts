import { describe, expect, it } from 'vitest';
import { configureApi, getAnnouncements, getBonusDetails, getHelpCenter, getHotGames, getMessages, getPromotion, getPromotions, NOTICE_TYPES } from '@/api';
import { DEMO_ACCOUNTS, SCENARIO_NAMES } from '../../../embedded-platform/platform';
import { loginAs, selectScenario, withEmbeddedPlatform } from './use-platform';

withEmbeddedPlatform();

/** Everything the platform says as content on a page: every notice group, the promotions, a promotion's terms, the help centre. */
async function contentText(): Promise<string> {
  const [notices, promotions, detail, help] = await Promise.all([getAnnouncements(NOTICE_TYPES), getPromotions(), getPromotion(101), getHelpCenter()]);
  return JSON.stringify({ notices, promotions, detail, help });
}

function actAs(merchant: string, language = 'en'): void {
  configureApi({ getMerchant: () => merchant, getLanguage: () => language });
}

describe('platform content speaks as the merchant of the call (Merchant header)', () => {
  it('the second merchant (luckystar): nothing names the first brand; its popup, banners and help name Lucky Star', async () => {
    for (const language of ['en', 'ty']) {
      actAs('luckystar', language);
      const text = await contentText();
      expect(text, language).not.toMatch(/croupier/i);
      const { popup, banners } = await getAnnouncements(['PU', 'H']);
      expect(popup[0]?.title, language).toContain('Lucky Star');
      expect(banners.some((banner) => banner.title.includes('Lucky Star')), language).toBe(true);
      const about = (await getHelpCenter()).find((category) => category.anchor === 'about');
      expect(about?.articles[0]?.content, language).toContain('Lucky Star');
      expect(JSON.stringify(about), language).toContain('care@luckystar.example');
    }
  });

  it('the first merchant (croupier): nothing names Lucky Star', async () => {
    for (const language of ['en', 'ty']) {
      actAs('croupier', language);
      expect(await contentText(), language).not.toMatch(/lucky star|luckystar/i);
      expect((await getAnnouncements(['PU'])).popup[0]?.title, language).toContain('Croupier');
    }
  });

  it('each merchant has its own banners, with their own art files', async () => {
    actAs('croupier');
    const croupier = (await getAnnouncements(['H'])).banners;
    actAs('luckystar');
    const luckystar = (await getAnnouncements(['H'])).banners;
    expect(luckystar.map((banner) => banner.title)).not.toEqual(croupier.map((banner) => banner.title));
    const croupierArt = new Set(croupier.map((banner) => banner.imageUrl));
    expect(luckystar.every((banner) => !croupierArt.has(banner.imageUrl))).toBe(true);
    for (const banner of luckystar) {
      const art = await fetch(`http://localhost/platform-assets/cdn-a${banner.imageUrl ?? ''}`);
      expect(await art.text()).toContain(banner.title);
    }
  });
});

describe('platform content answers in the site’s language (Language header)', () => {
  it('TY: banners, marquee, popup, notices, promotion cards and notices, terms and the help body are TY texts', async () => {
    actAs('croupier', 'en');
    const en = await getAnnouncements(NOTICE_TYPES);
    const enPromotions = await getPromotions();
    const enHelp = await getHelpCenter();
    actAs('croupier', 'ty');
    const ty = await getAnnouncements(NOTICE_TYPES);
    expect(ty.banners.map((banner) => banner.title)).toEqual(['Alok sa bagong miyembro', 'Pista ng slots', 'Gabi ng live casino', 'Linggo ng palakasan', 'Samahang VIP']);
    expect(ty.player[1]?.title).toBe('Pumapasok na sa loob ng 1 minuto ang deposito sa GCash at Maya.');
    expect(ty.popup[0]?.title).toBe('Maligayang pagdating sa Croupier');
    expect(ty.notices[0]?.title).toBe('Nakatakdang maintenance ngayong Huwebes');
    // Every text differs from its EN counterpart: the banners' text, the promotions' titles, the help headings too.
    const changed = (a: readonly { title: string }[], b: readonly { title: string }[]) => a.filter((item, index) => item.title !== b[index]?.title).length;
    expect(changed(ty.banners, en.banners)).toBe(en.banners.length);
    expect(changed(ty.promotion, en.promotion)).toBe(en.promotion.length);
    expect(changed(ty.notices, en.notices)).toBe(en.notices.length);
    expect(changed(ty.player, en.player)).toBe(en.player.length);
    expect(ty.notices.every((notice, index) => notice.content !== en.notices[index]?.content)).toBe(true);
    expect(ty.promotion.every((notice, index) => notice.content !== en.promotion[index]?.content && notice.content.includes('Mga tuntunin'))).toBe(true);

    const promotions = await getPromotions();
    expect(promotions.find((promotion) => promotion.promotionId === 104)).toMatchObject({ title: 'Insurance sa unang taya', summary: 'Matalo sa unang taya sa palakasan at maibabalik ito.' });
    expect(promotions.every((promotion, index) => promotion.summary !== enPromotions[index]?.summary)).toBe(true);
    expect(changed(promotions, enPromotions)).toBe(enPromotions.length);
    expect((await getPromotion(101)).content).toContain('Para sa bagong miyembro lamang, isa bawat sambahayan.');

    const help = await getHelpCenter();
    const articles = help.flatMap((category) => category.articles);
    const enArticles = enHelp.flatMap((category) => category.articles);
    expect(articles.map((article) => article.anchor)).toEqual(enArticles.map((article) => article.anchor));
    expect(articles.every((article, index) => article.content !== enArticles[index]?.content)).toBe(true);
    expect(changed(help, enHelp)).toBe(enHelp.length);
    expect(changed(articles, enArticles)).toBe(enArticles.length);
    expect(articles.find((article) => article.anchor === 'responsible-gaming')?.title).toBe('Responsableng Paglalaro');
  });

  it('TY banner and promotion art carries the TY headline and tagline; EN keeps its own files', async () => {
    actAs('croupier', 'ty');
    const { banners, promotion } = await getAnnouncements(['H', 'PR']);
    actAs('croupier', 'en');
    const enBanners = (await getAnnouncements(['H'])).banners;
    for (const notice of [...banners, ...promotion]) {
      expect(enBanners.some((banner) => banner.imageUrl === notice.imageUrl)).toBe(false);
      const art = await (await fetch(`http://localhost/platform-assets/cdn-a${notice.imageUrl ?? ''}`)).text();
      expect(art).toContain(notice.title);
      expect(art).toContain('Maglaro nang responsable');
    }
  });
});

describe('demo content a player could believe', () => {
  it('no scenario but hostileContent carries hostile fixtures, for any merchant or language', async () => {
    for (const scenario of SCENARIO_NAMES.filter((name) => name !== 'hostileContent' && name !== 'maintenance' && name !== 'restricted')) {
      selectScenario(scenario);
      for (const merchant of ['croupier', 'luckystar']) {
        actAs(merchant);
        const text = await contentText();
        expect(text, `${scenario} ${merchant}`).not.toMatch(/security test|<script|onerror|onload|javascript:|<iframe|evil\.example|__pwned/i);
      }
    }
  });

  it('notices read like an operator’s: distinct titles, no numbered filler, newest first', async () => {
    for (const language of ['en', 'ty']) {
      actAs('luckystar', language);
      const { notices, banners, player, promotion } = await getAnnouncements(NOTICE_TYPES);
      const titles = notices.map((notice) => notice.title);
      expect(new Set(titles).size, language).toBe(titles.length);
      for (const notice of [...notices, ...banners, ...player, ...promotion]) {
        expect(notice.title, language).not.toMatch(/#\d|\bdetail \d|lorem|test/i);
        expect(notice.content, language).not.toMatch(/detail \d+\.|lorem/i);
      }
      const times = notices.map((notice) => notice.startTime ?? 0);
      expect(times, language).toEqual([...times].sort((a, b) => b - a));
      expect(notices.map((notice) => notice.sort), language).toEqual(notices.map((_, index) => index + 1));
    }
  });

  it('player01’s inbox and bonus history: newest first, the welcome message and bonus the oldest', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const messages = (await getMessages({ pageSize: 50 })).list;
    const times = messages.map((message) => message.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(messages.at(-1)?.title).toBe('Your account is ready');
    expect(messages.filter((message) => message.title === 'Your account is ready')).toHaveLength(1);
    expect(messages.filter((message) => /VIP Silver/.test(message.title))).toHaveLength(1);
    const bonuses = (await getBonusDetails({ pageSize: 50 })).list;
    expect(bonuses.map((bonus) => bonus.time)).toEqual(bonuses.map((bonus) => bonus.time).sort((a, b) => b - a));
    expect(bonuses.filter((bonus) => bonus.title === 'Welcome bonus')).toHaveLength(1);
    expect(bonuses.at(-1)?.title).toBe('Welcome bonus');
  });

  it('hot games of a category hold only that category: Fishing shows fish games only', async () => {
    const fish = await getHotGames(undefined, 'FISH');
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.every((game) => game.gameType === 'FISH')).toBe(true);
    const all = await getHotGames();
    expect(all.some((game) => game.gameType !== 'FISH')).toBe(true);
  });
});
