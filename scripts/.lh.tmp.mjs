import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { spawn } from 'node:child_process';
const srv = spawn(process.execPath, ['scripts/serve.mjs', '--port', '3978'], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
const r = await lighthouse(`http://127.0.0.1:3978${process.argv[2]}`, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const a = r.lhr.audits;
for (const k of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
  'max-potential-fid',
])
  console.log(k, a[k]?.displayValue);
console.log(
  'LCP element',
  JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet),
);
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
console.log(
  'render-blocking',
  JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i) => [i.url, i.wastedMs])),
);
console.log(
  'bootup',
  JSON.stringify(
    a['bootup-time']?.details?.items
      ?.slice(0, 6)
      .map((i) => [i.url.slice(-40), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)]),
  ),
);
console.log(
  'mainthread',
  JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map((i) => [i.group, Math.round(i.duration)])),
);
console.log(
  'long tasks',
  JSON.stringify(
    a['long-tasks']?.details?.items
      ?.slice(0, 8)
      .map((i) => [i.url?.slice(-40), Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
console.log('dom size', a['dom-size']?.displayValue);
await chrome.kill();
srv.kill();
