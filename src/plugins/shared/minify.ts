/** A script for the browser, compressed and mangled (the build's copy; the source stays readable). */
export async function minifyScript(source: string): Promise<string> {
  const {minify} = await import('@swc/core');
  return (await minify(source, {compress: true, mangle: true})).code;
}
