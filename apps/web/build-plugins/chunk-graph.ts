import type { IndexHtmlTransformContext } from 'vite';

/** The build's output, as Vite hands it to the plugins. */
export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/**
 * Adds to `into` the chunk and every chunk it imports statically, directly or not (what a browser
 * evaluates with it); a dynamic `import()` is not followed.
 */
export function addStaticImports(bundle: Bundle, fileName: string, into: Set<string>): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) addStaticImports(bundle, imported, into);
  return into;
}
