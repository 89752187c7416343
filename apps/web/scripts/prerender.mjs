// After `vite build`: the first screens (src/prerender/render-first-screen.tsx) rendered to HTML in
// every language, so a phone paints the landing and sign-in pages, and the signed-in cardholder's frame,
// before their JavaScript arrives.
// Each page carries the style rules it uses, so its first paint needs nothing but the page.
// Writes <outDir>/prerendered/<language>/<page>.html (with .br and .gz copies) and
// <outDir>/prerendered/manifest.json, which the server reads (apps/api/src/plugins/web.ts).
// Usage: node scripts/prerender.mjs [--outDir dist]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Beasties from 'beasties';
import { writeCompressedCopies } from './precompress.mjs';

// React's server renderer in its production build, as the browser's.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');

const root = path.join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = path.resolve(root, values.outDir);
// Inside the package, so the bundle resolves react and the rest from node_modules.
const serverBuild = path.join(root, '.prerender-build');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-first-screen.tsx', outDir: serverBuild, emptyOutDir: true },
});
const serverEntry = path.join(serverBuild, 'render-first-screen.js');
const {
  renderFirstScreen,
  renderCardholderFrame,
  PRERENDERED_PATHS,
  PRERENDERED_LANGUAGES,
  PARTNER_HOSTNAMES,
  CARDHOLDER_FRAME_PATHS,
  SESSION_MARKER_KEY,
  EARLY_CARD_BUSINESS_NAME,
  EARLY_CARD_LAST4,
  EARLY_CARD_FORMS,
} = await import(serverEntry);

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Runs before the app's script: the prerendered screen is taken away when it is not what the app
 * will show this visitor, i.e. when the language the app starts in (`causewayStartLanguage`, left by
 * the head's script: the lang parameter, else the last choice, else English) is another one, or on
 * a partner hostname (whose `/` is the partner's sign-in), or when the page is the signed-in
 * cardholder's frame and the tab holds no session (the app will send the visitor to sign in). The app
 * then renders as without prerendering.
 */
const keepOrClear = `(function(){var h=document.documentElement;var r=document.getElementById('root');var s=h.getAttribute('data-prerendered-language');var w=window.causewayStartLanguage||'en';var o=false;if(h.hasAttribute('data-prerendered-signed-in')){try{o=!sessionStorage.getItem(${JSON.stringify(SESSION_MARKER_KEY)})}catch(e){o=true}}if(o||w!==s||${JSON.stringify(PARTNER_HOSTNAMES)}.indexOf(location.hostname.toLowerCase())>=0){r.replaceChildren();h.removeAttribute('data-prerendered-language');h.removeAttribute('data-prerendered-signed-in');h.lang='en';h.dir='ltr'}})();`;

/**
 * Form controls are disabled until the app takes the page over (main.tsx): text typed into the
 * prerendered markup would be lost when the app takes the page over, and a button would do nothing. Links
 * work as they are: without the app they are ordinary navigations.
 */
const disableControls = (html) => html.replace(/<(input|button|select|textarea)\b/g, '<$1 disabled=""');

const built = readFileSync(path.join(outDir, 'index.html'), 'utf8');

/**
 * The app's entry script and Vite's preloads of its imports, taken out of the head: on a prerendered
 * page they start once the page has been painted (`startApp`), so a phone's connection carries the
 * page first instead of sharing it with some 170 KB of scripts the first paint does not need.
 */
const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const entry = entryTag.exec(built)?.[1];
if (!entry) throw new Error('index.html no longer has the module script the prerenderer moves');
const preloads = [...built.matchAll(preloadTag)].map((match) => match[1]);
const template = built.replace(entryTag, '').replace(preloadTag, '');

/**
 * Starts the app: at once when the prerendered page was taken away (keepOrClear), else after the
 * first paint (the frame after the next animation frame, or 100 ms at the latest, for a tab that
 * paints no frames while hidden). The first screen's own preloads (vite.config.ts,
 * firstScreenPreloadPlugin) wait in `causewayAfterFirstPaint` for the same moment. From the start it
 * keeps `causewayPointerDown`, so that the app does not take the page over between a press and its
 * release (take-over-prerendered-page.tsx).
 */
const startApp = `(function(){var d=false;function s(){if(d)return;d=true;(window.causewayAfterFirstPaint||[]).forEach(function(g){g()});${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${JSON.stringify(entry)};document.head.appendChild(e)}if(!document.documentElement.hasAttribute('data-prerendered-language'))s();else{var w=window;w.causewayPointerDown=false;['pointerdown','pointerup','pointercancel'].forEach(function(t){addEventListener(t,function(){w.causewayPointerDown=t==='pointerdown'},true)});requestAnimationFrame(function(){setTimeout(s,0)});setTimeout(s,100)}})();`;
/**
 * On a card's dashboard, the signed-in frame paints the card's heading as soon as the page's early
 * GET of the cardholder (vite.config.ts, firstScreenPreloadPlugin) answers, while the app's scripts
 * are still on their way: the frame's template for the card's form, with the card's business
 * (escaped) and last four digits in it, in place of the loader. It reads a clone of the answer, which
 * the app takes as it is (early-gets.ts); any other answer, or a card not among the person's, leaves
 * the loader. The app's first commit shows the same heading at the same place
 * (card-dashboard.tsx), since its loader waits for the cardholder context (route-loader.ts).
 */
const earlyCardHeading = `(function(){var m=/^\\/cardholder\\/dashboard\\/([^/]+)\\/?$/.exec(location.pathname);var g=window.causewayEarlyGets;if(!m||!g)return;var k=Object.keys(g).filter(function(p){return p.indexOf('/cardholders/')===0})[0];if(!k)return;var id;try{id=decodeURIComponent(m[1])}catch(x){return}function esc(t){return String(t).replace(/[&<>"']/g,function(c){return'&#'+c.charCodeAt(0)+';'})}g[k].response.then(function(r){return r.ok?r.clone().json():null}).then(function(b){var c=((b&&b.cardholder&&b.cardholder.cards)||[]).filter(function(c){return c.id===id})[0];if(!c||${JSON.stringify(EARLY_CARD_FORMS)}.indexOf(c.form)<0||!/^[0-9]{4}$/.test(c.last4))return;var t=document.querySelector('template[data-early-card-heading="'+c.form+'"]');var s=document.querySelector('[data-early-card-slot]');if(!t||!s)return;s.innerHTML=t.innerHTML.split(${JSON.stringify(EARLY_CARD_BUSINESS_NAME)}).join(esc(c.businessName)).split(${JSON.stringify(EARLY_CARD_LAST4)}).join(c.last4)}).catch(function(){})})();`;
const htmlTag = /<html [^>]*>/;
const titleTag = /<title>[^<]*<\/title>/;
const rootTag = '<div id="root"></div>';
if (!htmlTag.test(template) || !titleTag.test(template) || !template.includes(rootTag))
  throw new Error('index.html no longer has the <html>, <title> and root the prerenderer fills in');

function page(screen, language, { signedIn = false } = {}) {
  return template
    .replace(
      htmlTag,
      `<html lang="${screen.lang}" dir="${screen.dir}" data-mantine-color-scheme="light" data-prerendered-language="${language}"${signedIn ? ' data-prerendered-signed-in=""' : ''}>`,
    )
    .replace(titleTag, `<title>${escapeHtml(screen.title)}</title>`)
    .replace(
      rootTag,
      `<div id="root">${disableControls(screen.rootHtml)}</div><script>${keepOrClear}${signedIn ? earlyCardHeading : ''}${startApp}</script>`,
    );
}

/**
 * The rules the page uses go inside it (Beasties: the stylesheet's rules whose selectors match the
 * page), and the stylesheet itself loads without holding the first paint back (`media="print"`
 * until a script at the end of the page sets it to `all`), for the screens the app shows after it.
 * It stays in the head, before the theme's CSS variables that Mantine writes in the page, which
 * must come later to win (a link at the end of the body would put Mantine's defaults over them).
 * The first paint then needs no request but the page: a phone on a slow connection saves the
 * stylesheet's round trip and most of its bytes.
 */
const beasties = new Beasties({
  path: outDir,
  publicPath: '/',
  preload: 'media-script',
  pruneSource: false,
  inlineFonts: false,
  // The page's own <style> elements (Mantine's theme variables, a grid's responsive columns) stay
  // as React wrote them, where it wrote them.
  reduceInlineStyles: false,
  mergeStylesheets: false,
  logLevel: 'warn',
});

const folder = path.join(outDir, 'prerendered');
rmSync(folder, { recursive: true, force: true });
const pages = {};
async function writePage(file, html) {
  // Beasties marks the element it worked in; the page has no use for the mark.
  const processed = (await beasties.process(html)).replace(' data-beasties-container', '');
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), processed);
  await writeCompressedCopies(path.join(folder, file), processed);
}
for (const language of PRERENDERED_LANGUAGES) {
  for (const urlPath of PRERENDERED_PATHS) {
    const file = `${language}/${urlPath === '/' ? 'index' : urlPath.slice(1)}.html`;
    await writePage(file, page(await renderFirstScreen(urlPath, language), language));
    pages[`${language} ${urlPath}`] = `prerendered/${file}`;
  }
  const frameFile = `${language}/cardholder-frame.html`;
  await writePage(frameFile, page(await renderCardholderFrame(language), language, { signedIn: true }));
  for (const urlPath of CARDHOLDER_FRAME_PATHS) pages[`${language} ${urlPath}`] = `prerendered/${frameFile}`;
}
// The server looks a request up by its language and path: "<language> <path>" → file under outDir
// ("<language> /cardholder/*" for every page under /cardholder/).
writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
rmSync(serverBuild, { recursive: true, force: true });
console.info(`prerendered ${Object.keys(pages).length} pages into ${path.relative(root, folder)}`);
// The app's modules keep timers (the server-state cache's garbage collection): nothing else to do.
process.exit(0);
