/**
 * `path` without the slashes it ends with, "/" itself kept. A loop rather than /\/+$/: searched
 * from every position, that pattern rescans a long run of slashes once per slash.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  return path.slice(0, end);
}
