import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * React Router publishes its production build (no development warnings or checks) under dist/production but exports
 * only dist/development; the app's build uses the former. Dev server and tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), inlineStylesheet(), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: { main: 'index.html', sw: 'src/sw.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        // Left alone, every icon or small component shared by two pages becomes its own chunk of a few hundred
        // bytes, and a page waits for ~20 of them over HTTP/1.1's six connections. Shared icons and small UI
        // pieces go into one chunk each instead (React gets its own group so the icons group does not pull it in).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/]react[\\/]/, priority: 3 },
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 2 },
            {
              name: 'ui',
              test: /[\\/]src[\\/](?:components[\\/]ui[\\/](?:button|empty-state|avatar|progress-bar|coming-soon)\.tsx|app[\\/]api-error\.ts)$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
