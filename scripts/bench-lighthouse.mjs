// Lighthouse 13 (the npm package, mobile preset with its simulated slow 4G and 4x CPU slowdown) against the running
// production platform, in Debian's Chromium (CHROME_PATH). Each page runs `runs` times; the median performance score
// and the metrics of that run are reported (Lighthouse's own guidance for a noisy machine: take the median run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(root, 'node_modules/lighthouse/cli/index.js');

/** One Lighthouse run; resolves to the report's performance score and main metrics. */
function lighthouseOnce(url, { cookie } = {}) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  const args = [
    CLI,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const r = spawnSync('node', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8', timeout: 180_000 });
  if (r.status !== 0 || !fs.existsSync(out)) throw new Error(`Lighthouse failed on ${url}: ${r.stderr || r.error}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: report.categories.performance.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    finalUrl: report.finalDisplayedUrl,
  };
}

/**
 * One run, tried once more when Lighthouse itself could not record the load (its runtime errors, e.g. NO_NAVSTART: a
 * trace it lost on a busy machine), so one lost trace does not end the whole bench. A second failure is reported.
 */
function lighthouseOnceMore(url, options) {
  try {
    return lighthouseOnce(url, options);
  } catch (error) {
    console.log(`Lighthouse on ${url} again after: ${error.message.split('\n')[0]}`);
    return lighthouseOnce(url, options);
  }
}

/**
 * Runs Lighthouse `runs` times on each page and reports the median run's score and metrics through `add`.
 * pages: [{ label, url, cookie? , expectPath? }] (expectPath: the run must end on that path, e.g. not bounced to /login).
 */
export function benchLighthouse(add, pages, { runs = 3 } = {}) {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const result = lighthouseOnceMore(page.url, page);
      if (page.expectPath && new URL(result.finalUrl).pathname !== page.expectPath) {
        throw new Error(`Lighthouse on ${page.url} ended on ${result.finalUrl}`);
      }
      results.push(result);
    }
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    console.log(`Lighthouse ${page.label}: scores ${results.map((r) => r.score).join(' / ')}`);
    add(`Lighthouse mobile, ${page.label}: performance (median of ${runs})`, median.score, 'score');
    add(`Lighthouse mobile, ${page.label}: FCP`, median.fcp, 'ms');
    add(`Lighthouse mobile, ${page.label}: LCP`, median.lcp, 'ms');
    add(`Lighthouse mobile, ${page.label}: TBT`, median.tbt, 'ms');
    add(`Lighthouse mobile, ${page.label}: CLS`, median.cls, '');
  }
}
