// @ts-check
// The shell (host) build: the shared factory as-is (platform design §3).
const { createWebpackConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  federationName: 'shell',
  kind: 'host',
  devPort: 3000,
  htmlTitle: 'Curate CDI',
  devServer: {
    // Watch mode: the API through the same origin, as the platform server does in production.
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:4000' }],
  },
});
