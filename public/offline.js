/* global document, localStorage, location, fetch */
// The offline page of the installable app (src/service-worker/sw.ts serves it when a page cannot load). It shows
// this host's brand from what the worker kept: merchants.json, then the merchant's brand facts (written from its theme
// by scripts/schemas/web-app.ts), in the visitor's language (EN or TY, the key the site saves it under).
(function () {
  'use strict';
  var TEXTS = {
    en: {
      title: 'You are offline',
      body: 'Check your connection. Your balance and your bets are safe on our side; nothing was sent while you were offline.',
      retry: 'Try again',
      page: 'Offline',
    },
    ty: {
      title: 'Offline ka',
      body: 'Tingnan ang iyong koneksyon. Ligtas sa amin ang iyong balanse at mga taya; walang naipadala habang offline ka.',
      retry: 'Subukan muli',
      page: 'Offline',
    },
  };
  var language = 'en';
  try {
    if (localStorage.getItem('lang') === 'ty') language = 'ty';
  } catch {
    // storage blocked: English
  }
  var texts = TEXTS[language];
  // The BCP 47 tag the site gives TY everywhere (languageTag in src/schema/languages.ts): Filipino.
  document.documentElement.lang = language === 'ty' ? 'fil' : 'en';
  document.getElementById('offline-title').textContent = texts.title;
  document.getElementById('offline-body').textContent = texts.body;
  document.getElementById('offline-retry').textContent = texts.retry;
  document.getElementById('offline-retry').addEventListener('click', function () {
    location.reload();
  });

  var COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
  function json(path) {
    return fetch(path).then(function (response) {
      return response.ok ? response.json() : null;
    });
  }
  json('/schemas/merchants.json')
    .then(function (map) {
      if (!map || typeof map !== 'object') return null;
      var hosts = map.hosts && typeof map.hosts === 'object' ? map.hosts : {};
      var host = location.hostname.toLowerCase();
      var merchant = Object.prototype.hasOwnProperty.call(hosts, host) ? hosts[host] : map['default'];
      return typeof merchant === 'string' && /^[a-z][a-z0-9_-]{0,40}$/.test(merchant) ? json('/schemas/app/' + merchant + '.brand.json') : null;
    })
    .then(function (facts) {
      if (!facts || typeof facts.name !== 'string') return;
      document.getElementById('offline-brand').textContent = facts.name;
      document.title = texts.page + ' · ' + facts.name;
      if (typeof facts.logo === 'string' && /^\/(?!\/)[\w./-]+$/.test(facts.logo)) document.getElementById('offline-logo').src = facts.logo;
      var colors = facts.colors || {};
      var style = document.documentElement.style;
      [['bg', '--bg'], ['surface', '--surface'], ['text', '--text'], ['textMuted', '--muted'], ['primary', '--primary'], ['primaryText', '--primary-text']].forEach(function (pair) {
        if (COLOR.test(colors[pair[0]] || '')) style.setProperty(pair[1], colors[pair[0]]);
      });
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta && COLOR.test(colors.bg || '')) meta.setAttribute('content', colors.bg);
    })
    .catch(function () {
      // nothing kept: the page stays in the default colours, without a brand name
    });
})();
