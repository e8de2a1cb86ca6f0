import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { bootPageLoad } from './app/boot';
import { registerOfflineApp } from './app/offline-app';
import { endFirstPaintWhenDrawn } from './page-load/first-paint';
import { firstPaintSettled } from './page-load/hand-off';
import { checkPackedDocumentsWhenIdle, watchFirstInteraction } from './page-load/page-documents';
import { rememberMerchantFromUrl } from './page-load/merchant';
import { browserStorage, rememberScenarioFromUrl, savedLanguage } from './page-load/visitor';
import './app/styles/global.css';

/** How long, once boot is ready, the site's first render waits at most for a first paint in hand to be painted. */
const FIRST_PAINT_PATIENCE_MS = 400;

watchFirstInteraction();
rememberScenarioFromUrl(window.location.search);
rememberMerchantFromUrl(window.location.search);
// No top-level await: the first page's modules share one chunk with this one, and a lazy chunk that imports
// them during boot (the API client) would wait for this module to finish evaluating, which would wait for boot.
// The first render also waits for the route's first paint, when its file is in hand, to be on screen (at most
// FIRST_PAINT_PATIENCE_MS more): React's first render is the page's longest task, and a phone would otherwise paint
// the first paint only after it.
void bootPageLoad(savedLanguage(browserStorage()))
  .then(({ i18n }) => firstPaintSettled(FIRST_PAINT_PATIENCE_MS).then(() => i18n))
  .then((i18n) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    // The route's first paint, if the inline script showed one, stays until the site has drawn its own page.
    endFirstPaintWhenDrawn(root);
    // A transition: React renders the first page in slices of a few milliseconds, yielding between them, instead of
    // one task a phone is blocked for (issue 37: the first render was the page's longest task). Its commit is whole.
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <AppRoot i18n={i18n} />
        </StrictMode>,
      ),
    );
    registerOfflineApp();
    // The documents taken from the route's documents file, checked against the origin's once the page is idle.
    checkPackedDocumentsWhenIdle();
  });
