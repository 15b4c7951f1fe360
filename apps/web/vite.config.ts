import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// A relative import: the config loader bundles it, where the workspace package (TypeScript sources) is left to Node.
import { API_PREFIX, PAGE_SIZE, PERSIST_KEYS } from '../../packages/shared/src/constants';
import { ROLES } from '../../packages/shared/src/enums';
import { common as bnCommon } from '../../packages/shared/src/i18n/bn/common';
import { dashboardSectionsFor } from '../../packages/shared/src/permissions';
import type { BootRequest } from './src/app/boot-requests';
import { SECTION_MODULES } from './src/app/dashboard/section-modules';
import { PAGE_OF_SEGMENT } from './src/app/page-of-path';
import { firstLibraryPage } from './src/features/elibrary/first-page';
import { firstMarketPage } from './src/features/marketplace/first-page';
import { firstUserTablePage } from './src/features/users/first-page';
import { apiGetUrl } from './src/lib/query-params';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every compressible file of the build
 * (≥ 1 KB, kept only when smaller), so the server sends them as they are (@fastify/static `preCompressed`,
 * apps/server/src/http/web.ts) instead of the raw files or compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'campus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const raw = readFileSync(file);
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Puts the app's stylesheet into index.html as a `<style>`: the first paint (the splash) then needs no second
 * request on a slow connection, and the HTML is revalidated with its ETag, so a returning student does not
 * download the styles again. The `<link>` stays, `disabled` (never fetched), because Vite's loader for lazy
 * chunks looks for it before it adds the stylesheet again.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'campus:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<link rel="stylesheet"([^>]*)href="\/(assets\/[^"]+\.css)"([^>]*)>/g,
        (link, before: string, fileName: string, after: string) => {
          const css = bundle[fileName];
          if (css?.type !== 'asset') return link;
          return `<link rel="stylesheet"${before}href="/${fileName}"${after} disabled><style>${String(css.source)}</style>`;
        },
      );
    },
  };
}

/**
 * Loads the app's code only once the splash has been painted (decision 011). Vite writes the entry `<script>` and
 * its `<link rel="modulepreload">`s into index.html; on a fast or warm connection they arrived and ran before the
 * browser had painted anything, so a phone showed a blank page for the whole start-up. They are replaced by a
 * boot script that adds them after the first frame, together with the chunks of the page being opened (its lazy
 * route, found by `pageOfPath`), which otherwise start only after the entry has run: one round trip fewer.
 * The boot data is JSON (`#boot-data`), read by the boot script, the service worker and the bundle budget test.
 */
