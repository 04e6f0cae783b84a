// @ts-check
// The one list of shared singletons (platform design §3). Every webpack config calls this factory,
// so react, react-dom and the other singletons are loaded once whatever number of remotes mount.
// antd is deliberately not in it: shared, it ships whole (sharing turns off tree-shaking); each remote bundles the
// antd components it imports, themed by shared-kit's token set (root README, "Bytes", for the measured comparison).
// Each parcel is its own React root with its own antd ConfigProvider, so nothing needs one antd instance.
const path = require('node:path');
const fs = require('node:fs');

/** Package name -> the subpaths that must be shared with it (toolchain pitfall: jsx-runtime, react-dom/client). */
const SINGLETONS = {
  react: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  'react-router-dom': ['react-router-dom'],
  '@reduxjs/toolkit': ['@reduxjs/toolkit'],
  'react-redux': ['react-redux'],
  dayjs: ['dayjs'],
  axios: ['axios'],
  'shared-kit': ['shared-kit'],
};

/** The version actually installed for `pkg`, resolved from the package at `fromDir`. */
function installedVersion(pkg, fromDir) {
  const pkgJson = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

/**
 * The `shared` option of ModuleFederationPlugin for the package in `packageDir`.
 * Singletons, never eager; required versions are the caret of what is installed.
 * @param {string} packageDir
 * @returns {Record<string, { singleton: true, eager: false, requiredVersion: string, version: string }>}
 */
function createSharedConfig(packageDir) {
  /** @type {Record<string, { singleton: true, eager: false, requiredVersion: string, version: string }>} */
  const shared = {};
  for (const [pkg, subpaths] of Object.entries(SINGLETONS)) {
    const version = installedVersion(pkg, packageDir);
    const major = version.split('.')[0];
    for (const name of subpaths) {
      shared[name] = { singleton: true, eager: false, requiredVersion: `^${major === '0' ? version : `${major}.0.0`}`, version };
    }
  }
  return shared;
}

module.exports = { createSharedConfig, SINGLETONS, installedVersion, sharedKitDir: path.resolve(__dirname, '..') };
