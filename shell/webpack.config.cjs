// @ts-check
// The shell (host) build: the shared factory as-is (platform design §3).
const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  federationName: 'shell',
  kind: 'host',
  devPort: 3000,
  htmlTitle: 'Curate CDI',
  // The EHR example page (platform design §8): its own entry, no shell code.
  pages: [{ name: 'ehr', import: './src/ehr/ehr.entry.ts', template: 'src/ehr/ehr.html', filename: 'ehr.html', title: 'Curate CDI encounter' }],
  devServer: {
    // Watch mode: the API through the same origin, as the platform server does in production.
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:4000' }],
    // The remotes' own dev servers (ports 3001-3007), read on every request like the production manifest.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app?.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.type('application/json').send(fs.readFileSync(path.join(__dirname, process.env.REMOTES_FILE || 'remotes.dev.json'), 'utf8'));
      });
      return middlewares;
    },
  },
});
