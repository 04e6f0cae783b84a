/** Stylesheets a module imports for their side effect (the webpack factory's `css` option extracts them). */
declare module '*.css';