function paintFirst(): Plugin {
  return {
    name: 'campus:paint-first',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      /** A chunk and everything it imports statically, the chunk first. */
      const closure = (fileName: string): string[] => {
        const seen = new Set<string>();
        const visit = (f: string) => {
          if (seen.has(f)) return;
          seen.add(f);
          for (const next of chunks.get(f)?.imports ?? []) visit(next);
        };
        visit(fileName);
        return [...seen];
      };
      const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'main');
      if (!entry) return this.error('paint-first: no entry chunk named main');
      const entryFiles = closure(entry.fileName);
      /** The chunk of a module loaded with a dynamic import, by the module's file name. */
      const chunkOf = (name: string) =>
        [...chunks.values()].find(
          (c) => c.isDynamicEntry && c.facadeModuleId && path.parse(c.facadeModuleId).name === name,
        );
      const pages: Record<string, string[]> = {};
      for (const page of new Set(Object.values(PAGE_OF_SEGMENT))) {
        const chunk = chunkOf(page);
        if (!chunk) return this.error(`paint-first: no chunk for the page module ${page}`);
        pages[page] = closure(chunk.fileName)
          .filter((f) => !entryFiles.includes(f))
          .map((f) => `/${f}`);
      }
      // The Bangla catalogue, date-fns' bn locale and the localizer (decision 030): a visit in Bangla waits for
      // them before its first render, so the boot script fetches them beside the entry instead of after it.
      const bangla = [...chunks.values()].find(
        (c) => c.isDynamicEntry && c.facadeModuleId && path.parse(c.facadeModuleId).name === 'bangla',
      );
      if (!bangla) return this.error('paint-first: no chunk for src/lib/bangla.ts');
      // The dashboard's sections (decision 043): each one's chunks beyond the entry's and the dashboard page's, and
      // each role's sections in order (the first is where a bare /dashboard lands, as resolveDashboard decides).
      const dashboardPage = 'dashboard-page';
      const withDashboard = new Set([...entryFiles.map((f) => `/${f}`), ...(pages[dashboardPage] ?? [])]);
      const sections: Record<string, string[]> = {};
      for (const [key, module] of Object.entries(SECTION_MODULES)) {
        if (module === null) continue; // drawn by the dashboard's chunk itself
        const chunk = chunkOf(path.basename(module));
        if (!chunk) return this.error(`paint-first: no chunk for the dashboard section module ${module}`);
        sections[key] = closure(chunk.fileName)
          .map((f) => `/${f}`)
          .filter((f) => !withDashboard.has(f));
      }
      const boot = {
        entry: entryFiles.map((f) => `/${f}`),
        pages,
        segments: PAGE_OF_SEGMENT,
        // Its stylesheet (the font faces) too: the dynamic import would otherwise wait for a request that starts
        // only once the chunk has run.
        bangla: [
          ...closure(bangla.fileName).filter((f) => !entryFiles.includes(f)),
          ...(bangla.viteMetadata?.importedCss ?? []),
        ].map((f) => `/${f}`),
        // index.html's title and splash are English; a Bangla visit shows them in Bangla from the first paint.
        bn: Object.fromEntries((['appName', 'loadingApp'] as const).map((key) => [key, bnCommon[key]])),
        // The data a page's first render asks for, by page (src/app/boot-requests.ts): Home's public answer, and
        // the first page of the E-Library and of the Marketplace with the stored token (redux-persist's copy of the
        // auth slice under authKey).
        requests: {
          'home-page': { name: 'home', url: apiGetUrl(API_PREFIX, '/user/home') },
          'course-page': {
            name: 'library',
            url: apiGetUrl(API_PREFIX, '/eLibrary/table', firstLibraryPage(PAGE_SIZE.library)),
            signedIn: true,
          },
          'marketplace-page': {
            name: 'market',
            url: apiGetUrl(API_PREFIX, '/marketplace/table', firstMarketPage(PAGE_SIZE.marketplace)),
            signedIn: true,
          },
        } satisfies Record<string, { name: BootRequest; url: string; signedIn?: true }>,
        authKey: `persist:${PERSIST_KEYS.auth}`,
        // A load of /dashboard/*: the opened section's chunks for the stored token's role, and the first page of
        // the admin's users table (src/features/users/users-admin-api.ts).
        dashboard: {
          page: dashboardPage,
          roles: Object.fromEntries(ROLES.map((role) => [role, dashboardSectionsFor(role).map((s) => s.id)])),
          sections,
          requests: {
            users: {
              name: 'users',
              url: apiGetUrl(API_PREFIX, '/user/table', firstUserTablePage(PAGE_SIZE.adminTable)),
              signedIn: true,
            },
          } satisfies Record<string, { name: BootRequest; url: string; signedIn: true }>,
        },
      };
      if (!Object.hasOwn(pages, dashboardPage)) return this.error(`paint-first: no page ${dashboardPage}`);
      for (const key of Object.keys(boot.dashboard.requests))
        if (!Object.hasOwn(sections, key))
          return this.error(`paint-first: no dashboard section ${key} for its boot request`);
      for (const page of Object.keys(boot.requests))
        if (!Object.hasOwn(pages, page)) return this.error(`paint-first: no page ${page} for its boot request`);
      let source = html.source
        .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/g, '')
        .replace(/\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g, '');
      if (/<script[^>]+src=|modulepreload/.test(source)) return this.error('paint-first: index.html has scripts left');
      source = source.replace(
        '</body>',
        `<script id="boot-data" type="application/json">${JSON.stringify(boot)}</script>\n<script>${BOOT_SCRIPT}</script>\n</body>`,
      );
      html.source = source;
    },
  };
}

/**
 * Adds the entry script and the modulepreloads of the entry and the opened page, once: after the first frame
 * (an animation frame, then a task), or after 200 ms in a tab that paints no frames (opened in the background).
 * On Home, the E-Library and the Marketplace it also asks for the page's first data (`boot.requests`), which the app takes from
 * `campusBootRequests` (src/app/boot-requests.ts) when it would have asked for the same. On /dashboard/* it adds the
 * chunks of the section that opens for the stored token's role, and the admin users table's first page (decision 043).
 * A visit in Bangla (`bc-lang`, else the browser's first bn/en language, as src/lib/i18n.ts decides) preloads the
 * Bangla chunk right after the entry, and shows the title and the splash in Bangla before the first paint.
 * Plain ES5 with no dependencies; served under a CSP hash (apps/server/src/http/web.ts).
 */
