// @ts-check
// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its functions compiled
// eagerly, on the background thread that compiles it while it downloads, instead of each function on the main thread
// the first time it is called. The platform's scripts are the code a page runs as it loads (the shell's start, the
// shared singletons, a remote's parcel and its antd components): measured on the CDI home and `/login`, the main
// thread's blocking time fell by two fifths on the home and a sixth on `/login`, for 2.5 MB more JS heap on the home
// (root README, "Issue 15: the scripts compiled while they download"). Other browsers read it as a comment.
const webpack = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts COMPILE_HINT on the first line of every script of the build. It runs after the minifier (which drops comments)
 * and before the source maps and the real content hashes, so both include the added line.
 */
class CompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const file of Object.keys(assets)) {
            if (!/\.js$/.test(file)) continue;
            compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintPlugin, COMPILE_HINT };
