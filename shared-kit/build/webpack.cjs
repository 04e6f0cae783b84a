// @ts-check
// One webpack config factory for the shell and every remote: swc, Module Federation with the shared
// singleton list, entry files without hashes (served no-cache), hashed chunks (served immutable), and
// a version.json describing the build for the Version page.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { createSharedConfig } = require('./federation.cjs');
const { LoadGraphPlugin } = require('./load-graph.cjs');
const { CompileHintPlugin } = require('./compile-hint.cjs');

/** @param {string} packageDir */
function buildInfo(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return {
    name: pkg.name,
    version: pkg.version,
    buildNumber: process.env.BUILD_NUMBER || 'local',
    buildDate: new Date().toISOString(),
  };
}

/** Writes version.json beside the entry so operators (and the shell's Version page) read the build's own facts. */
class VersionFilePlugin {
  /** @param {ReturnType<typeof buildInfo>} info */
  constructor(info) { this.info = info; }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('version.json', new webpack.sources.RawSource(JSON.stringify(this.info, null, 2)));
        },
      );
    });
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every script of a production build, so the
 * platform server sends pre-compressed files instead of compressing on the fly at a low level.
 * It works on the bytes as written to disk: earlier, inside processAssets, an entry can still be
 * rewritten afterwards (real content hashes of the chunks it names), and a stale copy would ship.
 */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.assetEmitted.tap('PrecompressPlugin', (file, { content, targetPath }) => {
      if (!/\.(js|css|html|json)$/.test(file) || content.length < 1024) return;
      const br = zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      fs.writeFileSync(`${targetPath}.br`, br);
      fs.writeFileSync(`${targetPath}.gz`, zlib.gzipSync(content, { level: 9 }));
    });
  }
}

/**
 * @param {{
 *   packageDir: string,
 *   federationName: string,
 *   kind: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   devPort: number,
 *   devServer?: import('webpack-dev-server').Configuration,
 *   htmlTitle?: string,
 *   pages?: Array<{ name: string, import: string, template: string, filename: string, title: string }>,
 *   css?: boolean,
 * }} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration}
 */
function createWebpackConfig(options) {
  const { packageDir, federationName, kind, exposes, devPort } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const info = buildInfo(packageDir);
    /** @type {import('webpack').Configuration['plugins']} */
    const plugins = [
      new ModuleFederationPlugin({
        name: federationName,
        filename: kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: kind === 'remote' ? exposes : undefined,
        remotes: kind === 'host' ? {} : undefined,
        shared: createSharedConfig(packageDir),
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? true : false,
        dts: false,
        // Every build runs in the browser only: the federation runtime leaves out its Node code paths.
        experiments: { optimization: { target: 'web' } },
      }),
      new webpack.DefinePlugin({ __BUILD_INFO__: JSON.stringify(info) }),
      new VersionFilePlugin(info),
    ];
    // A package that imports .css (mfe-worklist's pre-rendered antd styles): hashed files its chunks load with them.
    if (options.css) plugins.push(new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }));
    if (production) {
      plugins.push(new CompileHintPlugin());
      plugins.push(new PrecompressPlugin());
      // load-graph.json: what each page loads, for the byte budgets `npm test` checks (scripts/budgets.cjs).
      plugins.push(new LoadGraphPlugin({ name: federationName, entry: kind === 'host' ? 'main' : federationName }));
    }
    if (kind === 'host') {
      plugins.push(new HtmlWebpackPlugin({
        template: path.join(packageDir, 'src/index.html'),
        title: options.htmlTitle ?? 'Curate CDI',
        scriptLoading: 'defer',
        publicPath: '/',
        chunks: ['main'],
      }));
      // Further pages of the host with entries of their own (the shell's EHR example page, platform design §8).
      for (const page of options.pages ?? []) {
        plugins.push(new HtmlWebpackPlugin({
          template: path.join(packageDir, page.template),
          filename: page.filename,
          title: page.title,
          scriptLoading: 'defer',
          publicPath: '/',
          chunks: [page.name],
        }));
      }
    }
    return {
      mode: production ? 'production' : 'development',
      context: packageDir,
      entry: kind === 'host' ? { main: './src/index.ts', ...Object.fromEntries((options.pages ?? []).map((page) => [page.name, page.import])) } : {},
      devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(packageDir, 'dist'),
        // Entry names stay stable (Module Federation needs it); chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: kind === 'host' ? '/' : 'auto',
        uniqueName: federationName,
        clean: true,
        // Write every file on every build, so the pre-compressed copies are made from each one.
        compareBeforeEmit: false,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.svg$/, type: 'asset/inline' },
          ...(options.css ? [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { url: false, import: false } }] }] : []),
        ],
      },
      // Named chunk ids keep shared-library chunks recognisable (tests count React DOM downloads by name).
      optimization: {
        chunkIds: 'named',
        moduleIds: 'deterministic',
        // swc's minifier (already installed for the loader) instead of terser: a remote's build went from about 42 s
        // to under 30 s here (root README, Benchmarks), with output within 1% of terser's.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins,
      stats: 'errors-warnings',
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        historyApiFallback: kind === 'host',
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(options.devServer ?? {}),
      },
    };
  };
}

module.exports = { createWebpackConfig, buildInfo };
