/**
 * How the production server treats a request path before any file is looked up. Pure, so that every
 * rule is unit-tested: hostile or malformed paths get the not-found page, `.html` and `index.html`
 * forms redirect to the page's clean URL, and only paths under the base URL reach the files.
 */
export const MAX_PATH_LENGTH = 2048;
export const MAX_SEGMENT_LENGTH = 255;

/**
 * @typedef {{ kind: 'redirect', location: string } | { kind: 'file', path: string } | { kind: 'not-found' }} PathDecision
 */

/**
 * @param {string} rawPath the request target: path and query
 * @param {string} baseUrl the site's base URL, with slashes at both ends
 * @returns {PathDecision}
 */
export function decideRequestPath(rawPath, baseUrl) {
  const [pathname = '', query = ''] = splitOnce(rawPath, '?');
  const search = query ? `?${query}` : '';
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'not-found' };
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  // Control characters, backslashes and NUL never belong in a page path.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { kind: 'not-found' };
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..' || segment.length > MAX_SEGMENT_LENGTH)) {
    return { kind: 'not-found' };
  }
  if (decoded === '/' || decoded === '') return { kind: 'redirect', location: baseUrl };
  if (`${decoded}/` === baseUrl) return { kind: 'redirect', location: `${baseUrl}${search}` };
  if (!decoded.startsWith(baseUrl)) return { kind: 'not-found' };

  // /docs/events/index.html and /docs/events.html are the page /docs/events.
  if (/\/index\.html$/.test(decoded)) {
    return { kind: 'redirect', location: `${encodePath(decoded.replace(/\/index\.html$/, '')) || baseUrl}${search}` };
  }
  if (/\.html$/.test(decoded) && !decoded.endsWith('/404.html')) {
    return { kind: 'redirect', location: `${encodePath(decoded.replace(/\.html$/, ''))}${search}` };
  }
  return { kind: 'file', path: `/${decoded.slice(baseUrl.length)}` };
}

/**
 * @param {string} text
 * @param {string} separator
 * @returns {[string, string]}
 */
function splitOnce(text, separator) {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}

/** @param {string} path */
function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}
