import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { webAppRoutes } from './web-app.routes';

// A built app in miniature: the files the installable app needs (docs/architecture.md "Offline").
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
fs.mkdirSync(path.join(root, 'icons'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>CleanUp</title>');
fs.writeFileSync(path.join(root, 'sw.js'), "importScripts('/workbox-1.js');");
fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"CleanUp"}');
fs.writeFileSync(path.join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
fs.writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'export {};');

const app = Fastify();
app.decorate('config', { appUrl: 'http://localhost' } as never);
registerSecurityHeaders(app);
await app.register(webAppRoutes, { root });
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the installable web app', () => {
  it('serves the service worker as a script that is checked again on every load, under the same policy', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached service worker would keep phones on an old app for a day.
    expect(sw.headers['cache-control']).toMatch(/max-age=0/);
    expect(sw.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the manifest and the icons with their types', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const icon = await app.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('answers a page path with the app shell and an unknown API path with JSON, never the shell', async () => {
    const page = await app.inject({ url: '/my-jobs/12' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});
