// Before the webpack build: the antd styles of the homes' first screens into src/generated (src/home-first-paint/home-styles.tsx).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderHomeStyles } from '../src/home-first-paint/home-styles';

const file = path.join(__dirname, '..', 'src', 'generated', 'antd-styles.css');
mkdirSync(path.dirname(file), { recursive: true });
const css = renderHomeStyles();
writeFileSync(file, css);
console.log(`antd styles of the homes (${Math.round(css.length / 1024)} KiB) written to ${path.relative(process.cwd(), file)}`);
