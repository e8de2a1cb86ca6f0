/* global window, URLSearchParams */
// OAuth redirect target (social login, spec §4): hands the provider's answer to the window that
// opened the popup, on this origin only, then closes. Kept out of the HTML: the CSP forbids inline script.
(function () {
  var query = new URLSearchParams(window.location.search);
  var message = {
    type: 'croupier-oauth',
    code: query.get('code') || '',
    state: query.get('state') || '',
    error: query.get('error') || '',
  };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
  }
})();
