import { readFileSync } from 'node:fs';
import { homeRenderer } from './home-render';

// The module the platform server imports (dist/first-paint/home-render.mjs, shared-kit HOME_FIRST_PAINT_RENDERER): the
// home's server render, styled by the parcel's stylesheets as this build's manifest (beside it in dist) names them.

interface Manifest {
  exposes?: { name?: string; assets?: { css?: { sync?: string[] } } }[];
}

const manifest = JSON.parse(readFileSync(new URL('../mf-manifest.json', import.meta.url), 'utf8')) as Manifest;
const stylesheets = manifest.exposes?.find((expose) => expose.name === 'parcel')?.assets?.css?.sync ?? [];

export const { firstRequest, nextRequest, render } = homeRenderer(stylesheets);
export { stylesheets };
