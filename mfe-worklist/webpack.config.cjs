// @ts-check
const { createWebpackConfig } = require('shared-kit/build/webpack.cjs');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  federationName: 'mfe_worklist',
  kind: 'remote',
  exposes: { './parcel': './src/parcel.ts' },
  devPort: 3002,
  css: true,
});