const BOOT_SCRIPT = `(function () {
  var boot = JSON.parse(document.getElementById('boot-data').textContent);
  var parts = location.pathname.replace(/^\\/+/, '').split('/');
  var own = function (key) { return Object.prototype.hasOwnProperty.call(boot.segments, key) ? boot.segments[key] : undefined; };
  var page = (parts[1] ? own(parts[0] + '/') : undefined) || own(parts[0] || '');
  var files = boot.entry.concat((page && boot.pages[page]) || []);
  var has = function (object, key) { return Object.prototype.hasOwnProperty.call(object, key); };
  var request = page && has(boot.requests, page) ? boot.requests[page] : undefined;
  function storedToken() {
    try {
      var token = JSON.parse(JSON.parse(localStorage.getItem(boot.authKey)).token);
      return typeof token === 'string' && token ? token : null;
    } catch (e) { return null; }
  }
  if (page === boot.dashboard.page) {
    // The section this load opens, as resolveDashboard (src/app/dashboard/dashboard-sections.ts) decides it for the
    // stored token's role: its chunks come with the entry, and its first data when the boot data names a request.
    var role = null;
    try { role = JSON.parse(atob(storedToken().split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).role; } catch (e) {}
    var sections = role && has(boot.dashboard.roles, role) ? boot.dashboard.roles[role] : [];
    if (sections.length) {
      var section = sections.indexOf(parts[1]) >= 0 ? parts[1] : sections[0];
      var key = section === 'users' && parts[1] === 'users' && parts[2] ? 'users/' + parts[2] : section;
      if (has(boot.dashboard.sections, key)) files = files.concat(boot.dashboard.sections[key]);
      if (has(boot.dashboard.requests, key)) request = boot.dashboard.requests[key];
    }
  }
  var lang = null;
  try { lang = localStorage.getItem('bc-lang'); } catch (e) {}
  if (lang !== 'bn' && lang !== 'en') {
    var tags = navigator.languages || [navigator.language || ''];
    for (var t = 0; t < tags.length && !lang; t++) {
      var primary = String(tags[t]).toLowerCase().split('-')[0];
      if (primary === 'bn' || primary === 'en') lang = primary;
    }
  }
  if (lang === 'bn') {
    files = [files[0]].concat(boot.bangla, files.slice(1));
    document.documentElement.lang = 'bn';
    document.title = boot.bn.appName;
    var splash = document.querySelector('#root > [role=status]');
    if (splash) {
      splash.setAttribute('aria-label', boot.bn.loadingApp);
      var name = splash.querySelector('p');
      if (name) name.textContent = boot.bn.appName;
    }
  }
  var started = false;
  function ask(request) {
    var headers = {};
    if (request.signedIn) {
      var token = storedToken();
      if (!token) return; // a guest: the app sends them to /sign-in
      // The headers the app's own request would carry (src/app/api.ts): it takes the answer only if they match.
      headers.authorization = token;
      headers['accept-language'] = lang || 'en';
    }
    var response = fetch(request.url, { headers: headers });
    response.catch(function () {}); // offline: the app asks again and says so; no unhandled rejection meanwhile
    window.campusBootRequests = {};
    window.campusBootRequests[request.name] = { url: request.url, headers: headers, response: response };
  }
  function load() {
    if (started) return;
    started = true;
    if (request) ask(request);
    files.forEach(function (href, i) {
      // One element per task: inserting one costs a few milliseconds on a phone, all of them a long task.
      setTimeout(function () {
        var el = document.createElement(i ? 'link' : 'script');
        if (/\\.css$/.test(href)) { el.rel = 'stylesheet'; el.href = href; }
        else if (i) { el.rel = 'modulepreload'; el.href = href; } else { el.type = 'module'; el.src = href; }
        el.crossOrigin = '';
        document.head.appendChild(el);
      });
    });
  }
  requestAnimationFrame(function () { setTimeout(load); });
  setTimeout(load, 200);
})();`;

/**
 * React Router publishes its production build (no development warnings or checks) under dist/production but exports
 * only dist/development; the app's build uses the former. Dev server and tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    paintFirst(),
    // The service worker with Workbox's precache manifest of the whole build (decision 018). The page registers it
    // itself after the splash (app/push/register-sw.ts), and public/manifest.webmanifest stays the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest}'],
        // Hashed file names are their own revision.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
  ],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { main: 'index.html' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Left alone, every icon or small component shared by two pages becomes its own chunk of a few hundred
        // bytes, and a page waits for ~20 of them over HTTP/1.1's six connections. Shared icons and small UI
        // pieces go into one chunk each instead. Everything the entry imports statically (`$initial`: React, the
        // store, the shell, i18n) is taken first and written into main itself: without it, the ui group (which takes
        // its pieces' imports too) and the icons group held i18n and the icon base, so every page loaded both groups
        // with the entry, and the entry was eight files (decision 048).
        codeSplitting: {
          groups: [
            { name: 'main', tags: ['$initial'], priority: 3 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 2 },
            {
              name: 'ui',
              test: /[\\/]src[\\/](?:components[\\/]ui[\\/](?:button|empty-state|avatar|progress-bar|coming-soon|linkified-text|after-first-paint)\.tsx|app[\\/]api-error\.ts)$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
