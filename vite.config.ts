import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Paths the server answers itself: never the app shell, never cached by the service worker as such. */
const serverPaths = /^\/(api|sanctum|assume|storage|healthz|readyz)(\/|$)/;

export default defineConfig({
  plugins: [
    react(),
    // The app shell is precached so the contractor's phone opens the app with no signal (docs/architecture.md
    // "Offline"). API answers are not cached here: the contractor's own visits are kept in IndexedDB by the
    // app, which knows whose they are; only visit photos (immutable, by id) are cached for offline viewing.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      // public/manifest.webmanifest is the manifest (a plain file, so a test can hold its colour to the theme).
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [serverPaths],
        cleanupOutdatedCaches: true,
        // The first visit with signal is the one that must leave the phone ready: take the page over at once.
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/schedule\/\d+\/asset\/\d+(\/thumbnail)?$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'visit-photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  root: '.',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: { proxy: { '/api': 'http://localhost:3000', '/sanctum': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
});
