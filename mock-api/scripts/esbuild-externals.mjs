// Shared by the API bundle (build.mjs) and the test template maker (make-test-template.mjs): our code and
// shared-kit (a TypeScript workspace package) are inlined, every other package stays external.
const INLINE = new Set(['shared-kit']);

/** Bare imports (not relative, not absolute) are external unless their package is in INLINE. */
export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      return INLINE.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};
