/** @jest-environment node */
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstPaintRenderers } from './first-paint-renderers';

describe('firstPaintRenderers: the remotes’ server renders, imported once per build', () => {
  let dir: string;
  let file: string;
  let imported: string[];
  const renderer = { firstRequest: () => '/api/encounter', render: () => '<p>rows</p>' };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'renderers-'));
    file = path.join(dir, 'home-render.mjs');
    await writeFile(file, 'export {}');
    imported = [];
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const importing = (answer: (url: string) => Promise<unknown>) => (url: string) => {
    imported.push(url);
    return answer(url);
  };

  it('imports a build once, and again once the remote is rebuilt in place', async () => {
    const renderers = firstPaintRenderers(importing(() => Promise.resolve(renderer)));
    await expect(renderers.load(file)).resolves.toBe(renderer);
    await expect(renderers.load(file)).resolves.toBe(renderer);
    expect(imported).toHaveLength(1);
    expect(imported[0]).toMatch(/^file:\/\/.*\/home-render\.mjs\?build=[\d.]+$/);
    await utimes(file, new Date(), new Date(Date.now() + 60_000));
    await renderers.load(file);
    expect(imported).toHaveLength(2);
    expect(imported[1]).not.toBe(imported[0]);
  });

  it('answers null without the file, for a module that is not a renderer, and for one that fails to import', async () => {
    await expect(firstPaintRenderers(importing(() => Promise.resolve(renderer))).load(path.join(dir, 'none.mjs'))).resolves.toBeNull();
    expect(imported).toEqual([]);
    await expect(firstPaintRenderers(importing(() => Promise.resolve({ render: () => '' }))).load(file)).resolves.toBeNull();
    await expect(firstPaintRenderers(importing(() => Promise.reject(new SyntaxError('Unexpected token')))).load(file)).resolves.toBeNull();
    await expect(firstPaintRenderers(importing(() => Promise.resolve({ ...renderer, nextRequest: '/api/practitioner' }))).load(file)).resolves.toBeNull();
    await expect(firstPaintRenderers(importing(() => Promise.resolve({ ...renderer, stylesheets: 'parcel.css' }))).load(file)).resolves.toBeNull();
    await expect(firstPaintRenderers(importing(() => Promise.resolve({ ...renderer, stylesheets: [1] }))).load(file)).resolves.toBeNull();
  });

  it('takes a renderer that names requests in a row and its stylesheets, and one built before them', async () => {
    const chained = { ...renderer, nextRequest: () => null, stylesheets: ['parcel.abc.css'] };
    await expect(firstPaintRenderers(importing(() => Promise.resolve(chained))).load(file)).resolves.toBe(chained);
    await expect(firstPaintRenderers(importing(() => Promise.resolve(renderer))).load(file)).resolves.toBe(renderer);
  });
});
