import { test } from './support/test';
import { pointTermsLinkElsewhere } from './support/footer-link-task';

test("an operator points a footer link at another site, publishes, and the site's footer link goes there, in its first paint too", async ({ page }) => {
  test.setTimeout(150_000);
  await pointTermsLinkElsewhere(page, { firstPaint: true });
});
